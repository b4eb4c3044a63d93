import { Badge, Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AdminSubmissionSummary } from '../../../../shared/contract';
import { lateness } from '../../../../shared/rules/due-dates';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { reviewStateOf } from '../review-state';
import { DraftStatusBadge } from './draft-status-badge';
import { ExtensionButton } from './extension-dialog';
import { ReviewStateBadge } from './review-state-badge';

type Row = AdminSubmissionSummary;

const gradeText = (grade: number | null) => (grade === null ? '—' : `${grade}/100`);

export const gradingPath = (row: { assignment_id: number; id: number }) =>
  paths.grading(row.assignment_id, row.id);

function SubmittedCell({ row }: { row: Row }) {
  return (
    <>
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
    </>
  );
}

function RowActionsCell({ row }: { row: Row }) {
  const student = {
    user_id: row.user_id,
    name: row.student_name,
    due_at: row.due_at,
    extended: row.extended,
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" variant="outline">
        <RouterLink to={gradingPath(row)}>
          Review<VisuallyHidden> the essay by {row.student_name}</VisuallyHidden>
        </RouterLink>
      </Button>
      <ExtensionButton assignmentId={row.assignment_id} student={student} />
    </HStack>
  );
}

const LMS_GRADE_BADGE = {
  sent: { palette: 'green', text: 'Sent' },
  waiting: { palette: 'gray', text: 'Waiting' },
  failed: { palette: 'red', text: 'Failed' },
} as const;

/** Where the grade stands in the LMS grade book: sent, waiting to be sent, or refused with the LMS's answer. */
function LmsGradeCell({ row }: { row: Row }) {
  if (!row.lms_grade) return '—';
  const { palette, text } = LMS_GRADE_BADGE[row.lms_grade.status];
  return (
    <>
      <Badge colorPalette={palette}>{text}</Badge>
      {row.lms_grade.status === 'failed' && row.lms_grade.detail && (
        <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
          {row.lms_grade.detail}
        </Text>
      )}
    </>
  );
}

const LMS_GRADE_COLUMN: DataColumn<Row> = { label: 'LMS grade', cell: (row) => <LmsGradeCell row={row} /> };

const COLUMNS: DataColumn<Row>[] = [
  { label: 'Student', cell: (row) => row.student_name, cellProps: { fontWeight: 'medium' } },
  { label: 'Version', cell: (row) => row.version },
  { label: 'Words', cell: (row) => row.word_count },
  { label: 'Submitted', cell: (row) => <SubmittedCell row={row} /> },
  { label: 'Draft', cell: (row) => <DraftStatusBadge status={row.draft_status} /> },
  { label: 'Suggested grade', cell: (row) => gradeText(row.suggested_grade) },
  { label: 'Final grade', cell: (row) => gradeText(row.grade) },
  { label: 'State', cell: (row) => <ReviewStateBadge state={reviewStateOf(row)} /> },
  { label: 'Actions', actions: true, cell: (row) => <RowActionsCell row={row} /> },
];

/** Each student's latest version, the engine's draft and the review, with the way to the grading screen. */
export function SubmissionsTable({ rows }: { rows: Row[] }) {
  // Only an assignment launched from an LMS has a grade book to send to.
  const fromLms = rows.some((row) => row.lms_grade);
  const columns = fromLms
    ? [...COLUMNS.slice(0, -1), LMS_GRADE_COLUMN, COLUMNS[COLUMNS.length - 1]]
    : COLUMNS;
  return <DataTable label="Submissions" rows={rows} columns={columns} size="sm" />;
}
