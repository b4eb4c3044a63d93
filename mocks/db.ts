import type {
  Assignment,
  CarriedItem,
  CommentBankEntry,
  Course,
  Enrollment,
  FeedbackCategory,
  JoinCode,
  Lesson,
  LmsGrade,
  LogRecord,
  LtiPlatform,
  NotificationSettings,
  Rubric,
  RubricScoreBody,
  User,
  Week,
} from '../src/shared/contract';
import type { StaffMember } from '../src/shared/contract/courses';
import { type AnalyticsDataset, analyticsFixture } from './fixtures/analytics';
import { assignmentFixtures, lessonFixtures } from './fixtures/content';
import { courseFixtures, weekFixtures } from './fixtures/courses';
import { enrollmentFixtures } from './fixtures/enrollments';
import type { MockFeedbackItem, MockReview } from './fixtures/grading';
import { logFixtures } from './fixtures/logs';
import { type MockSubmission, submissionFixtures } from './fixtures/submissions';
import { userFixtures } from './fixtures/users';
import { UNVERIFIED_USER_ID, VALID_VERIFICATION_TOKEN } from './fixtures/verification';
import { makeAccessToken, makeOpaqueToken } from './tokens';

/** A carried comment as the server stores it: the contract's fields and the revision it stands in. */
export type MockCarriedItem = CarriedItem & { submission_id: number };

/** A reply as the server stores it: its comment, its author and whether the other side has read it. */
export interface MockReply {
  id: number;
  item_id: number;
  author_id: number;
  body: string;
  created_at: string;
  seen: boolean;
}

/** An e-mailed link as the server stores it: 'verify' proves the account's address, 'change' a new one. */
export interface EmailLinkEntry {
  userId: number;
  email: string;
  purpose: 'verify' | 'change' | 'invite';
}

interface RefreshEntry {
  userId: number;
  sid: string;
  used: boolean;
}

/** A small in-memory copy of the server's data, reset between tests (design: msw over a data store). */
export interface MockDb {
  users: Map<number, User>;
  passwords: Map<number, string>;
  enrollments: Enrollment[];
  courses: Course[];
  weeks: Week[];
  lessons: Lesson[];
  assignments: Assignment[];
  /** Every essay version, with the server's release fields. */
  submissions: MockSubmission[];
  /** The engine's draft and its state per submission id; a submission without one is still queued. */
  reviews: Map<number, MockReview>;
  feedbackItems: MockFeedbackItem[];
  /** Released comments carried into a revision, by the revision's submission id. */
  carriedItems: MockCarriedItem[];
  /** Replies under comments, oldest first. */
  replies: MockReply[];
  /** Each person's e-mail settings; absent, every kind is on. */
  notificationSettings: Map<number, NotificationSettings>;
  /** Section 3's backend log records, oldest first; the ingest appends the browser's events. */
  logRecords: LogRecord[];
  /** The students and latest essays the analytics screens count (fixtures/analytics.ts). */
  analytics: AnalyticsDataset;
  refreshTokens: Map<string, RefreshEntry>;
  revokedSessions: Set<string>;
  /** Unused e-mail links by token; a used or cancelled link is deleted. */
  verificationTokens: Map<string, EmailLinkEntry>;
  /** Lifetime of the access tokens issued from now on, in seconds. */
  accessTokenSeconds: number;
  /** Every instructor's comment bank, each entry with its owner. */
  commentBank: MockBankEntry[];
  /** Every instructor's feedback categories, each with its owner; seeded at an instructor's first read. */
  feedbackCategories: MockCategory[];
  /** Each assignment's rubric by assignment id; an assignment without one has none. */
  rubrics: Map<number, Rubric>;
  /** The instructor's level and comment per criterion, by submission id. */
  rubricScores: Map<number, RubricScoreBody[]>;
  /** The essay each student is writing, by `${userId}:${assignmentId}`, with its earlier states. */
  essayDrafts: Map<string, MockEssayDraft>;
  /** Each course's join code, by course id; a course without one is closed to joining. */
  joinCodes: Map<number, JoinCode>;
  /** Students' own due dates, by `${assignmentId}:${userId}`. */
  extensions: Map<string, string>;
  /** Each course's staff besides the signed-in instructor, by course id. */
  courseStaff: Map<number, StaffMember[]>;
  /** The LMSs registered to launch Margin (LTI 1.3). */
  ltiPlatforms: LtiPlatform[];
  /** How many times the tool's signing key was made: its id and age follow. */
  ltiKeyGeneration: number;
  /** Whether the signed-in reviewer may release feedback (false: an assistant the course keeps from it). */
  reviewerMayRelease: boolean;
  /** Where each essay's grade stands in an LMS grade book, by submission id (none: not launched from one). */
  lmsGrades: Map<number, LmsGrade>;
  /** The courses linked to an LMS course whose roster they can read. */
  ltiLinkedCourses: Set<number>;
  /** Deep-linking requests from an LMS waiting for their instructor's pick, by id. */
  ltiContentRequests: Map<number, { courseId: number; acceptMultiple: boolean }>;
}

export interface MockEssayDraft {
  content_html: string;
  revision: number;
  saved_at: string;
  history: { id: number; revision: number; word_count: number; saved_at: string; content_html: string }[];
}

export type MockBankEntry = CommentBankEntry & { owner_id: number };
export type MockCategory = FeedbackCategory & { owner_id: number };

function freshDb(): MockDb {
  const fixtures = Object.values(userFixtures);
  return {
    users: new Map(fixtures.map(({ user }) => [user.id, { ...user }])),
    passwords: new Map(fixtures.map(({ user, password }) => [user.id, password])),
    enrollments: enrollmentFixtures.map((enrollment) => ({ ...enrollment })),
    courses: courseFixtures.map((course) => ({ ...course })),
    weeks: weekFixtures.map((week) => ({ ...week })),
    lessons: lessonFixtures.map((lesson) => ({ ...lesson })),
    assignments: assignmentFixtures.map((assignment) => ({ ...assignment })),
    submissions: submissionFixtures.map((submission) => ({ ...submission })),
    reviews: new Map(),
    feedbackItems: [],
    carriedItems: [],
    replies: [],
    notificationSettings: new Map(),
    logRecords: logFixtures.map((record) => ({ ...record })),
    analytics: structuredClone(analyticsFixture),
    refreshTokens: new Map(),
    revokedSessions: new Set(),
    verificationTokens: new Map([
      [
        VALID_VERIFICATION_TOKEN,
        {
          userId: UNVERIFIED_USER_ID,
          email: userFixtures.unverified.user.email,
          purpose: 'verify' as const,
        },
      ],
    ]),
    accessTokenSeconds: 15 * 60,
    commentBank: [],
    feedbackCategories: [],
    rubrics: new Map(),
    rubricScores: new Map(),
    essayDrafts: new Map(),
    joinCodes: new Map(),
    extensions: new Map(),
    courseStaff: new Map(),
    ltiPlatforms: [],
    ltiKeyGeneration: 1,
    ltiLinkedCourses: new Set(),
    ltiContentRequests: new Map(),
    lmsGrades: new Map(),
    reviewerMayRelease: true,
  };
}

export const db: MockDb = freshDb();

export function resetDb(): void {
  Object.assign(db, freshDb());
}

/** The next id for a list of rows, as a serial column would give it. */
export const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;

export function findUserByIdentifier(identifier: string): User | undefined {
  const wanted = identifier.trim().toLowerCase();
  return [...db.users.values()].find(
    (user) => user.username.toLowerCase() === wanted || user.email.toLowerCase() === wanted,
  );
}

export function issueAccessToken(user: User, sid: string, seconds = db.accessTokenSeconds): string {
  return makeAccessToken({ id: user.id, role: user.role, sid, exp: Math.floor(Date.now() / 1000) + seconds });
}

/** Starts a session as POST /login does: a short-lived access token and a rotating refresh token. */
export function startSession(user: User, seconds?: number) {
  const sid = makeOpaqueToken('sid');
  const refresh_token = makeOpaqueToken('refresh-token');
  db.refreshTokens.set(refresh_token, { userId: user.id, sid, used: false });
  return { access_token: issueAccessToken(user, sid, seconds), refresh_token, sid };
}

/** Rotation as the server does it: a used refresh token presented again revokes its session. */
export function rotateRefreshToken(refreshToken: string) {
  const entry = db.refreshTokens.get(refreshToken);
  if (!entry || db.revokedSessions.has(entry.sid)) return null;
  if (entry.used) {
    db.revokedSessions.add(entry.sid);
    return null;
  }
  entry.used = true;
  const user = db.users.get(entry.userId);
  if (!user) return null;
  const refresh_token = makeOpaqueToken('refresh-token');
  db.refreshTokens.set(refresh_token, { userId: user.id, sid: entry.sid, used: false });
  return { access_token: issueAccessToken(user, entry.sid), refresh_token };
}
