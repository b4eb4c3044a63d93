import { SimpleGrid } from '@chakra-ui/react';
import type { WeekBody } from '../../../../shared/contract';
import { FormShell } from '../../../components/form-shell';
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
  const { field, shell, reset } = useValidatedForm<WeekField>({ ...initial }, weekProblems);

  const save = shell(async (values) => {
    const outcome = await onSave(weekBodyOf(values));
    if (!outcome && resetAfterSave) reset();
    return outcome;
  });

  return (
    <FormShell label={label} submitLabel={submitLabel} onCancel={onCancel} {...save}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Week number" type="number" {...field('week_number')} />
        <TextField label="Week title" required={false} {...field('title')} />
        <TextField label="Starts on" type="date" required={false} {...field('starts_on')} />
        <TextField label="Ends on" type="date" required={false} {...field('ends_on')} />
      </SimpleGrid>
    </FormShell>
  );
}
