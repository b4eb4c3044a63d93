import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'password' | 'number' | 'date' | 'datetime-local';
  /** Most fields must be filled; optional ones say so to assistive technology by not being required. */
  required?: boolean;
  autoComplete?: string;
  helperText?: string;
}

/** A labelled input whose problem is shown beneath it and tied to it for assistive technology. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  helperText,
  required = true,
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
