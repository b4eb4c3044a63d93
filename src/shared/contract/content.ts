import type { Static } from 'typebox';
import type {
  AssignmentBodySchema,
  AssignmentSchema,
  LessonBodySchema,
  LessonSchema,
} from './schemas/content';

export type Lesson = Static<typeof LessonSchema>;
export type LessonBody = Static<typeof LessonBodySchema>;
export type Assignment = Static<typeof AssignmentSchema>;
export type AssignmentBody = Static<typeof AssignmentBodySchema>;
