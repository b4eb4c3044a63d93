import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stillUsable } from '../db/rows';
import { ltiLaunchStates, ltiUsedNonces } from '../db/schema';

/** A login has this long to come back as a launch: the platform answers at once, a person never waits. */
export const LAUNCH_STATE_TTL_MS = 5 * 60_000;

export type LaunchStateRow = typeof ltiLaunchStates.$inferSelect;

/** 256 random bits, URL-safe: a state, a nonce or a browser binding. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Only hashes are stored: a copy of the database cannot finish a login under way. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a login: its state (for the platform to send back) and nonce (for it to sign into the token). */
export async function startLaunchState(
  db: Database,
  values: { platformId: number; targetLinkUri: string; browser: string | null },
): Promise<{ state: string; nonce: string }> {
  const state = randomToken();
  const nonce = randomToken();
  await db.insert(ltiLaunchStates).values({
    stateHash: hashOf(state),
    platformId: values.platformId,
    nonce,
    browserHash: values.browser ? hashOf(values.browser) : null,
    targetLinkUri: values.targetLinkUri,
    expiresAt: new Date(Date.now() + LAUNCH_STATE_TTL_MS),
  });
  return { state, nonce };
}

/**
 * Takes the login this state started, once: the row is marked used in the same statement that finds
 * it, so two posts of one state cannot both pass. Undefined for an unknown, used or expired state.
 */
export async function takeLaunchState(db: Database, state: string): Promise<LaunchStateRow | undefined> {
  const [row] = await db
    .update(ltiLaunchStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(ltiLaunchStates.stateHash, hashOf(state)),
        stillUsable(ltiLaunchStates.usedAt, ltiLaunchStates.expiresAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Records that an id_token with this nonce was accepted; false when the issuer's nonce was seen before
 * (a replayed token). Kept until the token it came in could no longer be accepted anyway.
 */
export async function spendNonce(db: Database, issuer: string, nonce: string, until: Date): Promise<boolean> {
  const inserted = await db
    .insert(ltiUsedNonces)
    .values({ issuer, nonce, expiresAt: until })
    .onConflictDoNothing()
    .returning({ nonce: ltiUsedNonces.nonce });
  return inserted.length === 1;
}

/** Drops the logins and nonces that can no longer be used, so neither table grows with every launch. */
export async function forgetExpiredLaunches(db: Database, now = new Date()): Promise<void> {
  await db.delete(ltiLaunchStates).where(lt(ltiLaunchStates.expiresAt, now));
  await db.delete(ltiUsedNonces).where(lt(ltiUsedNonces.expiresAt, now));
}
