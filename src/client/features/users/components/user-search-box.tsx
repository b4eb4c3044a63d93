import { Field, Input } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** Long enough to let a name be typed, short enough to feel immediate. */
const SEARCH_DELAY_MS = 300;

interface UserSearchBoxProps {
  /** The search in force, from the address. */
  value: string;
  onSearch: (text: string) => void;
}

/** Searches as the person types, once they pause; Enter searches at once. */
export function UserSearchBox({ value, onSearch }: UserSearchBoxProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Back and forward change the search under the box; keep what was typed when only spaces differ.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
  };
  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    clearTimeout(timer.current);
    onSearch(text);
  };

  return (
    <Field.Root width="auto" minWidth="64">
      <Field.Label>Search users</Field.Label>
      <Input
        type="search"
        size="sm"
        name="search"
        value={text}
        placeholder="Username or e-mail"
        onChange={(event) => change(event.target.value)}
        onKeyDown={searchOnEnter}
      />
    </Field.Root>
  );
}
