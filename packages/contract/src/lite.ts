// The zod-free part of the contract: values the web bundle may import without pulling in zod.
export * from './provider-ids';
