import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import type { AnalyticsFilterOptions } from '../../../../shared/contract';
import { type AnalyticsFilters, weeksOf } from '../analytics-filters';

interface AnalyticsFilterBarProps {
  options: AnalyticsFilterOptions | undefined;
  filters: AnalyticsFilters;
  onCourse: (courseId: number | null) => void;
  onWeek: (weekId: number | null) => void;
}

// Section 2's week label, as the breadcrumbs write it.
const weekLabel = (week: { week_number: number; title: string }) =>
  week.title ? `${week.title} (Week ${week.week_number})` : `Week ${week.week_number}`;

const idOf = (value: string) => Number(value) || null;

/** Course, then a week of that course: the week list follows the chosen course. */
export function AnalyticsFilterBar({ options, filters, onCourse, onWeek }: AnalyticsFilterBarProps) {
  const weeks = weeksOf(options, filters.courseId);
  return (
    <HStack role="group" aria-label="Filters" gap="4" wrap="wrap" align="flex-start">
      <Field.Root width="auto" minWidth="56">
        <Field.Label>Course</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="course"
            value={filters.courseId ?? ''}
            onChange={(event) => onCourse(idOf(event.target.value))}
          >
            <option value="">All courses</option>
            {options?.courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto" minWidth="56" disabled={filters.courseId === null}>
        <Field.Label>Week</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="week"
            value={filters.weekId ?? ''}
            onChange={(event) => onWeek(idOf(event.target.value))}
          >
            <option value="">All weeks</option>
            {weeks.map((week) => (
              <option key={week.id} value={week.id}>
                {weekLabel(week)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {filters.courseId === null && (
          <Field.HelperText>Choose a course to pick one of its weeks.</Field.HelperText>
        )}
      </Field.Root>
    </HStack>
  );
}
