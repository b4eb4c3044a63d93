import type { Course, Week } from '../../shared/contract/courses';
import type { courses, weeks } from '../db/schema';

export function toCourseDto(row: typeof courses.$inferSelect): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A week is active when today (UTC) falls within its dates; a week without dates never is. */
export function isActiveWeek(
  row: { startsOn: string | null; endsOn: string | null },
  today = new Date(),
): boolean {
  if (!row.startsOn || !row.endsOn) return false;
  const day = today.toISOString().slice(0, 10);
  return row.startsOn <= day && day <= row.endsOn;
}

export function toWeekDto(row: typeof weeks.$inferSelect, today = new Date()): Week {
  return {
    id: row.id,
    course_id: row.courseId,
    week_number: row.weekNumber,
    title: row.title,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    is_active: isActiveWeek(row, today),
  };
}
