import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './user-store';

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
