import type { ExportKind } from '../../../shared/contract';

export interface ExportDescription {
  kind: ExportKind;
  title: string;
  contents: string;
  /** Enrollments and grades can be narrowed to one course. */
  byCourse: boolean;
}

/** What each workbook holds, in the words an instructor would use to choose one. */
export const EXPORTS: ExportDescription[] = [
  {
    kind: 'users',
    title: 'Users',
    contents:
      'Every account: id, username, e-mail, role, status, whether the e-mail is verified, and when it was created. Passwords are never exported.',
    byCourse: false,
  },
  {
    kind: 'enrollments',
    title: 'Enrollments',
    contents: 'Who is enrolled where: course, student id, username, e-mail and the date of enrollment.',
    byCourse: true,
  },
  {
    kind: 'grades',
    title: 'Grades and feedback',
    contents:
      "Each student's latest essay per assignment: words, suggested and final grade, whether the feedback is released, the general feedback, and the comments the student was shown.",
    byCourse: true,
  },
];
