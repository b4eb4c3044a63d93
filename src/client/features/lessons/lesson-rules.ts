import type { Lesson, LessonBody } from '../../../shared/contract';
import { RICH_HTML_MAX, TITLE_MAX } from '../../../shared/contract/limits';
import type { FormProblems } from '../../lib/form-problems';
import { requiredTextProblem } from '../../lib/text-limit-problems';

export interface LessonDraft {
  title: string;
  content_html: string;
}

export type LessonField = keyof LessonDraft;

export const emptyLessonDraft: LessonDraft = { title: '', content_html: '' };

export const lessonDraftOf = (lesson: Lesson): LessonDraft => ({
  title: lesson.title,
  content_html: lesson.content_html,
});

/** The contract's limits on a lesson (content.ts), checked before sending. */
export function lessonProblems({ title, content_html }: LessonDraft): FormProblems<LessonField> {
  return {
    title: requiredTextProblem(title, TITLE_MAX, 'title'),
    content_html: content_html.length > RICH_HTML_MAX ? 'This lesson is too long to store.' : undefined,
  };
}

export const lessonBodyOf = ({ title, content_html }: LessonDraft): LessonBody => ({
  title: title.trim(),
  content_html,
});
