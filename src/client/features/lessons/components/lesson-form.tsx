import type { LessonBody } from '../../../../shared/contract';
import { FormShell } from '../../../components/form-shell';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import type { SaveOutcome } from '../../../lib/save-outcome';
import { type LessonDraft, type LessonField, lessonBodyOf, lessonProblems } from '../lesson-rules';

interface LessonFormProps {
  initial: LessonDraft;
  label: string;
  submitLabel: string;
  onSave: (body: LessonBody) => Promise<SaveOutcome>;
  onCancel: () => void;
}

/** A lesson's title and content; on a failed save both stay as typed and the reasons show beside them. */
export function LessonForm({ initial, label, submitLabel, onSave, onCancel }: LessonFormProps) {
  const { field, richField, failure, sending, submit } = useValidatedForm<LessonField>(
    initial,
    lessonProblems,
  );
  const onSubmit = submit((draft) => onSave(lessonBodyOf(draft)));

  return (
    <FormShell
      focusFirstField
      label={label}
      onSubmit={onSubmit}
      failure={failure}
      sending={sending}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <TextField label="Lesson title" {...field('title')} />
      <RichTextEditor label="Lesson content" {...richField('content_html')} />
    </FormShell>
  );
}
