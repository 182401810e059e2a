/** The marker that ends the text of a streamed solution; the JSON metadata follows it. */
export const STREAM_DONE = '[STREAM_DONE]';
