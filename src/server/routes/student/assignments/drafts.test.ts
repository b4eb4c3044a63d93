import { createWeekWithContent } from '../../../../../test/server/content-factories';
import { enrolledClassmate, enrolledStudent } from '../../../../../test/server/course-world';
import { bearer } from '../../../../../test/server/factories';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { DRAFT_HISTORY_MAX } from '../../../../shared/contract/limits';

let server: TestServer;
let author: string;
let classmate: string;
let assignmentIds: number[];

beforeAll(async () => {
  // Every save starts a new entry of the history, so that the cap can be reached in one test.
  server = await startTestServer({ DRAFT_HISTORY_SECONDS: '0', DRAFT_SAVES_PER_MINUTE: '100' });
  const db = server.handle.db;
  const { student, course, assignment } = await enrolledStudent(server);
  const other = await enrolledClassmate(server, course.id);
  assignmentIds = [assignment.id];
  for (let n = 1; n < 4; n += 1)
    assignmentIds.push((await createWeekWithContent(db, course.id)).assignment.id);
  author = student.token;
  classmate = other.token;
});
afterAll(() => server.close());

const draftUrl = (assignmentId: number) => `/api/student/assignments/${assignmentId}/draft`;
const read = (assignmentId: number, token = author) =>
  server.app.inject({ method: 'GET', url: draftUrl(assignmentId), headers: bearer(token) });
const save = (assignmentId: number, html: string, base: number, token = author) =>
  server.app.inject({
    method: 'PUT',
    url: draftUrl(assignmentId),
    headers: bearer(token),
    payload: { content_html: html, base_revision: base },
  });

describe('the essay draft kept on the server', () => {
  it('starts empty, keeps each save with a new revision, and cleans the HTML', async () => {
    const id = assignmentIds[0];
    expect((await read(id)).json()).toEqual({ content_html: '', revision: 0, saved_at: null });
    const first = await save(id, '<p>Trees cool <script>alert(1)</script>the streets.</p>', 0);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ revision: 1, content_html: '<p>Trees cool the streets.</p>' });
    const second = await save(id, '<p>Trees cool the streets in July.</p>', 1);
    expect(second.json().revision).toBe(2);
    const stored = (await read(id)).json();
    expect(stored).toMatchObject({ revision: 2, content_html: '<p>Trees cool the streets in July.</p>' });
    expect(Date.parse(stored.saved_at)).not.toBeNaN();
  });

  it('refuses a save typed on an older revision with 409 and the copy another device saved', async () => {
    const id = assignmentIds[1];
    await save(id, '<p>From the laptop.</p>', 0);
    await save(id, '<p>From the laptop, later.</p>', 1);
    // The phone loaded revision 1 and saves on top of it.
    const stale = await save(id, '<p>From the phone.</p>', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      error: expect.stringMatching(/saved from another window or device/),
      draft: { revision: 2, content_html: '<p>From the laptop, later.</p>' },
    });
    // A first save from a second device that never loaded the draft is stale too.
    expect((await save(id, '<p>Fresh phone.</p>', 0)).statusCode).toBe(409);
    expect((await read(id)).json().content_html).toBe('<p>From the laptop, later.</p>');
  });

  it('lets two saves on the same revision at once succeed only once', async () => {
    const id = assignmentIds[2];
    await save(id, '<p>Start.</p>', 0);
    const answers = await Promise.all([save(id, '<p>Laptop.</p>', 1), save(id, '<p>Phone.</p>', 1)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await read(id)).json().revision).toBe(2);
  });

  it("answers another student's draft and history as missing, and their own as empty", async () => {
    const id = assignmentIds[0];
    expect((await read(id, classmate)).json()).toEqual({ content_html: '', revision: 0, saved_at: null });
    const [entry] = (
      await server.app.inject({ method: 'GET', url: `${draftUrl(id)}/history`, headers: bearer(author) })
    ).json();
    const theirs = await server.app.inject({
      method: 'GET',
      url: `${draftUrl(id)}/history/${entry.id}`,
      headers: bearer(classmate),
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await server.app.inject({
      method: 'GET',
      url: `${draftUrl(id)}/history/${entry.id}`,
      headers: bearer(author),
    });
    expect(mine.json()).toMatchObject({ id: entry.id, content_html: expect.stringContaining('<p>') });
  });

  it('refuses a draft over the 500,000 characters an essay may have, and a revision that cannot be', async () => {
    const id = assignmentIds[3];
    const long = await save(id, `<p>${'a'.repeat(500_001)}</p>`, 0);
    expect(long.statusCode).toBe(400);
    expect((await save(id, '<p>x</p>', -1)).statusCode).toBe(400);
    expect((await read(id)).json().revision).toBe(0);
  });

  it(`keeps the newest ${DRAFT_HISTORY_MAX} states of the draft, newest first`, async () => {
    const id = assignmentIds[2];
    for (let revision = 2; revision < DRAFT_HISTORY_MAX + 5; revision += 1) {
      expect((await save(id, `<p>State ${revision + 1}.</p>`, revision)).statusCode).toBe(200);
    }
    const history = await server.app.inject({
      method: 'GET',
      url: `${draftUrl(id)}/history`,
      headers: bearer(author),
    });
    const entries = history.json();
    expect(entries).toHaveLength(DRAFT_HISTORY_MAX);
    expect(entries[0]).toMatchObject({ revision: DRAFT_HISTORY_MAX + 5, word_count: 2 });
    expect(entries.at(-1).revision).toBe(6);
  });

  it("slows one account that saves without pause, and serves a classmate's save meanwhile", async () => {
    const id = assignmentIds[1];
    let base = (await read(id, classmate)).json().revision;
    let refused = 0;
    for (let n = 0; n < 120 && refused === 0; n += 1) {
      const answer = await save(id, `<p>Save ${n}.</p>`, base, classmate);
      if (answer.statusCode === 429) refused += 1;
      else base = answer.json().revision;
    }
    expect(refused).toBe(1);
    // The author has a count of their own.
    const theirs = await save(id, '<p>Still mine.</p>', (await read(id)).json().revision);
    expect(theirs.statusCode).toBe(200);
  });
});
