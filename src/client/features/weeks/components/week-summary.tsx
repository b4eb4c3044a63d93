import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { LoadFailedAlert } from '../../../components/query-states';
import { weekLabel } from '../../../lib/breadcrumb-entities';
import { paths } from '../../../lib/paths';
import { weekDatesLabel } from '../week-dates';
import { useGetWeekQuery } from '../weeks-api';

/** The head of a week's detail page: its label, dates and section 2's 'Active Week' chip. */
export function WeekSummary({ id }: { id: number }) {
  const { data: week, isLoading, isError } = useGetWeekQuery(id);
  if (isLoading) return <LoadingSpinner label="Loading the week…" />;
  if (isError || !week) return <LoadFailedAlert message="Failed to load the week" />;
  return (
    <PageHeader
      title={weekLabel(week)}
      isActiveWeek={week.is_active}
      description={weekDatesLabel(week) ?? 'No dates set.'}
      actions={
        <Button asChild variant="outline" size="sm">
          <RouterLink to={paths.editWeek(week.id)}>Edit week</RouterLink>
        </Button>
      }
    />
  );
}
