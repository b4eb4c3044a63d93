import {
  Badge,
  Box,
  Button,
  Field,
  Fieldset,
  HStack,
  RadioCard,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { type FocusEvent, useId, useRef } from 'react';
import type { RubricCriterion, RubricScore, RubricScoreBody } from '../../../../shared/contract';
import { RUBRIC_LIMITS } from '../../../../shared/contract/limits';
import { pointsLabel } from '../../../../shared/rules/rubric-grade';
import { LevelChoice } from './level-choice';
import { criterionRow, levelColumns, underLevels } from './rubric-layout';

interface CriterionScoreProps {
  criterion: RubricCriterion;
  suggestion: RubricScore | undefined;
  choice: RubricScoreBody;
  onChange: (next: RubricScoreBody) => void;
  /** Cards for the thumb rather than a row of the grid. */
  phone: boolean;
  /** Only the chosen level shows, with a button to choose again. */
  folded: boolean;
  onFold: () => void;
  onUnfold: () => void;
}

/**
 * One criterion: its levels as a radio group (arrow keys move and choose, Tab goes on to the next
 * criterion), the engine's suggestion and the instructor's comment. Grid and cards are one tree, so a
 * change of width keeps the focus and what is being typed.
 */
export function CriterionScore(props: CriterionScoreProps) {
  const { criterion, suggestion, choice, onChange, phone, folded, onFold, onUnfold } = props;
  const suggested = criterion.levels.find((level) => level.id === suggestion?.suggested_level_id);
  const scored = choice.level_id !== null;
  const levels = folded ? criterion.levels.filter((level) => level.id === choice.level_id) : criterion.levels;
  const levelsId = useId();
  // A level tapped folds the criterion at once; one reached with the arrow keys waits until the focus
  // moves on to something outside the criterion, so the keys can go on through the levels. (A tap on a
  // level first takes the focus to the page itself: that is no leaving, or the level would go first.)
  const byPointer = useRef(false);
  const foldIfTapped = () => {
    if (phone && byPointer.current) onFold();
  };
  const foldOnLeaving = (event: FocusEvent<HTMLElement>) => {
    if (!phone || !scored || folded || event.relatedTarget === null) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node)) onFold();
  };
  return (
    <Fieldset.Root
      as="div"
      gap="3"
      data-criterion={criterion.id}
      data-folded={folded || undefined}
      onBlur={foldOnLeaving}
      {...(phone ? {} : { paddingBlock: '4', borderTopWidth: '1px', borderColor: 'border' })}
    >
      <RadioCard.Root
        size="sm"
        variant="surface"
        colorPalette="purple"
        value={choice.level_id === null ? null : String(choice.level_id)}
        onValueChange={({ value }) => {
          onChange({ ...choice, level_id: value ? Number(value) : null });
          if (phone) (byPointer.current ? onFold : onUnfold)();
        }}
        onPointerDown={() => {
          byPointer.current = true;
        }}
        onKeyDown={() => {
          byPointer.current = false;
        }}
        css={phone ? undefined : criterionRow}
      >
        <Stack gap="1" minWidth="0">
          <HStack justify="space-between" align="start" gap="3">
            <RadioCard.Label fontWeight="semibold" fontSize="md">
              {criterion.title} ({pointsLabel(criterion.points)})
            </RadioCard.Label>
            {phone && scored && (
              <Button
                size="xs"
                variant="outline"
                flexShrink="0"
                aria-expanded={!folded}
                aria-controls={levelsId}
                aria-label={
                  folded ? `Change the level for ${criterion.title}` : `Done with ${criterion.title}`
                }
                onClick={folded ? onUnfold : onFold}
              >
                {folded ? 'Change' : 'Done'}
              </Button>
            )}
          </HStack>
          {criterion.description && !folded && (
            <Text color="fg.muted" fontSize="sm">
              {criterion.description}
            </Text>
          )}
        </Stack>
        <Box
          id={levelsId}
          display="grid"
          gap="2"
          alignItems="stretch"
          css={phone ? undefined : levelColumns(criterion.levels.length)}
        >
          {levels.map((level) => (
            <LevelChoice
              key={level.id}
              level={level}
              suggested={level.id === suggested?.id}
              cell={!phone}
              chosen={level.id === choice.level_id}
              onChosenAgain={level.id === choice.level_id ? foldIfTapped : undefined}
            />
          ))}
        </Box>
      </RadioCard.Root>
      {suggested && suggestion?.suggestion_reason && !folded && (
        <HStack gap="2" wrap="wrap" align="center" css={phone ? undefined : underLevels}>
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
      <Field.Root css={phone ? undefined : underLevels} width="auto">
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
