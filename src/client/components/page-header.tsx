import { Badge, DataList, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { WeekStatistics } from '../../shared/contract';

const STATISTIC_LABELS: [keyof WeekStatistics, string][] = [
  ['lessons', 'Lessons'],
  ['assignments', 'Assignments'],
  ['completed', 'Completed'],
  ['in_progress', 'In progress'],
];

/** Section 2's week statistics as one list of terms, so a screen reader reads each number with its name. */
export function WeekStatisticsList({ statistics, label }: { statistics: WeekStatistics; label: string }) {
  return (
    <DataList.Root orientation="vertical" flexDirection="row" flexWrap="wrap" gap="6" aria-label={label}>
      {STATISTIC_LABELS.map(([key, name]) => (
        <DataList.Item key={key}>
          <DataList.ItemLabel>{name}</DataList.ItemLabel>
          <DataList.ItemValue fontSize="lg" fontWeight="semibold">
            {statistics[key]}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Section 2's 'Active Week' chip: today falls within the week's dates. */
export const ActiveWeekChip = () => <Badge colorPalette="green">Active Week</Badge>;

interface PageHeaderProps {
  title: string;
  /** Where the page sits, shown above the title (e.g. the course a week belongs to). */
  context?: ReactNode;
  description?: ReactNode;
  isActiveWeek?: boolean;
  statistics?: WeekStatistics;
  actions?: ReactNode;
}

/** Section 2 ("Page header"): the page's heading, an optional 'Active Week' chip and week statistics. */
export function PageHeader({
  title,
  context,
  description,
  isActiveWeek,
  statistics,
  actions,
}: PageHeaderProps) {
  return (
    <Stack as="header" gap="3">
      {context && <Text color="fg.muted">{context}</Text>}
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {isActiveWeek && <ActiveWeekChip />}
        </HStack>
        {actions && <HStack>{actions}</HStack>}
      </Flex>
      {description && <Text color="fg.muted">{description}</Text>}
      {statistics && <WeekStatisticsList statistics={statistics} label="Week statistics" />}
    </Stack>
  );
}
