import type { Database } from '../db/client';
import { insertEnrollments } from '../enrollments/enrollment-store';
import { accountOfLaunch } from './launch-account';
import { joinStaff, staffIdsOf } from './launch-course';
import { LaunchFailure } from './launch-failure';
import type { ContextRow } from './link-store';
import { coursePartOf } from './roles';
import { markLeft, markRosterRead, platformOfContext, recordMember } from './roster-store';
import { readRoster } from './services/memberships';
import { ServiceCallError } from './services/service-call';
import { SCOPES, withServiceToken } from './services/service-token';

/** What a roster sync changed: people new to the course, people whose part changed, people gone. */
export interface RosterSyncSummary {
  added: number;
  updated: number;
  marked_inactive: number;
  total: number;
}

/** The roster as the platform lists it now. */
async function membersOf(db: Database, context: ContextRow, signal?: AbortSignal) {
  const platform = await platformOfContext(db, context);
  if (!platform) throw new ServiceCallError('the platform of this course is no longer registered', null);
  return withServiceToken(
    db,
    platform,
    SCOPES.roster,
    (token) => readRoster(context.membershipsUrl!, token, signal),
    signal,
  );
}

/**
 * Brings the Margin course in line with the LMS roster (NRPS 2.0): learners enrolled, instructors and
 * assistants on the staff, accounts made and linked as a first launch makes them, and those no longer
 * listed as active marked as gone. Nothing is ever removed: a person who left keeps their work. A job's
 * sync stops between members when its signal aborts; the next attempt starts over.
 */
export async function syncRoster(
  db: Database,
  context: ContextRow,
  signal?: AbortSignal,
): Promise<RosterSyncSummary> {
  const members = await membersOf(db, context, signal);
  const summary: RosterSyncSummary = { added: 0, updated: 0, marked_inactive: 0, total: members.length };
  const staffIds = await staffIdsOf(db, context.courseId);
  const learnerIds: number[] = [];
  const listed: number[] = [];
  for (const member of members) {
    signal?.throwIfAborted();
    const part = coursePartOf(member.roles);
    if (!part || member.status !== 'Active') continue;
    let userId: number;
    try {
      const person = {
        issuer: context.issuer,
        subject: member.user_id,
        name: member.name,
        email: member.email,
      };
      userId = (await accountOfLaunch(db, person, part)).id;
    } catch (error) {
      // A closed account is left out, as its launch would be refused.
      if (error instanceof LaunchFailure) continue;
      throw error;
    }
    if (part === 'student') learnerIds.push(userId);
    else {
      await joinStaff(db, context.courseId, userId, part, staffIds);
      staffIds.add(userId);
    }
    listed.push(userId);
    const change = await recordMember(db, context.id, { userId, subject: member.user_id, part });
    if (change === 'added') summary.added += 1;
    if (change === 'updated') summary.updated += 1;
  }
  if (learnerIds.length) await insertEnrollments(db, context.courseId, learnerIds);
  summary.marked_inactive = await markLeft(db, context.id, listed);
  await markRosterRead(db, context.id);
  return summary;
}
