import { Badge, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';

interface GradeFieldProps {
  value: string;
  suggested: number | null;
  /** The grade is the rubric's until the instructor types one. */
  followsRubric?: boolean;
  onChange: (value: string) => void;
  error?: string;
}

/** The final grade (section 9: 0 to 100), beside the grade the engine suggests. */
export function GradeField({ value, suggested, followsRubric = false, onChange, error }: GradeFieldProps) {
  return (
    <Stack gap="2">
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>Final grade</Field.Label>
        <Input
          name="grade"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          maxWidth="32"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {!error && (
          <Field.HelperText>
            {followsRubric
              ? 'Follows the rubric until you type a grade: a whole number from 0 to 100.'
              : 'A whole number from 0 to 100.'}
          </Field.HelperText>
        )}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {suggested !== null && (
        <HStack gap="2" wrap="wrap">
          <Badge size="lg" colorPalette="purple">
            Suggested: {suggested}/100
          </Badge>
          <Button size="xs" variant="outline" onClick={() => onChange(String(suggested))}>
            Use suggested grade
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
