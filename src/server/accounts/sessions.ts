import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { Account } from '../auth/access';
import { hashToken, newOpaqueToken } from '../auth/secrets';
import { openSuccessor, sealSuccessor } from '../auth/successor-seal';
import type { Database } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema';
import { HttpError } from '../errors';
import { personColumns } from './person-columns';
import { isSiteAdmin } from './site-admin';

const DAY_MS = 24 * 3600 * 1000;

export const invalidRefresh = () =>
  new HttpError(
    401,
    ErrorCode.invalidToken,
    'Session expired',
    'Your session has ended. Please sign in again.',
  );

async function issueRefreshToken(db: Database, sessionId: string, ttlDays: number): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
  });
  return token;
}

export async function startSession(db: Database, userId: number, ttlDays: number) {
  const sessionId = randomUUID();
  await db.insert(sessions).values({ id: sessionId, userId });
  return { sessionId, refreshToken: await issueRefreshToken(db, sessionId, ttlDays) };
}

/**
 * How long a just-replaced refresh token still yields the token that replaced it. Two tabs of one
 * browser hold the same token and refresh together when their access tokens run out; the second must
 * get the same successor rather than revoke the family and sign both out.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

type Presented = typeof refreshTokens.$inferSelect;

async function findPresented(db: Database, token: string): Promise<Presented | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row;
}

/** The session's person, once it is known to be still open; its last use is recorded on the way. */
async function openSession(db: Database, sessionId: string, now: Date) {
  const [session] = await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ sessionId: sessions.id, userId: sessions.userId });
  if (!session) throw invalidRefresh();
  return session;
}

/** Tokens used after this moment are still inside the grace window; their sealed successors count. */
const graceWindowStart = (now: Date) => new Date(now.getTime() - REFRESH_REUSE_GRACE_MS);

/**
 * A used token came back. Within the grace window, while its successor is still unused, this is a second
 * tab that refreshed at the same moment: it gets the same successor. Otherwise someone else holds a copy
 * of the family, so the whole family is revoked (design: security baseline; RFC 9700, section 4.14.2).
 */
async function answerReuse(db: Database, token: string, presented: Presented, now: Date) {
  const successor =
    presented.usedAt! > graceWindowStart(now) && presented.successorSealed
      ? openSuccessor(token, presented.successorSealed)
      : null;
  if (successor) {
    const [unused] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(successor)),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      );
    if (unused) return { ...(await openSession(db, presented.sessionId, now)), refreshToken: successor };
  }
  await revokeSession(db, presented.sessionId);
  throw invalidRefresh();
}

/** Exchanges a refresh token for a new one in the same family; each token is used once. */
export async function rotateRefreshToken(db: Database, token: string, ttlDays: number) {
  const now = new Date();
  const presented = await findPresented(db, token);
  if (!presented) throw invalidRefresh();
  if (presented.usedAt) return answerReuse(db, token, presented, now);
  if (presented.expiresAt <= now) throw invalidRefresh();

  // The successor exists before the claim that names it, so a second presenter can be handed it at once.
  const successor = await issueRefreshToken(db, presented.sessionId, ttlDays);
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: now, successorSealed: sealSuccessor(token, successor) })
    .where(
      and(eq(refreshTokens.id, presented.id), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)),
    )
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    // Another request claimed it between our read and our claim: answer as the second presenter.
    await db.delete(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(successor)));
    const claimedMeanwhile = await findPresented(db, token);
    if (!claimedMeanwhile?.usedAt) throw invalidRefresh();
    return answerReuse(db, token, claimedMeanwhile, now);
  }
  await dropSealsPastTheirWindow(db, now);
  return { ...(await openSession(db, presented.sessionId, now)), refreshToken: successor };
}

/** Past its window a sealed successor is never handed out, so the database need not keep it. */
async function dropSealsPastTheirWindow(db: Database, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ successorSealed: null })
    .where(and(isNotNull(refreshTokens.successorSealed), lt(refreshTokens.usedAt, graceWindowStart(now))));
}

/** Ends the open sessions that match every condition; an ended one keeps the moment it first ended. */
async function revokeSessions(db: Database, ...conditions: [SQL, ...SQL[]]): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions, isNull(sessions.revokedAt)));
}

export function revokeSession(db: Database, sessionId: string): Promise<void> {
  return revokeSessions(db, eq(sessions.id, sessionId));
}

/** Used when an instructor declines the account: every device it is signed in on is signed out. */
export function revokeAllSessions(db: Database, userId: number): Promise<void> {
  return revokeSessions(db, eq(sessions.userId, userId));
}

/** Used after a password change: every other device must sign in again. */
export function revokeOtherSessions(db: Database, userId: number, keepSessionId: string): Promise<void> {
  return revokeSessions(db, eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
}

export async function sessionOfRefreshToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.sessionId;
}

/**
 * The person behind a session, or null once it has ended or the account was declined: a declined
 * account is signed out at once, whatever its tokens say.
 */
export function accountOfSession(db: Database, userId: number, sessionId: string): Promise<Account | null> {
  return db
    .select({ ...personColumns, siteAdmin: isSiteAdmin, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(users.id, userId),
        isNull(sessions.revokedAt),
        ne(users.status, 'rejected'),
      ),
    )
    .then(([row]) => row ?? null);
}
