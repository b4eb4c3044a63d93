import { Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { AssignmentBody } from '../../../../shared/contract';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import type { SaveOutcome } from '../../../lib/save-outcome';
import {
  type AssignmentDraft,
  type AssignmentField,
  assignmentBodyOf,
  assignmentProblems,
} from '../assignment-rules';
import { AssignmentLimitFields } from './assignment-limit-fields';

interface AssignmentFormProps {
  initial: AssignmentDraft;
  label: string;
  submitLabel: string;
  onSave: (body: AssignmentBody) => Promise<SaveOutcome>;
  onCancel: () => void;
}

/**
 * Title, instructions, due date and word limits. A maximum below the minimum shows as soon as both are
 * typed; the server's reasons come back onto their fields, and typed values stay after a failed save.
 */
export function AssignmentForm({ initial, label, submitLabel, onSave, onCancel }: AssignmentFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { values, change, problems, failure, sending, submit } = useValidatedForm<AssignmentField>(
    initial,
    assignmentProblems,
  );
  const onSubmit = submit((draft) => onSave(assignmentBodyOf(draft)));

  // The form opens on request, so the person continues in its first field.
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <TextField
          label="Assignment title"
          name="title"
          value={values.title}
          onChange={change('title')}
          error={problems.title}
        />
        <RichTextEditor
          label="Instructions"
          value={values.instructions_html}
          onChange={(html) => change('instructions_html')(html)}
          invalid={Boolean(problems.instructions_html)}
          errorText={problems.instructions_html}
        />
        <AssignmentLimitFields values={values} change={change} problems={problems} />
        <FormActions submitLabel={submitLabel} sending={sending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
