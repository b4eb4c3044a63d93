import { Badge, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { LoadFailedAlert } from '../../../components/query-states';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { useGetWeekQuery } from '../weeks-api';

/** The head of a week's detail page: its label, dates and section 2's 'Active Week' chip. */
export function WeekSummary({ id }: { id: number }) {
  const { data: week, isLoading, isError } = useGetWeekQuery(id);
  if (isLoading) return <LoadingSpinner label="Loading the week…" />;
  if (isError || !week) return <LoadFailedAlert message="Failed to load the week" />;
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <HStack>
          <Heading as="h1" size="2xl">
            {weekLabel(week)}
          </Heading>
          {week.is_active && <Badge colorPalette="green">Active Week</Badge>}
        </HStack>
        <Button asChild variant="outline" size="sm">
          <RouterLink to={`/admin/apps/weeks/edit/${week.id}`}>Edit week</RouterLink>
        </Button>
      </Flex>
      <Text color="fg.muted">
        {week.starts_on || week.ends_on
          ? `${week.starts_on ?? '…'} to ${week.ends_on ?? '…'}`
          : 'No dates set.'}
      </Text>
    </Stack>
  );
}
