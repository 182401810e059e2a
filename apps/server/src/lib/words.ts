/** Words as the app counts them everywhere (pricing, uploads): runs of non-space characters. */
export const countWords = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);
