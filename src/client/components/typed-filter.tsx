import { Field, Input } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** Long enough to let a word be typed, short enough to feel immediate. */
const TYPING_PAUSE_MS = 300;

interface TypedFilterProps {
  label: string;
  name: string;
  placeholder: string;
  minWidth?: string;
  /** The filter in force, from the address. */
  value: string;
  onChange: (text: string) => void;
}

/** A text filter applied once the typing pauses; Enter applies it at once. */
export function TypedFilter({
  label,
  name,
  placeholder,
  minWidth = '48',
  value,
  onChange,
}: TypedFilterProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Back, forward and 'Clear filters' change the filter under the box.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next), TYPING_PAUSE_MS);
  };
  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    clearTimeout(timer.current);
    onChange(text);
  };

  return (
    <Field.Root width="auto" minWidth={minWidth}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        size="sm"
        name={name}
        value={text}
        placeholder={placeholder}
        onChange={(event) => change(event.target.value)}
        onKeyDown={applyOnEnter}
      />
    </Field.Root>
  );
}
