import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';
import { HttpError } from '../errors';
import { queueMail } from '../mail/mail-job';

/** How long failures count, and so how long an account waits once it has too many. */
export const LOCKOUT_MINUTES = 15;

const recent = (userId: number) =>
  and(
    eq(signInFailures.userId, userId),
    gt(signInFailures.failedAt, sql`now() - make_interval(mins => ${LOCKOUT_MINUTES})`),
  );

async function failuresOf(db: Database, userId: number): Promise<number> {
  const [{ failures }] = await db.select({ failures: count() }).from(signInFailures).where(recent(userId));
  return Number(failures);
}

const paused = () => {
  const sentence = `Too many failed sign-ins to this account. Try again in ${LOCKOUT_MINUTES} minutes; the account's owner has been told by e-mail.`;
  return new HttpError(429, ErrorCode.rateLimited, 'Too many requests', sentence);
};

/**
 * Refuses a sign-in to an account that has had `limit` failures in the last few minutes, from whatever
 * addresses: guesses spread over many addresses are capped too. Checked before the password is, so a
 * paused account costs no password hash. Answers the failures counted, for the sign-in to clear.
 */
export async function checkAccountPaused(db: Database, userId: number, limit: number): Promise<number> {
  const failures = await failuresOf(db, userId);
  if (failures >= limit) throw paused();
  return failures;
}

/**
 * Counts a failed sign-in to an existing account; the failure that reaches `limit` e-mails the owner,
 * so that the real person knows why they wait and that someone tried their account.
 */
export async function recordSignInFailure(
  db: Database,
  user: { id: number; email: string; username: string },
  limit: number,
): Promise<void> {
  await db.insert(signInFailures).values({ userId: user.id });
  await db
    .delete(signInFailures)
    .where(
      and(eq(signInFailures.userId, user.id), lt(signInFailures.failedAt, sql`now() - interval '1 day'`)),
    );
  if ((await failuresOf(db, user.id)) !== limit) return;
  await queueMail(
    db,
    {
      to: user.email,
      subject: 'Sign-in to your Margin account paused',
      text: `Hello ${user.username},\n\nSomeone failed to sign in to your account ${limit} times in a few minutes, so signing in is paused for ${LOCKOUT_MINUTES} minutes. If it was you, wait and try again. If it was not, your password was not guessed; consider changing it to a longer one once you are signed in.`,
    },
    user.id,
  );
}

/** A successful sign-in clears the count: its owner is back. */
export async function clearSignInFailures(db: Database, userId: number): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.userId, userId));
}
