import type { User } from '../../shared/contract/users';
import { violatedUniqueConstraint } from '../db/errors';
import { conflict } from '../errors';
import { displayNameOf } from './display-name';
import type { UserRow } from './user-store';

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    display_name: displayNameOf(row),
    email: row.email,
    role: row.role,
    status: row.status,
    email_verified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
  };
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
