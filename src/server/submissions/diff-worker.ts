import { type DraftDiff, diffDrafts } from '../../shared/rules/draft-diff';

export interface DiffTask {
  before: string;
  after: string;
}

/** Runs in a diff thread (diff-pool.ts): the comparison of two essays, with its own time limit. */
export function diffTexts({ before, after }: DiffTask): DraftDiff {
  return diffDrafts(before, after);
}
