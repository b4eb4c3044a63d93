import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../../app/session';
import { LoadingSpinner } from '../../components/loading-spinner';
import { PageHeader } from '../../components/page-header';
import { LoadFailedAlert } from '../../components/query-states';
import { paths } from '../../lib/paths';
import { UnreadReplies } from '../replies';
import { AdminAwaitingReview, AWAITING_REVIEW_ID } from './admin-awaiting-review';
import { useGetAdminDashboardQuery } from './admin-dashboard-api';
import { AdminDashboardTrends } from './admin-dashboard-trends';
import { AdminRecentActivity } from './admin-recent-activity';
import { AdminRecentSignups } from './admin-recent-signups';
import { AdminStatCard } from './admin-stat-card';

/** /admin/dashboard (section 2: Admin Dashboard): the numbers an instructor checks first. */
export function AdminDashboardPage() {
  const { username } = useAppSelector(selectAuth);
  const { data, isLoading, isError } = useGetAdminDashboardQuery();
  return (
    <Stack gap="6">
      <PageHeader title="Admin Dashboard" description={`Welcome, ${username}.`} />
      {isLoading && <LoadingSpinner label="Loading the dashboard…" />}
      {isError && <LoadFailedAlert message="Failed to load the dashboard" />}
      {data && (
        <>
          <SimpleGrid as="section" aria-label="Overview" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <AdminStatCard label="Users" value={data.users.total} to={paths.users()} />
            <AdminStatCard label="Students" value={data.users.students} />
            <AdminStatCard label="Administrators" value={data.users.admins} />
            <AdminStatCard
              label="Pending approval"
              value={data.users.pending}
              to={paths.pendingUsers()}
              help="Waiting for an instructor"
            />
            <AdminStatCard label="Unverified e-mail" value={data.users.unverified} />
            <AdminStatCard label="Courses" value={data.courses} to={paths.courseList()} />
            <AdminStatCard label="Enrollments" value={data.enrollments} to={paths.enrollments()} />
            <AdminStatCard
              label="Submissions awaiting review"
              value={data.submissions_awaiting_review}
              to={`#${AWAITING_REVIEW_ID}`}
              help="Latest essays not yet graded"
            />
          </SimpleGrid>
          <UnreadReplies reader="instructor" />
          <AdminAwaitingReview />
          <AdminRecentActivity />
          <AdminDashboardTrends />
          <AdminRecentSignups users={data.recent_signups} />
        </>
      )}
    </Stack>
  );
}
