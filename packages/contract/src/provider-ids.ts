/** Every provider id the app knows; `local` is the offline engines and is always available. */
export const providerIds = [
  'anthropic',
  'openai',
  'deepseek',
  'perplexity',
  'azure',
  'openai-compatible',
  'local',
] as const;

export type ProviderId = (typeof providerIds)[number];

/** Names shown to users: the brand hides which vendor answers. */
export const providerLabels: Record<ProviderId, string> = {
  anthropic: 'ZHI 1',
  openai: 'ZHI 2',
  deepseek: 'ZHI 3',
  perplexity: 'ZHI 4',
  azure: 'ZHI 5',
  'openai-compatible': 'ZHI Custom',
  local: 'ZHI Local',
};
