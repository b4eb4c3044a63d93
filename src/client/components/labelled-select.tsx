import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface LabelledSelectProps {
  label: string;
  name: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Said beneath the select, e.g. why it is disabled. */
  helperText?: string;
  minWidth?: string;
  /** A form's field that must be chosen says so to assistive technology, and its problem beneath it. */
  required?: boolean;
  error?: string;
  /** Drawn beside the choice, for the eye only (e.g. a chosen category's colour and icon). */
  mark?: ReactNode;
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour, Chakra's look. */
export function LabelledSelect({
  label,
  name,
  value,
  options,
  onChange,
  disabled,
  helperText,
  minWidth = '36',
  required,
  error,
  mark,
}: LabelledSelectProps) {
  const select = (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Field.Root
      width="auto"
      minWidth={minWidth}
      disabled={disabled}
      invalid={Boolean(error)}
      required={required}
    >
      <Field.Label>{label}</Field.Label>
      {mark === undefined ? (
        select
      ) : (
        <HStack width="full" gap="2">
          {select}
          {mark}
        </HStack>
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
