import { eq, or, sql } from 'drizzle-orm';
import type { User } from '../../shared/contract/users';
import type { Database } from '../db/client';
import { violatedUniqueConstraint } from '../db/errors';
import { users } from '../db/schema';
import { conflict } from '../errors';

export type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    email_verified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Sign-in accepts the username or the e-mail address, in any letter case. */
export async function findUserByIdentifier(db: Database, identifier: string): Promise<UserRow | undefined> {
  const needle = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row;
}

export const duplicateMessages: Record<string, { field: string; message: string }> = {
  users_username_lower_key: { field: 'username', message: 'That username is already taken.' },
  users_email_lower_key: { field: 'email', message: 'That e-mail address is already in use.' },
};

/** A write that hit another account's username or address becomes its 409; any other error stays as it is. */
export function asDuplicateConflict(error: unknown): unknown {
  const duplicate = duplicateMessages[violatedUniqueConstraint(error) ?? ''];
  return duplicate ? conflict(duplicate.message, { [duplicate.field]: duplicate.message }) : error;
}
