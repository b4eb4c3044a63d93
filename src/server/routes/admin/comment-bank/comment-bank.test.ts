import { enrolledStudent, submitEssay } from '../../../../../test/server/course-world';
import { addToStaff, bearer, signedInUser } from '../../../../../test/server/factories';
import { gradingUrl } from '../../../../../test/server/grading';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { BANK_LOOKUP_LIMIT } from '../../../../shared/contract/comment-bank';
import { commentBankEntries } from '../../../db/schema';

let server: TestServer;
let ada: string;
let grace: string;
let student: string;
let adaId: number;
let graceId: number;

beforeAll(async () => {
  server = await startTestServer();
  const adaAccount = await signedInUser(server, { role: 'admin' });
  adaId = adaAccount.id;
  ada = adaAccount.token;
  const graceAccount = await signedInUser(server, { role: 'admin' });
  graceId = graceAccount.id;
  grace = graceAccount.token;
  student = (await signedInUser(server)).token;
});
afterAll(() => server.close());
beforeEach(() => server.handle.db.delete(commentBankEntries));

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url: `/api/admin/comment-bank${url}`, payload, headers: bearer(token) });
const save = async (token: string, comment: string, suggestion = '', category = 'grammar') => {
  const answer = await call(token, 'POST', '', { comment, suggestion, category });
  expect(answer.statusCode).toBe(201);
  return answer.json() as { id: number; comment: string; uses: number };
};
const found = async (token: string, q?: string) =>
  (await call(token, 'GET', q === undefined ? '' : `?q=${encodeURIComponent(q)}`)).json() as {
    comment: string;
  }[];

describe('/api/admin/comment-bank', () => {
  it('saves, finds by any of its words, edits and deletes an entry', async () => {
    const entry = await save(
      ada,
      '  A comma splice joins two sentences.  ',
      'Use a full stop or a semicolon.',
    );
    expect(entry).toMatchObject({
      comment: 'A comma splice joins two sentences.',
      category: 'grammar',
      uses: 0,
      created_at: expect.any(String),
    });
    await save(ada, 'Name the source of this figure.', '', 'evidence');
    expect((await found(ada, 'SPLICE')).map((row) => row.comment)).toEqual([entry.comment]);
    expect((await found(ada, 'semicolon sentences')).map((row) => row.comment)).toEqual([entry.comment]);
    expect(await found(ada, 'semicolon figure')).toEqual([]);
    expect(await found(ada)).toHaveLength(2);

    const edited = await call(ada, 'PUT', `/${entry.id}`, {
      comment: 'Two sentences joined by a comma.',
      suggestion: '',
      category: 'clarity',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ comment: 'Two sentences joined by a comma.', category: 'clarity' });
    expect((await call(ada, 'DELETE', `/${entry.id}`)).statusCode).toBe(204);
    expect((await found(ada)).map((row) => row.comment)).toEqual(['Name the source of this figure.']);
    expect((await call(ada, 'DELETE', `/${entry.id}`)).statusCode).toBe(404);
  });

  it('keeps each comment once: saving the same words again says so', async () => {
    await save(ada, 'Name the source of this figure.');
    const again = await call(ada, 'POST', '', {
      comment: ' Name the source of this figure. ',
      suggestion: '',
      category: 'evidence',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('That comment is already in your bank.');
    // Another instructor's bank is their own: the same words are theirs to keep.
    expect(
      (
        await call(grace, 'POST', '', {
          comment: 'Name the source of this figure.',
          suggestion: '',
          category: 'evidence',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('treats % and _ in a search as themselves', async () => {
    await save(ada, 'Write 50% as "fifty per cent" in prose.');
    await save(ada, 'Avoid words_joined_by_underscores.');
    expect((await found(ada, '%')).map((row) => row.comment)).toEqual([
      'Write 50% as "fifty per cent" in prose.',
    ]);
    expect((await found(ada, '_')).map((row) => row.comment)).toEqual(['Avoid words_joined_by_underscores.']);
  });

  it("keeps each instructor's bank to themselves, and refuses students", async () => {
    const entry = await save(ada, 'Vary your sentence openings.');
    expect(await found(grace)).toEqual([]);
    const payload = { comment: 'Taken over.', suggestion: '', category: 'style' };
    expect((await call(grace, 'PUT', `/${entry.id}`, payload)).statusCode).toBe(404);
    expect((await call(grace, 'DELETE', `/${entry.id}`)).statusCode).toBe(404);
    expect((await found(ada)).map((row) => row.comment)).toEqual(['Vary your sentence openings.']);
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', `/${entry.id}`],
      ['DELETE', `/${entry.id}`],
    ] as const)
      expect(
        (await call(student, method, url, method === 'POST' || method === 'PUT' ? payload : undefined))
          .statusCode,
      ).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/comment-bank' })).statusCode).toBe(401);
  });

  it.each([
    ['no comment', 'comment', { suggestion: '', category: 'grammar' }],
    ['a blank comment', 'comment', { comment: '   ', suggestion: '', category: 'grammar' }],
    ['a comment too long', 'comment', { comment: 'x'.repeat(2001), suggestion: '', category: 'grammar' }],
    [
      'a suggestion too long',
      'suggestion',
      { comment: 'Fine.', suggestion: 'x'.repeat(2001), category: 'grammar' },
    ],
    ['an unknown category', 'category', { comment: 'Fine.', suggestion: '', category: 'poetry' }],
  ])('refuses %s, naming the field', async (_, field, payload) => {
    const answer = await call(ada, 'POST', '', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toHaveProperty(field);
    expect(await found(ada)).toEqual([]);
  });

  it("ignores an owner named in the body: an entry is always its author's", async () => {
    await call(grace, 'POST', '', { comment: 'Mine.', suggestion: '', category: 'grammar', owner_id: adaId });
    expect(await found(ada)).toEqual([]);
    expect((await found(grace)).map((row) => row.comment)).toEqual(['Mine.']);
  });

  it('refuses a search longer than a search box takes', async () => {
    expect((await call(ada, 'GET', `?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('answers the most used entries first, at most a page of them', async () => {
    const db = server.handle.db;
    await db.insert(commentBankEntries).values(
      Array.from({ length: BANK_LOOKUP_LIMIT + 5 }, (_, index) => ({
        ownerId: adaId,
        comment: `Comment number ${index}`,
        suggestion: '',
        category: 'style',
        uses: index % 7,
      })),
    );
    const rows = (await call(ada, 'GET', '?q=number')).json() as { uses: number }[];
    expect(rows).toHaveLength(BANK_LOOKUP_LIMIT);
    expect(rows.map((row) => row.uses)).toEqual([...rows.map((row) => row.uses)].sort((a, b) => b - a));
    expect(rows[0].uses).toBe(6);
  });

  it('counts a use when a comment is put on an essay from the bank, and only for its owner', async () => {
    const { student: writer, course, assignment } = await enrolledStudent(server);
    const assignmentId = assignment.id;
    // Both teach the course; only the bank entry is Ada's.
    await addToStaff(server.handle.db, course.id, graceId);
    const essay = await submitEssay(
      server,
      writer.token,
      assignmentId,
      '<p>Their is many reasons to walk.</p>',
    );
    const entry = await save(ada, 'Check the agreement of subject and verb.');
    const putOn = (token: string) =>
      server.app.inject({
        method: 'POST',
        url: `${gradingUrl(assignmentId, essay.json().id)}/feedback-items`,
        payload: {
          startIndex: 6,
          endIndex: 8,
          quote: 'is',
          category: 'grammar',
          severity: 'medium',
          comment: entry.comment,
          suggestion: '',
          bank_entry_id: entry.id,
        },
        headers: bearer(token),
      });
    expect((await putOn(ada)).statusCode).toBe(201);
    expect((await putOn(ada)).statusCode).toBe(201);
    // Another instructor may quote the entry's id, but it is not theirs to count.
    expect((await putOn(grace)).statusCode).toBe(201);
    expect((await call(ada, 'GET', '')).json()).toEqual([expect.objectContaining({ id: entry.id, uses: 2 })]);
  });
});
