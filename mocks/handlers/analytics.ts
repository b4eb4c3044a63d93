import { HttpResponse } from 'msw';
import {
  ACTIVITY_LIMIT,
  type ActivityEvent,
  ANALYTICS_DEFAULT_DAYS,
  type Analytics,
  type CategorySeverityCount,
  GRADE_BUCKETS,
  type RubricCriterionAverage,
} from '../../src/shared/contract';
import { isReleasedToStudent } from '../../src/shared/rules/release';
import { db } from '../db';
import type { AnalyticsEssay } from '../fixtures/analytics';
import { ESSAY_RUBRIC } from '../fixtures/rubrics';
import { handleAsAdmin } from './handle';
import { notFound } from './respond';

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const daysAgo = (days: number) => Date.now() - days * DAY_MS;
const average = (values: number[]) =>
  values.length
    ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10
    : null;
const gradesOf = (essays: AnalyticsEssay[]) =>
  essays.flatMap((essay) => (essay.final === null ? [] : [essay.final]));
const suggestionsOf = (essays: AnalyticsEssay[]) =>
  essays.flatMap((essay) => (essay.suggested === null ? [] : [essay.suggested]));

function range(weekId: number | null) {
  const week = db.weeks.find((row) => row.id === weekId);
  if (week?.starts_on && week.ends_on) return { from: week.starts_on, to: week.ends_on };
  return { from: dayOf(daysAgo(ANALYTICS_DEFAULT_DAYS - 1)), to: dayOf(Date.now()) };
}

function perDay(essays: AnalyticsEssay[], span: { from: string; to: string }) {
  const days = [];
  for (let time = Date.parse(span.from); time <= Date.parse(span.to); time += DAY_MS) {
    const date = dayOf(time);
    days.push({
      date,
      count: essays.filter((essay) => dayOf(daysAgo(essay.submitted_days_ago)) === date).length,
    });
  }
  return days;
}

function feedbackCounts(essays: AnalyticsEssay[]): CategorySeverityCount[] {
  const counts = new Map<string, CategorySeverityCount>();
  for (const [category, severity, decision] of essays.flatMap((essay) => essay.items)) {
    const key = `${category}/${severity}`;
    const entry = counts.get(key) ?? { category, severity, total: 0, accepted: 0 };
    entry.total += 1;
    if (decision === 'accepted') entry.accepted += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort(
    (a, b) => a.category.localeCompare(b.category) || a.severity.localeCompare(b.severity),
  );
}

/**
 * The fixture's essays on 'Draft a thesis statement' are graded by the persuasive essay's rubric: each
 * criterion scored from the final grade (a quarter of it, in the rubric's four points), the first
 * criterion a point higher, so the table has something to compare.
 */
function rubricCriteria(released: AnalyticsEssay[]): RubricCriterionAverage[] {
  const scored = released.filter((essay) => essay.assignment_id === 500 && essay.final !== null);
  if (scored.length === 0) return [];
  return ESSAY_RUBRIC.criteria.map((criterion, index) => {
    const points = scored.map((essay) =>
      Math.max(1, Math.min(4, Math.round((essay.final as number) / 25) + (index === 0 ? 1 : 0))),
    );
    return {
      assignment_id: 500,
      assignment_title: scored[0].assignment_title,
      criterion_id: criterion.id,
      criterion_title: criterion.title,
      points: criterion.points,
      scored: points.length,
      average_points: Math.round((points.reduce((sum, value) => sum + value, 0) / points.length) * 10) / 10,
    };
  });
}

/** The revision loop's numbers over the revised essays in scope, from the carried comments stored. */
function revisionsFor(courseId: number | null, weekId: number | null): Analytics['revisions'] {
  const courseOf = (assignmentId: number) => {
    const week = db.weeks.find(
      (row) => row.id === db.assignments.find((a) => a.id === assignmentId)?.week_id,
    );
    return { weekId: week?.id ?? null, course: db.courses.find((row) => row.id === week?.course_id) };
  };
  const latest = db.submissions.filter(
    (row) =>
      !db.submissions.some(
        (later) =>
          later.user_id === row.user_id &&
          later.assignment_id === row.assignment_id &&
          later.version > row.version,
      ),
  );
  const essays = latest.flatMap((row) => {
    const { weekId: week, course } = courseOf(row.assignment_id);
    const carried = db.carriedItems.filter((item) => item.submission_id === row.id);
    if (
      !course ||
      !carried.length ||
      (courseId !== null && course.id !== courseId) ||
      (weekId !== null && week !== weekId)
    )
      return [];
    const firstGrade = db.submissions.find(
      (first) =>
        first.user_id === row.user_id && first.assignment_id === row.assignment_id && first.version === 1,
    )?.grade;
    const change =
      isReleasedToStudent(row) && row.grade !== null && firstGrade != null ? row.grade - firstGrade : null;
    return [{ row, course, carried, change }];
  });
  const totals = (group: typeof essays) => {
    const changes = group.flatMap((essay) => (essay.change === null ? [] : [essay.change]));
    const placed = group.flatMap((essay) => essay.carried.filter((item) => item.status !== 'lost'));
    return {
      revised_essays: group.length,
      carried: placed.length,
      addressed: placed.filter((item) => item.status === 'addressed').length,
      average_grade_change: changes.length
        ? Math.round((changes.reduce((a, b) => a + b, 0) / changes.length) * 10) / 10
        : null,
    };
  };
  const groupBy = <K>(key: (essay: (typeof essays)[number]) => K) => {
    const groups = new Map<K, typeof essays>();
    for (const essay of essays) groups.set(key(essay), [...(groups.get(key(essay)) ?? []), essay]);
    return groups;
  };
  const categories = new Map<string, { carried: number; addressed: number }>();
  for (const item of essays.flatMap((essay) => essay.carried)) {
    const entry = categories.get(item.category) ?? { carried: 0, addressed: 0 };
    if (item.status !== 'lost') entry.carried += 1;
    if (item.status === 'addressed') entry.addressed += 1;
    categories.set(item.category, entry);
  }
  return {
    by_category: [...categories]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, counts]) => ({ category, ...counts })),
    students: [...groupBy((essay) => essay.row.user_id)].map(([id, group]) => ({
      id,
      username: db.users.get(id)?.username ?? '',
      display_name: personNameOf(db.users.get(id)?.username ?? ''),
      ...totals(group),
    })),
    courses: [...groupBy((essay) => essay.course.id)].map(([id, group]) => ({
      id,
      title: group[0].course.title,
      ...totals(group),
    })),
  };
}

/** As the server answers it (routes/admin/analytics), over the fixture's latest essays. */
function analyticsFor(courseId: number | null, weekId: number | null): Analytics {
  const { students, essays: all } = db.analytics;
  const essays = all.filter(
    (essay) =>
      (courseId === null || essay.course_id === courseId) && (weekId === null || essay.week_id === weekId),
  );
  const released = essays.filter((essay) => essay.final !== null);
  const inScope = students.filter(
    (student) =>
      (courseId === null ? student.course_ids.length > 0 : student.course_ids.includes(courseId)) ||
      essays.some((essay) => essay.student_id === student.id),
  );
  return {
    revisions: revisionsFor(courseId, weekId),
    range: range(weekId),
    options: {
      courses: db.courses
        .map(({ id, title }) => ({ id, title }))
        .sort((a, b) => a.title.localeCompare(b.title)),
      weeks: db.weeks.map(({ id, course_id, week_number, title }) => ({ id, course_id, week_number, title })),
    },
    totals: {
      students: inScope.length,
      submissions: essays.length,
      awaiting_review: essays.length - released.length,
      released: released.length,
      average_grade: average(gradesOf(released)),
    },
    students: inScope
      .map((student) => {
        const own = essays.filter((essay) => essay.student_id === student.id);
        const last = Math.min(...own.map((essay) => essay.submitted_days_ago));
        return {
          id: student.id,
          username: student.username,
          display_name: personNameOf(student.username),
          submissions: own.length,
          released: own.filter((essay) => essay.final !== null).length,
          average_grade: average(gradesOf(own)),
          average_suggested_grade: average(suggestionsOf(own)),
          last_submitted_at: own.length ? new Date(daysAgo(last)).toISOString() : null,
        };
      })
      .sort((a, b) => a.username.localeCompare(b.username)),
    courses: db.courses
      .filter((course) => courseId === null || course.id === courseId)
      .map((course) => {
        const own = essays.filter((essay) => essay.course_id === course.id);
        return {
          id: course.id,
          title: course.title,
          students_enrolled: students.filter((student) => student.course_ids.includes(course.id)).length,
          submissions: own.length,
          awaiting_review: own.filter((essay) => essay.final === null).length,
          released: own.filter((essay) => essay.final !== null).length,
          average_grade: average(gradesOf(own)),
        };
      })
      .sort((a, b) => a.title.localeCompare(b.title)),
    submissions_over_time: perDay(essays, range(weekId)),
    grade_distribution: GRADE_BUCKETS.map((bucket) => ({
      ...bucket,
      count: gradesOf(released).filter((grade) => grade >= bucket.min && grade <= bucket.max).length,
    })),
    feedback_by_category: feedbackCounts(essays),
    suggested_vs_final: released.flatMap((essay) =>
      essay.suggested === null || essay.final === null
        ? []
        : [{ submission_id: essay.submission_id, suggested: essay.suggested, final: essay.final }],
    ),
    rubric_criteria: rubricCriteria(released),
  };
}

function activity(): ActivityEvent[] {
  const nameOf = (id: number) => db.analytics.students.find((student) => student.id === id)?.username ?? '';
  const courseOf = (id: number) => db.courses.find((course) => course.id === id)?.title ?? '';
  const eventOf = (essay: AnalyticsEssay, kind: ActivityEvent['kind'], ago: number): ActivityEvent => ({
    kind,
    at: new Date(daysAgo(ago)).toISOString(),
    submission_id: essay.submission_id,
    assignment_id: essay.assignment_id,
    assignment_title: essay.assignment_title,
    course_title: courseOf(essay.course_id),
    student_name: nameOf(essay.student_id),
    version: essay.version,
    grade: kind === 'released' ? essay.final : null,
  });
  return db.analytics.essays
    .flatMap((essay) => [
      eventOf(essay, 'submitted', essay.submitted_days_ago),
      ...(essay.released_days_ago === null ? [] : [eventOf(essay, 'released', essay.released_days_ago)]),
    ])
    .sort((a, b) => b.at.localeCompare(a.at) || b.submission_id - a.submission_id)
    .slice(0, ACTIVITY_LIMIT);
}

const idParam = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  return value === null ? null : Number(value);
};

/** The analytics fixture names students by username; the person with that username, if any, by name. */
const personNameOf = (username: string) =>
  [...db.users.values()].find((user) => user.username === username)?.display_name ?? username;

/** GET /admin/analytics and GET /admin/activity over the analytics fixture. */
export const analyticsHandlers = [
  handleAsAdmin('getAnalytics', ({ request }) => {
    const url = new URL(request.url);
    const weekId = idParam(url, 'week_id');
    let courseId = idParam(url, 'course_id');
    if (courseId !== null && !db.courses.some((course) => course.id === courseId)) return notFound('Course');
    if (weekId !== null) {
      const week = db.weeks.find((row) => row.id === weekId);
      if (!week || (courseId !== null && week.course_id !== courseId)) return notFound('Week');
      courseId = week.course_id;
    }
    return HttpResponse.json(analyticsFor(courseId, weekId));
  }),
  handleAsAdmin('getActivity', () => HttpResponse.json(activity())),
];
