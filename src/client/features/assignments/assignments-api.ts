import type { Assignment, AssignmentBody } from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityCache, entityQueryHook } from '../../api/entity-cache';
import { entityListTags, LIST_ID } from '../../api/tag-types';
import { isAssignment, keepValid } from '../../lib/entity-checks';
import { type AssignmentEntities, toAssignmentEntities } from './assignment-entities';

// Section 5's entity check, narrowed to the contract's shape the screens read.
const isAssignmentRow = (value: unknown): value is Assignment => isAssignment(value);

export const assignmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWeekAssignments: build.query<AssignmentEntities, number>({
      query: (weekId) => pathTo(API_ROUTES.getWeekAssignments, { id: weekId }),
      ...entityCache('getWeekAssignments'),
      transformResponse: (answer: unknown) => toAssignmentEntities(keepValid(answer, isAssignmentRow).items),
      providesTags: (assignments) => entityListTags('Assignment', assignments),
    }),
    // Sections 7 and 9: an assignment lookup is one of the capped, five-minute entity entries.
    getAssignment: build.query<Assignment, number>({
      query: (id) => pathTo(API_ROUTES.getAssignment, { id }),
      transformResponse: (answer: unknown) => {
        if (!isAssignmentRow(answer)) throw new Error('Malformed assignment');
        return answer;
      },
      providesTags: (_assignment, _error, id) => [{ type: 'Assignment', id }],
      ...entityCache('getAssignment'),
    }),
    createAssignment: build.mutation<Assignment, { weekId: number; body: AssignmentBody }>({
      query: ({ weekId, body }) => ({
        url: pathTo(API_ROUTES.createAssignment, { id: weekId }),
        method: API_ROUTES.createAssignment.method,
        body,
      }),
      invalidatesTags: [{ type: 'Assignment', id: LIST_ID }],
    }),
    updateAssignment: build.mutation<Assignment, { id: number; body: AssignmentBody }>({
      query: ({ id, body }) => ({
        url: pathTo(API_ROUTES.updateAssignment, { id }),
        method: API_ROUTES.updateAssignment.method,
        body,
      }),
      invalidatesTags: (_assignment, _error, { id }) => [{ type: 'Assignment', id }],
    }),
    deleteAssignment: build.mutation<void, { id: number; confirmed?: boolean }>({
      // confirmed: the instructor agreed that students' essays in it are deleted too.
      query: ({ id, confirmed }) => ({
        url: pathTo(API_ROUTES.deleteAssignment, { id }),
        method: API_ROUTES.deleteAssignment.method,
        params: confirmed ? { confirmed: true } : undefined,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Assignment', id }]),
    }),
  }),
});

export const { useCreateAssignmentMutation, useUpdateAssignmentMutation, useDeleteAssignmentMutation } =
  assignmentsApi;
// Section 9: a screen reading an entry has it fetched again as it turns 300 s old (entity-cache.ts).
export const useGetWeekAssignmentsQuery = entityQueryHook(assignmentsApi.useGetWeekAssignmentsQuery);
export const useGetAssignmentQuery = entityQueryHook(assignmentsApi.useGetAssignmentQuery);
