import { and, eq, or } from 'drizzle-orm';
import { enrolledStudent } from '../../../../test/server/course-world';
import { bearer, signedInUser } from '../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../test/server/test-server';
import { submissionDiffs, submissions } from '../../db/schema';

/** Comparing two versions of an essay costs the server once per pair, off the request thread. */
let server: TestServer;
let authorToken: string;
let classmateToken: string;
let secondId: number;
let classmateSecondId: number;
let classmateId: number;

/** Two versions of one essay, stored as the revision loop stores them. */
async function twoVersions(userId: number, assignmentId: number, words: number) {
  const paragraph = (seed: string) => Array.from({ length: words }, (_, k) => `${seed}${k % 97}`).join(' ');
  const [first] = await server.handle.db
    .insert(submissions)
    .values({
      assignmentId,
      userId,
      version: 1,
      contentHtml: '<p>v1</p>',
      contentText: `${paragraph('tree')}\n\n${paragraph('shade')}`,
      wordCount: 2 * words,
      status: 'graded',
      grade: 70,
      gradedAt: new Date(),
      isApproved: true,
    })
    .returning();
  const [second] = await server.handle.db
    .insert(submissions)
    .values({
      assignmentId,
      userId,
      version: 2,
      contentHtml: '<p>v2</p>',
      contentText: `${paragraph('tree')}\n\n${paragraph('shadow')}`,
      wordCount: 2 * words,
    })
    .returning();
  return { first, second };
}

beforeAll(async () => {
  server = await startTestServer();
  const { student: author, assignment } = await enrolledStudent(server);
  const classmate = await signedInUser(server);
  secondId = (await twoVersions(author.id, assignment.id, 5000)).second.id;
  classmateSecondId = (await twoVersions(classmate.id, assignment.id, 50)).second.id;
  classmateId = classmate.id;
  authorToken = author.token;
  classmateToken = classmate.token;
});
afterAll(() => server.close());

const diffOf = (id: number, token: string) =>
  server.app.inject({ method: 'GET', url: `/api/submissions/${id}/diff`, headers: bearer(token) });

describe('comparing two versions of an essay', () => {
  it('compares a pair once, however many ask at the same moment, and answers later asks from what it kept', async () => {
    const compare = jest.spyOn(server.app.diffs, 'compare');
    const answers = await Promise.all(Array.from({ length: 8 }, () => diffOf(secondId, authorToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    // One account's requests are taken two at a time: the later ones are answered from the kept copy.
    for (const answer of answers) expect(answer.json()).toEqual(answers[0].json());
    expect(answers[0].json()).toMatchObject({ from: { version: 1 }, to: { version: 2 }, words_added: 5000 });
    expect(compare).toHaveBeenCalledTimes(1);
    expect((await diffOf(secondId, authorToken)).json()).toEqual(answers[0].json());
    expect(compare).toHaveBeenCalledTimes(1);
    compare.mockRestore();
  });

  it("limits how often one account asks, and answers a classmate's comparison meanwhile", async () => {
    let refused = 0;
    for (let n = 0; n < 40 && refused === 0; n += 1) {
      if ((await diffOf(secondId, authorToken)).statusCode === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const theirs = await diffOf(classmateSecondId, classmateToken);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ words_added: 50, words_removed: 50 });
  });

  it('answers with the new text once an unreleased version is written over, not from what it remembered', async () => {
    const before = await diffOf(classmateSecondId, classmateToken);
    expect(before.json()).toMatchObject({ words_added: 50 });
    // As submissions/replace-version does it: the kept comparisons go, then the text is replaced.
    await server.handle.db.transaction(async (tx) => {
      await tx
        .delete(submissionDiffs)
        .where(
          or(eq(submissionDiffs.toId, classmateSecondId), eq(submissionDiffs.fromId, classmateSecondId)),
        );
      await tx
        .update(submissions)
        .set({ contentText: 'A wholly new essay.' })
        .where(and(eq(submissions.id, classmateSecondId), eq(submissions.userId, classmateId)));
    });
    await server.handle.changes.settled();
    const after = await diffOf(classmateSecondId, classmateToken);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ words_added: 4, words_removed: 100 });
  });
});
