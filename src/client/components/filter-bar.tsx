import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A row of filters above a table or chart: a search landmark that wraps on a narrow screen. */
export function FilterBar({
  label,
  align = 'flex-end',
  children,
}: {
  label: string;
  /** 'flex-start' when a control has a line of help beneath it that the others lack. */
  align?: 'flex-start' | 'flex-end';
  children: ReactNode;
}) {
  return (
    <Flex role="search" aria-label={label} gap="4" wrap="wrap" align={align}>
      {children}
    </Flex>
  );
}

/**
 * Binds a filter state's text fields to a LabelledSelect or TypedFilter:
 * `<LabelledSelect label="Role" options={…} {...bind('role')} />`. The controls offer only the values
 * the state allows, so a chosen value is stored as it is.
 */
export function filterBinder<State extends object>(
  state: State,
  onChange: (changes: Partial<State>) => void,
) {
  return <Name extends keyof State & string>(name: Name) => ({
    name,
    value: String(state[name] ?? ''),
    onChange: (value: string) => onChange({ [name]: value } as Partial<State>),
  });
}
