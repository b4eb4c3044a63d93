import { numberedRubric } from '../../shared/rules/rubric-numbering';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { demoAccounts, demoCourse, demoWeeks } from './demo-content';
import { assignments, courseStaff, courses, enrollments, lessons, users, weeks } from './schema';

const DAY_MS = 24 * 3600 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export async function hasAnyUser(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Seeds the demo accounts and course in one transaction, so a crash never leaves half of it. */
export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        demoAccounts.map((account, index) => ({
          username: account.username,
          displayName: account.displayName,
          email: account.email,
          passwordHash: hashes[index],
          role: account.role,
          status: account.status,
          emailVerified: account.emailVerified,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const [course] = await tx.insert(courses).values(demoCourse).returning({ id: courses.id });
    // The demo instructor made the course, so teaches it.
    const instructor = created.find((row) => row.username === 'admin');
    if (instructor)
      await tx.insert(courseStaff).values({ courseId: course.id, userId: instructor.id, role: 'instructor' });
    // Week 2 is the active week, so the 'Active Week' chip has something to show on the first visit.
    const firstMonday = new Date(now.getTime() - 7 * DAY_MS - ((now.getUTCDay() + 6) % 7) * DAY_MS);
    for (const [index, week] of demoWeeks.entries()) {
      const startsOn = new Date(firstMonday.getTime() + index * 7 * DAY_MS);
      const [row] = await tx
        .insert(weeks)
        .values({
          courseId: course.id,
          weekNumber: week.weekNumber,
          title: week.title,
          startsOn: isoDate(startsOn),
          endsOn: isoDate(new Date(startsOn.getTime() + 6 * DAY_MS)),
        })
        .returning({ id: weeks.id });
      await tx.insert(lessons).values(
        week.lessons.map((lesson, position) => ({
          weekId: row.id,
          title: lesson.title,
          contentHtml: lesson.html,
          position,
        })),
      );
      if ('assignment' in week) {
        const { assignment } = week;
        await tx.insert(assignments).values({
          weekId: row.id,
          title: assignment.title,
          instructionsHtml: assignment.html,
          minWords: assignment.minWords,
          maxWords: assignment.maxWords,
          dueAt: new Date(now.getTime() + assignment.dueInDays * DAY_MS),
          rubric: numberedRubric(assignment.rubric, null),
          // The persuasive essay is written in drafts: two revisions after the first feedback.
          allowRevisions: true,
          maxVersions: 3,
        });
      }
    }
    const enrolled = demoAccounts.filter((account) => account.enrolled).map((account) => account.username);
    await tx
      .insert(enrollments)
      .values(
        created
          .filter((user) => enrolled.includes(user.username as never))
          .map((user) => ({ userId: user.id, courseId: course.id })),
      );
  });
}
