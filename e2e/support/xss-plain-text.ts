import {
  type Caller,
  enrol,
  inParallel,
  PARALLEL,
  PASSWORD,
  send,
  stranger,
  verifyAndApprove,
} from './xss-api';
import type { XssPack } from './xss-batches';
import type { XssVector } from './xss-corpus';
import type { Refusals } from './xss-refusals';

/** One course per pack of vectors, its title and description the pack, each with the reader enrolled. */
export async function seedCourseTitles(
  admin: Caller,
  readerId: number,
  packs: XssPack[],
  refusals: Refusals,
) {
  const ids = await inParallel(packs, PARALLEL, async (pack) => {
    const answer = await send<{ id: number }>(admin, 'post', '/api/admin/courses', {
      title: pack.text,
      description: pack.text,
    });
    if (!refusals.accepted('course title', pack.vectors, answer, 201)) return null;
    await enrol(admin, answer.body.id, readerId);
    return answer.body.id;
  });
  return ids.filter((id) => id !== null);
}

/** One week per pack of vectors in the hostile course, titled by the pack; answers how many were stored. */
export async function seedWeekTitles(admin: Caller, courseId: number, packs: XssPack[], refusals: Refusals) {
  const stored = await inParallel(packs, PARALLEL, async (pack, index) => {
    const answer = await send(admin, 'post', `/api/admin/courses/${courseId}/weeks`, {
      week_number: index + 2,
      title: pack.text,
    });
    return refusals.accepted('week title', pack.vectors, answer, 201);
  });
  return stored.filter(Boolean).length;
}

export interface NamedStudent {
  username: string;
  login: { identifier: string; password: string };
}

/**
 * Registers one account per vector, the vector its username. Those the username rules accept are
 * verified, approved and enrolled in the hostile course, so their name can reach the grading screen.
 */
export async function seedUsernames(
  admin: Caller,
  vectors: XssVector[],
  stamp: string,
  courseId: number,
  refusals: Refusals,
): Promise<NamedStudent[]> {
  const emailOf = (vector: XssVector) => `hostile-name-${stamp}-${vector.id}@example.com`;
  const accepted = await inParallel(vectors, PARALLEL, async (vector) => {
    const answer = await send(stranger(admin.request), 'post', '/api/register', {
      username: vector.text,
      email: emailOf(vector),
      password: PASSWORD,
    });
    return refusals.accepted('username', [vector], answer, 202) ? vector : null;
  });
  const students: NamedStudent[] = [];
  for (const vector of accepted.filter((entry) => entry !== null)) {
    await enrol(admin, courseId, await verifyAndApprove(admin, emailOf(vector)));
    students.push({
      username: vector.text.trim(),
      login: { identifier: emailOf(vector), password: PASSWORD },
    });
  }
  return students;
}
