import type { GradeItem, SubmissionGrade } from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityCache, entityQueryHook } from '../../api/entity-cache';
import type { EntityRows } from '../../api/entity-list';
import { LIST_ID } from '../../api/tag-types';
import { keepValid } from '../../lib/entity-checks';
import { isReleasedToStudent, keepMostRecentFeedback } from '../../lib/release-rules';
import { gradeList } from './grade-entities';
import { failingWith, GRADE_MESSAGES } from './grade-messages';

const isGradeItem = (value: unknown): value is GradeItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GradeItem).submission_id === 'number' &&
  typeof (value as GradeItem).assignment_id === 'number';

// Section 4, applied again in the browser: only released entries are ever shown.
const releasedEntries = (answer: unknown) => keepValid(answer, isGradeItem).items.filter(isReleasedToStudent);

export const gradesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStudentGrades: build.query<EntityRows<GradeItem>, void>({
      query: () => pathTo(API_ROUTES.getStudentGrades),
      ...entityCache('getStudentGrades'),
      transformResponse: (answer: unknown) => gradeList.fromRows(releasedEntries(answer)),
      transformErrorResponse: failingWith(GRADE_MESSAGES.grades),
      providesTags: [{ type: 'Grade', id: LIST_ID }],
    }),
    // Section 4: only the single most recent feedback entry is kept.
    getStudentFeedback: build.query<EntityRows<GradeItem>, void>({
      query: () => pathTo(API_ROUTES.getStudentFeedback),
      ...entityCache('getStudentFeedback'),
      transformResponse: (answer: unknown) =>
        gradeList.fromRows(keepMostRecentFeedback(releasedEntries(answer))),
      transformErrorResponse: failingWith(GRADE_MESSAGES.feedback),
      providesTags: [{ type: 'Feedback', id: LIST_ID }],
    }),
    // Sections 7 and 9: grade lookups are capped, five-minute entity entries like the others.
    getSubmissionGrade: build.query<SubmissionGrade, number>({
      query: (submissionId) => pathTo(API_ROUTES.getSubmissionGrade, { id: submissionId }),
      transformErrorResponse: failingWith(GRADE_MESSAGES.submissionGrade),
      providesTags: (_grade, _error, submissionId) => [{ type: 'Grade', id: submissionId }],
      ...entityCache('getSubmissionGrade'),
    }),
    // Section 7: the entry leaves both local lists at once and comes back if the server refuses.
    deleteFeedback: build.mutation<void, number>({
      query: (submissionId) => callOf(API_ROUTES.deleteStudentFeedback, { id: submissionId }),
      transformErrorResponse: failingWith(GRADE_MESSAGES.deleteFeedback),
      // The feedback list keeps only the latest entry; once it is hidden, the one before may show.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Feedback', id: LIST_ID }]),
      async onQueryStarted(submissionId, { dispatch, queryFulfilled }): Promise<void> {
        const without = (entries: EntityRows<GradeItem>) => {
          gradeList.adapter.removeOne(entries, submissionId);
        };
        const patches = [
          dispatch(gradesApi.util.updateQueryData('getStudentGrades', undefined, without)),
          dispatch(gradesApi.util.updateQueryData('getStudentFeedback', undefined, without)),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useDeleteFeedbackMutation } = gradesApi;
// Section 9: a screen reading an entry has it fetched again as it turns 300 s old (entity-cache.ts).
export const useGetStudentGradesQuery = entityQueryHook(gradesApi.useGetStudentGradesQuery);
export const useGetStudentFeedbackQuery = entityQueryHook(gradesApi.useGetStudentFeedbackQuery);
export const useGetSubmissionGradeQuery = entityQueryHook(gradesApi.useGetSubmissionGradeQuery);
