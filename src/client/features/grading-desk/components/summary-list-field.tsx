import { Button, Field, Fieldset, HStack, Stack, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

interface SummaryListFieldProps {
  legend: string;
  /** What one line is called: 'Strength' reads 'Strength 1', 'Remove strength 1', 'Add a strength'. */
  lineName: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  error?: string;
  /** Names the list for a check that brings the focus to it. */
  field?: string;
}

/** A list of lines (strengths, areas for improvement), added and removed one at a time. */
export function SummaryListField({ legend, lineName, lines, onChange, error, field }: SummaryListFieldProps) {
  const list = useRef<HTMLDivElement>(null);
  const added = useRef(false);
  const lower = lineName.toLowerCase();

  // A new line takes the focus, so the person types straight into it.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const inputs = list.current?.querySelectorAll('textarea');
    inputs?.[inputs.length - 1]?.focus();
  });

  const add = () => {
    added.current = true;
    onChange([...lines, '']);
  };

  return (
    <Fieldset.Root invalid={Boolean(error)} data-field={field}>
      <Fieldset.Legend>
        {legend} ({lines.filter((line) => line.trim()).length})
      </Fieldset.Legend>
      <Stack gap="2" ref={list}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain strings, edited where they stand.
          <HStack key={index} align="end">
            <Field.Root flex="1">
              <Field.Label>
                <VisuallyHidden>
                  {lineName} {index + 1}
                </VisuallyHidden>
              </Field.Label>
              {/* A line may run to a sentence or two; it grows to show all of it rather than cutting it off. */}
              <Textarea
                autoresize
                rows={1}
                value={line}
                onChange={(event) =>
                  onChange(lines.map((old, at) => (at === index ? event.target.value : old)))
                }
              />
            </Field.Root>
            <Button size="sm" variant="ghost" onClick={() => onChange(lines.filter((_, at) => at !== index))}>
              Remove
              <VisuallyHidden>
                {' '}
                {lower} {index + 1}
              </VisuallyHidden>
            </Button>
          </HStack>
        ))}
      </Stack>
      <HStack>
        <Button size="sm" variant="outline" onClick={add}>
          Add {/^[aeiou]/.test(lower) ? 'an' : 'a'} {lower}
        </Button>
      </HStack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
