import type { Assignment, AssignmentBody } from '../../../shared/contract';
import { API_ROUTES } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityQueryHook } from '../../api/entity-cache';
import { entityEndpoints } from '../../api/entity-crud-endpoints';
import type { EntityRows } from '../../api/entity-list';
import { isAssignment } from '../../lib/entity-checks';
import { assignmentList } from './assignment-entities';

// Section 5's entity check, narrowed to the contract's shape the screens read.
const assignment = entityEndpoints({
  tag: 'Assignment',
  isRow: (value): value is Assignment => isAssignment(value),
  noun: 'assignment',
});

type NewAssignment = { weekId: number; body: AssignmentBody };

export const assignmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWeekAssignments: build.query<EntityRows<Assignment>, number>(
      assignment.list(
        'getWeekAssignments',
        API_ROUTES.getWeekAssignments,
        (weekId: number) => ({ id: weekId }),
        assignmentList.fromRows,
      ),
    ),
    getAssignment: build.query<Assignment, number>(
      assignment.lookup('getAssignment', API_ROUTES.getAssignment),
    ),
    createAssignment: build.mutation<Assignment, NewAssignment>(
      assignment.creation(API_ROUTES.createAssignment, ({ weekId, body }: NewAssignment) => ({
        params: { id: weekId },
        body,
      })),
    ),
    updateAssignment: build.mutation<Assignment, { id: number; body: AssignmentBody }>(
      assignment.update<AssignmentBody>(API_ROUTES.updateAssignment),
    ),
    deleteAssignment: build.mutation<void, { id: number; confirmed?: boolean }>(
      assignment.confirmedDeletion(API_ROUTES.deleteAssignment),
    ),
  }),
});

export const { useCreateAssignmentMutation, useUpdateAssignmentMutation, useDeleteAssignmentMutation } =
  assignmentsApi;
// Section 9: a screen reading an entry has it fetched again as it turns 300 s old (entity-cache.ts).
export const useGetWeekAssignmentsQuery = entityQueryHook(assignmentsApi.useGetWeekAssignmentsQuery);
export const useGetAssignmentQuery = entityQueryHook(assignmentsApi.useGetAssignmentQuery);
