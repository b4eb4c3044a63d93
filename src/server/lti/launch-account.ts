import { createHash, randomBytes } from 'node:crypto';
import { emailProblem, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../shared/rules/account';
import {
  followExternalDetails,
  insertExternalAccount,
  PLACEHOLDER_DOMAIN,
} from '../accounts/external-account';
import { findUserById, setUserRole, type UserRow } from '../accounts/user-store';
import type { Database } from '../db/client';
import type { LaunchClaims } from './claims';
import { refuse } from './launch-failure';
import { findLinkedUserId, linkUser } from './link-store';
import type { CoursePart } from './roles';

/** Who a launch (or a roster) says the person is: all an account is found or made from. */
export type LaunchPerson = Pick<LaunchClaims, 'issuer' | 'subject' | 'name' | 'email'>;

/** A username from what the platform sent: the address's local part, else the name, else a plain word. */
function usernameBase(claims: LaunchPerson): string {
  const source = claims.email.split('@')[0] || claims.name.toLowerCase().replace(/\s+/g, '.');
  const cleaned = source.replace(/[^A-Za-z0-9._-]/g, '').slice(0, USERNAME_MAX_LENGTH - 5);
  return cleaned.length >= USERNAME_MIN_LENGTH ? cleaned : 'learner';
}

/**
 * An address for a person whose platform sent none, or one that another account already has: the
 * platform's word is no proof of owning an address, so an existing account is never taken over by it.
 * `.invalid` is reserved (RFC 2606): no mail can reach anyone through it.
 */
const placeholderAddress = (claims: LaunchPerson) =>
  `lti-${createHash('sha256').update(`${claims.issuer}\n${claims.subject}`).digest('hex').slice(0, 24)}@${PLACEHOLDER_DOMAIN}`;

/** The address the platform sent, when it is one; else null. */
const sentAddressOf = (claims: LaunchPerson) =>
  claims.email && !emailProblem(claims.email) ? claims.email : null;

/** Creates the account of a first launch: free username and address found by the unique indexes. */
async function createAccount(db: Database, claims: LaunchPerson, role: UserRow['role']) {
  const base = usernameBase(claims);
  const sentAddress = sentAddressOf(claims);
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const username = attempt === 0 ? base : `${base}-${randomBytes(2).toString('hex')}`;
    // After a clash, the address may be what clashed: the placeholder is this person's alone.
    const email = attempt === 0 && sentAddress ? sentAddress : placeholderAddress(claims);
    const user = await insertExternalAccount(db, { username, email, displayName: claims.name, role });
    if (user) return user;
  }
  throw new Error('no free username for an LTI account after 8 attempts');
}

/**
 * The Margin account of the person launching, linked by (issuer, sub): created on the first launch,
 * verified and approved, with the name and address the platform sends. A later launch brings the name
 * the platform sends now (the school's records lead), and a real address to an account that had only
 * a placeholder. Teaching a course takes an instructor account, so a person who teaches or assists
 * becomes one.
 */
export async function accountOfLaunch(
  db: Database,
  claims: LaunchPerson,
  part: CoursePart,
): Promise<UserRow> {
  const role: UserRow['role'] = part === 'student' ? 'regular' : 'admin';
  const linkedId = await findLinkedUserId(db, claims.issuer, claims.subject);
  let user = linkedId ? await findUserById(db, linkedId) : undefined;
  if (user && (user.displayName !== claims.name || user.email.endsWith(`@${PLACEHOLDER_DOMAIN}`))) {
    await followExternalDetails(db, user.id, {
      displayName: claims.name || null,
      email: sentAddressOf(claims),
    });
    user = await findUserById(db, user.id);
  }
  if (!user) {
    const created = await createAccount(db, claims, role);
    // Two first launches at once: the link made first wins, and the other account is left unused.
    const linked = await linkUser(db, claims.issuer, claims.subject, created.id);
    user = linked
      ? created
      : await findUserById(db, (await findLinkedUserId(db, claims.issuer, claims.subject))!);
  }
  if (!user) throw new Error('the linked account of an LTI person vanished');
  if (user.status === 'rejected') throw refuse.accountClosed(user.id);
  if (role === 'admin' && user.role !== 'admin') return (await setUserRole(db, user.id, 'admin')) ?? user;
  return user;
}
