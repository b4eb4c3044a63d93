import type { Static } from 'typebox';
import type {
  AssignmentBodySchema,
  AssignmentSchema,
  AssignmentStudentSchema,
  ExtensionBodySchema,
  ExtensionSchema,
  LessonBodySchema,
  LessonSchema,
} from './schemas/content';

export type Lesson = Static<typeof LessonSchema>;
export type LessonBody = Static<typeof LessonBodySchema>;
export type Assignment = Static<typeof AssignmentSchema>;
export type AssignmentBody = Static<typeof AssignmentBodySchema>;
export type AssignmentStudent = Static<typeof AssignmentStudentSchema>;
export type ExtensionBody = Static<typeof ExtensionBodySchema>;
export type Extension = Static<typeof ExtensionSchema>;
