import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { feedbackItems, submissions, weeks } from '../../src/server/db/schema';
import { createWeekWithContent } from './content-factories';
import { createCourseWithEnrollment, createUser, enrol } from './factories';

const DAY_MS = 24 * 3600 * 1000;
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

interface EssayFields {
  assignmentId: number;
  userId: number;
  version?: number;
  submittedAt: Date;
  suggestedGrade?: number | null;
  /** A released grade; `draftGrade` instead is the engine's, not yet released. */
  grade?: number;
  draftGrade?: number;
}

async function essay(db: Database, fields: EssayFields) {
  const released = fields.grade !== undefined;
  const [row] = await db
    .insert(submissions)
    .values({
      assignmentId: fields.assignmentId,
      userId: fields.userId,
      version: fields.version ?? 1,
      contentHtml: '<p>An essay that argues a point.</p>',
      contentText: 'An essay that argues a point.',
      wordCount: 6,
      submittedAt: fields.submittedAt,
      suggestedGrade: fields.suggestedGrade ?? null,
      grade: fields.grade ?? fields.draftGrade ?? null,
      feedbackGeneratedAt: fields.suggestedGrade != null || fields.draftGrade ? fields.submittedAt : null,
      ...(released ? { gradedAt: fields.submittedAt, isApproved: true, status: 'graded' as const } : {}),
    })
    .returning();
  return row;
}

type Item = [
  category: string,
  severity: 'low' | 'medium' | 'high',
  decision: 'pending' | 'accepted' | 'rejected',
];

async function items(db: Database, submissionId: number, list: Item[]) {
  await db.insert(feedbackItems).values(
    list.map(([category, severity, decision]) => ({
      submissionId,
      quote: 'An essay',
      startIndex: 0,
      endIndex: 8,
      prefix: '',
      suffix: ' that argues a point.',
      category,
      severity,
      comment: 'A comment.',
      suggestion: 'A suggestion.',
      aiGenerated: decision !== 'accepted',
      decision,
    })),
  );
}

/**
 * Two courses. Alpha: Ann resubmitted her first essay before its release (version 1, drafted, must
 * not count) and awaits review on the second, whose drafted grade is not released; Bob has two
 * released essays. Beta: Cat has one released essay, Dan none. Week 1 of Alpha holds the last seven days; week 2 has no dates.
 */
export async function seedAnalyticsDataset(db: Database, now = new Date()) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [ann, bob, cat, dan] = [
    await createUser(db),
    await createUser(db),
    await createUser(db),
    await createUser(db),
  ];
  const alpha = await createCourseWithEnrollment(db, ann.id, 'Alpha course');
  await enrol(db, alpha.id, bob.id);
  const beta = await createCourseWithEnrollment(db, cat.id, 'Beta course');
  await enrol(db, beta.id, dan.id);
  const week1 = await createWeekWithContent(db, alpha.id);
  await db
    .update(weeks)
    .set({ startsOn: dayOf(ago(6)), endsOn: dayOf(now) })
    .where(eq(weeks.id, week1.week.id));
  const week2 = await createWeekWithContent(db, alpha.id);
  const week3 = await createWeekWithContent(db, beta.id);

  const a1 = week1.assignment.id;
  const annOld = await essay(db, {
    assignmentId: a1,
    userId: ann.id,
    submittedAt: ago(3),
    suggestedGrade: 40,
  });
  await items(db, annOld.id, [['grammar', 'high', 'accepted']]);
  const annLatest = await essay(db, {
    assignmentId: a1,
    userId: ann.id,
    version: 2,
    submittedAt: ago(2),
    suggestedGrade: 70,
    grade: 72,
  });
  await items(db, annLatest.id, [
    ['grammar', 'medium', 'accepted'],
    ['grammar', 'medium', 'rejected'],
    ['clarity', 'low', 'accepted'],
  ]);
  const a2 = week2.assignment.id;
  await essay(db, {
    assignmentId: a2,
    userId: ann.id,
    submittedAt: ago(1),
    suggestedGrade: 85,
    draftGrade: 80,
  });
  const bobFirst = await essay(db, {
    assignmentId: a1,
    userId: bob.id,
    submittedAt: ago(2),
    suggestedGrade: 90,
    grade: 95,
  });
  await essay(db, { assignmentId: a2, userId: bob.id, submittedAt: now, grade: 64 });
  const catEssay = await essay(db, {
    assignmentId: week3.assignment.id,
    userId: cat.id,
    submittedAt: ago(5),
    suggestedGrade: 60,
    grade: 58,
  });
  await items(db, catEssay.id, [
    ['grammar', 'medium', 'pending'],
    ['evidence', 'high', 'accepted'],
  ]);
  return {
    people: { ann, bob, cat, dan },
    courses: { alpha, beta },
    weeks: { week1: week1.week, week2: week2.week, week3: week3.week },
    essays: { annOld, annLatest, bobFirst, catEssay },
    ago,
  };
}
