import type { StudentAssignment } from '../../../../shared/contract';
import { PageHeader } from '../../../components/page-header';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { formatDateTime } from '../../../lib/date-format';

/** The assignment's title, where it belongs (course and week) and when it is due. */
export function AssignmentHeader({ assignment }: { assignment: StudentAssignment }) {
  const week = { week_number: assignment.week_number, title: assignment.week_title };
  const due = assignment.due_at ? (
    <>
      Due <time dateTime={assignment.due_at}>{formatDateTime(assignment.due_at)}</time>
    </>
  ) : (
    'No due date'
  );
  return (
    <PageHeader
      title={assignment.title}
      context={`${assignment.course_title} · ${weekLabel(week)}`}
      description={due}
    />
  );
}
