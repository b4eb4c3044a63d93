import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cleanDisplayName,
  DISPLAY_NAME_MAX_LENGTH,
  emailProblem,
  USERNAME_MAX_LENGTH,
} from '../../shared/rules/account';
import { ROSTER_MAX_ROWS, type RosterResult } from '../../shared/rules/roster';
import { INVITED_PASSWORD_HASH, queueInvitationMails } from '../accounts/invitation';
import type { Database } from '../db/client';
import { enrollments, users } from '../db/schema';
import { insertEnrollments } from './enrollment-store';
import { type RosterRow, readCsvRows, unreadableRoster } from './roster-csv';

interface Student {
  line: number;
  email: string;
  displayName: string;
}

type RowError = RosterResult['errors'][number];

const HEADER_NAMES = new Set(['email', 'e-mail', 'email address', 'e-mail address']);

/**
 * Every row checked before anything is written: a row that is not an address and a name is reported by
 * its line; an address listed twice counts once, the second as skipped.
 */
export function checkRoster(text: string): { students: Student[]; errors: RowError[]; skipped: number } {
  let rows: RosterRow[] = readCsvRows(text);
  if (rows.length > 0 && HEADER_NAMES.has(rows[0].fields[0].trim().toLowerCase())) rows = rows.slice(1);
  if (rows.length > ROSTER_MAX_ROWS)
    throw unreadableRoster(
      `A class list may have at most ${ROSTER_MAX_ROWS} students; this one has ${rows.length}.`,
    );
  const students: Student[] = [];
  const errors: RowError[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const { line, fields } of rows) {
    const email = fields[0].trim();
    const displayName = cleanDisplayName(fields[1] ?? '');
    if (fields.length > 2) {
      errors.push({
        line,
        message: `Expected an e-mail address and a name; this line has ${fields.length} fields.`,
      });
    } else if (emailProblem(email)) {
      errors.push({ line, message: `“${email.slice(0, 60)}” is not an e-mail address.` });
    } else if (displayName.length > DISPLAY_NAME_MAX_LENGTH) {
      errors.push({ line, message: `The name is longer than ${DISPLAY_NAME_MAX_LENGTH} characters.` });
    } else if (seen.has(email.toLowerCase())) {
      skipped += 1;
    } else {
      seen.add(email.toLowerCase());
      students.push({ line, email, displayName });
    }
  }
  return { students, errors, skipped };
}

/** A username from the address's local part, in the characters usernames allow ("maya.okafor"). */
function usernameBase(email: string): string {
  const local = email.slice(0, email.indexOf('@')).replace(/[^A-Za-z0-9._-]/g, '');
  return (local.length >= 3 ? local : `${local}student`).slice(0, USERNAME_MAX_LENGTH - 5);
}

/** Usernames no account has, one per address: the local part, or it with a number where taken. */
async function freeUsernames(tx: Database, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const bases = emails.map(usernameBase);
  const chosen = [...bases];
  for (let round = 0; round < 6; round += 1) {
    const lowered = chosen.map((name) => name.toLowerCase());
    const taken = new Set(
      (
        await tx
          .select({ name: sql<string>`lower(${users.username})` })
          .from(users)
          .where(inArray(sql`lower(${users.username})`, lowered))
      ).map((row) => row.name),
    );
    const inFile = new Set<string>();
    let clashes = 0;
    chosen.forEach((name, index) => {
      const key = name.toLowerCase();
      if (taken.has(key) || inFile.has(key)) {
        chosen[index] = `${bases[index]}.${randomInt(1000, 10_000)}`;
        clashes += 1;
      } else inFile.add(key);
    });
    if (clashes === 0) return chosen;
  }
  throw new Error('no free usernames for a class list after six tries');
}

/**
 * Enrolls the students of a class list in one transaction: accounts that exist are enrolled (or skipped,
 * when already in the course); new addresses get an account with no password yet, enrolled, and an
 * invitation e-mail on the durable queue. Instructors' and declined accounts are reported, not enrolled.
 */
export async function importRoster(db: Database, courseId: number, text: string): Promise<RosterResult> {
  const checked = checkRoster(text);
  const errors = [...checked.errors];
  let skipped = checked.skipped;
  const result = await db.transaction(async (tx) => {
    const students = checked.students;
    const existing = students.length
      ? await tx
          .select({ id: users.id, email: users.email, role: users.role, status: users.status })
          .from(users)
          .where(
            inArray(
              sql`lower(${users.email})`,
              students.map((student) => student.email.toLowerCase()),
            ),
          )
      : [];
    const byEmail = new Map(existing.map((user) => [user.email.toLowerCase(), user]));
    const alreadyIn = new Set(
      existing.length
        ? (
            await tx
              .select({ userId: enrollments.userId })
              .from(enrollments)
              .where(
                and(
                  eq(enrollments.courseId, courseId),
                  inArray(
                    enrollments.userId,
                    existing.map((user) => user.id),
                  ),
                ),
              )
          ).map((row) => row.userId)
        : [],
    );
    const toEnroll: number[] = [];
    const newStudents: Student[] = [];
    for (const student of students) {
      const user = byEmail.get(student.email.toLowerCase());
      if (!user) {
        if (student.displayName) newStudents.push(student);
        else errors.push({ line: student.line, message: 'A new student needs a name after the address.' });
      } else if (user.role === 'admin') {
        errors.push({ line: student.line, message: 'This address belongs to an instructor’s account.' });
      } else if (user.status === 'rejected') {
        errors.push({ line: student.line, message: 'This account was declined; approve it on Users first.' });
      } else if (alreadyIn.has(user.id)) skipped += 1;
      else toEnroll.push(user.id);
    }
    const usernames = await freeUsernames(
      tx,
      newStudents.map((student) => student.email),
    );
    const made = newStudents.length
      ? await tx
          .insert(users)
          .values(
            newStudents.map((student, index) => ({
              username: usernames[index],
              email: student.email,
              displayName: student.displayName,
              passwordHash: INVITED_PASSWORD_HASH,
              status: 'approved' as const,
              emailVerified: false,
            })),
          )
          .returning({ id: users.id })
      : [];
    const enrolling = [...toEnroll, ...made.map((user) => user.id)];
    if (enrolling.length) await insertEnrollments(tx, courseId, enrolling);
    await queueInvitationMails(
      tx,
      made.map((user) => user.id),
    );
    return { enrolled: toEnroll.length, invited: made.length };
  });
  errors.sort((a, b) => a.line - b.line);
  return { ...result, skipped, errors };
}
