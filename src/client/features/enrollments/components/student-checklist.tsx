import { Box, Button, Checkbox, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { User } from '../../../../shared/contract';
import { shownName } from '../../../../shared/rules/account';
import { matchesSearch } from '../enrollment-rules';

interface StudentChecklistProps {
  students: User[];
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
  error?: string;
}

/** Ticks one or many students; the search only narrows what is shown, never what is ticked. */
export function StudentChecklist({ students, selected, onChange, error }: StudentChecklistProps) {
  const [search, setSearch] = useState('');
  const shown = students.filter((student) => matchesSearch(student, search));
  const toggle = (id: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>Students</Fieldset.Legend>
      <Fieldset.HelperText>Approved students with a verified e-mail address.</Fieldset.HelperText>
      <Fieldset.Content>
        <Input
          type="search"
          size="sm"
          maxWidth="sm"
          aria-label="Search students"
          placeholder="Search students by name, username or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <HStack gap="3">
          <Text aria-live="polite">{selected.size} selected</Text>
          <Button
            size="xs"
            variant="outline"
            disabled={!shown.length}
            onClick={() => onChange(new Set([...selected, ...shown.map((student) => student.id)]))}
          >
            Select all shown
          </Button>
          <Button size="xs" variant="outline" disabled={!selected.size} onClick={() => onChange(new Set())}>
            Clear selection
          </Button>
        </HStack>
        <Box maxHeight="80" overflowY="auto" borderWidth="1px" rounded="md" padding="3">
          {!shown.length && <Text color="fg.muted">No students match this search.</Text>}
          <Stack gap="2">
            {shown.map((student) => (
              <Checkbox.Root
                key={student.id}
                checked={selected.has(student.id)}
                onCheckedChange={(details) => toggle(student.id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {shownName(student)} ({student.username}, {student.email})
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Box>
      </Fieldset.Content>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
