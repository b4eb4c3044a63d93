import { Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { FormActions } from '../../../components/form-actions';
import { FormErrorAlert } from '../../../components/form-error-alert';
import type { SaveOutcome } from '../../../lib/save-outcome';
import type { ItemValues } from '../item-form';
import { ItemFields } from './item-fields';
import { useItemForm } from './use-item-form';

interface ItemEditFormProps {
  label: string;
  initial: ItemValues;
  /** Every change, so that the typed words are kept on this device until saved. */
  onValuesChange: (values: ItemValues) => void;
  onSave: (values: ItemValues) => Promise<SaveOutcome>;
  onCancel: () => void;
}

/** Rewording a drafted comment in place; the failure stays above the form with what was typed. */
export function ItemEditForm({ label, initial, onValuesChange, onSave, onCancel }: ItemEditFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { values, change, problems, failure, sending, submit } = useItemForm(initial, onValuesChange);
  const onSubmit = submit((typed) => onSave(typed));

  useEffect(() => {
    form.current?.querySelector('textarea')?.focus();
  }, []);

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="3">
        <FormErrorAlert message={failure} />
        <ItemFields values={values} change={change} problems={problems} />
        <FormActions submitLabel="Save" sending={sending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
