import { Field, Input } from '@chakra-ui/react';
import { fromLocalInput, toLocalInput } from '../../../lib/local-time';

interface TimeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (iso: string) => void;
}

function TimeField({ label, name, value, onChange }: TimeFieldProps) {
  return (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <Input
        type="datetime-local"
        size="sm"
        name={name}
        value={toLocalInput(value)}
        onChange={(event) => onChange(fromLocalInput(event.target.value))}
      />
    </Field.Root>
  );
}

interface TimeRangeFilterProps {
  from: string;
  to: string;
  onChange: (range: { from?: string; to?: string }) => void;
}

/** The time range of the records shown; either end may stay open. */
export function TimeRangeFilter({ from, to, onChange }: TimeRangeFilterProps) {
  return (
    <>
      <TimeField label="From" name="from" value={from} onChange={(iso) => onChange({ from: iso })} />
      <TimeField label="To" name="to" value={to} onChange={(iso) => onChange({ to: iso })} />
    </>
  );
}
