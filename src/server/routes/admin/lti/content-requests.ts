import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LtiContentChoice } from '../../../../shared/contract/lti';
import type { Account } from '../../../auth/access';
import { OWN, requireStaff } from '../../../auth/course-staff';
import { insertAssignment, listAssignmentsOfCourse } from '../../../courses/assignment-store';
import { findCourse } from '../../../courses/course-store';
import { insertWeek, listWeeksOfCourse, type WeekRow } from '../../../courses/week-store';
import type { Database } from '../../../db/client';
import { conflict, mustFind } from '../../../errors';
import { fieldsRefusal } from '../../../input/reported-problems';
import { keepContentAnswer, openContentRequest } from '../../../lti/content-request-store';
import { contentItemOf, signContentAnswer } from '../../../lti/deep-linking';
import { ltiAddresses } from '../../../lti/http/tool-addresses';
import { findPlatform } from '../../../lti/platform-store';
import { serve } from '../../serve';

const GONE =
  'This request to add assignments has expired or was answered already. Add them again from your course.';

/** The caller's own open request, and their right to change its course; 404 for anyone else's. */
async function ownOpenRequest(db: Database, account: Account, id: number) {
  const open = mustFind(await openContentRequest(db, id, account.id), 'That request to add assignments');
  await requireStaff(db, account, 'course', open.courseId, 'edit');
  return open;
}

/** The week a new assignment goes to: the one named (in this course), else the last, else a first one. */
async function weekOfNewAssignment(db: Database, courseId: number, weekId: number | null, weeks: WeekRow[]) {
  if (weekId !== null) {
    const week = weeks.find((candidate) => candidate.id === weekId);
    if (!week) throw fieldsRefusal([['new_assignment.week_id', 'Choose a week of this course.']]);
    return week.id;
  }
  const last = weeks.at(-1);
  if (last) return last.id;
  return (await insertWeek(db, courseId, { weekNumber: 1, title: '', startsOn: null, endsOn: null })).id;
}

/** The assignments to place: the chosen ones of this course, and the new one made now, in that order. */
async function placedAssignments(db: Database, courseId: number, choice: LtiContentChoice) {
  const ofCourse = await listAssignmentsOfCourse(db, courseId);
  const chosen = [...new Set(choice.assignment_ids)].map((id) => ofCourse.find((row) => row.id === id));
  if (chosen.some((row) => row === undefined))
    throw fieldsRefusal([['assignment_ids', 'Choose assignments of this course.']]);
  const placed = chosen.map((row) => ({ id: row!.id, title: row!.title }));
  if (choice.new_assignment) {
    const { week_id: weekId } = choice.new_assignment;
    const title = choice.new_assignment.title.trim();
    // Blanks count as text to the schema; a title of nothing else is missing.
    if (!title) throw fieldsRefusal([['new_assignment.title', 'Give the new assignment a title.']]);
    const weeks = await listWeeksOfCourse(db, courseId);
    const week = await weekOfNewAssignment(db, courseId, weekId, weeks);
    const made = await insertAssignment(db, week, {
      title,
      instructionsHtml: '',
      dueAt: null,
      minWords: null,
      maxWords: null,
      allowRevisions: false,
      maxVersions: 1,
      anonymousGrading: false,
    });
    placed.push({ id: made.id, title: made.title });
  }
  return placed;
}

/**
 * /api/admin/lti/content-requests/{id}: an instructor's deep-linking request from the LMS (Deep Linking
 * 2.0), the course's assignments to place there, and the signed answer once they are chosen.
 */
const contentRequests: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getLtiContentRequest', OWN, async (request) => {
    const { request: open, courseId } = await ownOpenRequest(app.db, request.account!, request.params.id);
    const [weeks, assignmentRows, course] = await Promise.all([
      listWeeksOfCourse(app.db, courseId),
      listAssignmentsOfCourse(app.db, courseId),
      findCourse(app.db, courseId),
    ]);
    return {
      id: open.id,
      course_id: courseId,
      course_title: course?.title ?? '',
      accept_multiple: open.acceptMultiple,
      weeks: weeks.map((week) => ({
        id: week.id,
        title: week.title,
        week_number: week.weekNumber,
        assignments: assignmentRows
          .filter((row) => row.weekId === week.id)
          .map((row) => ({ id: row.id, title: row.title, due_at: row.dueAt?.toISOString() ?? null })),
      })),
    };
  });

  serve(app, 'answerLtiContentRequest', OWN, async (request, reply) => {
    const { request: open, courseId } = await ownOpenRequest(app.db, request.account!, request.params.id);
    const choice = request.body;
    const count = new Set(choice.assignment_ids).size + (choice.new_assignment ? 1 : 0);
    if (count === 0) throw fieldsRefusal([['assignment_ids', 'Choose an assignment, or make a new one.']]);
    if (count > 1 && !open.acceptMultiple)
      throw fieldsRefusal([
        ['assignment_ids', 'Your learning platform takes one assignment at a time here.'],
      ]);
    const platform = mustFind(await findPlatform(app.db, open.platformId), 'That learning platform');
    const launchUrl = ltiAddresses(app.config.publicUrl).launch_url;
    const returnToken = await app.db.transaction(async (tx) => {
      const placed = await placedAssignments(tx, courseId, choice);
      const items = placed.map((assignment) => contentItemOf(assignment, launchUrl));
      const jwt = await signContentAnswer(tx, open, platform, items);
      const token = await keepContentAnswer(tx, open.id, jwt);
      // Answered meanwhile (a second tab): nothing made here stays.
      if (!token) throw conflict(GONE);
      request.log.info(
        { ltiContentRequestId: open.id, courseId, assignments: placed.length },
        'LTI content placed',
      );
      return token;
    });
    return reply.status(201).send({ return_token: returnToken });
  });
};

export default contentRequests;
