import { sql } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/passwords';
import { sanitizeHtml } from '../../src/server/content/sanitize';
import type { Database } from '../../src/server/db/client';
import { essayText } from '../../src/server/submissions/essay-text';
import { type BenchDatabase, createBenchDatabase } from './database';
import { essayHtml } from './essay';

export interface BenchSizes {
  students: number;
  submissions: number;
}

/** The school the API and load benchmarks run against, in full and for the smoke run. */
export const SCHOOL_SIZES = {
  full: { students: 2000, submissions: 20_000 },
  smoke: { students: 50, submissions: 500 },
} satisfies Record<string, BenchSizes>;

export interface School {
  database: BenchDatabase;
  seeded: SeededData;
}

export interface SeededData {
  password: string;
  admin: string;
  /** Every student's username, in the order they were created. */
  students: string[];
  courses: number;
  assignmentsPerCourse: number;
  submissionsPerStudent: number;
  /** Of each student's submissions, how many have released grades and feedback. */
  releasedPerStudent: number;
  counts: { users: number; submissions: number };
}

const PASSWORD = 'bench-password-not-for-production';
const WEEKS_PER_COURSE = 6;
const ASSIGNMENTS_PER_WEEK = 2;
const STUDENTS_PER_COURSE = 200;

/**
 * A school's worth of data in a few bulk statements: one password hash for everyone (hashing is the
 * slow part and is not what is measured), courses of six weeks with two assignments each, every student
 * enrolled in one course, and `submissions / students` essays per student, the older ones graded and
 * released, the newer ones waiting. Each student keeps assignments without an essay, so a simulated
 * student always has something to submit.
 */
export async function seedBenchData(db: Database, sizes: BenchSizes): Promise<SeededData> {
  const assignmentsPerCourse = WEEKS_PER_COURSE * ASSIGNMENTS_PER_WEEK;
  const perStudent = Math.min(Math.round(sizes.submissions / sizes.students), assignmentsPerCourse - 2);
  const released = Math.round(perStudent * 0.7);
  const courseCount = Math.max(1, Math.ceil(sizes.students / STUDENTS_PER_COURSE));
  const hash = await hashPassword(PASSWORD);
  const { text, words } = essayText(sanitizeHtml(essayHtml));

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO users (username, email, password_hash, role, status, email_verified)
      VALUES ('bench-admin', 'bench-admin@example.test', ${hash}, 'admin', 'approved', true)`);
    await tx.execute(sql`
      INSERT INTO users (username, email, password_hash, role, status, email_verified)
      SELECT 'bench-student-' || i, 'bench-student-' || i || '@example.test', ${hash}, 'regular', 'approved', true
      FROM generate_series(1, ${sizes.students}::int) AS i`);
    await tx.execute(sql`
      INSERT INTO courses (title, description)
      SELECT 'Bench course ' || i, 'A course for the benchmarks, with essays in every week.'
      FROM generate_series(1, ${courseCount}::int) AS i`);
    // Week 1 began three weeks ago, so one week is active and later ones are still to come.
    await tx.execute(sql`
      INSERT INTO weeks (course_id, week_number, title, starts_on, ends_on)
      SELECT c.id, w, 'Week ' || w,
        current_date - 21 + (w - 1) * 7, current_date - 21 + (w - 1) * 7 + 6
      FROM courses c CROSS JOIN generate_series(1, ${WEEKS_PER_COURSE}::int) AS w`);
    await tx.execute(sql`
      INSERT INTO assignments (week_id, title, instructions_html, due_at, min_words, max_words)
      SELECT wk.id, 'Essay ' || wk.week_number || '.' || n,
        '<p>Write a persuasive essay of 100 to 800 words.</p>',
        now() + (wk.week_number * 7 - 14 + n) * interval '1 day', 100, 800
      FROM weeks wk CROSS JOIN generate_series(1, ${ASSIGNMENTS_PER_WEEK}::int) AS n`);
    await tx.execute(sql`
      INSERT INTO enrollments (user_id, course_id)
      SELECT u.id, c.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE role = 'regular') u
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM courses) c
        ON u.n % ${courseCount}::int = c.n`);
    await tx.execute(sql`
      INSERT INTO submissions (assignment_id, user_id, version, content_html, content_text, word_count,
        status, grade, suggested_grade, feedback, feedback_generated_at, graded_at, is_approved, saved,
        submitted_at)
      SELECT a.id, e.user_id, 1, ${essayHtml}, ${text}, ${words}::int,
        CASE WHEN a.rank <= ${released}::int THEN 'graded' ELSE 'submitted' END,
        CASE WHEN a.rank <= ${released}::int THEN 60 + (e.user_id * 7 + a.rank * 13) % 36 END,
        CASE WHEN a.rank <= ${released}::int THEN 60 + (e.user_id * 5 + a.rank * 11) % 36 END,
        CASE WHEN a.rank <= ${released}::int
          THEN 'A clear claim with good evidence; explain how each example supports it.' END,
        CASE WHEN a.rank <= ${released}::int THEN now() - interval '2 days' END,
        CASE WHEN a.rank <= ${released}::int THEN now() - interval '1 day' END,
        a.rank <= ${released}::int, a.rank <= ${released}::int,
        now() - (${perStudent}::int + 1 - a.rank) * interval '1 day'
      FROM enrollments e
      JOIN (
        SELECT a.id, w.course_id, row_number() OVER (PARTITION BY w.course_id ORDER BY a.id) AS rank
        FROM assignments a JOIN weeks w ON w.id = a.week_id
      ) a ON a.course_id = e.course_id
      WHERE a.rank <= ${perStudent}::int`);
  });

  const count = async (table: 'users' | 'submissions') => {
    const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n);
  };
  return {
    password: PASSWORD,
    admin: 'bench-admin',
    students: Array.from({ length: sizes.students }, (_, index) => `bench-student-${index + 1}`),
    courses: courseCount,
    assignmentsPerCourse,
    submissionsPerStudent: perStudent,
    releasedPerStudent: released,
    counts: { users: await count('users'), submissions: await count('submissions') },
  };
}

/**
 * A fresh database (see createBenchDatabase), migrated and seeded, with the connection closed again so
 * that a server process can open it. `dispose` drops it.
 */
export async function openSchool(sizes: BenchSizes): Promise<School & { dispose: () => Promise<void> }> {
  const database = await createBenchDatabase('school');
  try {
    const handle = await database.open();
    try {
      await handle.migrate();
      const seeded = await seedBenchData(handle.db, sizes);
      return { database, seeded, dispose: () => database.dispose() };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

/** openSchool for the length of `use`. */
export async function withSchool(sizes: BenchSizes, use: (school: School) => Promise<void>): Promise<void> {
  const school = await openSchool(sizes);
  try {
    await use(school);
  } finally {
    await school.dispose();
  }
}
