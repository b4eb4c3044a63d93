import { createAction } from '@reduxjs/toolkit';

/**
 * What happened to an essay (design: actions are past-tense events). They carry ids and times only:
 * the essay's text never enters an action, so it never reaches DevTools or a log.
 */
export const draftSaved = createAction<{ assignmentId: number; savedAt: string }>('submissions/draftSaved');
export const draftRestored = createAction<{ assignmentId: number; savedAt: string }>(
  'submissions/draftRestored',
);
export const essaySubmitted = createAction<{ assignmentId: number; submissionId: number; version: number }>(
  'submissions/essaySubmitted',
);
