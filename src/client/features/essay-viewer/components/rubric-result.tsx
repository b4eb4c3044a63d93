import { Badge, Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Rubric, RubricScore } from '../../../../shared/contract';
import { pointsLabel, rubricPoints } from '../../../../shared/rules/rubric-grade';

interface RubricResultProps {
  rubric: Rubric;
  scores: readonly RubricScore[];
}

const pointsOf = (earned: number | null, possible: number) =>
  earned === null ? `not scored, of ${possible} points` : `${earned} of ${possible} points`;

/** The rubric the essay was graded by: each criterion's levels, the student's own marked, and the comment. */
export function RubricResult({ rubric, scores }: RubricResultProps) {
  const earned = scores.reduce((sum, score) => sum + (score.points ?? 0), 0);
  // Released without a level on any criterion: "0 of 20 points" would read as a failing score.
  const scored = scores.some((score) => score.points !== null);
  return (
    <Card.Root as="section" aria-labelledby="rubric-result-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="rubric-result-heading">
          Rubric
        </Heading>
        <Text color="fg.muted">
          {scored
            ? `${earned} of ${rubricPoints(rubric)} points`
            : 'Your instructor graded this essay without scoring it on the rubric.'}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="6" listStyleType="none">
          {rubric.criteria.map((criterion) => {
            const score = scores.find((candidate) => candidate.criterion_id === criterion.id);
            return (
              <Stack as="li" key={criterion.id} gap="2" aria-labelledby={`criterion-${criterion.id}`}>
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Heading as="h3" size="md" id={`criterion-${criterion.id}`}>
                    {criterion.title}
                  </Heading>
                  <Text fontWeight="semibold">{pointsOf(score?.points ?? null, criterion.points)}</Text>
                </HStack>
                {criterion.description && <Text color="fg.muted">{criterion.description}</Text>}
                <Stack as="ol" gap="2" listStyleType="none" aria-label={`Levels of ${criterion.title}`}>
                  {criterion.levels.map((level) => {
                    const yours = level.id === score?.level_id;
                    return (
                      <Box
                        as="li"
                        key={level.id}
                        borderWidth={yours ? '2px' : '1px'}
                        borderColor={yours ? 'purple.solid' : 'border'}
                        bg={yours ? 'purple.subtle' : undefined}
                        borderRadius="md"
                        px="3"
                        py="2"
                        aria-current={yours ? 'true' : undefined}
                      >
                        <HStack gap="2" wrap="wrap">
                          <Text fontWeight={yours ? 'semibold' : 'medium'}>
                            {level.title} · {pointsLabel(level.points)}
                          </Text>
                          {yours && <Badge colorPalette="purple">Your level</Badge>}
                        </HStack>
                        {level.description && (
                          <Text fontSize="sm" color="fg.muted">
                            {level.description}
                          </Text>
                        )}
                      </Box>
                    );
                  })}
                </Stack>
                {score?.comment && (
                  <Text>
                    <Text as="span" fontWeight="semibold">
                      Instructor’s comment:{' '}
                    </Text>
                    {score.comment}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
