import {
  Button,
  Card,
  Field,
  Fieldset,
  Grid,
  Heading,
  HStack,
  Input,
  Stack,
  Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { MoveButtons } from '../../../components/move-buttons';
import { TextField } from '../../../components/text-field';
import { type CriterionDraft, type LevelDraft, newLevel, type RubricProblems } from '../rubric-draft';

interface CriterionFieldsProps {
  criterion: CriterionDraft;
  place: number;
  count: number;
  problems: RubricProblems;
  onChange: (next: CriterionDraft) => void;
  onRemove: () => void;
  onMove: (delta: -1 | 1) => void;
}

interface LevelFieldsProps {
  level: LevelDraft;
  place: number;
  field: string;
  problems: RubricProblems;
  onChange: (next: LevelDraft) => void;
  onRemove: (() => void) | null;
}

function LevelFields({ level, place, field, problems, onChange, onRemove }: LevelFieldsProps) {
  const pointsProblem = problems[`${field}.points`];
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3" gap="3">
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        Level {place}
      </Fieldset.Legend>
      <HStack align="flex-start" gap="3" wrap="wrap">
        <Stack flex="1" minWidth="32">
          <TextField
            label="Level title"
            name={`${field}.title`}
            value={level.title}
            onChange={(title) => onChange({ ...level, title })}
            error={problems[`${field}.title`]}
          />
        </Stack>
        <Field.Root invalid={Boolean(pointsProblem)} required width="20">
          <Field.Label>Points</Field.Label>
          <Input
            name={`${field}.points`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={level.points}
            onChange={(event) => onChange({ ...level, points: event.target.value })}
          />
          <Field.ErrorText>{pointsProblem}</Field.ErrorText>
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label>What this level looks like (optional)</Field.Label>
        <Textarea
          autoresize
          rows={1}
          name={`${field}.description`}
          value={level.description}
          onChange={(event) => onChange({ ...level, description: event.target.value })}
        />
      </Field.Root>
      {onRemove && (
        <Button size="xs" variant="ghost" colorPalette="red" alignSelf="flex-start" onClick={onRemove}>
          Remove level {place}
          <VisuallyHidden> {level.title}</VisuallyHidden>
        </Button>
      )}
    </Fieldset.Root>
  );
}

/** One criterion of the rubric: its title, description and levels, each with its points. */
export function CriterionFields({
  criterion,
  place,
  count,
  problems,
  onChange,
  onRemove,
  onMove,
}: CriterionFieldsProps) {
  const field = `criteria.${place - 1}`;
  const named = <VisuallyHidden>: criterion {place}</VisuallyHidden>;
  const changeLevel = (index: number) => (next: LevelDraft) =>
    onChange({ ...criterion, levels: criterion.levels.map((level, at) => (at === index ? next : level)) });
  return (
    <Card.Root as="li" aria-labelledby={`criterion-heading-${criterion.key}`}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="md" id={`criterion-heading-${criterion.key}`}>
            Criterion {place}
            {criterion.title.trim() && `: ${criterion.title.trim()}`}
          </Heading>
          <HStack wrap="wrap" gap="1">
            <MoveButtons place={place} count={count} onMove={onMove} named={named} />
            <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
              Remove criterion{named}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <TextField
            label="Criterion title"
            name={`${field}.title`}
            value={criterion.title}
            onChange={(title) => onChange({ ...criterion, title })}
            error={problems[`${field}.title`]}
          />
          <Field.Root>
            <Field.Label>What it looks for (optional)</Field.Label>
            <Textarea
              autoresize
              rows={1}
              name={`${field}.description`}
              value={criterion.description}
              onChange={(event) => onChange({ ...criterion, description: event.target.value })}
            />
          </Field.Root>
          <Grid
            gap="3"
            templateColumns={{
              base: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(4, minmax(0, 1fr))',
            }}
            role="group"
            aria-label={`Levels of criterion ${place}`}
          >
            {criterion.levels.map((level, index) => (
              <LevelFields
                key={level.key}
                level={level}
                place={index + 1}
                field={`${field}.levels.${index}`}
                problems={problems}
                onChange={changeLevel(index)}
                onRemove={
                  criterion.levels.length > 1
                    ? () =>
                        onChange({ ...criterion, levels: criterion.levels.filter((_, at) => at !== index) })
                    : null
                }
              />
            ))}
          </Grid>
          {problems[`${field}.levels`] && (
            <Field.Root invalid>
              <Field.ErrorText>{problems[`${field}.levels`]}</Field.ErrorText>
            </Field.Root>
          )}
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => onChange({ ...criterion, levels: [...criterion.levels, newLevel()] })}
          >
            Add a level{named}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
