import { SimpleGrid } from '@chakra-ui/react';
import type { ValidatedForm } from '../../../components/form-field-binding';
import { TextField } from '../../../components/text-field';
import { type AssignmentField, WORD_LIMIT_SENTENCE, wordLimitProblem } from '../assignment-rules';

/** What a student is held to: the due date and the word limits, all optional. */
export function AssignmentLimitFields({ form }: { form: ValidatedForm<AssignmentField> }) {
  const { values, field, problems } = form;
  // The word-limit rule follows the two counts as they change; other problems wait for the next submit.
  const maxProblem =
    problems.max_words && problems.max_words !== WORD_LIMIT_SENTENCE
      ? problems.max_words
      : wordLimitProblem(values);

  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <TextField
        label="Due date and time"
        type="datetime-local"
        required={false}
        helperText="Your local time. Leave empty for no due date."
        {...field('due_at')}
      />
      <TextField label="Minimum words" type="number" required={false} {...field('min_words')} />
      <TextField
        label="Maximum words"
        type="number"
        required={false}
        {...field('max_words')}
        error={maxProblem}
      />
    </SimpleGrid>
  );
}
