import { createWeekWithContent } from '../../../test/server/content-factories';
import { enrolledStudent, submitEssay } from '../../../test/server/course-world';
import { startTestServer, type TestServer } from '../../../test/server/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ESSAY_SUBMISSIONS_PER_10_MINUTES: '2' });
});
afterAll(() => server.close());

/** A new student enrolled in a course with two essay assignments, signed in. */
async function student() {
  const { student, course, assignment } = await enrolledStudent(server);
  const assignments = [
    assignment.id,
    (await createWeekWithContent(server.handle.db, course.id)).assignment.id,
  ];
  const submit = (assignmentId: number, key: string) =>
    submitEssay(server, student.token, assignmentId, `<p>An essay sent with the key ${key}.</p>`, key);
  return { assignments, submit };
}

describe('how often a student may submit', () => {
  it('refuses an essay past the limit with 429 and a sentence, over all assignments, for that student only', async () => {
    const { assignments, submit } = await student();
    expect((await submit(assignments[0], 'first-essay-key')).statusCode).toBe(201);
    expect((await submit(assignments[1], 'second-essay-key')).statusCode).toBe(201);
    const refused = await submit(assignments[0], 'third-essay-key');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'You have submitted 2 essays in the last 10 minutes. Wait a few minutes, then submit again.',
    });
    // A retry after a lost answer stores nothing, so it is answered from storage, not refused.
    expect((await submit(assignments[1], 'second-essay-key')).statusCode).toBe(200);
    const classmate = await student();
    expect((await classmate.submit(classmate.assignments[0], 'own-essay-key')).statusCode).toBe(201);
  });
});
