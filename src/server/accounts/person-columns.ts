import { users } from '../db/schema';
import { displayNameColumn } from './display-name';

/**
 * An account as the server reads it for others: named columns only, so the password hash never leaves
 * the table, not even into a query's result.
 */
export const personColumns = {
  id: users.id,
  username: users.username,
  displayName: displayNameColumn,
  email: users.email,
  role: users.role,
  status: users.status,
  emailVerified: users.emailVerified,
};
