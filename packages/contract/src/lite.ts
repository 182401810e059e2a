// The zod-free part of the contract: values and rules the web bundle may import without pulling in zod.
export * from './auth-rules';
export * from './detection-limits';
export * from './document-kinds';
export * from './pricing';
export * from './provider-ids';
export * from './stream-marker';
