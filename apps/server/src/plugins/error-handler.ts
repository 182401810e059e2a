import type { ErrorResponse, ValidationIssue } from '@zhi/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import { statusText } from '../lib/status-text';
import { UNSTORABLE_MESSAGE } from '../lib/storable-text';
import { WorkBusyError } from '../workers/work-errors';

// invalid byte sequence / untranslatable character / character not in repertoire
const UNSTORABLE_CODES = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, wherever the driver or the ORM put it. */
function databaseCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as never, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

const formatMegabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

interface Answer {
  statusCode: number;
  message: string;
  issues?: ValidationIssue[];
}

function validationAnswer(error: FastifyError & { validation: { instancePath: string; message?: string }[] }): Answer {
  const issues = error.validation.map((v) => ({
    path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'is invalid',
  }));
  const where = error.validationContext === 'body' ? '' : `${error.validationContext ?? 'request'} `;
  // A message written for the whole request stands alone; a field's message names the field.
  const message = issues.map((i) => (i.path ? `${where}${i.path}: ${i.message}` : i.message)).join('; ');
  return { statusCode: 400, message, issues };
}

/** Maps any error to what the user is told; everything unexpected becomes a 500 without details. */
function answerFor(error: FastifyError, bodyLimit: number, request: FastifyRequest): Answer {
  if (hasZodFastifySchemaValidationErrors(error)) return validationAnswer(error);
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message };
  // PostgreSQL refusing a character (a NUL from a file, say): the text's fault, said as such.
  if (UNSTORABLE_CODES.has(databaseCode(error) ?? '')) return { statusCode: 400, message: UNSTORABLE_MESSAGE };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, message: 'The request body is empty, but it was sent as JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        message: `The request is too large: the limit is ${formatMegabytes(request.routeOptions.bodyLimit ?? bodyLimit)}.`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        message: `Unsupported content type: ${request.headers['content-type'] ?? 'none given'}.`,
      };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { statusCode: status, message: error.message };
  return { statusCode: 500, message: 'Something went wrong on our side. Please try again.' };
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerFor(error, bodyLimit, request);
    if (answer.statusCode >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    } else {
      request.log.info({ statusCode: answer.statusCode, reason: answer.message }, 'request rejected');
    }
    const body: ErrorResponse = {
      statusCode: answer.statusCode,
      error: statusText(answer.statusCode),
      message: answer.message,
      requestId: request.id,
      ...(answer.issues ? { issues: answer.issues } : {}),
    };
    // Headers a failed handler may have set (say a download's) must not describe this JSON.
    reply.removeHeader('content-disposition');
    if (error instanceof WorkBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.status(answer.statusCode).type('application/json; charset=utf-8').send(body);
  });
}
