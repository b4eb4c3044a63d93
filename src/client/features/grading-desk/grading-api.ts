import type {
  AdminSubmissionDetail,
  AdminSubmissionSummary,
  AssignmentStudent,
  CarriedItem,
  CarriedItemUpdate,
  Extension,
  ExtensionBody,
  FeedbackItemUpdate,
  ManualFeedbackItem,
  ReviewFeedbackItem,
  ReviewUpdate,
} from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo, type RouteSpec } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import type { EntityRows } from '../../api/entity-list';
import { LIST_ID } from '../../api/tag-types';
import { feedbackItemsAdapter, type GradingDetail, toGradingDetail } from './grading-detail';
import { submissionList } from './submission-entities';

export interface SubmissionKey {
  assignmentId: number;
  submissionId: number;
}

/** A call on one submission's review, its path from the contract. */
const onSubmission = <R extends RouteSpec>(spec: R, key: SubmissionKey, extra: Record<string, number> = {}) =>
  callOf(spec, { ...key, ...extra });

/** One assignment's list of latest versions; the dashboard's queue is the Submission LIST. */
const assignmentListTag = (assignmentId: number) => ({
  type: 'Submission' as const,
  id: `assignment-${assignmentId}`,
});

// What a saved or released review changes besides the detail: the assignment's list and the queue.
const listsOf = (assignmentId: number) => [
  assignmentListTag(assignmentId),
  { type: 'Submission' as const, id: LIST_ID },
];

export const gradingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignmentSubmissions: build.query<EntityRows<AdminSubmissionSummary>, number>({
      query: (assignmentId) => pathTo(API_ROUTES.getAssignmentSubmissions, { id: assignmentId }),
      transformResponse: (rows: AdminSubmissionSummary[]) => submissionList.fromRows(rows),
      providesTags: (_rows, _error, assignmentId) => [assignmentListTag(assignmentId)],
    }),
    // The same list with the names of an assignment graded anonymously: the server logs each reveal, and
    // the names are not kept once the page that asked for them is gone.
    getRevealedSubmissions: build.query<EntityRows<AdminSubmissionSummary>, number>({
      query: (assignmentId) => ({
        url: pathTo(API_ROUTES.getAssignmentSubmissions, { id: assignmentId }),
        params: { reveal: true },
      }),
      keepUnusedDataFor: 0,
      transformResponse: (rows: AdminSubmissionSummary[]) => submissionList.fromRows(rows),
      providesTags: (_rows, _error, assignmentId) => [assignmentListTag(assignmentId)],
    }),
    // The course's students as the assignment sees them: own due date, missing or not.
    getAssignmentStudents: build.query<AssignmentStudent[], number>({
      query: (assignmentId) => pathTo(API_ROUTES.getAssignmentStudents, { id: assignmentId }),
      providesTags: (_rows, _error, assignmentId) => [assignmentListTag(assignmentId)],
    }),
    // An extension moves one student's due date: their lateness and whether they are missing change.
    setExtension: build.mutation<Extension, { assignmentId: number; userId: number; body: ExtensionBody }>({
      query: ({ assignmentId, userId, body }) =>
        callOf(API_ROUTES.setExtension, { id: assignmentId, userId }, body),
      invalidatesTags: (_answer, error, { assignmentId }) => (error ? [] : [assignmentListTag(assignmentId)]),
    }),
    deleteExtension: build.mutation<void, { assignmentId: number; userId: number }>({
      query: ({ assignmentId, userId }) => callOf(API_ROUTES.deleteExtension, { id: assignmentId, userId }),
      invalidatesTags: (_answer, error, { assignmentId }) => (error ? [] : [assignmentListTag(assignmentId)]),
    }),
    getSubmissionDetail: build.query<GradingDetail, SubmissionKey>({
      query: (key) => onSubmission(API_ROUTES.getSubmissionReview, key).url,
      transformResponse: toGradingDetail,
      providesTags: (_detail, _error, { submissionId }) => [{ type: 'Submission', id: submissionId }],
    }),
    updateFeedbackItem: build.mutation<
      ReviewFeedbackItem,
      SubmissionKey & { itemId: number; body: FeedbackItemUpdate }
    >({
      query: ({ itemId, body, ...key }) => ({
        ...onSubmission(API_ROUTES.updateFeedbackItem, key, { itemId }),
        body,
      }),
      // A decision shows at once and goes back if the server refuses it; the answer is the truth after.
      async onQueryStarted({ itemId, body, ...key }, { dispatch, queryFulfilled }) {
        const update = (changes: (item: ReviewFeedbackItem) => Partial<ReviewFeedbackItem>) =>
          dispatch(
            gradingApi.util.updateQueryData('getSubmissionDetail', key, (detail) => {
              const item = detail.feedback_items.entities[itemId];
              if (item)
                feedbackItemsAdapter.updateOne(detail.feedback_items, { id: itemId, changes: changes(item) });
            }),
          );
        const optimistic = body.decision ? update(() => ({ decision: body.decision })) : null;
        try {
          const { data } = await queryFulfilled;
          update((item) => ({ ...data, position: item.position }));
        } catch {
          optimistic?.undo();
        }
      },
    }),
    addFeedbackItem: build.mutation<ReviewFeedbackItem, SubmissionKey & { body: ManualFeedbackItem }>({
      query: ({ body, ...key }) => ({ ...onSubmission(API_ROUTES.createFeedbackItem, key), body }),
      async onQueryStarted({ body: _body, ...key }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          gradingApi.util.updateQueryData('getSubmissionDetail', key, (detail) => {
            feedbackItemsAdapter.addOne(detail.feedback_items, data);
          }),
        );
      },
    }),
    saveReview: build.mutation<AdminSubmissionDetail, SubmissionKey & { body: ReviewUpdate }>({
      query: ({ body, ...key }) => ({ ...onSubmission(API_ROUTES.saveReview, key), body }),
      async onQueryStarted({ body: _body, ...key }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(gradingApi.util.updateQueryData('getSubmissionDetail', key, () => toGradingDetail(data)));
      },
      invalidatesTags: (_detail, error, { assignmentId }) => (error ? [] : listsOf(assignmentId)),
    }),
    /** The instructor confirms or overturns what became of a comment of the version before. */
    updateCarriedItem: build.mutation<
      CarriedItem,
      SubmissionKey & { itemId: number; body: CarriedItemUpdate }
    >({
      query: ({ itemId, body, ...key }) => ({
        ...onSubmission(API_ROUTES.updateCarriedItem, key, { itemId }),
        body,
      }),
      invalidatesTags: (_item, error, { submissionId }) =>
        error ? [] : [{ type: 'Submission', id: submissionId }],
    }),
    regenerateDraft: build.mutation<AdminSubmissionDetail, SubmissionKey>({
      query: (key) => onSubmission(API_ROUTES.regenerateFeedback, key),
      async onQueryStarted(key, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(gradingApi.util.updateQueryData('getSubmissionDetail', key, () => toGradingDetail(data)));
      },
      invalidatesTags: (_detail, error, { assignmentId }) => (error ? [] : listsOf(assignmentId)),
    }),
  }),
});

export const {
  useGetAssignmentSubmissionsQuery,
  useGetRevealedSubmissionsQuery,
  useGetAssignmentStudentsQuery,
  useSetExtensionMutation,
  useDeleteExtensionMutation,
  useGetSubmissionDetailQuery,
  useUpdateFeedbackItemMutation,
  useAddFeedbackItemMutation,
  useSaveReviewMutation,
  useRegenerateDraftMutation,
  useUpdateCarriedItemMutation,
} = gradingApi;
