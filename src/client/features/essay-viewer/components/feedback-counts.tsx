import { Card, DataList } from '@chakra-ui/react';

interface FeedbackCountsProps {
  total: number;
  aiGenerated: number;
  manual: number;
}

/** Section 2's summary card: how many comments, and how many the engine or the instructor wrote. */
export function FeedbackCounts({ total, aiGenerated, manual }: FeedbackCountsProps) {
  const counts: [string, number][] = [
    ['Total Comments', total],
    ['AI Generated', aiGenerated],
    ['Manual Review', manual],
  ];
  return (
    <Card.Root size="sm">
      <Card.Body>
        <DataList.Root
          orientation="vertical"
          flexDirection="row"
          justifyContent="space-between"
          gap="4"
          aria-label="Comment counts"
        >
          {counts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue fontSize="xl" fontWeight="semibold">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
