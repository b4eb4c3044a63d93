import { Box, Checkbox, Stack } from '@chakra-ui/react';
import type { ValidatedForm } from '../../../components/form-field-binding';
import { TextField } from '../../../components/text-field';
import type { AssignmentField } from '../assignment-rules';

/**
 * Whether students may revise after feedback is released, and how many versions they may write; and
 * whether their essays are graded without their names.
 */
export function RevisionFields({ form }: { form: ValidatedForm<AssignmentField> }) {
  const { values, change, field } = form;
  const allowed = values.allow_revisions === 'yes';
  return (
    <Stack gap="3">
      <Checkbox.Root
        checked={allowed}
        onCheckedChange={(details) => change('allow_revisions')(details.checked === true ? 'yes' : '')}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Students may revise after feedback is released</Checkbox.Label>
      </Checkbox.Root>
      {allowed && (
        <Box maxWidth="16rem">
          <TextField
            label="Versions at most"
            type="number"
            helperText="The first essay is version 1; each revision adds one."
            {...field('max_versions')}
          />
        </Box>
      )}
      <Checkbox.Root
        checked={values.anonymous_grading === 'yes'}
        onCheckedChange={(details) => change('anonymous_grading')(details.checked === true ? 'yes' : '')}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          Grade anonymously: students appear as “Student 1”, “Student 2”… until release
        </Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
