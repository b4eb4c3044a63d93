import { Stack } from '@chakra-ui/react';
import type { StudentAssignmentSummary } from '../../../../shared/contract';
import { EmptyState } from '../../../components/query-states';
import { AssignmentItem } from './assignment-item';

interface WeekAssignmentsProps {
  assignments: StudentAssignmentSummary[];
  hasDraft: (assignmentId: number) => boolean;
  canWrite: boolean;
}

export function WeekAssignments({ assignments, hasDraft, canWrite }: WeekAssignmentsProps) {
  if (assignments.length === 0) return <EmptyState>This week has no assignments.</EmptyState>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {assignments.map((assignment) => (
        <AssignmentItem
          key={assignment.id}
          assignment={assignment}
          hasDraft={hasDraft(assignment.id)}
          canWrite={canWrite}
        />
      ))}
    </Stack>
  );
}
