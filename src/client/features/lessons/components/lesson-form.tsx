import type { LessonBody } from '../../../../shared/contract';
import { type EditFormProps, FormShell } from '../../../components/form-shell';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import { type LessonDraft, type LessonField, lessonBodyOf, lessonProblems } from '../lesson-rules';

type LessonFormProps = EditFormProps<LessonDraft, LessonBody>;

/** A lesson's title and content; on a failed save both stay as typed and the reasons show beside them. */
export function LessonForm({ initial, onSave, ...frame }: LessonFormProps) {
  const { field, richField, shell } = useValidatedForm<LessonField>(initial, lessonProblems);
  return (
    <FormShell focusFirstField {...frame} {...shell((draft) => onSave(lessonBodyOf(draft)))}>
      <TextField label="Lesson title" {...field('title')} />
      <RichTextEditor label="Lesson content" {...richField('content_html')} />
    </FormShell>
  );
}
