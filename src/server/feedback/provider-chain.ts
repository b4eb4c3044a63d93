import type { EngineDraft } from './draft';

export interface FeedbackProvider {
  name: string;
  draft(text: string): Promise<EngineDraft>;
}

/**
 * Asks each provider in turn and answers with the first draft; the offline `rules` provider comes
 * last, so a remote model that times out or fails still leaves the instructor a draft.
 */
export function chainProviders(
  providers: FeedbackProvider[],
  onFallback: (provider: string, error: unknown) => void,
): FeedbackProvider {
  return {
    name: providers.map((provider) => provider.name).join(' → '),
    async draft(text) {
      let lastError: unknown;
      for (const provider of providers) {
        try {
          return await provider.draft(text);
        } catch (error) {
          lastError = error;
          onFallback(provider.name, error);
        }
      }
      throw lastError;
    },
  };
}
