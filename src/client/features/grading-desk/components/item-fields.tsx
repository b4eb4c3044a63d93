import { Box, Field, HStack, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { SEVERITIES } from '../../../../shared/contract';
import { LabelledSelect } from '../../../components/labelled-select';
import type { FormProblems } from '../../../lib/form-problems';
import { categoryOptions, choiceOf, useCategoryChoices } from '../category-choices';
import { type ItemField, type ItemValues, SEVERITY_LABELS } from '../item-form';

interface ItemFieldsProps {
  values: ItemValues;
  change: (field: ItemField) => (value: string) => void;
  problems: FormProblems<ItemField>;
}

/** The chosen category's colour, as its highlight and badge show it, and its icon. */
function CategoryMark({ colour, icon }: { colour: string; icon: string }) {
  return (
    <HStack as="span" aria-hidden="true" gap="1" flexShrink="0">
      <Box as="span" boxSize="2.5" borderRadius="full" flexShrink="0" style={{ backgroundColor: colour }} />
      {icon && <span>{icon}</span>}
    </HStack>
  );
}

/**
 * Category, severity, comment and suggestion: the fields of one comment, drafted or the instructor's.
 * The categories are the instructor's active ones, in the order of their Categories page.
 */
export function ItemFields({ values, change, problems }: ItemFieldsProps) {
  const choices = useCategoryChoices();
  const chosen = choiceOf(choices, values.category);
  return (
    <Stack gap="3">
      <SimpleGrid columns={2} gap="3">
        <LabelledSelect
          label="Category"
          name="category"
          required
          minWidth="auto"
          value={values.category}
          options={categoryOptions(choices, values.category)}
          onChange={change('category')}
          error={problems.category}
          mark={values.category && <CategoryMark colour={chosen.colour} icon={chosen.icon} />}
        />
        <LabelledSelect
          label="Severity"
          name="severity"
          required
          minWidth="auto"
          value={values.severity}
          options={SEVERITIES.map((name) => ({ value: name, label: SEVERITY_LABELS[name] }))}
          onChange={change('severity')}
          error={problems.severity}
        />
      </SimpleGrid>
      <Field.Root invalid={Boolean(problems.comment)} required>
        <Field.Label>
          Comment
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          name="comment"
          rows={3}
          value={values.comment}
          onChange={(event) => change('comment')(event.target.value)}
        />
        <Field.ErrorText>{problems.comment}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(problems.suggestion)}>
        <Field.Label>Suggestion</Field.Label>
        <Textarea
          name="suggestion"
          rows={2}
          value={values.suggestion}
          onChange={(event) => change('suggestion')(event.target.value)}
        />
        <Field.HelperText>Optional: the wording you would suggest instead.</Field.HelperText>
        <Field.ErrorText>{problems.suggestion}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
