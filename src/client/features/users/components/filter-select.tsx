import { Field, NativeSelect } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  name: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour, Chakra's look. */
export function FilterSelect({ label, name, value, options, onChange }: FilterSelectProps) {
  return (
    <Field.Root width="auto" minWidth="40">
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
    </Field.Root>
  );
}
