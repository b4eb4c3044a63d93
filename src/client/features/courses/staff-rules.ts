import type { User } from '../../../shared/contract';
import type { CourseDetail, StaffMember } from '../../../shared/contract/courses';

/** The instructor accounts not yet on the course's staff, by the name they are shown by. */
export function staffCandidates(accounts: readonly User[], staff: readonly StaffMember[]): User[] {
  const teaching = new Set(staff.map((member) => member.user_id));
  return accounts
    .filter((account) => account.role === 'admin' && !teaching.has(account.id))
    .sort((a, b) => a.display_name.localeCompare(b.display_name) || a.id - b.id);
}

/** Whether the reader may change the course (its code, its class list, its weeks): not an assistant unless allowed. */
export const mayEditCourse = (course: Pick<CourseDetail, 'my_role' | 'assistants_may_edit'>) =>
  course.my_role !== 'assistant' || course.assistants_may_edit;

/** The one instructor of a course stays (the server refuses otherwise), so no removal is offered. */
export const isLastInstructor = (staff: readonly StaffMember[], member: StaffMember) =>
  member.role === 'instructor' && staff.filter((each) => each.role === 'instructor').length === 1;
