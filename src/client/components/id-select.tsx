import { LabelledSelect } from './labelled-select';

interface IdSelectProps {
  label: string;
  name: string;
  /** The first choice, which stands for none of them in particular: "All courses". */
  noneLabel: string;
  choices: readonly { id: number; label: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  helperText?: string;
  minWidth?: string;
}

/** A LabelledSelect of stored things by their ids, or none of them. */
export function IdSelect({ noneLabel, choices, value, onChange, ...select }: IdSelectProps) {
  const options = [
    { value: '', label: noneLabel },
    ...choices.map((choice) => ({ value: String(choice.id), label: choice.label })),
  ];
  return (
    <LabelledSelect
      {...select}
      value={String(value ?? '')}
      options={options}
      onChange={(chosen) => onChange(Number(chosen) || null)}
    />
  );
}
