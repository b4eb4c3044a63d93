import type { Database } from '../db/client';
import type { LaunchClaims } from './claims';
import { accountOfLaunch } from './launch-account';
import { takePlace } from './launch-course';
import { LaunchFailure } from './launch-failure';
import type { ContextRow } from './link-store';
import { coursePartOf } from './roles';
import { markLeft, markRosterRead, platformOfContext, recordMember } from './roster-store';
import { type RosterMember, readRoster } from './services/memberships';
import { ServiceCallError } from './services/service-call';
import { forgetServiceToken, SCOPES, serviceToken } from './services/service-token';

/** What a roster sync changed: people new to the course, people whose part changed, people gone. */
export interface RosterSyncSummary {
  added: number;
  updated: number;
  marked_inactive: number;
  total: number;
}

/** A member as a launch would present them, so their account is found or made as a launch does. */
const claimsOf = (context: ContextRow, member: RosterMember): LaunchClaims => ({
  issuer: context.issuer,
  subject: member.user_id,
  deploymentId: context.deploymentId,
  name: member.name,
  email: member.email,
  roles: member.roles,
  context: null,
  resourceLink: { id: '', title: '' },
  membershipsUrl: null,
  lineItemsUrl: null,
  lineItemUrl: null,
  assignmentId: null,
});

/** The roster as the platform lists it now, with a fresh token if the cached one was refused. */
async function membersOf(db: Database, context: ContextRow, signal?: AbortSignal) {
  const platform = await platformOfContext(db, context);
  if (!platform) throw new ServiceCallError('the platform of this course is no longer registered', null);
  const membershipsUrl = context.membershipsUrl!;
  try {
    return await readRoster(membershipsUrl, await serviceToken(db, platform, SCOPES.roster, signal), signal);
  } catch (error) {
    if (!(error instanceof ServiceCallError) || error.status !== 401) throw error;
    forgetServiceToken(platform, SCOPES.roster);
    return readRoster(membershipsUrl, await serviceToken(db, platform, SCOPES.roster, signal), signal);
  }
}

/**
 * Brings the Margin course in line with the LMS roster (NRPS 2.0): learners enrolled, instructors and
 * assistants on the staff, accounts made and linked as a first launch makes them, and those no longer
 * listed as active marked as gone. Nothing is ever removed: a person who left keeps their work.
 */
export async function syncRoster(
  db: Database,
  context: ContextRow,
  signal?: AbortSignal,
): Promise<RosterSyncSummary> {
  const members = await membersOf(db, context, signal);
  const summary: RosterSyncSummary = { added: 0, updated: 0, marked_inactive: 0, total: members.length };
  const listed: number[] = [];
  for (const member of members) {
    const part = coursePartOf(member.roles);
    if (!part || member.status !== 'Active') continue;
    let userId: number;
    try {
      userId = (await accountOfLaunch(db, claimsOf(context, member), part)).id;
    } catch (error) {
      // A closed account is left out, as its launch would be refused.
      if (error instanceof LaunchFailure) continue;
      throw error;
    }
    await takePlace(db, context.courseId, userId, part);
    listed.push(userId);
    const change = await recordMember(db, context.id, { userId, subject: member.user_id, part });
    if (change === 'added') summary.added += 1;
    if (change === 'updated') summary.updated += 1;
  }
  summary.marked_inactive = await markLeft(db, context.id, listed);
  await markRosterRead(db, context.id);
  return summary;
}
