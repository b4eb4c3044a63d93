import { HttpResponse } from 'msw';
import type { Assignment, CarriedItem, EssayVersion, StudentSubmission } from '../../src/shared/contract';
import { extractPlainText } from '../../src/shared/rules/plain-text';
import { isReleasedToStudent } from '../../src/shared/rules/release';
import { mayReviseAfter, noRevisionReason, type RevisionPolicy } from '../../src/shared/rules/revisions';
import { checkWordLimits, countWords } from '../../src/shared/rules/words';
import { db, nextId } from '../db';
import { type MockSubmission, sampleSubmission } from '../fixtures/submissions';
import { handleAsStudent } from './handle';
import { apiError, notEnrolled, notFound } from './respond';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** The latest version of one student's essay for an assignment; only it counts. */
export function latestVersion(userId: number, assignmentId: number): MockSubmission | undefined {
  return db.submissions
    .filter((row) => row.user_id === userId && row.assignment_id === assignmentId)
    .reduce<MockSubmission | undefined>(
      (latest, row) => (latest && latest.version > row.version ? latest : row),
      undefined,
    );
}

const policyOf = (assignment: Assignment): RevisionPolicy => ({
  allowRevisions: assignment.allow_revisions,
  maxVersions: assignment.max_versions,
});

/**
 * Whether the student may store a version now: a replacement of the one under review until the
 * instructor has saved work on it, or a revision the assignment allows.
 */
export const maySubmit = (assignment: Assignment, latest: MockSubmission) =>
  isReleasedToStudent(latest) ? mayReviseAfter(policyOf(assignment), latest.version) : !latest.saved;

/** Every version of one student's essay, oldest first, as the version switcher lists them. */
export function versionsOf(
  userId: number,
  assignmentId: number,
  gradesOfReleasedOnly: boolean,
): EssayVersion[] {
  return db.submissions
    .filter((row) => row.user_id === userId && row.assignment_id === assignmentId)
    .sort((a, b) => a.version - b.version)
    .map((row) => {
      const released = isReleasedToStudent(row);
      const visible = released || !gradesOfReleasedOnly;
      return {
        submission_id: row.id,
        version: row.version,
        submitted_at: row.submitted_at,
        released,
        grade: visible ? row.grade : null,
        rubric_levels: visible
          ? (db.rubricScores.get(row.id) ?? []).map(({ criterion_id, level_id }) => ({
              criterion_id,
              level_id,
            }))
          : [],
      };
    });
}

/** The comments carried into a revision, in reading order; lost ones last. */
export const carriedItemsOf = (submissionId: number): CarriedItem[] =>
  db.carriedItems
    .filter((row) => row.submission_id === submissionId)
    .sort((a, b) => (a.startIndex ?? Number.MAX_SAFE_INTEGER) - (b.startIndex ?? Number.MAX_SAFE_INTEGER))
    .map(({ submission_id: _submission, ...item }) => item);

/** What the author may see: grade and feedback stay hidden until released (design: security). */
export function toStudentSubmission(row: MockSubmission): StudentSubmission {
  const released = isReleasedToStudent(row);
  return {
    id: row.id,
    assignment_id: row.assignment_id,
    version: row.version,
    content_html: row.content_html,
    word_count: row.word_count,
    status: released ? row.status : 'submitted',
    submitted_at: row.submitted_at,
    grade: released ? row.grade : null,
    feedback: released ? row.feedback : null,
    graded_at: released ? row.graded_at : null,
    released,
  };
}

/** The assignment with its week and course, or the refusal the server gives the student. */
function assignmentFor(userId: number, id: number) {
  const assignment = db.assignments.find((row) => row.id === id);
  const week = db.weeks.find((row) => row.id === assignment?.week_id);
  const course = db.courses.find((row) => row.id === week?.course_id);
  if (!assignment || !week || !course) return notFound('That assignment');
  const enrolled = db.enrollments.some((row) => row.user_id === userId && row.course_id === course.id);
  return enrolled ? { assignment, week, course } : notEnrolled();
}

/** Words as the server counts them: on the plain text of the HTML (design: the contract). */
const essayWords = (html: string) =>
  countWords(extractPlainText(new DOMParser().parseFromString(html, 'text/html').body).text);

function wordProblem(words: number, min: number | null, max: number | null): string | null {
  const check = checkWordLimits(words, min, max);
  if (check === 'empty') return 'Write your essay before submitting it.';
  if (check === 'below') return `Your essay has ${words} words; write at least ${min}.`;
  if (check === 'above') return `Your essay has ${words} words; the limit is ${max}.`;
  return null;
}

const invalid = (message: string) =>
  apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
    detail: message,
    fields: { content_html: message },
  });

export const submissionHandlers = [
  handleAsStudent('getStudentAssignment', ({ params, user }) => {
    const found = assignmentFor(user.id, Number(params.id));
    if (found instanceof Response) return found;
    const { assignment, week, course } = found;
    const latest = latestVersion(user.id, assignment.id);
    const { id, week_id, title, instructions_html, due_at, min_words, max_words } = assignment;
    return HttpResponse.json({
      ...{ id, week_id, title, instructions_html, due_at, min_words, max_words },
      course_id: course.id,
      course_title: course.title,
      week_number: week.week_number,
      week_title: week.title ?? '',
      latest_submission: latest ? toStudentSubmission(latest) : null,
      can_submit: !latest || maySubmit(assignment, latest),
    });
  }),

  // The same Idempotency-Key again answers 200 with the stored submission and stores nothing.
  handleAsStudent('submitEssay', async ({ request, params, user }) => {
    const found = assignmentFor(user.id, Number(params.id));
    if (found instanceof Response) return found;
    const key = request.headers.get('idempotency-key');
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      return apiError(400, 'VALIDATION_FAILED', 'The Idempotency-Key header is malformed.');
    }
    const repeated = key
      ? db.submissions.find((row) => row.user_id === user.id && row.idempotency_key === key)
      : undefined;
    if (repeated) return HttpResponse.json(toStudentSubmission(repeated), { status: 200 });
    const { assignment } = found;
    const latest = latestVersion(user.id, assignment.id);
    if (latest && !maySubmit(assignment, latest)) {
      const reason = isReleasedToStudent(latest)
        ? noRevisionReason(policyOf(assignment))
        : 'Your instructor has begun reviewing this version, so it can no longer be replaced. Wait for the feedback, then revise.';
      return apiError(409, 'CONFLICT', reason);
    }
    const { content_html } = await request.json();
    const words = essayWords(content_html ?? '');
    const problem = wordProblem(words, assignment.min_words, assignment.max_words);
    if (problem) return invalid(problem);
    // Before release a new text replaces the version under review; after it, a revision adds one.
    const replacing = latest && !isReleasedToStudent(latest) ? latest : undefined;
    // A new version as the server stores one: submitted now, nothing graded or released yet.
    const row = sampleSubmission({
      id: replacing?.id ?? nextId(db.submissions),
      assignment_id: assignment.id,
      user_id: user.id,
      version: replacing?.version ?? (latest?.version ?? 0) + 1,
      content_html,
      word_count: words,
      submitted_at: new Date().toISOString(),
      idempotency_key: key,
    });
    if (replacing) db.submissions.splice(db.submissions.indexOf(replacing), 1, row);
    else db.submissions.push(row);
    return HttpResponse.json(toStudentSubmission(row), { status: 201 });
  }),
];
