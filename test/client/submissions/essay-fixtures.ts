import { writeDraft } from '../../../src/client/features/student-essays/draft-storage';

/** An essay of `words` words in one paragraph. */
export const essayOf = (words: number) => `<p>${Array.from({ length: words }, () => 'word').join(' ')}</p>`;

export const DRAFT_SAVED_AT = '2026-01-11T08:15:00.000Z';

/** A draft left in this browser for assignment 500, as if from an earlier visit. */
export function leaveDraft(html: string, submitKey: string | null = null): void {
  writeDraft(500, { html, savedAt: DRAFT_SAVED_AT, submitKey }, false);
}
