import type { FastifyRequest } from 'fastify';
import { cleanUploadName } from './file-names';
import { HttpError, badRequest } from './http-errors';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export interface Upload {
  buffer: Buffer;
  filename: string;
  /** The text fields sent with the file (llmProvider, message, …), whichever order they came in. */
  fields: Record<string, string>;
}

/** The one file of a multipart request (in `field`) and its text fields, with the size limit in words. */
export async function readUpload(request: FastifyRequest, limitBytes: number, field = 'file'): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === field && !file) {
        file = { buffer: await part.toBuffer(), filename: cleanUploadName(part.filename) };
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest(`Send the file as multipart/form-data, in a field named "${field}".`);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The file is too large: the limit is ${megabytes(limitBytes)}.`);
    }
    throw error;
  }
  if (!file) throw badRequest(`No file was attached: send it in a field named "${field}".`);
  return { ...file, fields };
}
