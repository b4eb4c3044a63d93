import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { db, startSession } from '../../mocks/db';
import { READY_SUBMISSION_ID, seedGradingScenario } from '../../mocks/fixtures/grading';
import { ESSAY_RUBRIC } from '../../mocks/fixtures/rubrics';
import { sampleSubmission } from '../../mocks/fixtures/submissions';
import { userFixtures } from '../../mocks/fixtures/users';
import { API_ROUTES, type ApiRouteName, pathTo } from '../../src/shared/contract/routes';

/** A submission of assignment 501 whose feedback the student has been given. */
export const RELEASED_TO_STUDENT = 9200;

/**
 * The fixtures as the browser tests and the demo meet them: the grading scenario, a released essay, and
 * one entry of what the default data leaves empty (a comment bank entry, a reply, a draft), so that every
 * list has something to check.
 */
export function seedContractScenario() {
  seedGradingScenario(db);
  db.rubrics.set(500, ESSAY_RUBRIC);
  db.ltiPlatforms.push({
    id: 1,
    issuer: 'https://moodle.example.edu',
    client_id: 'margin-tool',
    deployment_ids: ['1'],
    auth_login_url: 'https://moodle.example.edu/mod/lti/auth.php',
    auth_token_url: 'https://moodle.example.edu/mod/lti/token.php',
    jwks_url: 'https://moodle.example.edu/mod/lti/certs.php',
    frame_origins: [],
    created_at: '2026-01-10T09:00:00.000Z',
  });
  // An instructor's deep-linking request from that LMS, for the first course.
  db.ltiContentRequests.set(3, { courseId: db.courses[0].id, acceptMultiple: true });
  db.rubricScores.set(READY_SUBMISSION_ID, [{ criterion_id: 10, level_id: 12, comment: 'A clear claim.' }]);
  db.assignments.push({ ...db.assignments[0], id: 501, title: 'Revise the thesis' });
  db.submissions.push(
    sampleSubmission({
      id: RELEASED_TO_STUDENT,
      assignment_id: 501,
      status: 'graded',
      grade: 82,
      feedback: 'A clear thesis.',
      graded_at: '2026-01-15T10:00:00.000Z',
      feedback_generated_at: '2026-01-14T10:00:00.000Z',
      is_approved: true,
    }),
  );
  const savedAt = '2026-01-15T10:00:00.000Z';
  db.essayDrafts.set(`${userFixtures.student.user.id}:500`, {
    content_html: '<p>A draft.</p>',
    revision: 1,
    saved_at: savedAt,
    history: [{ id: 1, revision: 1, word_count: 2, saved_at: savedAt, content_html: '<p>A draft.</p>' }],
  });
  db.replies.push({
    id: 1,
    item_id: 700,
    author_id: userFixtures.student.user.id,
    body: 'Why is this vague?',
    created_at: savedAt,
    seen: false,
  });
  const saved = '2026-01-12T15:00:00.000Z';
  db.commentBank.push({
    id: 1,
    owner_id: userFixtures.admin.user.id,
    comment: 'Name the source of this figure.',
    suggestion: '',
    category: 'evidence',
    uses: 3,
    created_at: saved,
    updated_at: saved,
  });
}

export type Caller = 'visitor' | 'student' | 'admin';

export interface ContractCall {
  /** The path's parameters; the query, if any, as it follows the path. */
  params?: Record<string, number>;
  query?: string;
  body?: unknown;
}

/** One call of the contract through msw, as the browser makes it, with the caller's fresh session. */
export async function callAs(
  caller: Caller,
  name: ApiRouteName,
  { params = {}, query = '', body }: ContractCall,
) {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (caller !== 'visitor') {
    const { access_token } = startSession(db.users.get(userFixtures[caller].user.id)!);
    headers.authorization = `Bearer ${access_token}`;
  }
  const { method } = API_ROUTES[name];
  const response = await fetch(`${window.location.origin}/api${pathTo(API_ROUTES[name], params)}${query}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The first few ways a value fails a schema, readable in a failed test; none when it passes. */
export const problemsOf = (schema: TSchema, value: unknown) =>
  [...Value.Errors(schema, value)].slice(0, 5).map((error) => JSON.stringify(error));
