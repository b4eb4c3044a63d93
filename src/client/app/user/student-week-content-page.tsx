import { StudentWeekPage } from '../../features/student-courses/student-course-pages';
import { hasAssignmentDraft } from '../../features/submissions/draft-storage';

/** /user/weeks/{id}: the week's content, told which assignments have a draft in this browser. */
export function StudentWeekContentPage({ id }: { id: number }) {
  return <StudentWeekPage id={id} hasDraft={hasAssignmentDraft} />;
}
