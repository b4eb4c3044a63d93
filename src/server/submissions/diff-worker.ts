import { diffAnswer, diffDrafts } from '../../shared/rules/draft-diff';
import { taskInThread } from '../threads/thread-task';

interface Version {
  id: number;
  version: number;
}

export interface DiffTask {
  before: string;
  after: string;
  from?: Version;
  to: Version;
}

/**
 * Runs in a diff thread (diff-pool.ts): the comparison of two essays, with its own time limit, as the
 * JSON text of the answer. Made into text here so that a long essay's comparison (about 1 MB) is never
 * serialised on the request thread: it crosses as one string, is stored and sent as it is.
 */
export const diffInThread = taskInThread(({ before, after, from, to }: DiffTask): string =>
  JSON.stringify(diffAnswer(from, to, diffDrafts(before, after))),
);
