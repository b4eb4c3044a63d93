import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { EssayVersion, Rubric } from '../../../../shared/contract';
import { pointsLabel } from '../../../../shared/rules/rubric-grade';
import { TableFrame } from '../../../components/table-frame';

interface VersionScoresProps {
  versions: readonly EssayVersion[];
  rubric: Rubric;
}

/** A version's level on one criterion, as "Weak · 1 point", or a dash when it was not scored. */
function levelText(rubric: Rubric, version: EssayVersion, criterionId: number): string {
  const chosen = version.rubric_levels.find((entry) => entry.criterion_id === criterionId)?.level_id;
  const level = rubric.criteria
    .find((criterion) => criterion.id === criterionId)
    ?.levels.find((candidate) => candidate.id === chosen);
  return level ? `${level.title} · ${pointsLabel(level.points)}` : '—';
}

/**
 * The revision loop's grades side by side: each version's grade, and its level on every criterion of
 * the rubric, so the instructor and the student see what a revision changed. Versions whose grade the
 * reader may not see yet say so.
 */
export function VersionScores({ versions, rubric }: VersionScoresProps) {
  if (versions.length < 2) return null;
  // Criteria only once some version was scored on them; before that their rows would say nothing.
  const criteria = versions.some((version) => version.rubric_levels.length > 0) ? rubric.criteria : [];
  return (
    <Stack as="section" aria-labelledby="version-scores-heading" gap="2">
      <Heading as="h2" size="md" id="version-scores-heading">
        Grades by version
      </Heading>
      <TableFrame>
        <Table.Root size="sm" aria-labelledby="version-scores-heading">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{criteria.length > 0 ? 'Criterion' : 'Score'}</Table.ColumnHeader>
              {versions.map((version) => (
                <Table.ColumnHeader key={version.submission_id}>Version {version.version}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {criteria.map((criterion) => (
              <Table.Row key={criterion.id}>
                <Table.Cell as="th" scope="row" fontWeight="medium">
                  {criterion.title}
                </Table.Cell>
                {versions.map((version) => (
                  <Table.Cell key={version.submission_id}>
                    {levelText(rubric, version, criterion.id)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
            <Table.Row>
              <Table.Cell as="th" scope="row" fontWeight="semibold">
                Grade
              </Table.Cell>
              {versions.map((version) => (
                <Table.Cell key={version.submission_id} fontWeight="semibold">
                  {version.grade !== null ? (
                    `${version.grade}/100`
                  ) : (
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      No grade yet
                    </Text>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableFrame>
    </Stack>
  );
}
