import { chakra, Field, HStack, Input } from '@chakra-ui/react';
import { normalisedColour } from '../category-rules';

interface CategoryColourFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * A hex code typed in, or picked with the browser's colour picker; both edit the same value. The
 * picker is a plain input, so that the field's label belongs to the hex code alone.
 */
export function CategoryColourField({ value, onChange, error }: CategoryColourFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>Colour</Field.Label>
      <HStack width="full">
        <Input name="color" value={value} maxWidth="40" onChange={(event) => onChange(event.target.value)} />
        <chakra.input
          type="color"
          aria-label="Pick a colour"
          value={normalisedColour(value) ?? '#000000'}
          onChange={(event) => onChange(event.target.value)}
          width="10"
          height="10"
          padding="1"
          borderWidth="1px"
          rounded="md"
          cursor="pointer"
          bg="transparent"
        />
      </HStack>
      {!error && <Field.HelperText>A hex code such as #2b6cb0, or pick one.</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
