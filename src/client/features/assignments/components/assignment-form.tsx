import type { AssignmentBody } from '../../../../shared/contract';
import { FormShell } from '../../../components/form-shell';
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
  const { values, change, field, richField, problems, failure, sending, submit } =
    useValidatedForm<AssignmentField>(initial, assignmentProblems);
  const onSubmit = submit((draft) => onSave(assignmentBodyOf(draft)));

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
      <TextField label="Assignment title" {...field('title')} />
      <RichTextEditor label="Instructions" {...richField('instructions_html')} />
      <AssignmentLimitFields values={values} change={change} problems={problems} />
    </FormShell>
  );
}
