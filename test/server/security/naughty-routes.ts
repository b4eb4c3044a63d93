import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { verifyPassword } from '../../../src/server/auth/passwords';
import { sanitizeHtml } from '../../../src/server/content/sanitize';
import {
  assignments,
  commentBankEntries,
  emailTokens,
  feedbackCategories,
  logRecords,
  ltiContentRequests,
  users,
} from '../../../src/server/db/schema';
import { bareEndpoint } from '../../../src/server/logs/log-rows';
import { DEEP_LINKING_CLAIMS } from '../../../src/server/lti/claims';
import { LOG_DETAIL_TEXT_LIMITS, LOG_EVENT_TEXT_LIMITS } from '../../../src/shared/contract/logs';
import { cleanDisplayName } from '../../../src/shared/rules/account';
import { normalisedColour } from '../../../src/shared/rules/category-keys';
import { fitText } from '../../../src/shared/rules/log-event-fit';
import { bearer } from '../factories';
import { itemOn } from '../feedback-factories';
import type { TestServer } from '../test-server';
import type { NaughtyWorld } from './naughty-world';

/**
 * One string's turn at a route (a batch route's turn carries several). Turns run in rounds of a few at
 * once: `slot` picks the object a turn writes to, `n` counts turns, `round` counts rounds.
 */
export interface Turn {
  server: TestServer;
  world: NaughtyWorld;
  n: number;
  slot: number;
  round: number;
}

/** A turn the route accepted: what was sent and what it answered. */
export interface Accepted {
  turn: Turn;
  answer: LightMyRequestResponse;
  sent: unknown;
}

export interface WriteRoute {
  /** Whose token the request carries; public routes carry none. */
  token?: (turn: Turn) => string;
  url: (turn: Turn) => string;
  /** A valid body; for a batch route, one valid element of the list. */
  base: (turn: Turn, element: number) => unknown;
  /** A body that is a list takes up to this many strings at once, one per element. */
  batch?: number;
  /**
   * Reads back what a round's accepted turns stored, through the API's GET (a list where there is one,
   * so a round costs one read) or the database where no GET shows it: for each turn, in the shape of
   * its body (a list of elements for a batch). Absent when the route stores no text at all.
   */
  read?: (accepted: Accepted[]) => Promise<unknown[]>;
  /** How a field is meant to be stored when not exactly as sent; `null` where it is kept nowhere. */
  stored?: Record<string, ((text: string) => unknown) | null>;
  /** Fields where every string costs a password hash: only the representative sample is sent there. */
  costly?: string[];
  /** Each request changes what the next must send, so they go one at a time. */
  serial?: true;
}

const trimmed = (text: string) => text.trim();

/** A log event's text fields as they are stored: cut to their limits and marked (log-event-fit.ts). */
const fittedLogFields = (prefix: string): Record<string, (text: string) => unknown> => ({
  ...Object.fromEntries(
    Object.entries(LOG_EVENT_TEXT_LIMITS).map(([field, limit]) => [
      `${prefix}${field}`,
      (text: string) => fitText(text, limit),
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(LOG_DETAIL_TEXT_LIMITS).map(([field, limit]) => [
      `${prefix}details.${field}`,
      (text: string) => fitText(text, limit),
    ]),
  ),
});

/** The revision each slot's essay draft is at, so that the next save names it (a stale one is a 409). */
const draftRevisions = new Map<number, number>();

async function get(turn: Turn, url: string, token = turn.world.admin.token) {
  const response = await turn.server.app.inject({ method: 'GET', url, headers: bearer(token) });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

const idOf = (answer: LightMyRequestResponse) => answer.json().id as number;

/** For routes with no list to read: one GET (or query) per accepted turn. */
const eachTurn =
  (read: (accepted: Accepted) => Promise<unknown>) =>
  (accepted: Accepted[]): Promise<unknown[]> =>
    Promise.all(accepted.map(read));

/** One GET of a list, then each turn's object picked from it by id. */
const fromList =
  (url: (turn: Turn) => string, idOfTurn: (accepted: Accepted) => number) =>
  async (accepted: Accepted[]): Promise<unknown[]> => {
    const lists = new Map<string, Promise<{ id: number }[]>>();
    return Promise.all(
      accepted.map(async (entry) => {
        const address = url(entry.turn);
        if (!lists.has(address)) lists.set(address, get(entry.turn, address));
        return (await lists.get(address))?.find((item) => item.id === idOfTurn(entry));
      }),
    );
  };
const created = ({ answer }: Accepted) => idOf(answer);

/** Each round's new comments go to the next submission in turn, so none gathers hundreds. */
const commentTarget = (world: NaughtyWorld, round: number) =>
  world.commentSubmissions[round % world.commentSubmissions.length];

async function reviewOf(turn: Turn, submissionId: number) {
  return get(turn, `/api/admin/assignments/${turn.world.reviewed.id}/submissions/${submissionId}`);
}

const admin = (turn: Turn) => turn.world.admin.token;
const course = { title: 'Naughty course', description: 'About strings.' };
const bankEntry = { comment: 'A naughty comment.', suggestion: '', category: 'grammar' };

const category = (name: string) => ({ name, description: '', color: '#123456', icon: '' });
const categoryStored = { name: trimmed, description: trimmed, icon: trimmed, color: normalisedColour };
const CATEGORIES = '/api/admin/feedback-categories';
const LTI_PLATFORMS = '/api/admin/lti/platforms';

/** The bank answers a page of the most used entries, so an entry is read back from the database. */
async function storedBankEntry(turn: Turn, id: number) {
  const [row] = await turn.server.handle.db
    .select({ comment: commentBankEntries.comment, suggestion: commentBankEntries.suggestion })
    .from(commentBankEntries)
    .where(eq(commentBankEntries.id, id));
  return row;
}
const week = (n: number) => ({
  week_number: n,
  title: 'A week',
  starts_on: '2030-01-07',
  ends_on: '2030-01-13',
});
const lesson = { title: 'A lesson', content_html: '<p>Read this.</p>' };
const assignment = {
  title: 'An essay',
  instructions_html: '<p>Argue.</p>',
  due_at: '2030-01-10T12:00:00.000Z',
};
const richText = { title: trimmed, content_html: sanitizeHtml, instructions_html: sanitizeHtml };
// The validator turns an empty string into null where a field may be null: a form's empty date input.
const dateStored = (text: string) => (text === '' ? null : text);
const weekStored = { title: trimmed, starts_on: dateStored, ends_on: dateStored };
const assignmentStored = {
  ...richText,
  due_at: (text: string) => (text === '' ? null : new Date(text).toISOString()),
};

/** A client log event whose duration tags it, so its record can be found again among the others. */
const logEvent = (tag: number) => ({
  timestamp: '2026-01-05T10:00:00.000Z',
  userId: null,
  username: 'someone',
  userRole: 'regular',
  sessionId: 'naughty-tab',
  action: 'openPage',
  category: 'AUTH',
  entityType: 'course',
  entityId: 3,
  details: {
    endpointName: 'getCourse',
    method: 'GET',
    path: '/api/student/courses/3',
    errorKind: 'TIMEOUT_ERROR',
  },
  success: true,
  errorMessage: 'A message.',
  duration: tag,
  browserInfo: 'Mozilla/5.0',
  pageUrl: 'http://margin.test/user/courses/3',
});
const LOG_BATCH = 100;

/** The browser events a turn sent, read back from the web records that carry their durations. */
async function storedEvents(server: TestServer, events: { duration: number }[]) {
  const rows = await server.handle.db
    .select()
    .from(logRecords)
    .where(
      and(
        eq(logRecords.service, 'web'),
        inArray(
          logRecords.durationMs,
          events.map((event) => event.duration),
        ),
      ),
    );
  return events.map((event) => {
    const row = rows.find((candidate) => candidate.durationMs === event.duration);
    if (!row) return undefined;
    const context = JSON.parse(row.context ?? '{}');
    return {
      timestamp: context.client_timestamp,
      sessionId: row.sessionId,
      action: context.action,
      entityType: context.entity_type,
      errorMessage: context.error_message,
      browserInfo: context.browser,
      pageUrl: context.page_url,
      details: context.details,
    };
  });
}

/**
 * Every POST, PUT and PATCH route with a text field in its body schema: who calls it, a valid body, and
 * how to read back what it stored. Keyed like the route table, "METHOD url".
 */
export const WRITE_ROUTES: Record<string, WriteRoute> = {
  'POST /api/login': {
    url: () => '/api/login',
    base: () => ({ identifier: 'nobody-by-this-name', password: 'not the password' }),
    // An unknown name still costs a hash, so that timing does not tell it apart.
    costly: ['identifier', 'password'],
  },
  'POST /api/refresh': { url: () => '/api/refresh', base: () => ({ refresh_token: 'A'.repeat(43) }) },
  'POST /api/logout': { url: () => '/api/logout', base: () => ({ refresh_token: 'A'.repeat(43) }) },
  'POST /api/register': {
    url: () => '/api/register',
    base: ({ n }) => ({
      username: `naughty_${n}`,
      email: `naughty_${n}@example.com`,
      password: 'long enough password',
    }),
    costly: ['password'],
    stored: { username: trimmed, email: trimmed, display_name: cleanDisplayName, join_code: null },
    read: eachTurn(async ({ turn: { server }, sent }) => {
      const body = sent as { username: string; email: string; password: string };
      // Usernames are unique in any letter case, so the name sent finds the account it made.
      const [user] = await server.handle.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${body.username.trim().toLowerCase()}`);
      if (!user) return undefined;
      const matches = await verifyPassword(user.passwordHash, body.password);
      return {
        username: user.username,
        display_name: user.displayName,
        email: user.email,
        password: matches ? body.password : '(another password)',
      };
    }),
  },
  'POST /api/verify-email': { url: () => '/api/verify-email', base: () => ({ token: 'A'.repeat(43) }) },
  // A code is looked up, never kept: whatever is typed finds a course or is one clear refusal.
  'POST /api/student/join': {
    token: admin,
    url: () => '/api/student/join',
    base: () => ({ code: 'ABCD2345' }),
    stored: { code: null },
  },
  'POST /api/accept-invite': {
    url: () => '/api/accept-invite',
    base: () => ({ token: 'A'.repeat(43), password: 'long enough password' }),
    costly: ['password'],
  },
  'POST /api/resend-verification': {
    url: () => '/api/resend-verification',
    base: () => ({ email: 'nobody@example.com' }),
  },
  'PUT /api/profile': {
    token: ({ world, slot }) => world.profiles[slot].token,
    url: () => '/api/profile',
    base: ({ world, slot }) => ({
      username: world.profiles[slot].username,
      email: world.profiles[slot].email,
    }),
    stored: { username: trimmed, email: trimmed, display_name: cleanDisplayName },
    read: async (accepted) => {
      // The people list holds the world's accounts first: they were created before any other.
      const { items } = await get(
        accepted[0].turn,
        '/api/admin/users?sort=created_at&order=asc&page_size=100',
      );
      return Promise.all(
        accepted.map(async ({ turn, sent }) => {
          const user = items.find((item: { id: number }) => item.id === turn.world.profiles[turn.slot].id);
          const asked = (sent as { email: string }).email.trim();
          if (asked.toLowerCase() === user.email.toLowerCase()) return user;
          // A new address is kept with the link that would confirm it until that link is opened.
          const [link] = await turn.server.handle.db
            .select({ email: emailTokens.email })
            .from(emailTokens)
            .where(
              and(
                eq(emailTokens.userId, user.id),
                eq(emailTokens.purpose, 'change'),
                isNull(emailTokens.usedAt),
              ),
            );
          return { ...user, email: link?.email };
        }),
      );
    },
  },
  'PUT /api/password': {
    token: ({ world }) => world.password.token,
    url: () => '/api/password',
    base: ({ world }) => ({ current_password: world.password.current, new_password: 'long enough password' }),
    costly: ['current_password', 'new_password'],
    serial: true,
    // The current password is checked, never kept; the new one is kept only as a hash.
    stored: { current_password: null },
    read: eachTurn(async ({ turn: { server, world }, sent }) => {
      const { new_password } = sent as { new_password: string };
      const [user] = await server.handle.db.select().from(users).where(eq(users.id, world.password.id));
      const matches = await verifyPassword(user.passwordHash, new_password);
      if (matches) world.password.current = new_password;
      return { new_password: matches ? new_password : '(another password)' };
    }),
  },

  'POST /api/feedback-items/:itemId/replies': {
    token: admin,
    url: ({ world, slot }) => `/api/feedback-items/${world.slotItems[slot].id}/replies`,
    base: () => ({ body: 'Why is this a problem?' }),
    stored: { body: trimmed },
    read: eachTurn(async ({ turn, answer }) => {
      const thread = await get(turn, `/api/feedback-items/${turn.world.slotItems[turn.slot].id}/replies`);
      return thread.find((reply: { id: number }) => reply.id === idOf(answer));
    }),
  },
  'POST /api/admin/comment-bank': {
    token: admin,
    url: () => '/api/admin/comment-bank',
    base: () => bankEntry,
    stored: { comment: trimmed, suggestion: trimmed },
    read: eachTurn(({ turn, answer }) => storedBankEntry(turn, idOf(answer))),
  },
  'PUT /api/admin/comment-bank/:id': {
    token: admin,
    url: ({ world, slot }) => `/api/admin/comment-bank/${world.slotBankEntries[slot].id}`,
    base: () => bankEntry,
    stored: { comment: trimmed, suggestion: trimmed },
    read: eachTurn(({ turn }) => storedBankEntry(turn, turn.world.slotBankEntries[turn.slot].id)),
  },
  // Each turn registers the LMS under a client id of its own, so none is refused as registered already.
  'POST /api/admin/lti/platforms': {
    token: admin,
    url: () => LTI_PLATFORMS,
    base: ({ n }) => ({
      issuer: 'https://lms.naughty.example',
      client_id: `naughty-${n}`,
      deployment_ids: ['deployment-1'],
      auth_login_url: 'https://lms.naughty.example/auth',
      auth_token_url: 'https://lms.naughty.example/token',
      jwks_url: 'https://lms.naughty.example/jwks',
      frame_origins: ['https://school.naughty.example'],
    }),
    read: fromList(() => LTI_PLATFORMS, created),
  },
  // Each turn answers a deep-linking request of its own with a new assignment, found again through the
  // signed answer kept for the request (its link names the assignment).
  'POST /api/admin/lti/content-requests/:id': {
    token: admin,
    url: ({ world, n }) => `/api/admin/lti/content-requests/${world.contentRequestIds[n]}`,
    base: ({ world }) => ({
      assignment_ids: [],
      new_assignment: { title: 'Placed essay', week_id: world.placedWeek.id },
    }),
    stored: { 'new_assignment.title': trimmed },
    read: eachTurn(async ({ turn }) => {
      const db = turn.server.handle.db;
      const [request] = await db
        .select({ jwt: ltiContentRequests.responseJwt })
        .from(ltiContentRequests)
        .where(eq(ltiContentRequests.id, turn.world.contentRequestIds[turn.n]));
      const [item] = decodeJwt(request.jwt!)[DEEP_LINKING_CLAIMS.contentItems] as Array<{
        custom: { assignment_id: string };
      }>;
      const [placed] = await db
        .select({ title: assignments.title })
        .from(assignments)
        .where(eq(assignments.id, Number(item.custom.assignment_id)));
      return { new_assignment: placed };
    }),
  },
  'POST /api/admin/feedback-categories': {
    token: admin,
    url: () => CATEGORIES,
    base: ({ n }) => category(`Naughty ${n}`),
    stored: categoryStored,
    // Each category made is deleted once read, so that an instructor's cap of 50 never refuses the next.
    read: async (accepted) => {
      const stored = await fromList(() => CATEGORIES, created)(accepted);
      const ids = accepted.map(created);
      await accepted[0].turn.server.handle.db
        .delete(feedbackCategories)
        .where(inArray(feedbackCategories.id, ids));
      return stored;
    },
  },
  'PUT /api/admin/feedback-categories/:id': {
    token: admin,
    url: ({ world, slot }) => `${CATEGORIES}/${world.slotCategories[slot].id}`,
    base: ({ slot }) => category(`Slot ${slot}`),
    stored: categoryStored,
    read: fromList(
      () => CATEGORIES,
      ({ turn }) => turn.world.slotCategories[turn.slot].id,
    ),
  },
  'POST /api/admin/courses': {
    token: admin,
    url: () => '/api/admin/courses',
    base: () => course,
    stored: { title: trimmed },
    read: fromList(() => '/api/admin/courses', created),
  },
  'PUT /api/admin/courses/:id': {
    token: admin,
    url: ({ world, slot }) => `/api/admin/courses/${world.slotCourses[slot].id}`,
    base: () => course,
    stored: { title: trimmed },
    read: fromList(
      () => '/api/admin/courses',
      ({ turn }) => turn.world.slotCourses[turn.slot].id,
    ),
  },
  'POST /api/admin/courses/:courseId/weeks': {
    token: admin,
    url: ({ world, n }) => `/api/admin/courses/${world.weekCourses[Math.floor(n / 500)].id}/weeks`,
    base: ({ n }) => week((n % 500) + 1),
    stored: weekStored,
    read: fromList(
      ({ world, n }) => `/api/admin/courses/${world.weekCourses[Math.floor(n / 500)].id}/weeks`,
      created,
    ),
  },
  'PUT /api/admin/weeks/:id': {
    token: admin,
    url: ({ world, slot }) => `/api/admin/weeks/${world.slotWeeks[slot].id}`,
    base: ({ world, slot }) => week(world.slotWeeks[slot].weekNumber),
    stored: weekStored,
    read: fromList(
      ({ world }) => `/api/admin/courses/${world.course.id}/weeks`,
      ({ turn }) => turn.world.slotWeeks[turn.slot].id,
    ),
  },
  'POST /api/admin/weeks/:id/lessons': {
    token: admin,
    url: ({ world }) => `/api/admin/weeks/${world.newContentWeek.id}/lessons`,
    base: () => lesson,
    stored: richText,
    read: fromList(({ world }) => `/api/admin/weeks/${world.newContentWeek.id}/lessons`, created),
  },
  'PUT /api/admin/lessons/:id': {
    token: admin,
    url: ({ world, slot }) => `/api/admin/lessons/${world.slotLessons[slot].id}`,
    base: () => lesson,
    stored: richText,
    read: fromList(
      ({ world }) => `/api/admin/weeks/${world.contentWeek.id}/lessons`,
      ({ turn }) => turn.world.slotLessons[turn.slot].id,
    ),
  },
  'POST /api/admin/weeks/:id/assignments': {
    token: admin,
    url: ({ world }) => `/api/admin/weeks/${world.newContentWeek.id}/assignments`,
    base: () => assignment,
    stored: assignmentStored,
    read: fromList(({ world }) => `/api/admin/weeks/${world.newContentWeek.id}/assignments`, created),
  },
  // A class list is read, never kept as sent: rows that are no address are answered by line.
  'POST /api/admin/courses/:id/roster': {
    token: admin,
    url: ({ world }) => `/api/admin/courses/${world.course.id}/roster`,
    base: () => ({ csv: 'not an address' }),
    stored: { csv: null },
  },
  // A due date is a time or it is refused: whatever else is typed is never kept.
  'PUT /api/admin/assignments/:id/extensions/:userId': {
    token: admin,
    url: ({ world }) => `/api/admin/assignments/${world.reviewed.id}/extensions/${world.student.id}`,
    base: () => ({ due_at: '2030-01-01T09:00:00.000Z' }),
    stored: { due_at: null },
  },
  'PUT /api/admin/assignments/:id': {
    token: admin,
    url: ({ world, slot }) => `/api/admin/assignments/${world.slotAssignments[slot].id}`,
    base: () => assignment,
    stored: assignmentStored,
    read: fromList(
      ({ world }) => `/api/admin/weeks/${world.contentWeek.id}/assignments`,
      ({ turn }) => turn.world.slotAssignments[turn.slot].id,
    ),
  },

  'POST /api/admin/logs/ingest/batch': {
    token: admin,
    url: () => '/api/admin/logs/ingest/batch',
    // Far above any real duration, so no request record of the server's own carries the same.
    base: ({ n }, element) => logEvent(50_000_000 + n * LOG_BATCH + element),
    batch: LOG_BATCH,
    // Who did it comes from the token, never from the event; the page is kept without its query.
    stored: {
      ...fittedLogFields('*.'),
      '*.username': null,
      '*.userRole': null,
      '*.pageUrl': (text) => bareEndpoint(fitText(text, LOG_EVENT_TEXT_LIMITS.pageUrl)),
    },
    read: eachTurn(({ turn: { server }, sent }) => storedEvents(server, sent as { duration: number }[])),
  },

  // Enabled for this test (LEGACY_ANALYTICS=1); the config's session id is not kept, the event's is.
  'POST /api/logging/kusto': {
    token: admin,
    url: () => '/api/logging/kusto',
    base: ({ n }) => ({
      events: [logEvent(60_000_000 + n)],
      config: { app_version: '0.17.0-beta', session_id: 'naughty-tab' },
    }),
    stored: {
      ...fittedLogFields('events.*.'),
      'events.*.username': null,
      'events.*.userRole': null,
      'events.*.pageUrl': (text) => bareEndpoint(fitText(text, LOG_EVENT_TEXT_LIMITS.pageUrl)),
      'config.session_id': null,
    },
    read: eachTurn(async ({ turn: { server }, sent }) => {
      const { events } = sent as { events: { duration: number }[] };
      const [event] = await storedEvents(server, events);
      const [row] = await server.handle.db
        .select()
        .from(logRecords)
        .where(and(eq(logRecords.service, 'web'), eq(logRecords.durationMs, events[0].duration)));
      return { events: [event], config: { app_version: JSON.parse(row?.context ?? '{}').app_version } };
    }),
  },

  'PATCH /api/admin/assignments/:assignmentId/submissions/:submissionId/feedback-items/:itemId': {
    token: admin,
    url: ({ world, slot }) =>
      `/api/admin/assignments/${world.reviewed.id}/submissions/${world.itemSubmission.id}/feedback-items/${world.slotItems[slot].id}`,
    base: () => ({ comment: 'A comment.', suggestion: 'A suggestion.' }),
    read: async (accepted) => {
      const { feedback_items } = await reviewOf(accepted[0].turn, accepted[0].turn.world.itemSubmission.id);
      return accepted.map(({ turn }) =>
        feedback_items.find((item: { id: number }) => item.id === turn.world.slotItems[turn.slot].id),
      );
    },
  },
  'POST /api/admin/assignments/:assignmentId/submissions/:submissionId/feedback-items': {
    token: admin,
    url: ({ world, round }) =>
      `/api/admin/assignments/${world.reviewed.id}/submissions/${commentTarget(world, round).id}/feedback-items`,
    base: ({ world }) => {
      const { startIndex, endIndex, quote, category, severity, comment, suggestion } = itemOn(
        world.essayText,
        'streets',
      );
      return { startIndex, endIndex, quote, category, severity, comment, suggestion };
    },
    read: async (accepted) => {
      const { turn } = accepted[0];
      const { feedback_items } = await reviewOf(turn, commentTarget(turn.world, turn.round).id);
      return accepted.map(({ answer }) =>
        feedback_items.find((item: { id: number }) => item.id === idOf(answer)),
      );
    },
  },
  'PUT /api/admin/assignments/:assignmentId/submissions/:submissionId/review': {
    token: admin,
    url: ({ world, slot }) =>
      `/api/admin/assignments/${world.reviewed.id}/submissions/${world.reviewSubmissions[slot].id}/review`,
    base: () => ({
      grade: 70,
      general_feedback: 'Fine work.',
      overall_feedback: 'Clear.',
      strengths: ['A thesis.'],
      areas_for_improvement: ['Evidence.'],
      encouragement: 'Keep going.',
      release: false,
      rubric_scores: [{ criterion_id: 1, level_id: 2, comment: 'A clear claim.' }],
    }),
    read: eachTurn(async ({ turn }) => {
      const detail = await reviewOf(turn, turn.world.reviewSubmissions[turn.slot].id);
      return {
        general_feedback: detail.general_feedback,
        ...JSON.parse(detail.structured_feedback_json),
        rubric_scores: detail.rubric_scores.map((score: { comment: string }) => ({ comment: score.comment })),
      };
    }),
    stored: { 'rubric_scores.*.comment': trimmed },
  },

  'PUT /api/admin/assignments/:id/rubric': {
    token: admin,
    url: ({ world, slot }) => `/api/admin/assignments/${world.slotAssignments[slot].id}/rubric`,
    base: () => ({
      criteria: [
        {
          title: 'Claim',
          description: 'An arguable claim.',
          levels: [{ title: 'Clear', description: 'Arguable and precise.', points: 4 }],
        },
      ],
    }),
    read: eachTurn(async ({ turn }) =>
      get(turn, `/api/admin/assignments/${turn.world.slotAssignments[turn.slot].id}/rubric`),
    ),
    stored: {
      'criteria.*.title': trimmed,
      'criteria.*.description': trimmed,
      'criteria.*.levels.*.title': trimmed,
      'criteria.*.levels.*.description': trimmed,
    },
  },

  'POST /api/student/assignments/:id/submissions': {
    token: ({ world }) => world.student.token,
    url: ({ world, slot }) => `/api/student/assignments/${world.essayAssignments[slot].id}/submissions`,
    base: () => ({ content_html: '<p>Trees cool the streets.</p>' }),
    stored: { content_html: sanitizeHtml },
    read: eachTurn(async ({ turn }) => {
      const { latest_submission } = await get(
        turn,
        `/api/student/assignments/${turn.world.essayAssignments[turn.slot].id}`,
        turn.world.student.token,
      );
      return latest_submission;
    }),
  },
  'PUT /api/student/assignments/:id/draft': {
    token: ({ world }) => world.student.token,
    url: ({ world, slot }) => `/api/student/assignments/${world.essayAssignments[slot].id}/draft`,
    base: ({ slot }) => ({
      content_html: '<p>Trees cool the streets.</p>',
      base_revision: draftRevisions.get(slot) ?? 0,
    }),
    stored: { content_html: sanitizeHtml },
    read: eachTurn(async ({ turn }) => {
      const draft = await get(
        turn,
        `/api/student/assignments/${turn.world.essayAssignments[turn.slot].id}/draft`,
        turn.world.student.token,
      );
      draftRevisions.set(turn.slot, draft.revision);
      return draft;
    }),
  },
};
