import { Field, Textarea } from '@chakra-ui/react';

interface TextareaFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: string;
}

/** A labelled, optional multi-line field whose problem is tied to it, like TextField. */
export function TextareaField({ label, name, value, onChange, error, helperText }: TextareaFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea name={name} value={value} rows={4} onChange={(event) => onChange(event.target.value)} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
