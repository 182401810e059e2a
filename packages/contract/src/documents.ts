import { z } from 'zod';

const ocrSchema = z
  .object({
    /** Tesseract's mean word confidence, 0 to 100. */
    confidence: z.number(),
    pages: z.number().int(),
    /** True when the confidence is low enough that the text should be checked before use. */
    checkAdvised: z.boolean(),
  })
  .nullable();

/** POST /api/extract-text (multipart, field "file"). */
export const extractTextResponseSchema = z.object({
  extractedText: z.string(),
  kind: z.enum(['txt', 'docx', 'doc', 'pdf', 'png', 'jpeg']),
  filename: z.string(),
  pages: z.number().int().nullable(),
  /** Present when the text was read by OCR (images, scanned PDFs). */
  ocr: ocrSchema,
  /** Things the user should know: pages skipped by the OCR page cap, and so on. */
  notes: z.array(z.string()),
});

/** POST /api/humanize/upload (multipart, field "file"). */
export const humanizeUploadResponseSchema = z.object({
  content: z.string(),
  wordCount: z.number().int(),
  filename: z.string(),
  ocr: ocrSchema,
  notes: z.array(z.string()),
});

const MAX_CONTENT = 500_000;
const content = z
  .string()
  .max(MAX_CONTENT, { error: `must be at most ${MAX_CONTENT.toLocaleString('en-US')} characters` });
const title = z.string().trim().max(200, { error: 'must be at most 200 characters' });

/** A PNG or JPEG as a data URL (what a chart's canvas gives). */
export const imageDataUrlSchema = z
  .string()
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$/, { error: 'must be a PNG or JPEG data URL' });

/** POST /api/generate-pdf, POST /api/generate-docx, POST /api/print-view */
export const documentRequestSchema = z.object({ content, title: title.optional() });

export const graphDataSchema = z.object({
  title: z.string().max(300).optional(),
  xLabel: z.string().max(200).optional(),
  yLabel: z.string().max(200).optional(),
  description: z.string().max(5000).optional(),
});

/** POST /api/generate-combined-pdf: the problem, the solution and its graphs in one document. */
export const combinedPdfRequestSchema = z.object({
  content,
  title: title.optional(),
  extractedText: content.optional(),
  graphImages: z.array(imageDataUrlSchema).max(20).optional(),
  /** Per graph, in the order of graphImages. */
  graphData: z.array(graphDataSchema).max(20).optional(),
});

/** POST /api/generate-graph-pdf */
export const graphPdfRequestSchema = z.object({ graphImage: imageDataUrlSchema, title: title.optional() });

export type ExtractTextResponse = z.infer<typeof extractTextResponseSchema>;
export type HumanizeUploadResponse = z.infer<typeof humanizeUploadResponseSchema>;
export type DocumentRequest = z.infer<typeof documentRequestSchema>;
export type CombinedPdfRequest = z.infer<typeof combinedPdfRequestSchema>;
export type GraphPdfRequest = z.infer<typeof graphPdfRequestSchema>;
export type GraphData = z.infer<typeof graphDataSchema>;
