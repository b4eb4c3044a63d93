import type { StudentFeedbackDetail } from '../../../shared/contract/feedback';
import { assignmentFeedbackPath } from '../../api/api-paths';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

const isFeedbackDetail = (value: unknown): value is StudentFeedbackDetail =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StudentFeedbackDetail).assignment_id === 'number' &&
  typeof (value as StudentFeedbackDetail).content === 'string' &&
  Array.isArray((value as StudentFeedbackDetail).feedback_items);

export const feedbackApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The author's essay and, once released (section 4), its feedback. A new submission invalidates the
     * assignment, and hiding a feedback entry the feedback list: either changes what this shows.
     */
    getAssignmentFeedback: build.query<StudentFeedbackDetail, number>({
      query: assignmentFeedbackPath,
      transformResponse: (answer: unknown) => {
        if (!isFeedbackDetail(answer)) throw new Error('Malformed feedback');
        return answer;
      },
      providesTags: (_detail, _error, assignmentId) => [
        { type: 'Assignment', id: assignmentId },
        { type: 'Feedback', id: LIST_ID },
      ],
    }),
    /** One earlier version of the essay (the revision loop's version switcher), as the latest is read. */
    getAssignmentFeedbackVersion: build.query<
      StudentFeedbackDetail,
      { assignmentId: number; version: number }
    >({
      query: ({ assignmentId, version }) => ({
        url: assignmentFeedbackPath(assignmentId),
        params: { version },
      }),
      transformResponse: (answer: unknown) => {
        if (!isFeedbackDetail(answer)) throw new Error('Malformed feedback');
        return answer;
      },
      providesTags: (_detail, _error, { assignmentId }) => [
        { type: 'Assignment', id: assignmentId },
        { type: 'Feedback', id: LIST_ID },
      ],
    }),
  }),
});

export const { useGetAssignmentFeedbackQuery, useGetAssignmentFeedbackVersionQuery } = feedbackApi;

/**
 * The feedback page's own query (useGetAssignmentFeedbackQuery(assignmentId)), asked for before the page
 * renders; the page then finds it under the same arguments, in flight or answered. Settles once answered.
 */
export const loadAssignmentFeedback = (assignmentId: number) =>
  feedbackApi.endpoints.getAssignmentFeedback.initiate(assignmentId, { subscribe: false });
