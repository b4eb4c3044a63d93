import { Badge, Button, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AdminSubmissionSummary } from '../../../../shared/contract';
import { lateness } from '../../../../shared/rules/due-dates';
import { ACTIONS_COLUMN, TableFrame } from '../../../components/table-frame';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { reviewStateOf } from '../review-state';
import { DraftStatusBadge } from './draft-status-badge';
import { ExtensionButton } from './extension-dialog';
import { ReviewStateBadge } from './review-state-badge';

const gradeText = (grade: number | null) => (grade === null ? '—' : `${grade}/100`);

export const gradingPath = (row: { assignment_id: number; id: number }) =>
  paths.grading(row.assignment_id, row.id);

/** Each student's latest version, the engine's draft and the review, with the way to the grading screen. */
export function SubmissionsTable({ rows }: { rows: AdminSubmissionSummary[] }) {
  return (
    <TableFrame>
      <Table.Root aria-label="Submissions" size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Student</Table.ColumnHeader>
            <Table.ColumnHeader>Version</Table.ColumnHeader>
            <Table.ColumnHeader>Words</Table.ColumnHeader>
            <Table.ColumnHeader>Submitted</Table.ColumnHeader>
            <Table.ColumnHeader>Draft</Table.ColumnHeader>
            <Table.ColumnHeader>Suggested grade</Table.ColumnHeader>
            <Table.ColumnHeader>Final grade</Table.ColumnHeader>
            <Table.ColumnHeader>State</Table.ColumnHeader>
            <Table.ColumnHeader {...ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell fontWeight="medium">{row.student_name}</Table.Cell>
              <Table.Cell>{row.version}</Table.Cell>
              <Table.Cell>{row.word_count}</Table.Cell>
              <Table.Cell>
                <time dateTime={row.submitted_at}>{formatDateTime(row.submitted_at)}</time>
                {row.minutes_late !== null && (
                  <Badge colorPalette="orange" ms="2" whiteSpace="nowrap">
                    Late {lateness(row.minutes_late)}
                  </Badge>
                )}
                {row.extended && (
                  <Text textStyle="xs" color="fg.muted">
                    Extended to {row.due_at ? formatDateTime(row.due_at) : 'no due date'}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <DraftStatusBadge status={row.draft_status} />
              </Table.Cell>
              <Table.Cell>{gradeText(row.suggested_grade)}</Table.Cell>
              <Table.Cell>{gradeText(row.grade)}</Table.Cell>
              <Table.Cell>
                <ReviewStateBadge state={reviewStateOf(row)} />
              </Table.Cell>
              <Table.Cell {...ACTIONS_COLUMN}>
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={gradingPath(row)}>
                      Review<VisuallyHidden> the essay by {row.student_name}</VisuallyHidden>
                    </RouterLink>
                  </Button>
                  <ExtensionButton
                    assignmentId={row.assignment_id}
                    student={{
                      user_id: row.user_id,
                      name: row.student_name,
                      due_at: row.due_at,
                      extended: row.extended,
                    }}
                  />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
