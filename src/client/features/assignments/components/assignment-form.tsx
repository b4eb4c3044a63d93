import type { AssignmentBody } from '../../../../shared/contract';
import { type EditFormProps, FormShell } from '../../../components/form-shell';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import {
  type AssignmentDraft,
  type AssignmentField,
  assignmentBodyOf,
  assignmentProblems,
} from '../assignment-rules';
import { AssignmentLimitFields } from './assignment-limit-fields';
import { RevisionFields } from './revision-fields';

interface AssignmentFormProps extends EditFormProps<AssignmentDraft, AssignmentBody> {
  /** False when the panel opens at the rubric below, where the focus goes instead. */
  focusFirstField?: boolean;
}

/**
 * Title, instructions, due date, word limits and revisions. A maximum below the minimum shows as soon as both are
 * typed; the server's reasons come back onto their fields, and typed values stay after a failed save.
 */
export function AssignmentForm({ initial, onSave, focusFirstField = true, ...frame }: AssignmentFormProps) {
  const form = useValidatedForm<AssignmentField>(initial, assignmentProblems);
  const { field, richField, shell } = form;
  return (
    <FormShell
      focusFirstField={focusFirstField}
      {...frame}
      {...shell((draft) => onSave(assignmentBodyOf(draft)))}
    >
      <TextField label="Assignment title" {...field('title')} />
      <RichTextEditor label="Instructions" {...richField('instructions_html')} />
      <AssignmentLimitFields form={form} />
      <RevisionFields form={form} />
    </FormShell>
  );
}
