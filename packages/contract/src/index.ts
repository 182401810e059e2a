export * from './app-config';
export * from './errors';
export * from './health';
export * from './lite';
export * from './providers';
export * from './session';
