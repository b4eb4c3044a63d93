import { eq } from 'drizzle-orm';
import { createWeekWithContent } from '../../../../../test/server/content-factories';
import { enrolledClassmate, enrolledStudent, submitEssay } from '../../../../../test/server/course-world';
import { createCourseWithEnrollment } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { submissions } from '../../../db/schema';

let server: TestServer;
let token: string;
let assignmentIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  const { student, course, assignment } = await enrolledStudent(server);
  assignmentIds = [assignment.id];
  for (let n = 1; n < 3; n += 1)
    assignmentIds.push((await createWeekWithContent(server.handle.db, course.id)).assignment.id);
  token = student.token;
});
afterAll(() => server.close());

const submit = (assignmentId: number, html: string, key?: string) =>
  submitEssay(server, token, assignmentId, html, key);

const storedRows = (assignmentId: number) =>
  server.handle.db.select().from(submissions).where(eq(submissions.assignmentId, assignmentId));

describe('storing an essay', () => {
  it('prefixes ids and names, so the essay cannot define globals of the grading page', async () => {
    const html = '<p id="config">Trees cool <a name="grade">the</a> streets.</p><h2 id="title">Shade</h2>';
    const answer = await submit(assignmentIds[0], html);
    expect(answer.statusCode).toBe(201);
    const [row] = await storedRows(assignmentIds[0]);
    expect(row.contentHtml).toBe(
      '<p id="user-content-config">Trees cool <a name="user-content-grade">the</a> streets.</p><h2 id="user-content-title">Shade</h2>',
    );
    // Feedback offsets count in the plain text, which the prefix leaves as it was.
    expect(row.contentText).toBe('Trees cool the streets.\n\nShade');
  });

  it('refuses an Idempotency-Key sent again with a different essay, and still replays the same one', async () => {
    const first = await submit(assignmentIds[1], '<p>Trees cool the streets.</p>', 'essay-key-0001');
    expect(first.statusCode).toBe(201);
    const changed = await submit(assignmentIds[1], '<p>Parks cool the streets.</p>', 'essay-key-0001');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      error:
        'That Idempotency-Key was already used for a different essay text. Send this essay with a new key.',
    });
    const same = await submit(assignmentIds[1], '<p>Trees cool the streets.</p>', 'essay-key-0001');
    expect(same.statusCode).toBe(200);
    expect(same.json().id).toBe(first.json().id);
    expect(await storedRows(assignmentIds[1])).toHaveLength(1);
  });

  it("accepts an essay of the contract's 500,000 characters in a script of three-byte characters", async () => {
    const html = `<p>${'木'.repeat(499_990)}</p>`;
    const answer = await submit(assignmentIds[2], html);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().content_html).toBe(html);
  });
});

describe('essays refused for their formatting', () => {
  let limited: TestServer;
  let flooder: string;
  let classmate: string;
  let assignmentId: number;
  beforeAll(async () => {
    limited = await startTestServer({ ESSAY_SUBMISSIONS_PER_10_MINUTES: '3' });
    const { student: first, course, assignment } = await enrolledStudent(limited);
    const second = await enrolledClassmate(limited, course.id);
    await createCourseWithEnrollment(limited.handle.db, second.id);
    assignmentId = assignment.id;
    flooder = first.token;
    classmate = second.token;
  });
  afterAll(() => limited.close());

  const send = (token: string, html: string) => submitEssay(limited, token, assignmentId, html);

  it("count against the student's submissions, as stored ones do, and leave a classmate's alone", async () => {
    const tooDeep = `${'<div>'.repeat(500)}Trees`;
    const tooManyAttributes = `<p ${Array.from({ length: 500 }, (_, k) => `data-a${k}="x"`).join(' ')}>Trees</p>`;
    for (const html of [tooDeep, tooManyAttributes, tooDeep])
      expect((await send(flooder, html)).statusCode).toBe(400);
    const next = await send(flooder, '<p>Trees cool the streets in summer.</p>');
    expect(next.statusCode).toBe(429);
    expect(next.json().error).toMatch(/You have submitted 3 essays in the last 10 minutes/);
    expect((await send(classmate, '<p>Trees cool the streets in summer.</p>')).statusCode).toBe(201);
  });
});
