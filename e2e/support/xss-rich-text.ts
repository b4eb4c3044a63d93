import { type Caller, created, inParallel, newStudentIn, PARALLEL, PASSWORD, send } from './xss-api';
import type { XssBatch } from './xss-batches';
import type { Refusals } from './xss-refusals';

export interface HostileCourse {
  courseId: number;
  weekId: number;
  reader: { id: number; username: string; login: { identifier: string; password: string } };
}

/**
 * A course of its own with one week for the rich text, and a new student enrolled in it who reads
 * everything: the demo accounts stay as the other specs left them.
 */
export async function hostileCourse(admin: Caller, stamp: string): Promise<HostileCourse> {
  const course = await created<{ id: number }>(
    send(admin, 'post', '/api/admin/courses', { title: 'Hostile content', description: 'The XSS corpora.' }),
  );
  const week = await created<{ id: number }>(
    send(admin, 'post', `/api/admin/courses/${course.id}/weeks`, { week_number: 1, title: 'Rich text' }),
  );
  const username = `reader-${stamp}`;
  const id = await newStudentIn(admin, course.id, username);
  return {
    courseId: course.id,
    weekId: week.id,
    reader: { id, username, login: { identifier: username, password: PASSWORD } },
  };
}

export interface SeededBatch extends XssBatch {
  assignmentId: number;
  /** Null when the server refused the essay. */
  submissionId: number | null;
}

/** Per batch: a lesson holding it, an assignment whose instructions it is, and the reader's essay of it. */
export async function seedRichText(
  admin: Caller,
  reader: Caller,
  weekId: number,
  batches: XssBatch[],
  refusals: Refusals,
): Promise<SeededBatch[]> {
  return inParallel(batches, PARALLEL, async (batch, index) => {
    await created(
      send(admin, 'post', `/api/admin/weeks/${weekId}/lessons`, {
        title: `Lesson ${index + 1}`,
        content_html: batch.html,
      }),
    );
    const assignment = await created<{ id: number }>(
      send(admin, 'post', `/api/admin/weeks/${weekId}/assignments`, {
        title: `Assignment ${index + 1}`,
        instructions_html: batch.html,
      }),
    );
    const essay = await send<{ id: number }>(
      reader,
      'post',
      `/api/student/assignments/${assignment.id}/submissions`,
      {
        content_html: batch.html,
      },
    );
    const stored = refusals.accepted('essay', batch.vectors, essay, 201);
    return { ...batch, assignmentId: assignment.id, submissionId: stored ? essay.body.id : null };
  });
}
