import type { Assignment, Lesson } from '../../shared/contract/content';
import type { assignments, lessons } from '../db/schema';

export const toLessonDto = (row: typeof lessons.$inferSelect): Lesson => ({
  id: row.id,
  week_id: row.weekId,
  title: row.title,
  content_html: row.contentHtml,
  position: row.position,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toAssignmentDto = (row: typeof assignments.$inferSelect): Assignment => ({
  id: row.id,
  week_id: row.weekId,
  title: row.title,
  instructions_html: row.instructionsHtml,
  due_at: row.dueAt?.toISOString() ?? null,
  min_words: row.minWords,
  max_words: row.maxWords,
  allow_revisions: row.allowRevisions,
  max_versions: row.maxVersions,
  anonymous_grading: row.anonymousGrading,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
