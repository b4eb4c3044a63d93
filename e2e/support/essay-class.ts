import type { APIRequestContext } from '@playwright/test';
import { essayHtml } from '../../bench/support/essay';
import { type Caller, created, newStudentIn, PASSWORD, send, signedIn } from './xss-api';

export interface EssayClass {
  weekId: number;
  assignmentId: number;
  /** In the order they handed in, which is the submissions list's order. */
  students: { username: string; submissionId: number }[];
}

/**
 * A course of its own with one essay assignment, and `size` new students who each hand in an essay,
 * one after the other: a spec that grades them changes nothing another spec reads.
 */
export async function essayClass(request: APIRequestContext, admin: Caller, stamp: string, size: number) {
  const course = await created<{ id: number }>(
    send(admin, 'post', '/api/admin/courses', {
      title: `Grading desk ${stamp}`,
      description: 'Essays to grade.',
    }),
  );
  const week = await created<{ id: number }>(
    send(admin, 'post', `/api/admin/courses/${course.id}/weeks`, { week_number: 1, title: 'Persuasion' }),
  );
  const assignment = await created<{ id: number }>(
    send(admin, 'post', `/api/admin/weeks/${week.id}/assignments`, {
      title: 'A change in your community',
      instructions_html: '<p>Argue for one change in your community.</p>',
    }),
  );
  const students: EssayClass['students'] = [];
  for (let index = 0; index < size; index += 1) {
    const username = `writer${index + 1}-${stamp}`;
    await newStudentIn(admin, course.id, username);
    const writer: Caller = await signedIn(request, { identifier: username, password: PASSWORD });
    const essay = await created<{ id: number }>(
      send(writer, 'post', `/api/student/assignments/${assignment.id}/submissions`, {
        content_html: essayHtml,
      }),
    );
    students.push({ username, submissionId: essay.id });
  }
  return { weekId: week.id, assignmentId: assignment.id, students } satisfies EssayClass;
}
