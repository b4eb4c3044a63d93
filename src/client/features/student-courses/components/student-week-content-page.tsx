import { hasAssignmentDraft } from '../../student-essays';
import { StudentWeekPage } from './student-week-page';

/** /user/weeks/{id}: the week's content, told which assignments have a draft in this browser. */
export function StudentWeekContentPage({ id }: { id: number }) {
  return <StudentWeekPage id={id} hasDraft={hasAssignmentDraft} />;
}
