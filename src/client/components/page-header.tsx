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
  /** Chips beside the title, e.g. a grade or a status. */
  badges?: ReactNode;
  isActiveWeek?: boolean;
  statistics?: WeekStatistics;
  actions?: ReactNode;
}

/**
 * Every page's head, so all pages read alike (section 2's "Page header"): the page's one h1 in the
 * theme's page title style, what it belongs to above it, chips beside it (an 'Active Week' chip, a
 * grade), its actions at the end of the line, and a sentence and the week's statistics below.
 */
export function PageHeader({
  title,
  context,
  description,
  badges,
  isActiveWeek,
  statistics,
  actions,
}: PageHeaderProps) {
  return (
    // Not a <header>: within the page it would be no banner, yet jsdom's role queries count it as a second
    // one beside the app's header.
    <Stack gap="2" data-page-header="">
      {context && <Text textStyle="eyebrow">{context}</Text>}
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" textStyle="pageTitle">
            {title}
          </Heading>
          {isActiveWeek && <ActiveWeekChip />}
          {badges}
        </HStack>
        {actions && (
          <HStack gap="2" wrap="wrap" _print={{ display: 'none' }}>
            {actions}
          </HStack>
        )}
      </Flex>
      {description && (
        <Text as="div" color="fg.muted">
          {description}
        </Text>
      )}
      {statistics && <WeekStatisticsList statistics={statistics} label="Week statistics" />}
    </Stack>
  );
}
