import { Checkbox, Fieldset, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { LtiContentRequest } from '../../../../shared/contract';
import { FormShell } from '../../../components/form-shell';
import { IdSelect } from '../../../components/id-select';
import { TextField } from '../../../components/text-field';
import { errorMessage, fieldErrors } from '../../../lib/api-error-message';
import { formatDate } from '../../../lib/date-format';
import { choiceOf, NO_PICK, type PickKey, pickedWith, pickProblems, placeLabel } from '../content-pick';
import { useAnswerLtiContentRequestMutation } from '../lti-api';

type Week = LtiContentRequest['weeks'][number];

const weekLabel = (week: Week) => `Week ${week.week_number}${week.title ? `: ${week.title}` : ''}`;

/** One choice, a checkbox where the platform takes several and a radio where it takes one. */
function Choice({
  value,
  on,
  multiple,
  onChange,
  children,
}: {
  value: PickKey;
  on: boolean;
  multiple: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  if (!multiple)
    return (
      <RadioGroup.Item value={String(value)}>
        <RadioGroup.ItemHiddenInput />
        <RadioGroup.ItemIndicator />
        <RadioGroup.ItemText>{children}</RadioGroup.ItemText>
      </RadioGroup.Item>
    );
  return (
    <Checkbox.Root checked={on} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

interface ContentPickFormProps {
  request: LtiContentRequest;
  /** Called with the single-use token once the server has signed the answer. */
  onPlaced: (returnToken: string) => void;
}

/** The course's assignments by week to tick, and a new one to make, placed in the LMS course at once. */
export function ContentPickForm({ request, onPlaced }: ContentPickFormProps) {
  const [pick, setPick] = useState(NO_PICK);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, { isLoading }] = useAnswerLtiContentRequestMutation();
  const fields = useRef<HTMLDivElement>(null);
  // A refused pick takes the person to what needs them: the new title, else the first choice.
  useEffect(() => {
    const at = problems['new_assignment.title']
      ? 'input[name="new_assignment_title"]'
      : problems.assignment_ids
        ? 'input'
        : null;
    if (at) fields.current?.querySelector<HTMLInputElement>(at)?.focus();
  }, [problems]);
  const multiple = request.accept_multiple;
  const weeks = request.weeks;
  const courseOrder = weeks.flatMap((week) => week.assignments.map((assignment) => assignment.id));
  const toggle = (key: PickKey) => (on: boolean) =>
    setPick((before) => pickedWith(before, key, on, multiple));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = pickProblems(pick);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    const result = await answer({ id: request.id, choice: choiceOf(pick, courseOrder) });
    if (result.data) return onPlaced(result.data.return_token);
    setFailure(errorMessage(result.error, 'error', 'The assignments could not be added. Try again.'));
    setProblems(fieldErrors(result.error));
  };

  const choices = (
    <Stack gap="5">
      {weeks.map((week) =>
        week.assignments.length ? (
          <Stack key={week.id} gap="2">
            <Heading as="h2" size="sm">
              {weekLabel(week)}
            </Heading>
            {week.assignments.map((assignment) => (
              <Choice
                key={assignment.id}
                value={assignment.id}
                on={pick.chosen.has(assignment.id)}
                multiple={multiple}
                onChange={toggle(assignment.id)}
              >
                {assignment.title}
                {assignment.due_at && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    (due {formatDate(assignment.due_at)})
                  </Text>
                )}
              </Choice>
            ))}
          </Stack>
        ) : null,
      )}
      {!courseOrder.length && (
        <Text color="fg.muted">This course has no assignments yet: make the first one.</Text>
      )}
      <Choice value="new" on={pick.makeNew} multiple={multiple} onChange={toggle('new')}>
        A new assignment
      </Choice>
    </Stack>
  );
  const selected = pick.makeNew ? 'new' : String([...pick.chosen][0] ?? '');

  return (
    <FormShell
      label="Assignments to add"
      submitLabel={placeLabel(pick)}
      onSubmit={submit}
      failure={failure}
      sending={isLoading}
    >
      <Stack gap="4" ref={fields}>
        <Fieldset.Root invalid={Boolean(problems.assignment_ids)}>
          <Fieldset.Legend>
            {multiple ? 'Choose the assignments to add' : 'Choose the assignment to add'}
          </Fieldset.Legend>
          <Fieldset.Content>
            {multiple ? (
              choices
            ) : (
              <RadioGroup.Root
                value={selected}
                onValueChange={(details) =>
                  details.value && toggle(details.value === 'new' ? 'new' : Number(details.value))(true)
                }
              >
                {choices}
              </RadioGroup.Root>
            )}
          </Fieldset.Content>
          <Fieldset.ErrorText>{problems.assignment_ids}</Fieldset.ErrorText>
        </Fieldset.Root>
        {pick.makeNew && (
          <Stack gap="4" maxWidth="lg">
            <TextField
              label="Title of the new assignment"
              name="new_assignment_title"
              value={pick.newTitle}
              onChange={(newTitle) => setPick((before) => ({ ...before, newTitle }))}
              error={problems['new_assignment.title']}
              helperText="You can add instructions, a due date and word limits in Margin afterwards."
            />
            <IdSelect
              label="Week"
              name="new_assignment_week"
              noneLabel={weeks.length ? `The last week (${weekLabel(weeks.at(-1)!)})` : 'Week 1, made now'}
              choices={weeks.map((week) => ({ id: week.id, label: weekLabel(week) }))}
              value={pick.newWeekId}
              onChange={(newWeekId) => setPick((before) => ({ ...before, newWeekId }))}
            />
          </Stack>
        )}
      </Stack>
    </FormShell>
  );
}
