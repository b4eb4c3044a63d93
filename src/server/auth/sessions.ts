import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import type { Database } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { HttpError } from '../errors';
import { hashToken, newOpaqueToken } from './secrets';

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
 * Exchanges a refresh token for a new one in the same family. A token that was already used is the
 * sign of a stolen copy, so the whole family is revoked (design: security baseline).
 */
export async function rotateRefreshToken(db: Database, token: string, ttlDays: number) {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  if (!claimed) {
    const [known] = await db
      .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (known?.usedAt) await revokeSession(db, known.sessionId);
    throw invalidRefresh();
  }
  const [session] = await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, claimed.sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
  if (!session) throw invalidRefresh();
  return {
    sessionId: session.id,
    userId: session.userId,
    refreshToken: await issueRefreshToken(db, session.id, ttlDays),
  };
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Used after a password change: every other device must sign in again. */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export async function sessionOfRefreshToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  return row?.sessionId;
}
