import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { WeekBody } from '../../../../shared/contract';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { TextField } from '../../../components/text-field';
import { useValidatedForm } from '../../../components/use-validated-form';
import type { SaveOutcome } from '../../../lib/save-outcome';
import { type WeekDraft, type WeekField, weekBodyOf, weekProblems } from '../week-rules';

interface WeekFormProps {
  initial: WeekDraft;
  label: string;
  submitLabel: string;
  onSave: (body: WeekBody) => Promise<SaveOutcome>;
  onCancel?: () => void;
  /** A new week's form empties after a save so that the next week can be added. */
  resetAfterSave?: boolean;
}

/** Week number, title and dates; a taken week number comes back from the server onto its field (409). */
export function WeekForm({ initial, label, submitLabel, onSave, onCancel, resetAfterSave }: WeekFormProps) {
  const {
    values: draft,
    change: set,
    problems,
    failure,
    sending,
    submit,
    reset,
  } = useValidatedForm<WeekField>({ ...initial }, weekProblems);

  const onSubmit = submit(async (values) => {
    const outcome = await onSave(weekBodyOf(values));
    if (!outcome && resetAfterSave) reset();
    return outcome;
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField
            label="Week number"
            name="week_number"
            type="number"
            value={draft.week_number}
            onChange={set('week_number')}
            error={problems.week_number}
          />
          <TextField
            label="Week title"
            name="title"
            value={draft.title}
            onChange={set('title')}
            error={problems.title}
            required={false}
          />
          <TextField
            label="Starts on"
            name="starts_on"
            type="date"
            value={draft.starts_on}
            onChange={set('starts_on')}
            error={problems.starts_on}
            required={false}
          />
          <TextField
            label="Ends on"
            name="ends_on"
            type="date"
            value={draft.ends_on}
            onChange={set('ends_on')}
            error={problems.ends_on}
            required={false}
          />
        </SimpleGrid>
        <FormActions submitLabel={submitLabel} sending={sending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
