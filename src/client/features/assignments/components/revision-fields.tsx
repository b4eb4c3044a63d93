import { Box, Checkbox, Stack } from '@chakra-ui/react';
import { TextField } from '../../../components/text-field';
import type { FormProblems } from '../../../lib/form-problems';
import type { AssignmentDraft, AssignmentField } from '../assignment-rules';

interface RevisionFieldsProps {
  values: AssignmentDraft;
  change: (field: AssignmentField) => (value: string) => void;
  problems: FormProblems<AssignmentField>;
}

/**
 * Whether students may revise after feedback is released, and how many versions they may write; and
 * whether their essays are graded without their names.
 */
export function RevisionFields({ values, change, problems }: RevisionFieldsProps) {
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
            name="max_versions"
            type="number"
            value={values.max_versions}
            onChange={change('max_versions')}
            error={problems.max_versions}
            helperText="The first essay is version 1; each revision adds one."
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
