import type { FormProblems } from '../../lib/form-problems';
import type { EnrollmentsCreated } from './enrollments-api';

export type EnrollmentSortKey = 'username' | 'email' | 'created_at';

/** Whether a person's name, username or e-mail contains the search, ignoring case. */
export function matchesSearch(
  person: { username: string; email: string; display_name?: string },
  search: string,
): boolean {
  const wanted = search.trim().toLowerCase();
  const haystack = `${person.display_name ?? ''}\n${person.username}\n${person.email}`;
  return !wanted || haystack.toLowerCase().includes(wanted);
}

export type EnrollmentField = 'course' | 'students';

/** The server enrols at least one student in one course; say so before asking it. */
export function enrollmentProblems(
  courseId: number | null,
  studentIds: number[],
): FormProblems<EnrollmentField> {
  return {
    course: courseId ? undefined : 'Choose a course.',
    students: studentIds.length ? undefined : 'Choose at least one student.',
  };
}

const students = (count: number) => `${count} student${count === 1 ? '' : 's'}`;

/** What an enrollment did, in words: how many were enrolled, and who already was. */
export function enrollmentSummary(
  answer: EnrollmentsCreated,
  courseTitle: string,
  nameOf: (id: number) => string,
) {
  const title = `Enrolled ${students(answer.created.length)} in '${courseTitle}'.`;
  const already = answer.already_enrolled.map(nameOf);
  return { title, description: already.length ? `Already enrolled: ${already.join(', ')}.` : undefined };
}
