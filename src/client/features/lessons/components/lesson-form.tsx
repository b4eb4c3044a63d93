import { Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { LessonBody } from '../../../../shared/contract';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
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
  const form = useRef<HTMLFormElement>(null);
  const { values, change, problems, failure, sending, submit } = useValidatedForm<LessonField>(
    initial,
    lessonProblems,
  );
  const onSubmit = submit((draft) => onSave(lessonBodyOf(draft)));

  // The form opens on request, so the person continues in its first field.
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <TextField
          label="Lesson title"
          name="title"
          value={values.title}
          onChange={change('title')}
          error={problems.title}
        />
        <RichTextEditor
          label="Lesson content"
          value={values.content_html}
          onChange={(html) => change('content_html')(html)}
          invalid={Boolean(problems.content_html)}
          errorText={problems.content_html}
        />
        <FormActions submitLabel={submitLabel} sending={sending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
