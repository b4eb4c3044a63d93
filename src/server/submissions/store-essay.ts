import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import { checkWordLimits } from '../../shared/rules/words';
import { cleanEssayHtml } from '../content/clean-html';
import type { HtmlSanitizerPool } from '../content/sanitizer-pool';
import type { Database } from '../db/client';
import { violatedUniqueConstraint } from '../db/errors';
import { type assignments, replacedEssayKeys, submissions } from '../db/schema';
import { conflict, HttpError } from '../errors';
import { enqueueFeedbackJob } from '../feedback/enqueue';
import { notifyRevision } from '../notifications/notify';
import { isReleased } from './dto';
import { sameEssay } from './newer-version';
import { lockEssaySlot, replaceUnreleased } from './replace-version';
import { submitRefusal } from './revisions';
import { checkSubmissionRate, recordRefusedEssay } from './submission-rate';
import { submissionHeadColumns } from './submission-store';

type SubmissionRow = typeof submissions.$inferSelect;

interface EssayRequest {
  userId: number;
  assignment: typeof assignments.$inferSelect;
  html: string;
  idempotencyKey?: string;
  /** Essays the student may store in 10 minutes (ESSAY_SUBMISSIONS_PER_10_MINUTES); unlimited without. */
  per10Minutes?: number;
  /** Where the instructors' e-mail about a revision links to. */
  publicUrl: string;
}

function invalidEssay(message: string): HttpError {
  return new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', message, {
    content_html: message,
  });
}

function checkLimits(words: number, assignment: EssayRequest['assignment']): void {
  const { minWords: min, maxWords: max } = assignment;
  switch (checkWordLimits(words, min, max)) {
    case 'empty':
      throw invalidEssay('Write your essay before submitting it.');
    case 'below':
      throw invalidEssay(`The essay has ${words} words; this assignment needs at least ${min}.`);
    case 'above':
      throw invalidEssay(`The essay has ${words} words; this assignment allows at most ${max}.`);
  }
}

/** The latest version, without its text: the rule reads only its place and release state. */
async function latestVersion(db: Database, userId: number, assignmentId: number) {
  const [latest] = await db
    .select(submissionHeadColumns)
    .from(submissions)
    .where(sameEssay(submissions, { assignmentId, userId }))
    .orderBy(desc(submissions.version))
    .limit(1);
  return latest;
}

/**
 * The version a request with this key went into, and the body hash it was sent with: the key is on the
 * version itself, or was kept aside when a later text replaced the one it sent.
 */
async function findByKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.idempotencyKey, key)));
  if (row) return { row, bodyHash: row.idempotencyBodyHash };
  const [replaced] = await db
    .select({ row: submissions, bodyHash: replacedEssayKeys.idempotencyBodyHash })
    .from(replacedEssayKeys)
    .innerJoin(submissions, eq(submissions.id, replacedEssayKeys.submissionId))
    .where(and(eq(replacedEssayKeys.userId, userId), eq(replacedEssayKeys.idempotencyKey, key)));
  return replaced;
}

/** What identifies an essay request's body beside its Idempotency-Key: a retry sends the same. */
const bodyHashOf = (html: string) => createHash('sha256').update(html).digest('hex');

const REUSED_KEY =
  'That Idempotency-Key was already used for a different essay text. Send this essay with a new key.';

function replayOf(
  { row, bodyHash: sentHash }: { row: SubmissionRow; bodyHash: string | null },
  assignmentId: number,
  bodyHash: string | null,
): SubmissionRow {
  if (row.assignmentId !== assignmentId)
    throw conflict('That Idempotency-Key was already used for another essay.');
  // Rows stored before the hash was kept have none, and are replayed as before.
  if (sentHash && sentHash !== bodyHash) {
    throw new HttpError(422, ErrorCode.conflict, REUSED_KEY, REUSED_KEY);
  }
  return row;
}

/**
 * Stores a new version of a student's essay. A request repeated with the same Idempotency-Key answers
 * the version it stored the first time, so a retry after a lost answer never stores twice; the same key
 * with a different essay is refused (422). The HTML is sanitised off the request thread.
 */
export async function storeEssay(
  db: Database,
  request: EssayRequest,
  sanitizer: HtmlSanitizerPool,
): Promise<{ row: SubmissionRow; replayed: boolean }> {
  const { userId, assignment, idempotencyKey } = request;
  const bodyHash = idempotencyKey ? bodyHashOf(request.html) : null;
  if (idempotencyKey) {
    const earlier = await findByKey(db, userId, idempotencyKey);
    if (earlier) return { row: replayOf(earlier, assignment.id, bodyHash), replayed: true };
  }
  if (request.per10Minutes !== undefined) await checkSubmissionRate(db, userId, request.per10Minutes);
  const {
    html,
    text: plain,
    words,
  } = await cleanEssayHtml(sanitizer, request.html, userId).catch(async (error: unknown) => {
    // A text refused for its formatting cost a thread as much as a stored essay: it counts the same.
    if (error instanceof HttpError && error.statusCode !== 503) await recordRefusedEssay(db, userId);
    throw error;
  });
  checkLimits(words, assignment);

  const text = {
    contentHtml: html,
    contentText: plain,
    wordCount: words,
    idempotencyKey: idempotencyKey ?? null,
    idempotencyBodyHash: bodyHash,
  };
  try {
    // One rule, held in the transaction: at most `max_versions` versions, one unreleased at a time.
    // Before release a new text replaces the version under review; after it, a revision adds one.
    // The essay, its feedback job and the e-mail about a revision land together, so no stored essay
    // ever waits without a draft coming, and no revision goes unannounced.
    const row = await db.transaction(async (tx) => {
      await lockEssaySlot(tx, userId, assignment.id);
      const latest = await latestVersion(tx, userId, assignment.id);
      const refusal = await submitRefusal(tx, assignment, latest);
      if (refusal) throw conflict(refusal);
      if (latest && !isReleased(latest)) {
        const replaced = await replaceUnreleased(tx, latest, text);
        await enqueueFeedbackJob(tx, replaced.id);
        return replaced;
      }
      const [inserted] = await tx
        .insert(submissions)
        .values({ assignmentId: assignment.id, userId, version: (latest?.version ?? 0) + 1, ...text })
        .returning();
      await enqueueFeedbackJob(tx, inserted.id);
      // A version after released feedback is a revision: the instructors hear of it.
      if (latest) await notifyRevision(tx, request.publicUrl, inserted.id);
      return inserted;
    });
    return { row, replayed: false };
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    // The same request arrived twice at once: the other copy stored it, so answer with that one.
    if (constraint === 'submissions_idempotency_key' && idempotencyKey) {
      const stored = await findByKey(db, userId, idempotencyKey);
      if (stored) return { row: replayOf(stored, assignment.id, bodyHash), replayed: true };
    }
    if (constraint === 'submissions_version_key') {
      throw conflict('Another copy of this essay was submitted at the same moment. Reload to see it.');
    }
    throw error;
  }
}
