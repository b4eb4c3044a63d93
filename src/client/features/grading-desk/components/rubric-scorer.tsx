import { Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import type { Rubric, RubricScore, RubricScoreBody } from '../../../../shared/contract';
import { rubricPoints } from '../../../../shared/rules/rubric-grade';
import { CriterionScore } from './criterion-score';

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

/**
 * One level per criterion, with the engine's suggestion beside it and an optional comment. From a
 * tablet up the rubric is one grid, a criterion to a row and a level to a cell; on a phone each
 * criterion is a stack of cards for the thumb, folded to its level once it has one.
 */
export function RubricScorer({ rubric, suggestions, chosen, onChange }: RubricScorerProps) {
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  // Criteria opened again after they were scored; the others fold to their level on a phone.
  const [unfolded, setUnfolded] = useState<readonly number[]>([]);
  const fold = (id: number) => setUnfolded((open) => open.filter((each) => each !== id));
  const unfold = (id: number) => setUnfolded((open) => [...open.filter((each) => each !== id), id]);
  const earned = rubric.criteria.reduce((sum, criterion) => {
    const choice = chosen.find((score) => score.criterion_id === criterion.id);
    return sum + (criterion.levels.find((level) => level.id === choice?.level_id)?.points ?? 0);
  }, 0);
  const scored = rubric.criteria.filter((criterion) =>
    chosen.some((score) => score.criterion_id === criterion.id && score.level_id !== null),
  ).length;
  return (
    <Stack as="section" aria-labelledby="rubric-heading" gap={phone ? '5' : '0'} containerType="inline-size">
      <Stack gap="1" paddingBlockEnd={phone ? '0' : '3'}>
        <Text as="h3" id="rubric-heading" fontWeight="semibold" fontSize="lg">
          Rubric
        </Text>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {earned} of {rubricPoints(rubric)} points · {scored} of {rubric.criteria.length} criteria scored
        </Text>
      </Stack>
      {rubric.criteria.map((criterion) => {
        const choice = chosen.find((score) => score.criterion_id === criterion.id) ?? {
          criterion_id: criterion.id,
          level_id: null,
          comment: '',
        };
        return (
          <CriterionScore
            key={criterion.id}
            criterion={criterion}
            suggestion={suggestions.find((score) => score.criterion_id === criterion.id)}
            choice={choice}
            onChange={(next) => onChange(replaced(chosen, next))}
            phone={phone}
            folded={phone && choice.level_id !== null && !unfolded.includes(criterion.id)}
            onFold={() => fold(criterion.id)}
            onUnfold={() => unfold(criterion.id)}
          />
        );
      })}
    </Stack>
  );
}
