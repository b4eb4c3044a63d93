import { Badge, Button, Field, Fieldset, HStack, RadioCard, Stack, Text, Textarea } from '@chakra-ui/react';
import type { Rubric, RubricCriterion, RubricScore, RubricScoreBody } from '../../../../shared/contract';
import { RUBRIC_LIMITS } from '../../../../shared/contract/limits';
import { pointsLabel, rubricPoints } from '../../../../shared/rules/rubric-grade';

interface RubricScorerProps {
  rubric: Rubric;
  /** What the server holds: the engine's suggestion for each criterion. */
  suggestions: readonly RubricScore[];
  chosen: readonly RubricScoreBody[];
  onChange: (chosen: RubricScoreBody[]) => void;
}

/** The chosen scores with one criterion's choice replaced; a criterion with neither level nor comment goes. */
function replaced(chosen: readonly RubricScoreBody[], next: RubricScoreBody): RubricScoreBody[] {
  const others = chosen.filter((score) => score.criterion_id !== next.criterion_id);
  if (next.level_id === null && next.comment === '') return others;
  return [...others, next];
}

interface CriterionProps {
  criterion: RubricCriterion;
  suggestion: RubricScore | undefined;
  choice: RubricScoreBody;
  onChange: (next: RubricScoreBody) => void;
}

function CriterionScore({ criterion, suggestion, choice, onChange }: CriterionProps) {
  const suggested = criterion.levels.find((level) => level.id === suggestion?.suggested_level_id);
  return (
    <Fieldset.Root as="div" gap="3" data-criterion={criterion.id}>
      <RadioCard.Root
        size="sm"
        variant="surface"
        colorPalette="purple"
        value={choice.level_id === null ? null : String(choice.level_id)}
        onValueChange={({ value }) => onChange({ ...choice, level_id: value ? Number(value) : null })}
      >
        <RadioCard.Label fontWeight="semibold" fontSize="md">
          {criterion.title} ({pointsLabel(criterion.points)})
        </RadioCard.Label>
        {criterion.description && (
          <Text color="fg.muted" fontSize="sm">
            {criterion.description}
          </Text>
        )}
        <Stack gap="2">
          {criterion.levels.map((level) => (
            <RadioCard.Item key={level.id} value={String(level.id)}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>
                    {level.title} · {pointsLabel(level.points)}
                    {level.id === suggested?.id && ' · suggested'}
                  </RadioCard.ItemText>
                  {level.description && (
                    <RadioCard.ItemDescription>{level.description}</RadioCard.ItemDescription>
                  )}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Stack>
      </RadioCard.Root>
      {suggested && suggestion?.suggestion_reason && (
        <HStack gap="2" wrap="wrap" align="center">
          <Badge colorPalette="purple">Suggested: {suggested.title}</Badge>
          <Text fontSize="sm" color="fg.muted" flex="1" minWidth="40">
            {suggestion.suggestion_reason}
          </Text>
          {choice.level_id !== suggested.id && (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Use the suggested level for ${criterion.title}`}
              onClick={() => onChange({ ...choice, level_id: suggested.id })}
            >
              Use suggestion
            </Button>
          )}
        </HStack>
      )}
      <Field.Root>
        <Field.Label fontWeight="normal">Comment on {criterion.title} (optional)</Field.Label>
        <Textarea
          autoresize
          rows={1}
          maxLength={RUBRIC_LIMITS.comment}
          value={choice.comment}
          onChange={(event) => onChange({ ...choice, comment: event.target.value })}
        />
      </Field.Root>
    </Fieldset.Root>
  );
}

/** One level per criterion, with the engine's suggestion beside it and an optional comment. */
export function RubricScorer({ rubric, suggestions, chosen, onChange }: RubricScorerProps) {
  const earned = rubric.criteria.reduce((sum, criterion) => {
    const choice = chosen.find((score) => score.criterion_id === criterion.id);
    return sum + (criterion.levels.find((level) => level.id === choice?.level_id)?.points ?? 0);
  }, 0);
  const scored = rubric.criteria.filter((criterion) =>
    chosen.some((score) => score.criterion_id === criterion.id && score.level_id !== null),
  ).length;
  return (
    <Stack as="section" aria-labelledby="rubric-heading" gap="5">
      <Stack gap="1">
        <Text as="h3" id="rubric-heading" fontWeight="semibold" fontSize="lg">
          Rubric
        </Text>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {earned} of {rubricPoints(rubric)} points · {scored} of {rubric.criteria.length} criteria scored
        </Text>
      </Stack>
      {rubric.criteria.map((criterion) => (
        <CriterionScore
          key={criterion.id}
          criterion={criterion}
          suggestion={suggestions.find((score) => score.criterion_id === criterion.id)}
          choice={
            chosen.find((score) => score.criterion_id === criterion.id) ?? {
              criterion_id: criterion.id,
              level_id: null,
              comment: '',
            }
          }
          onChange={(next) => onChange(replaced(chosen, next))}
        />
      ))}
    </Stack>
  );
}
