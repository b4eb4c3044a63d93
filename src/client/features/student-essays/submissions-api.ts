import type { StudentAssignment, StudentSubmission } from '../../../shared/contract';
import { API_ROUTES, callOf } from '../../../shared/contract/routes';
import { studentAssignmentPath } from '../../api/api-paths';
import { baseApi } from '../../api/base-api';
import { entityCache, entityQueryHook } from '../../api/entity-cache';
import { LIST_ID } from '../../api/tag-types';
import { isAssignment } from '../../lib/entity-checks';

export interface SubmitEssayArgs {
  assignmentId: number;
  content_html: string;
  /** Sent as the Idempotency-Key header: the same key again stores nothing twice. */
  idempotencyKey: string;
}

// Section 5's entity check, plus the two fields every essay screen reads.
const isStudentAssignment = (value: unknown): value is StudentAssignment =>
  isAssignment(value) &&
  typeof (value as StudentAssignment).can_submit === 'boolean' &&
  'latest_submission' in (value as object);

export const submissionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Sections 7 and 9: an assignment lookup is one of the capped, five-minute entity entries.
    getStudentAssignment: build.query<StudentAssignment, number>({
      query: studentAssignmentPath,
      transformResponse: (answer: unknown) => {
        if (!isStudentAssignment(answer)) throw new Error('Malformed assignment');
        return answer;
      },
      providesTags: (_assignment, _error, id) => [{ type: 'Assignment', id }],
      ...entityCache('getStudentAssignment'),
    }),
    // A submission changes the assignment, its week and course statistics, the due list and grades.
    submitEssay: build.mutation<StudentSubmission, SubmitEssayArgs>({
      query: ({ assignmentId, content_html, idempotencyKey }) => ({
        ...callOf(API_ROUTES.submitEssay, { id: assignmentId }, { content_html }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_submission, error, { assignmentId }) => {
        const assignment = { type: 'Assignment' as const, id: assignmentId };
        if (!error) return [assignment, { type: 'Assignment', id: LIST_ID }, 'Week', 'Course', 'Grade'];
        // 409: feedback was released meanwhile; reloading the assignment shows the essay read-only.
        return error.status === 409 ? [assignment] : [];
      },
    }),
  }),
});

export const { useSubmitEssayMutation } = submissionsApi;
// Section 9: a screen reading an entry has it fetched again as it turns 300 s old (entity-cache.ts).
export const useGetStudentAssignmentQuery = entityQueryHook(submissionsApi.useGetStudentAssignmentQuery);

/** The assignment lookup as useGetStudentAssignmentQuery(assignmentId) makes it, before any page renders. */
export const loadStudentAssignment = (assignmentId: number) =>
  submissionsApi.endpoints.getStudentAssignment.initiate(assignmentId, { subscribe: false });
