import { Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { SaveOutcome } from '../lib/save-outcome';
import { FormActions } from './form-actions';
import { FormErrorAlert } from './form-error-alert';

/** What a form that edits one thing takes from its page: its values, its name and buttons, and the save. */
export interface EditFormProps<Draft, Body> {
  initial: Draft;
  label: string;
  submitLabel: string;
  /** Resolves with the failure to show, or null once saved. */
  onSave: (body: Body) => Promise<SaveOutcome>;
  onCancel: () => void;
}

interface FormShellProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** The server's sentence when the last save failed, shown above the fields. */
  failure: string | null;
  sending: boolean;
  /** Without it the form brings its own buttons (inside `children`). */
  submitLabel?: string;
  onCancel?: () => void;
  /** For a form that opens on request: the person continues in its first field. */
  focusFirstField?: boolean;
  children: ReactNode;
}

/**
 * What every form here is: unvalidated by the browser (the form checks its values itself and says why
 * beside each field), the failure above the fields, the fields, and the submit and Cancel buttons.
 */
export function FormShell({
  label,
  onSubmit,
  failure,
  sending,
  submitLabel,
  onCancel,
  focusFirstField = false,
  children,
}: FormShellProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusFirstField) form.current?.querySelector('input')?.focus();
  }, [focusFirstField]);

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="4">
        <FormErrorAlert message={failure} />
        {children}
        {submitLabel && <FormActions submitLabel={submitLabel} sending={sending} onCancel={onCancel} />}
      </Stack>
    </form>
  );
}
