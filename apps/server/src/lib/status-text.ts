import { STATUS_CODES } from 'node:http';

export const statusText = (statusCode: number): string => STATUS_CODES[statusCode] ?? 'Error';
