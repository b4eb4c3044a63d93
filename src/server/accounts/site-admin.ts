import { sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * Whether the account in a query is the site administrator: the admin account created first (the
 * demo `admin`), who has everything the admin role allows in every course. Read, never stored, so there
 * is always exactly one while any admin account exists.
 */
export const isSiteAdmin = sql<boolean>`(${users.role} = 'admin' and not exists (select 1 from "users" as "earlier_admin" where "earlier_admin"."role" = 'admin' and "earlier_admin"."id" < ${users.id}))`;
