import type { JoinAnswer } from '../../../shared/contract';
import type { AppThunk } from '../../app/store';
import type { QueryError } from '../../lib/api-error-message';
import { errorMessage } from '../../lib/api-error-message';
import { joinApi } from './join-api';
import { loadUserData } from './load-user-data';

export type JoinResult = { ok: true; answer: JoinAnswer } | { ok: false; message: string };

/**
 * Joins with a code, then reads the account again: joining may have enrolled it (the navigation gains
 * My Courses) and approved it, and the session's view of both comes from the server.
 */
export const joinCourseWithCode =
  (code: string): AppThunk<Promise<JoinResult>> =>
  async (dispatch, getState) => {
    const result = await dispatch(
      joinApi.endpoints.joinCourse.initiate({ code: code.trim() }, { track: false }),
    );
    if ('error' in result && result.error) {
      return {
        ok: false,
        message: errorMessage(result.error as QueryError, 'error', 'Could not join the course'),
      };
    }
    const userId = getState().auth.userId;
    if (userId !== null && result.data.outcome === 'enrolled') await dispatch(loadUserData(userId));
    return { ok: true, answer: result.data };
  };

/** What joining did, in one sentence for the person who joined. */
export function joinSentence(answer: JoinAnswer): string {
  switch (answer.outcome) {
    case 'enrolled':
      return `You joined ${answer.course_title}.`;
    case 'already_enrolled':
      return `You are already in ${answer.course_title}.`;
    case 'after_verification':
      return `Open the link in the e-mail we sent you to verify your address; then you join ${answer.course_title}.`;
  }
}
