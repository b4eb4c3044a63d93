import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Analytics } from '../../../../shared/contract';
import { TitledSection } from '../../../components/list-section';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { apiErrorBody, networkErrorMessage } from '../../../lib/api-error-message';
import { formatCalendarDate } from '../../../lib/date-format';
import { useGetAnalyticsQuery } from '../analytics-api';
import { toAnalyticsQuery, useAnalyticsFilters } from '../analytics-filters';
import { FeedbackCategoryChart } from '../charts/feedback-category-chart';
import { GradeDistributionChart } from '../charts/grade-distribution-chart';
import { SubmissionsOverTimeChart } from '../charts/submissions-over-time-chart';
import { SuggestedFinalChart } from '../charts/suggested-final-chart';
import { AnalyticsFilterBar } from './analytics-filter-bar';
import { AnalyticsSummary } from './analytics-summary';
import { CourseTable } from './course-table';
import { RevisionTables } from './revision-tables';
import { RubricTable } from './rubric-table';
import { StudentTable } from './student-table';

function AnalyticsContent({ data }: { data: Analytics }) {
  return (
    <Stack gap="8">
      <AnalyticsSummary totals={data.totals} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SubmissionsOverTimeChart days={data.submissions_over_time} />
        <GradeDistributionChart buckets={data.grade_distribution} />
        <FeedbackCategoryChart counts={data.feedback_by_category} />
        <SuggestedFinalChart pairs={data.suggested_vs_final} />
      </SimpleGrid>
      <TitledSection id="analytics-students" title="Students" gap="3">
        {data.students.length ? (
          <StudentTable students={data.students} />
        ) : (
          <EmptyState>No students are enrolled here yet.</EmptyState>
        )}
      </TitledSection>
      <TitledSection id="analytics-courses" title="Courses" gap="3">
        {data.courses.length ? (
          <CourseTable courses={data.courses} />
        ) : (
          <EmptyState>No courses yet.</EmptyState>
        )}
      </TitledSection>
      <TitledSection id="analytics-rubrics" title="Rubric criteria" gap="3">
        {data.rubric_criteria.length ? (
          <RubricTable criteria={data.rubric_criteria} />
        ) : (
          <EmptyState>No released essay here was graded by a rubric yet.</EmptyState>
        )}
      </TitledSection>
      <TitledSection id="analytics-revisions" title="Revisions" gap="3">
        {data.revisions.courses.length ? (
          <RevisionTables revisions={data.revisions} />
        ) : (
          <EmptyState>No essay here has been revised after feedback yet.</EmptyState>
        )}
      </TitledSection>
    </Stack>
  );
}

/** /admin/student-analytics (section 2: Student Analytics): how students and courses are doing. */
export function StudentAnalyticsPage() {
  const { filters, chooseCourse, chooseWeek } = useAnalyticsFilters();
  // `data` keeps the last answer, so the filters stay put while another course loads.
  const { data, currentData, isFetching, isError, error } = useGetAnalyticsQuery(toAnalyticsQuery(filters));
  // An address kept from before can name a course or week deleted since.
  const gone = apiErrorBody(error)?.statusCode === 404;
  return (
    <Stack gap="6">
      <PageHeader title="Student Analytics" />
      <AnalyticsFilterBar
        options={data?.options}
        filters={filters}
        onCourse={chooseCourse}
        onWeek={chooseWeek}
      />
      {isFetching && !currentData && <LoadingSpinner label="Loading analytics…" />}
      {gone && (
        <Stack gap="2" align="flex-start">
          <LoadFailedAlert message="That course or week no longer exists." />
          <Button size="sm" onClick={() => chooseCourse(null)}>
            Show all courses
          </Button>
        </Stack>
      )}
      {isError && !gone && (
        <LoadFailedAlert message={networkErrorMessage(error) ?? 'Failed to load analytics'} />
      )}
      {currentData && (
        <>
          <Text color="fg.muted">
            Latest essays only; submissions from {formatCalendarDate(currentData.range.from)} to{' '}
            {formatCalendarDate(currentData.range.to)}.
          </Text>
          <AnalyticsContent data={currentData} />
        </>
      )}
    </Stack>
  );
}
