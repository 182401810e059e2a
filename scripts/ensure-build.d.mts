export function ensureBuilt(options?: { log?: (line: string) => void }): void;
