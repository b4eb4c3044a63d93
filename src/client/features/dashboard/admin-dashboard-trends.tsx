import { Card, Heading, Link, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner';
import { LoadFailedAlert } from '../../components/query-states';
import { paths } from '../../lib/paths';
import { useGetDashboardTrendsQuery } from './admin-activity-api';

// The chart library is large; the dashboard's numbers must not wait for it (design: first page's bundle).
const DashboardCharts = lazy(async () => ({
  default: (await import(/* webpackChunkName: "dashboard-charts" */ './dashboard-charts')).DashboardCharts,
}));

/** Submissions of the last two weeks and the grades released, with the way to the full analytics. */
export function AdminDashboardTrends() {
  const { data, isLoading, isError } = useGetDashboardTrendsQuery();
  const loading = <LoadingSpinner label="Loading the charts…" />;
  return (
    <Card.Root as="section" aria-labelledby="trends-heading" variant="subtle">
      <Card.Header>
        <Stack direction="row" justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="trends-heading">
            Trends
          </Heading>
          <Link asChild>
            <RouterLink to={paths.studentAnalytics()}>Open Student Analytics</RouterLink>
          </Link>
        </Stack>
      </Card.Header>
      <Card.Body>
        {isLoading && loading}
        {isError && <LoadFailedAlert message="Failed to fetch the charts" />}
        {data && (
          <Suspense fallback={loading}>
            <DashboardCharts days={data.submissions_over_time} buckets={data.grade_distribution} />
          </Suspense>
        )}
      </Card.Body>
    </Card.Root>
  );
}
