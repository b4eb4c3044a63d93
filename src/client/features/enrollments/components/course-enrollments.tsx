import { Field, Input, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Course, EnrollmentDetail } from '../../../../shared/contract';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { EmptyState, LoadFailedAlert } from '../../../components/query-states';
import { matchesSearch } from '../enrollment-rules';
import { enrollmentSelectors, useListCourseEnrollmentsQuery } from '../enrollments-api';
import { EnrollmentTable } from './enrollment-table';

const NO_ENROLLMENTS: EnrollmentDetail[] = [];

/** Who is enrolled in one course, searchable by name, username or e-mail. */
export function CourseEnrollments({ course }: { course: Course }) {
  const [search, setSearch] = useState('');
  const { data, isLoading, isError } = useListCourseEnrollmentsQuery(course.id);
  const enrollments = data ? enrollmentSelectors.selectAll(data) : NO_ENROLLMENTS;
  const shown = useMemo(
    () => enrollments.filter((enrollment) => matchesSearch(enrollment, search)),
    [enrollments, search],
  );

  if (isLoading) return <LoadingSpinner label="Loading enrollments…" />;
  if (isError) return <LoadFailedAlert message="Failed to fetch enrollments" />;
  if (!enrollments.length) return <EmptyState>No students are enrolled in this course yet.</EmptyState>;
  return (
    <Stack gap="4">
      <Field.Root maxWidth="sm">
        <Field.Label>Search enrolled students</Field.Label>
        <Input
          type="search"
          size="sm"
          value={search}
          placeholder="Name, username or e-mail"
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field.Root>
      {shown.length ? (
        <EnrollmentTable enrollments={shown} caption={`Students in ${course.title}`} />
      ) : (
        <EmptyState>No enrolled students match this search.</EmptyState>
      )}
    </Stack>
  );
}
