import { and, eq, like, ne, notExists } from 'drizzle-orm';
import type { Database } from '../db/client';
import { violatedUniqueConstraint } from '../db/errors';
import { users } from '../db/schema';
import type { UserRow } from './user-store';

/** The domain of the addresses given to people whose system sent none (RFC 2606: reaches nobody). */
export const PLACEHOLDER_DOMAIN = 'lti.invalid';

/**
 * The password hash of an account whose person signs in elsewhere (their LMS, through an LTI launch):
 * no argon2 hash, so no password ever matches it; a password can still be set by a reset later.
 */
export const NO_PASSWORD = '!signs-in-elsewhere';

/**
 * A verified, approved account for a person another system vouches for. Undefined when the username
 * or the address is taken (the unique indexes decide, so two launches at once cannot both take one).
 */
export async function insertExternalAccount(
  db: Database,
  values: { username: string; email: string; displayName: string; role: UserRow['role'] },
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values({ ...values, passwordHash: NO_PASSWORD, status: 'approved', emailVerified: true })
    .onConflictDoNothing()
    .returning();
  return user;
}

/**
 * Brings an account its system vouches for up to what that system says now: the name it sends, and its
 * address where the account had only a placeholder and nobody else has that address. An address taken
 * meanwhile (the unique index decides) leaves the placeholder.
 */
export async function followExternalDetails(
  db: Database,
  id: number,
  details: { displayName: string | null; email: string | null },
): Promise<void> {
  const { displayName, email } = details;
  if (displayName)
    await db
      .update(users)
      .set({ displayName, updatedAt: new Date() })
      .where(and(eq(users.id, id), ne(users.displayName, displayName)));
  if (!email) return;
  try {
    await db
      .update(users)
      .set({ email, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, id),
          like(users.email, `%@${PLACEHOLDER_DOMAIN}`),
          notExists(db.select({ id: users.id }).from(users).where(eq(users.email, email))),
        ),
      );
  } catch (error) {
    if (!violatedUniqueConstraint(error)) throw error;
  }
}
