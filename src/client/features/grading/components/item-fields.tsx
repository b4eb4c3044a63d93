import { Field, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { FEEDBACK_CATEGORIES, SEVERITIES } from '../../../../shared/contract';
import type { FormProblems } from '../../../lib/form-problems';
import {
  CATEGORY_LABELS,
  categoryLabel,
  type ItemField,
  type ItemValues,
  SEVERITY_LABELS,
} from '../item-form';

interface ItemFieldsProps {
  values: ItemValues;
  change: (field: ItemField) => (value: string) => void;
  problems: FormProblems<ItemField>;
}

function SelectField({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

const categoryOptions = (current: string) => {
  const builtIn = FEEDBACK_CATEGORIES.map((name) => ({ value: name, label: CATEGORY_LABELS[name] }));
  // A drafted item may carry a category outside the six; it stays selectable so nothing changes by itself.
  const known = builtIn.some((option) => option.value === current);
  return known || !current ? builtIn : [{ value: current, label: categoryLabel(current) }, ...builtIn];
};

/** Category, severity, comment and suggestion: the fields of one comment, drafted or the instructor's. */
export function ItemFields({ values, change, problems }: ItemFieldsProps) {
  return (
    <Stack gap="3">
      <SimpleGrid columns={2} gap="3">
        <SelectField
          label="Category"
          value={values.category}
          options={categoryOptions(values.category)}
          onChange={change('category')}
          error={problems.category}
        />
        <SelectField
          label="Severity"
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
