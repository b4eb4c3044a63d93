import type { EngineDraft } from './draft';
import type { AssignmentBrief } from './engine/brief';

export interface FeedbackProvider {
  name: string;
  /**
   * The signal aborts when the job is dropped (the server stops): the provider stops its work then.
   * The brief is what the essay's assignment asks for, for a provider that can check it.
   */
  draft(text: string, signal?: AbortSignal, brief?: AssignmentBrief): Promise<EngineDraft>;
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
    async draft(text, signal, brief) {
      let lastError: unknown;
      for (const provider of providers) {
        try {
          return await provider.draft(text, signal, brief);
        } catch (error) {
          // Nobody waits for a dropped job's draft: no use asking the next provider.
          if (signal?.aborted) throw error;
          lastError = error;
          onFallback(provider.name, error);
        }
      }
      throw lastError;
    },
  };
}
