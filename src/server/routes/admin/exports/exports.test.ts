import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  bearer,
  createCourseWithEnrollment,
  createUser,
  signedInUser,
} from '../../../../../test/server/factories';
import { downloadExport, sheetRows } from '../../../../../test/server/read-export';
import { startTestServer, type TestServer } from '../../../../../test/server/test-server';
import { courses, enrollments, users } from '../../../db/schema';

let server: TestServer;
let adminToken: string;
let studentToken: string;
let pending: Awaited<ReturnType<typeof createUser>>;
const naughty = '=HYPERLINK("http://x")';

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  adminToken = (await signedInUser(server, { role: 'admin' })).token;
  studentToken = (await signedInUser(server)).token;
  pending = await createUser(db, {
    username: naughty,
    email: '+1@example.com',
    status: 'pending',
    emailVerified: false,
  });
});
afterAll(() => server.close());

const download = (url: string, token = adminToken) => downloadExport(server, url, token);

describe('GET /api/admin/exports/users.xlsx', () => {
  it('answers an attachment named by kind and day, never cached', async () => {
    const { response } = await download('/api/admin/exports/users.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="margin-users-${new Date().toISOString().slice(0, 10)}.xlsx"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists every account with typed cells under a bold, frozen, filtered header row', async () => {
    const { workbook } = await download('/api/admin/exports/users.xlsx');
    const sheet = workbook.getWorksheet('Users')!;
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual([
      'ID',
      'Name',
      'Username',
      'E-mail',
      'Role',
      'Status',
      'E-mail verified',
      'Created at (UTC)',
    ]);
    expect(rows.find((row) => row[0] === pending.id)).toEqual([
      pending.id,
      naughty,
      naughty,
      '+1@example.com',
      'regular',
      'pending',
      false,
      pending.createdAt,
    ]);
    const stored = await server.handle.db.select({ id: users.id }).from(users).orderBy(users.id);
    expect(rows.slice(1).map((row) => row[0])).toEqual(stored.map((row) => row.id));

    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:H${rows.length}`);
    expect(sheet.columns.map((column) => column.width)).toEqual([8, 28, 24, 32, 10, 12, 16, 18]);
  });

  it('keeps a formula-looking name a plain string, and no password hash leaves the server', async () => {
    const { workbook } = await download('/api/admin/exports/users.xlsx');
    const sheet = workbook.getWorksheet('Users')!;
    let cell: ExcelJS.Cell | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(2).value === naughty) cell = row.getCell(2);
    });
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.formula).toBeUndefined();
    const hashes = await server.handle.db.select({ hash: users.passwordHash }).from(users);
    const everyText = sheetRows(sheet).flat().map(String).join('\n');
    for (const { hash } of hashes) expect(everyText).not.toContain(hash);
    expect(everyText).not.toContain('$argon2');
  });

  it('refuses a student and asks a stranger to sign in', async () => {
    expect((await download('/api/admin/exports/users.xlsx', studentToken)).response.statusCode).toBe(403);
    const stranger = await server.app.inject({ method: 'GET', url: '/api/admin/exports/users.xlsx' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('GET /api/admin/exports/enrollments.xlsx', () => {
  it("lists a course's students, or every course's, with the enrollment date", async () => {
    const db = server.handle.db;
    const ann = await createUser(db);
    const course = await createCourseWithEnrollment(db, ann.id, naughty);
    const other = await createCourseWithEnrollment(db, (await createUser(db)).id, 'Rhetoric');
    const [enrolled] = await db.select().from(enrollments).where(eq(enrollments.userId, ann.id));

    const { response, workbook } = await download(
      `/api/admin/exports/enrollments.xlsx?course_id=${course.id}`,
    );
    expect(response.headers['content-disposition']).toMatch(
      /filename="margin-enrollments-\d{4}-\d\d-\d\d\.xlsx"/,
    );
    const sheet = workbook.getWorksheet('Enrollments')!;
    expect(sheetRows(sheet)).toEqual([
      ['Course ID', 'Course', 'Student ID', 'Name', 'Username', 'E-mail', 'Enrolled at (UTC)'],
      [course.id, naughty, ann.id, ann.username, ann.username, ann.email, enrolled.createdAt],
    ]);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.columns.map((column) => column.width)).toEqual([10, 36, 11, 28, 24, 32, 18]);
    expect(sheet.autoFilter).toBe('A1:G2');

    const all = sheetRows((await download('/api/admin/exports/enrollments.xlsx')).workbook.worksheets[0]);
    expect(all.map((row) => row[1])).toEqual(expect.arrayContaining(['Course', naughty, 'Rhetoric']));
    expect(all.filter((row) => row[0] === other.id)).toHaveLength(1);
  });

  it('answers 404 for a course that does not exist and 400 for a filter that is not an id', async () => {
    const [last] = await server.handle.db.select({ id: courses.id }).from(courses).orderBy(courses.id);
    const missing = await download(`/api/admin/exports/enrollments.xlsx?course_id=${(last?.id ?? 0) + 999}`);
    expect(missing.response.statusCode).toBe(404);
    expect(missing.response.headers['content-type']).toMatch(/application\/json/);
    expect(missing.response.json().error).toBe('That course was not found.');
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/api/admin/exports/enrollments.xlsx?course_id=first',
      headers: bearer(adminToken),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ course_id: 'Must be a whole number.' });
  });
});
