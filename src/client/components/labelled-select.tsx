import { Field, NativeSelect } from '@chakra-ui/react';

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
}: LabelledSelectProps) {
  return (
    <Field.Root width="auto" minWidth={minWidth} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
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
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
