import type { StudentSubmission } from '../../../shared/contract';
import { selectAuth } from '../../app/session';
import type { AppThunk } from '../../app/store';
import { type AssignmentDraft, clearDraft, readDraft, writeDraft } from './draft-storage';
import { draftRestored, draftSaved, essaySubmitted } from './essay-events';
import { newIdempotencyKey } from './idempotency-key';
import { submissionsApi } from './submissions-api';
import { type SubmitFailure, submitFailureOf } from './submit-failure';

/** Keeps the essay on this device; an emptied editor leaves no draft behind. */
export const saveDraft =
  (assignmentId: number, html: string): AppThunk<AssignmentDraft | null> =>
  (dispatch, getState) => {
    if (!html) {
      clearDraft(assignmentId);
      return null;
    }
    const previous = readDraft(assignmentId);
    // A pending submit key belongs to the text it sent; once the text changes, a submit is a new one.
    const submitKey = previous?.html === html ? previous.submitKey : null;
    const draft = { html, savedAt: new Date().toISOString(), submitKey };
    if (!writeDraft(assignmentId, draft, selectAuth(getState()).rememberDevice)) return null;
    dispatch(draftSaved({ assignmentId, savedAt: draft.savedAt }));
    return draft;
  };

export const restoreDraft =
  (assignmentId: number): AppThunk<AssignmentDraft | null> =>
  (dispatch) => {
    const draft = readDraft(assignmentId);
    if (draft) dispatch(draftRestored({ assignmentId, savedAt: draft.savedAt }));
    return draft;
  };

export type SubmitOutcome =
  | { ok: true; submission: StudentSubmission }
  | { ok: false; failure: SubmitFailure };

/**
 * Submits the essay. The draft, with the Idempotency-Key, is written before sending, so a retry (even
 * after a reload or a crash) repeats the same request and the server stores the essay once.
 */
export const sendEssay =
  (assignmentId: number, html: string): AppThunk<Promise<SubmitOutcome>> =>
  async (dispatch, getState) => {
    const previous = readDraft(assignmentId);
    const idempotencyKey = (previous?.html === html && previous.submitKey) || newIdempotencyKey();
    const draft = { html, savedAt: new Date().toISOString(), submitKey: idempotencyKey };
    writeDraft(assignmentId, draft, selectAuth(getState()).rememberDevice);
    // Untracked: the essay's text stays out of the store (and so out of DevTools' state).
    const result = await dispatch(
      submissionsApi.endpoints.submitEssay.initiate(
        { assignmentId, content_html: html, idempotencyKey },
        { track: false },
      ),
    );
    if ('error' in result) return { ok: false, failure: submitFailureOf(result.error) };
    clearDraft(assignmentId);
    // The review page opens next; it must show this essay at once, not the cached state before it.
    dispatch(
      submissionsApi.util.updateQueryData('getStudentAssignment', assignmentId, (cached) => {
        cached.latest_submission = result.data;
      }),
    );
    const { id: submissionId, version } = result.data;
    dispatch(essaySubmitted({ assignmentId, submissionId, version }));
    return { ok: true, submission: result.data };
  };
