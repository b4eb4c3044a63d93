import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../shared/contract/notifications';
import type { Rubric, RubricScoreBody } from '../../shared/contract/rubrics';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    // The name people know them by ("Maya Okafor"): shown wherever a person is; '' until they give one,
    // and then the username stands in (users/display-name).
    displayName: text('display_name').notNull().default(''),
    email: text('email').notNull(),
    // The course a visitor asked to join through its link when registering: joined once the e-mail is verified.
    joinCourseId: integer('join_course_id').references((): AnyPgColumn => courses.id, {
      onDelete: 'set null',
    }),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'regular'] })
      .notNull()
      .default('regular'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    emailVerified: boolean('email_verified').notNull().default(false),
    // The kinds of notification e-mail this person turned off on their profile; every kind is on at first.
    notificationsOff: jsonb('notifications_off').$type<NotificationKind[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Sign-in accepts either name in any letter case, so uniqueness is case-insensitive too.
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
  ],
);

/** One sign-in on one device; its refresh tokens form a rotation family (design: security baseline). */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The token that replaced this one, sealed with a key only this token's holder can derive, so a
     * second tab presenting it within the grace window gets the same successor (accounts/sessions.ts).
     */
    successorSealed: text('successor_sealed'),
  },
  // Sealed successors are dropped once their window has passed; this keeps finding them cheap.
  (table) => [
    index('refresh_tokens_sealed_used_at_idx')
      .on(table.usedAt)
      .where(sql`${table.successorSealed} is not null`),
  ],
);

export const emailTokens = pgTable('email_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  /**
   * 'verify' proves the account's own address; 'change' proves a new one and then makes it the account's;
   * 'invite' lets a student put on a class list choose their password (accounts/invitation).
   */
  purpose: text('purpose', { enum: ['verify', 'change', 'invite'] })
    .notNull()
    .default('verify'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // A short code students type or open as /join/{code} to enroll themselves; null while joining is off.
    joinCode: text('join_code'),
    // Whether a pending account that joins with the code is approved by joining (the instructor's choice).
    joinApprovesPending: boolean('join_approves_pending').notNull().default(true),
    // What the course lets its assistants do beyond grading and commenting (auth/course-staff).
    assistantsMayEdit: boolean('assistants_may_edit').notNull().default(false),
    assistantsMayRelease: boolean('assistants_may_release').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('courses_join_code_key').on(table.joinCode)],
);

export const weeks = pgTable(
  'weeks',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    weekNumber: integer('week_number').notNull(),
    title: text('title').notNull().default(''),
    // The week whose dates contain today is the active week.
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('weeks_course_number_key').on(table.courseId, table.weekNumber)],
);

export const lessons = pgTable('lessons', {
  id: serial('id').primaryKey(),
  weekId: integer('week_id')
    .notNull()
    .references(() => weeks.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const assignments = pgTable('assignments', {
  id: serial('id').primaryKey(),
  weekId: integer('week_id')
    .notNull()
    .references(() => weeks.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  instructionsHtml: text('instructions_html').notNull().default(''),
  dueAt: timestamp('due_at', { withTimezone: true }),
  minWords: integer('min_words'),
  maxWords: integer('max_words'),
  // The rubric (contract: Rubric) as one value: it is always read and replaced whole, with its scores.
  rubric: jsonb('rubric').$type<Rubric>(),
  // Whether a student may revise after release, and up to which version number (the revision loop).
  allowRevisions: boolean('allow_revisions').notNull().default(false),
  maxVersions: integer('max_versions').notNull().default(1),
  // Graded without names: until an essay's feedback is released, staff see "Student 1", "Student 2"…
  anonymousGrading: boolean('anonymous_grading').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One student and one assignment: whose draft, or whose extension, a row is. */
const studentOfAssignment = () => ({
  assignmentId: integer('assignment_id')
    .notNull()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** One student's own due date for an assignment, given by the instructor (an extension). */
export const assignmentExtensions = pgTable(
  'assignment_extensions',
  {
    ...studentOfAssignment(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.userId] })],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('enrollments_user_course_key').on(table.userId, table.courseId)],
);

/**
 * The people who teach a course besides the site administrator: instructors manage it, assistants grade
 * and comment (and edit or release only where the course allows). Its creator is its first instructor.
 */
export const courseStaff = pgTable(
  'course_staff',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['instructor', 'assistant'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.userId] }),
    index('course_staff_user_idx').on(table.userId),
  ],
);

/**
 * The feedback categories an instructor comments with (the *Categories* screen): the key is what a
 * comment stores, the rest is how the grading screen and the essay viewer draw it.
 */
export const feedbackCategories = pgTable(
  'feedback_categories',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull(),
    icon: text('icon').notNull().default(''),
    sortOrder: integer('sort_order').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('feedback_categories_owner_key').on(table.ownerId, table.key)],
);

/** Rate-limit counters shared by every copy of the API server that uses this database. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * One version of a student's essay. Resubmitting before release adds a version; the latest counts.
 * The release fields follow spec section 4: a student sees grade and feedback only once released.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contentHtml: text('content_html').notNull(),
    // Offsets of feedback count characters of this text (design: the contract).
    contentText: text('content_text').notNull(),
    wordCount: integer('word_count').notNull(),
    status: text('status', { enum: ['submitted', 'graded'] })
      .notNull()
      .default('submitted'),
    grade: integer('grade'),
    suggestedGrade: integer('suggested_grade'),
    feedback: text('feedback'),
    structuredFeedbackJson: text('structured_feedback_json'),
    feedbackGeneratedAt: timestamp('feedback_generated_at', { withTimezone: true }),
    // Which provider drafted the feedback, and how many of its comments could not be placed.
    engine: text('engine'),
    engineVersion: text('engine_version'),
    droppedItems: integer('dropped_items').notNull().default(0),
    // The instructor's level and comment per rubric criterion (contract: RubricScoreBody).
    rubricScores: jsonb('rubric_scores').$type<RubricScoreBody[]>(),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    // The instructor who last saved the review: a student's replies and revision reach them.
    reviewedBy: integer('reviewed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isApproved: boolean('is_approved').notNull().default(false),
    saved: boolean('saved').notNull().default(false),
    // DELETE /student/feedback/{id} hides the entry from the student only; the instructor keeps it.
    hiddenFromStudentAt: timestamp('hidden_from_student_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    // SHA-256 of the essay as sent with the key: the same key with another essay is refused, not replayed.
    idempotencyBodyHash: text('idempotency_body_hash'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('submissions_version_key').on(table.assignmentId, table.userId, table.version),
    uniqueIndex('submissions_idempotency_key').on(table.userId, table.idempotencyKey),
  ],
);

/**
 * The Idempotency-Keys of essay texts that were later replaced before release: a late retry of such a
 * request answers the version it went into, and never writes the old text over the new one.
 */
export const replacedEssayKeys = pgTable(
  'replaced_essay_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    idempotencyBodyHash: text('idempotency_body_hash'),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idempotencyKey] })],
);

/** Failed sign-ins to an account, from any address: past a few in a short while, the account waits. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_failures_user_idx').on(table.userId, table.failedAt)],
);

/**
 * When a person was last e-mailed about replies under one comment: further replies within a few minutes
 * are in the thread the first e-mail links to, so they send nothing more.
 */
export const replyNotices = pgTable(
  'reply_notices',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => feedbackItems.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.recipientId] })],
);

/**
 * Essays refused before they could be stored (formatting too complex to check): each cost a sanitiser
 * thread its time, so each counts against the student's submissions in the same window.
 */
export const refusedEssays = pgTable(
  'refused_essays',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refused_essays_user_idx').on(table.userId, table.refusedAt)],
);

/**
 * Comparisons of two stored versions, kept once made: stored versions never change, so neither does
 * their comparison. `fromId` is 0 for a first version compared with nothing.
 */
export const submissionDiffs = pgTable(
  'submission_diffs',
  {
    toId: integer('to_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fromId: integer('from_id').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.toId, table.fromId] })],
);

/**
 * The essay a student is writing, one per student and assignment, saved as they type so that it follows
 * them to another device. `revision` grows with every save: a save names the revision it started from,
 * and one from a device that missed a later save is refused rather than written over it.
 */
export const essayDrafts = pgTable(
  'essay_drafts',
  {
    id: serial('id').primaryKey(),
    ...studentOfAssignment(),
    contentHtml: text('content_html').notNull(),
    revision: integer('revision').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('essay_drafts_owner_key').on(table.userId, table.assignmentId)],
);

/** Earlier states of a draft, one per few minutes of writing, the newest few kept, for a student to go back to. */
export const essayDraftHistory = pgTable(
  'essay_draft_history',
  {
    id: serial('id').primaryKey(),
    ...studentOfAssignment(),
    contentHtml: text('content_html').notNull(),
    wordCount: integer('word_count').notNull(),
    revision: integer('revision').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    // When this stretch of writing began: the entry follows the draft for a few minutes from then.
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('essay_draft_history_owner_idx').on(table.userId, table.assignmentId, table.savedAt)],
);

/** The engine's drafted comments and the instructor's own, each anchored to the plain text. */
export const feedbackItems = pgTable(
  'feedback_items',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    quote: text('quote').notNull(),
    startIndex: integer('start_index').notNull(),
    endIndex: integer('end_index').notNull(),
    // 32 characters either side, so the item can be placed again when offsets no longer match.
    prefix: text('prefix').notNull(),
    suffix: text('suffix').notNull(),
    category: text('category').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull(),
    comment: text('comment').notNull(),
    suggestion: text('suggestion').notNull(),
    aiGenerated: boolean('ai_generated').notNull(),
    decision: text('decision', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    edited: boolean('edited').notNull().default(false),
    engine: text('engine'),
    engineVersion: text('engine_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('feedback_items_submission_idx').on(table.submissionId)],
);

/**
 * A released comment of an earlier version, placed in a revision of the essay (rules/carry-comments):
 * `unchanged` where its quote still stands, `addressed` where the passage was rewritten or removed,
 * `lost` (no offsets) where it could not be placed. The instructor may overturn an `addressed`.
 */
export const carriedItems = pgTable(
  'carried_items',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    // The comment as first written on an earlier version; it outlives that version's replacement.
    fromItemId: integer('from_item_id')
      .notNull()
      .references(() => feedbackItems.id, { onDelete: 'cascade' }),
    // What the comment stands on in this version ('' where the passage was removed; the old quote when lost).
    quote: text('quote').notNull(),
    previousQuote: text('previous_quote').notNull(),
    startIndex: integer('start_index'),
    endIndex: integer('end_index'),
    prefix: text('prefix').notNull(),
    suffix: text('suffix').notNull(),
    status: text('status', { enum: ['unchanged', 'addressed', 'lost'] }).notNull(),
    // Set when the instructor confirmed or overturned the status the text gave.
    statusConfirmed: boolean('status_confirmed').notNull().default(false),
    category: text('category').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] }).notNull(),
    comment: text('comment').notNull(),
    suggestion: text('suggestion').notNull(),
    aiGenerated: boolean('ai_generated').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('carried_items_submission_idx').on(table.submissionId)],
);

/**
 * A thread under a released comment (the revision loop): the essay's author and instructors answer one
 * another in plain text. `seenAt` is when the other side first opened the thread after it was written,
 * so each side's dashboard can count what it has not read.
 */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => feedbackItems.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_replies_item_idx').on(table.itemId)],
);

/** An instructor's reusable comments, theirs across every course; `uses` ranks them in a lookup. */
export const commentBankEntries = pgTable(
  'comment_bank_entries',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    suggestion: text('suggestion').notNull(),
    category: text('category').notNull(),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('comment_bank_entries_owner_idx').on(table.ownerId, table.uses)],
);

/**
 * Durable work (design: shape of the system): claimed with FOR UPDATE SKIP LOCKED under a lease, so
 * any server copy may run a job and one that died mid-job is picked up again when its lease ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: text('payload').notNull(),
    // 'skipped': finished without doing the work, which something newer made pointless.
    status: text('status', { enum: ['pending', 'running', 'done', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    // A feedback job names its submission so the review screens can tell how the draft is going.
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    // Whose work it is (a feedback job's student): jobs are handed out fairly between owners.
    ownerId: integer('owner_id'),
    // Set at each claim: only the holder of the current lease may renew, finish or release the job.
    leaseToken: text('lease_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.runAt),
    index('jobs_submission_idx').on(table.submissionId),
    index('jobs_owner_idx').on(table.ownerId, table.finishedAt),
  ],
);

/**
 * Section 3's backend log record: the browser's events (service 'web') and the server's own request and
 * error records (service 'api') in one place, read on the System Logs screen. No foreign key: a record
 * outlives the account it names.
 */
export const logRecords = pgTable(
  'log_records',
  {
    id: serial('id').primaryKey(),
    service: text('service', { enum: ['web', 'api'] }).notNull(),
    level: text('level', { enum: ['debug', 'info', 'warning', 'error'] }).notNull(),
    category: text('category').notNull(),
    // Section 9: at most 500 characters; the database holds the line too.
    message: varchar('message', { length: 500 }).notNull(),
    context: text('context'),
    userId: integer('user_id'),
    username: text('username'),
    ipAddress: text('ip_address'),
    requestId: text('request_id'),
    sessionId: text('session_id'),
    endpoint: text('endpoint'),
    method: text('method'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('log_records_timestamp_idx').on(table.timestamp),
    index('log_records_level_idx').on(table.level),
    index('log_records_category_idx').on(table.category),
    index('log_records_user_idx').on(table.userId),
  ],
);

/**
 * How many browser log events each account sent on each day (UTC), counted in the database so that
 * the daily quota holds across several servers.
 */
export const logEventCounts = pgTable(
  'log_event_counts',
  {
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    events: integer('events').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * An LMS registered as an LTI 1.3 platform by the site administrator: who it is (`issuer`, and the
 * `clientId` it gave this tool), the deployments it may launch from, and its OIDC and key endpoints.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentIds: jsonb('deployment_ids').$type<string[]>().notNull(),
    authLoginUrl: text('auth_login_url').notNull(),
    authTokenUrl: text('auth_token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    // Where the LMS shows its course pages when that is neither the issuer's nor the login's origin
    // (Canvas: the school's own domain): these too may frame Margin.
    frameOrigins: jsonb('frame_origins').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('lti_platforms_issuer_client_key').on(table.issuer, table.clientId)],
);

/**
 * The tool's own signing keys (RS256): the newest is the current one, and the JWKS also serves the one
 * before it, so that a platform still holding a token or a cached key set of the old key is not refused.
 */
export const ltiToolKeys = pgTable('lti_tool_keys', {
  id: serial('id').primaryKey(),
  kid: text('kid').notNull().unique(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * One OIDC login under way (LTI Core 1.3 §5.1.1.2): the hash of its `state`, the `nonce` the platform must
 * sign back, and the hash of the browser's binding cookie when one was set. Used once, and short-lived.
 */
export const ltiLaunchStates = pgTable(
  'lti_launch_states',
  {
    stateHash: text('state_hash').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    browserHash: text('browser_hash'),
    targetLinkUri: text('target_link_uri').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('lti_launch_states_expires_at_idx').on(table.expiresAt)],
);

/**
 * An instructor's deep-linking request (LTI Deep Linking 2.0) under way: where the platform waits for the
 * answer and the `data` it must get back, until the instructor picks the assignments. The answer, signed,
 * waits here for the browser to carry it back (`returnCodeHash`), once.
 */
export const ltiContentRequests = pgTable(
  'lti_content_requests',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    ltiContextId: integer('lti_context_id')
      .notNull()
      .references(() => ltiContexts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnUrl: text('return_url').notNull(),
    data: text('data'),
    acceptMultiple: boolean('accept_multiple').notNull(),
    responseJwt: text('response_jwt'),
    returnCodeHash: text('return_code_hash').unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (table) => [index('lti_content_requests_expires_at_idx').on(table.expiresAt)],
);

/** Every nonce an id_token was accepted with, per issuer, kept past the token's life so it never counts twice. */
export const ltiUsedNonces = pgTable(
  'lti_used_nonces',
  {
    issuer: text('issuer').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.nonce] })],
);

/** A Margin account and the LMS person it stands for: `sub` is unique only within its issuer. */
export const ltiUserLinks = pgTable(
  'lti_user_links',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('lti_user_links_user_idx').on(table.userId),
  ],
);

/**
 * An LMS course (`context.id` within its issuer and deployment) and the Margin course it is taught in,
 * with the service endpoints its launches carry: the roster (NRPS) and the grade book's line items (AGS).
 */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    deploymentId: text('deployment_id').notNull(),
    contextId: text('context_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    membershipsUrl: text('memberships_url'),
    lineItemsUrl: text('line_items_url'),
    // When the roster was last read from the LMS: an instructor's launch reads it at most hourly.
    rosterSyncedAt: timestamp('roster_synced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('lti_contexts_issuer_deployment_context_key').on(
      table.issuer,
      table.deploymentId,
      table.contextId,
    ),
    index('lti_contexts_course_idx').on(table.courseId),
  ],
);

/** A link placed in an LMS course, with the grade book column it reports to and the assignment it opens. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: serial('id').primaryKey(),
    ltiContextId: integer('lti_context_id')
      .notNull()
      .references(() => ltiContexts.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    title: text('title').notNull().default(''),
    lineItemUrl: text('line_item_url'),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('lti_resource_links_context_link_key').on(table.ltiContextId, table.resourceLinkId),
    index('lti_resource_links_assignment_idx').on(table.assignmentId),
  ],
);

/**
 * A person the LMS roster (NRPS) listed in a linked course, and what they are there. A person the
 * roster no longer lists is marked as gone (`left_at`), never removed: their work and enrolment stay.
 */
export const ltiMemberships = pgTable(
  'lti_memberships',
  {
    ltiContextId: integer('lti_context_id')
      .notNull()
      .references(() => ltiContexts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    part: text('part', { enum: ['instructor', 'assistant', 'student'] }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ltiContextId, table.userId] }),
    index('lti_memberships_user_idx').on(table.userId),
  ],
);

/**
 * Where a submission's grade stands in the LMS grade book (AGS): `waiting` while a send is queued or
 * being retried, `sent` once the platform took it, `failed` with the platform's answer.
 */
export const ltiGradeSends = pgTable('lti_grade_sends', {
  submissionId: integer('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['waiting', 'sent', 'failed'] }).notNull(),
  detail: text('detail'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
