import { lmsText, personNameOf } from '../claims';
import { callService, jsonOf, ServiceCallError } from './service-call';

/** NRPS 2.0 answers in pages; Margin follows at most this many `next` links. */
export const ROSTER_MAX_PAGES = 50;
/** And keeps at most this many members, whatever the pages hold. */
export const ROSTER_MAX_MEMBERS = 10_000;

const MEMBERSHIP_CONTAINER = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';

/** A member as NRPS 2.0 lists them (§2.2): only what Margin uses. */
export interface RosterMember {
  user_id: string;
  roles: string[];
  status: string;
  name: string;
  email: string;
}

/** The address of the `rel="next"` link in a Link header, if any (RFC 8288). */
export function nextLinkOf(header: string | null, base: string): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = part.match(/<([^>]*)>\s*;(.*)/);
    if (match && /(^|;)\s*rel\s*=\s*"?([^";]*\s)?next(\s[^";]*)?"?\s*(;|$)/i.test(match[2]))
      return new URL(match[1], base).toString();
  }
  return null;
}

function memberOf(raw: unknown): RosterMember | null {
  if (!raw || typeof raw !== 'object') return null;
  const entry = raw as Record<string, unknown>;
  const userId = lmsText(entry.user_id);
  if (!userId) return null;
  return {
    user_id: userId,
    roles: Array.isArray(entry.roles) ? entry.roles.filter((role) => typeof role === 'string') : [],
    // A member without a status is active (NRPS 2.0 §2.2).
    status: lmsText(entry.status, 20) || 'Active',
    name: personNameOf(entry),
    email: lmsText(entry.email, 254).toLowerCase(),
  };
}

/**
 * Every member of the context, page after page as the platform links them, within the bounds above.
 * A roster cut short by the bounds is an error: marking the rest as gone would be wrong.
 */
export async function readRoster(
  membershipsUrl: string,
  accessToken: string,
  signal?: AbortSignal,
): Promise<RosterMember[]> {
  const members: RosterMember[] = [];
  const visited = new Set<string>();
  // The bearer token goes to the roster's own site only: a next link elsewhere ends the read.
  const rosterOrigin = new URL(membershipsUrl).origin;
  let next: string | null = membershipsUrl;
  for (let page = 0; next; page += 1) {
    if (page >= ROSTER_MAX_PAGES || visited.has(next))
      throw new ServiceCallError(`the roster has more than ${ROSTER_MAX_PAGES} pages`, null);
    visited.add(next);
    const origin = new URL(next).origin;
    if (origin !== rosterOrigin)
      throw new ServiceCallError(
        `the roster's next page is on another site (${origin}); Margin sends its token to ${rosterOrigin} only`,
        null,
      );
    const answer = await callService(next, {
      method: 'GET',
      headers: { accept: MEMBERSHIP_CONTAINER, authorization: `Bearer ${accessToken}` },
      signal,
    });
    const container = jsonOf<{ members?: unknown }>(answer);
    if (!Array.isArray(container.members))
      throw new ServiceCallError('the roster page lists no members', answer.status);
    for (const raw of container.members) {
      const member = memberOf(raw);
      if (member) members.push(member);
    }
    if (members.length > ROSTER_MAX_MEMBERS)
      throw new ServiceCallError(`the roster has more than ${ROSTER_MAX_MEMBERS} members`, null);
    next = nextLinkOf(answer.headers.get('link'), next);
  }
  return members;
}
