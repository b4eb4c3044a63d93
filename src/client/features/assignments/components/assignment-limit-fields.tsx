import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '../../../components/text-field';
import type { FormProblems } from '../../../lib/form-problems';
import {
  type AssignmentDraft,
  type AssignmentField,
  WORD_LIMIT_SENTENCE,
  wordLimitProblem,
} from '../assignment-rules';

interface AssignmentLimitFieldsProps {
  values: AssignmentDraft;
  change: (field: AssignmentField) => (value: string) => void;
  problems: FormProblems<AssignmentField>;
}

/** What a student is held to: the due date and the word limits, all optional. */
export function AssignmentLimitFields({ values, change, problems }: AssignmentLimitFieldsProps) {
  // The word-limit rule follows the two counts as they change; other problems wait for the next submit.
  const maxProblem =
    problems.max_words && problems.max_words !== WORD_LIMIT_SENTENCE
      ? problems.max_words
      : wordLimitProblem(values);

  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <TextField
        label="Due date and time"
        name="due_at"
        type="datetime-local"
        value={values.due_at}
        onChange={change('due_at')}
        error={problems.due_at}
        required={false}
        helperText="Your local time. Leave empty for no due date."
      />
      <TextField
        label="Minimum words"
        name="min_words"
        type="number"
        value={values.min_words}
        onChange={change('min_words')}
        error={problems.min_words}
        required={false}
      />
      <TextField
        label="Maximum words"
        name="max_words"
        type="number"
        value={values.max_words}
        onChange={change('max_words')}
        error={maxProblem}
        required={false}
      />
    </SimpleGrid>
  );
}
