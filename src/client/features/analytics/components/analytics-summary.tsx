import { Card, SimpleGrid, Stat } from '@chakra-ui/react';
import type { AnalyticsTotals } from '../../../../shared/contract';
import { formatAverage } from '../table-sort';

/** The five numbers the instructor reads first, over everything the filters keep. */
export function AnalyticsSummary({ totals }: { totals: AnalyticsTotals }) {
  const cards: [string, string | number][] = [
    ['Students', totals.students],
    ['Submissions', totals.submissions],
    ['Awaiting review', totals.awaiting_review],
    ['Released', totals.released],
    ['Average grade', formatAverage(totals.average_grade)],
  ];
  return (
    <SimpleGrid as="section" aria-label="Summary" columns={{ base: 2, md: 3, lg: 5 }} gap="4">
      {cards.map(([label, value]) => (
        <Card.Root key={label} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{value}</Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
