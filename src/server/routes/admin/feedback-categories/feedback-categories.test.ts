import { eq } from 'drizzle-orm';
import { releaseGrade } from '../../../../../test/server/content-factories';
import { enrolledStudent, submitEssay } from '../../../../../test/server/course-world';
import { bearer, signedInUser } from '../../../../../test/server/factories';
import { gradingUrl } from '../../../../../test/server/grading';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { FEEDBACK_CATEGORIES } from '../../../../shared/contract';
import { CATEGORY_LIMITS, SEEDED_CATEGORIES } from '../../../../shared/contract/feedback-categories';
import { courseStaff, feedbackCategories, feedbackItems, submissions } from '../../../db/schema';

let server: TestServer;
let ada: string;
let adaId: number;
let grace: string;
let student: string;

beforeAll(async () => {
  server = await startTestServer();
  const adaAccount = await signedInUser(server, { role: 'admin' });
  adaId = adaAccount.id;
  ada = adaAccount.token;
  grace = (await signedInUser(server, { role: 'admin' })).token;
  student = (await signedInUser(server)).token;
});
afterAll(() => server.close());
beforeEach(() => server.handle.db.delete(feedbackCategories));

interface Category {
  id: number;
  key: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  sortOrder: number;
  isActive: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/admin/feedback-categories${url}`,
    payload,
    headers: bearer(token),
  });
const list = async (token: string) => (await call(token, 'GET', '')).json() as Category[];
const create = async (token: string, body: object) => {
  const answer = await call(token, 'POST', '', body);
  expect(answer.statusCode).toBe(201);
  return answer.json() as Category;
};

describe('/api/admin/feedback-categories', () => {
  it('starts an instructor with the built-in six, then Content and General, each with its colour and icon', async () => {
    const first = await list(ada);
    expect(first.map((category) => category.key)).toEqual([...FEEDBACK_CATEGORIES, 'content', 'general']);
    expect(first.map((category) => category.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(first[0]).toMatchObject({ name: 'Grammar', color: '#d55e00', icon: '✎', isActive: true });
    // Seeded once: reading again, or two first reads at once, keeps one set.
    await Promise.all([list(grace), list(grace)]);
    expect(await list(grace)).toHaveLength(SEEDED_CATEGORIES.length);
    expect((await list(ada)).map((category) => category.id)).toEqual(first.map((category) => category.id));
  });

  it('creates a category last, active, with a key made from its name', async () => {
    await list(ada);
    const made = await create(ada, {
      name: '  Word Choice ',
      description: ' Precise words. ',
      color: '#ABC',
      icon: ' ★ ',
    });
    expect(made).toMatchObject({
      key: 'word-choice',
      name: 'Word Choice',
      description: 'Precise words.',
      color: '#aabbcc',
      icon: '★',
      sortOrder: SEEDED_CATEGORIES.length + 1,
      isActive: true,
    });
    // A name of another script keeps its letters; a name without any gets a key all the same.
    expect((await create(ada, { name: 'Ορθογραφία', color: '#123456' })).key).toBe('ορθογραφία');
    expect((await create(ada, { name: '???', color: '#123456' })).key).toBe('category');
    expect((await create(ada, { name: '!!!', color: '#123456' })).key).toBe('category-2');
  });

  it('creates on first use too: the seeded categories come first', async () => {
    const made = await create(ada, { name: 'Citations', color: '#882255' });
    expect(made.sortOrder).toBe(SEEDED_CATEGORIES.length + 1);
    expect((await list(ada)).at(-1)?.key).toBe('citations');
  });

  it('keeps names unique whatever their case, and keeps the key when a name changes', async () => {
    const [grammar] = await list(ada);
    const taken = await call(ada, 'POST', '', { name: ' GRAMMAR ', color: '#123456' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ name: "A category named 'GRAMMAR' already exists." });

    const renamed = await call(ada, 'PUT', `/${grammar.id}`, { name: 'Mechanics', color: '#224466' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ key: 'grammar', name: 'Mechanics', color: '#224466' });
    // The name is free again; its key is not, so the new one gets the next.
    expect((await create(ada, { name: 'Grammar', color: '#123456' })).key).toBe('grammar-2');
    const clash = await call(ada, 'PUT', `/${grammar.id}`, { name: 'style' });
    expect(clash.statusCode).toBe(409);
  });

  it('turns a category off and on, and changes only what is sent', async () => {
    const [, clarity] = await list(ada);
    const off = await call(ada, 'PUT', `/${clarity.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ name: 'Clarity', isActive: false, color: '#0072b2' });
    const on = await call(ada, 'PUT', `/${clarity.id}`, { isActive: true, description: '' });
    expect(on.json()).toMatchObject({ isActive: true, description: '' });
    expect((await call(ada, 'PUT', `/${clarity.id}`, {})).statusCode).toBe(400);
  });

  it('reorders every category, and refuses an order that leaves one out or names another', async () => {
    const before = await list(ada);
    const ids = before.map((category) => category.id).reverse();
    const answer = await call(ada, 'PUT', '/order', { ids });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as Category[]).map((category) => [category.id, category.sortOrder])).toEqual(
      ids.map((id, index) => [id, index + 1]),
    );
    expect((await list(ada)).map((category) => category.id)).toEqual(ids);

    for (const wrong of [ids.slice(1), [...ids.slice(1), ids[1]]]) {
      const refused = await call(ada, 'PUT', '/order', { ids: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('The new order must list every one of your categories exactly once.');
    }
    // Another instructor's category is missing to Ada, in an order as anywhere.
    const graces = await list(grace);
    expect((await call(ada, 'PUT', '/order', { ids: [...ids.slice(1), graces[0].id] })).statusCode).toBe(404);
    expect((await call(grace, 'PUT', '/order', { ids })).statusCode).toBe(404);
    expect((await list(ada)).map((category) => category.id)).toEqual(ids);
  });

  it('deletes a category and numbers the rest, so the next new one is still count + 1', async () => {
    const [grammar, clarity] = await list(ada);
    expect((await call(ada, 'DELETE', `/${clarity.id}`)).statusCode).toBe(204);
    const rest = await list(ada);
    expect(rest.map((category) => category.sortOrder)).toEqual(rest.map((_, index) => index + 1));
    expect(rest.map((category) => category.id)).not.toContain(clarity.id);
    expect((await create(ada, { name: 'Clarity', color: '#0072b2' })).sortOrder).toBe(rest.length + 1);
    expect((await call(ada, 'DELETE', `/${clarity.id}`)).statusCode).toBe(404);
    expect(grammar.key).toBe('grammar');
  });

  it('keeps the last category: every comment is filed under one', async () => {
    const all = await list(ada);
    for (const category of all.slice(1))
      expect((await call(ada, 'DELETE', `/${category.id}`)).statusCode).toBe(204);
    const last = await call(ada, 'DELETE', `/${all[0].id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe('Keep at least one category: every comment is filed under one.');
  });

  it("keeps each instructor's categories to themselves, and refuses students", async () => {
    const mine = await create(ada, { name: 'Citations', color: '#882255' });
    expect((await list(grace)).map((category) => category.key)).not.toContain('citations');
    expect((await call(grace, 'PUT', `/${mine.id}`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await call(grace, 'DELETE', `/${mine.id}`)).statusCode).toBe(404);
    expect((await list(ada)).find((category) => category.id === mine.id)?.name).toBe('Citations');
    for (const [method, url, body] of [
      ['GET', '', undefined],
      ['POST', '', { name: 'Mine', color: '#123456' }],
      ['PUT', `/${mine.id}`, { isActive: false }],
      ['PUT', '/order', { ids: [mine.id] }],
      ['DELETE', `/${mine.id}`, undefined],
    ] as const)
      expect((await call(student, method, url, body)).statusCode).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/admin/feedback-categories' })).statusCode,
    ).toBe(401);
  });

  it("ignores an owner or a key named in the body: a category is its author's, its key made by the server", async () => {
    const answer = await call(grace, 'POST', '', {
      name: 'Mine',
      color: '#123456',
      ownerId: adaId,
      key: 'x',
    });
    expect(answer.json()).toMatchObject({ key: 'mine', name: 'Mine' });
    expect((await list(ada)).map((category) => category.name)).not.toContain('Mine');
    expect((await list(grace)).map((category) => category.name)).toContain('Mine');
  });

  it.each([
    ['no name', 'name', { color: '#123456' }],
    ['a blank name', 'name', { name: '   ', color: '#123456' }],
    ['a name too long', 'name', { name: 'x'.repeat(CATEGORY_LIMITS.name + 1), color: '#123456' }],
    [
      'a description too long',
      'description',
      { name: 'Fine', description: 'x'.repeat(CATEGORY_LIMITS.description + 1), color: '#123456' },
    ],
    [
      'an icon too long',
      'icon',
      { name: 'Fine', icon: '★'.repeat(CATEGORY_LIMITS.icon + 1), color: '#123456' },
    ],
    ['no colour', 'color', { name: 'Fine' }],
    ['a colour that is no hex code', 'color', { name: 'Fine', color: 'blue' }],
  ])('refuses %s, naming the field', async (_, field, payload) => {
    const answer = await call(ada, 'POST', '', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toHaveProperty(field);
    expect((await list(ada)).map((category) => category.name)).not.toContain('Fine');
  });

  it('says the colour it wants in words', async () => {
    const answer = await call(ada, 'POST', '', { name: 'Fine', color: 'blue' });
    expect(answer.json().fields.color).toBe('Enter a colour as a hex code such as #2b6cb0.');
  });

  it(`keeps at most ${CATEGORY_LIMITS.count} categories for one instructor`, async () => {
    const room = CATEGORY_LIMITS.count - (await list(ada)).length;
    for (let n = 0; n < room; n += 1) await create(ada, { name: `Extra ${n}`, color: '#123456' });
    const full = await call(ada, 'POST', '', { name: 'One too many', color: '#123456' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatch(/^You keep 50 categories/);
    // Another instructor's room is their own.
    expect((await call(grace, 'POST', '', { name: 'One too many', color: '#123456' })).statusCode).toBe(201);
  });
});

describe('the categories a comment may be filed under', () => {
  let assignmentId: number;
  let submissionId: number;
  let courseId: number;
  let writer: string;
  const text = 'Their is many reasons to walk.';

  beforeAll(async () => {
    const { student: author, course, assignment } = await enrolledStudent(server);
    courseId = course.id;
    assignmentId = assignment.id;
    writer = author.token;
    submissionId = (await submitEssay(server, writer, assignmentId, `<p>${text}</p>`)).json().id;
  });

  const items = () => `${gradingUrl(assignmentId, submissionId)}/feedback-items`;
  const comment = (token: string, category: string) =>
    server.app.inject({
      method: 'POST',
      url: items(),
      payload: {
        startIndex: 0,
        endIndex: 5,
        quote: 'Their',
        category,
        severity: 'medium',
        comment: 'There, not their.',
        suggestion: '',
      },
      headers: bearer(token),
    });

  it('takes a category the instructor has just added, at once', async () => {
    await create(ada, { name: 'Citations', color: '#882255' });
    const added = await comment(ada, 'citations');
    expect(added.statusCode).toBe(201);
    expect(added.json().category).toBe('citations');
  });

  it('takes the built-in six and the seeded ones, whatever the instructor turned off', async () => {
    const [grammar] = await list(ada);
    await call(ada, 'PUT', `/${grammar.id}`, { isActive: false });
    for (const key of ['grammar', 'evidence', 'content', 'general'])
      expect((await comment(ada, key)).statusCode).toBe(201);
  });

  it("refuses a category unknown to the instructor, one they turned off, and another instructor's", async () => {
    const citations = await create(ada, { name: 'Citations', color: '#882255' });
    await create(grace, { name: 'Poetry', color: '#123456' });
    const expected = {
      category: 'Choose one of your active feedback categories (the Categories page lists them).',
    };
    for (const key of ['nonsense', 'poetry']) {
      const refused = await comment(ada, key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual(expected);
    }
    await call(ada, 'PUT', `/${citations.id}`, { isActive: false });
    expect((await comment(ada, 'citations')).statusCode).toBe(400);
    expect((await comment(ada, 'x'.repeat(65))).statusCode).toBe(400);
  });

  it('refiles a comment only under a category offered, and leaves an unchanged one alone', async () => {
    const citations = await create(ada, { name: 'Citations', color: '#882255' });
    const itemId = (await comment(ada, 'citations')).json().id as number;
    await call(ada, 'PUT', `/${citations.id}`, { isActive: false });
    const patch = (category: string, extra: object = {}) =>
      server.app.inject({
        method: 'PATCH',
        url: `${items()}/${itemId}`,
        payload: { category, ...extra },
        headers: bearer(ada),
      });
    // Turned off since: the comment keeps it, and may still be reworded.
    expect((await patch('citations', { comment: 'Reworded.' })).statusCode).toBe(200);
    expect((await patch('nonsense')).statusCode).toBe(400);
    const refiled = await patch('style');
    expect(refiled.statusCode).toBe(200);
    expect(refiled.json().category).toBe('style');
  });

  it("refuses to delete a category comments are filed under, but not a built-in one's", async () => {
    const citations = await create(ada, { name: 'Citations', color: '#882255' });
    expect((await comment(ada, 'citations')).statusCode).toBe(201);
    const refused = await call(ada, 'DELETE', `/${citations.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(
      /^Comments on essays are filed under 'Citations'.*turn it off instead/,
    );
    const grammar = (await list(ada)).find((category) => category.key === 'grammar')!;
    expect((await comment(ada, 'grammar')).statusCode).toBe(201);
    expect((await call(ada, 'DELETE', `/${grammar.id}`)).statusCode).toBe(204);
  });

  it("gives the student the look of their comments' categories, as the instructor keeps them", async () => {
    const db = server.handle.db;
    await create(ada, { name: 'Citations', color: '#882255', icon: '§' });
    const [grammar] = await list(ada);
    await call(ada, 'PUT', `/${grammar.id}`, { name: 'Mechanics' });
    await db.delete(feedbackItems);
    expect((await comment(ada, 'citations')).statusCode).toBe(201);
    expect((await comment(ada, 'grammar')).statusCode).toBe(201);
    await releaseGrade(db, submissionId, 80);
    await db.update(submissions).set({ reviewedBy: adaId }).where(eq(submissions.id, submissionId));
    const feedback = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/student/assignments/${assignmentId}/feedback`,
          headers: bearer(writer),
        })
      ).json();
    const expected = [
      { key: 'citations', name: 'Citations', color: '#882255', icon: '§' },
      { key: 'grammar', name: 'Mechanics', color: '#d55e00', icon: '✎' },
    ];
    expect((await feedback()).categories).toEqual(expect.arrayContaining(expected));

    // Without a reviewer, the course's staff keep the look.
    await db.update(submissions).set({ reviewedBy: null }).where(eq(submissions.id, submissionId));
    expect((await feedback()).categories).toEqual([]);
    await db
      .insert(courseStaff)
      .values({ courseId, userId: adaId, role: 'instructor' })
      .onConflictDoNothing();
    expect((await feedback()).categories).toEqual(expect.arrayContaining(expected));
  });
});
