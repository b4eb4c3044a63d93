import type { AnalyticsFilterOptions } from '../../../../shared/contract';
import { FilterBar } from '../../../components/filter-bar';
import { IdSelect } from '../../../components/id-select';
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

/** Course, then a week of that course: the week list follows the chosen course. */
export function AnalyticsFilterBar({ options, filters, onCourse, onWeek }: AnalyticsFilterBarProps) {
  const courses = (options?.courses ?? []).map((course) => ({ id: course.id, label: course.title }));
  const weeks = weeksOf(options, filters.courseId).map((week) => ({ id: week.id, label: weekLabel(week) }));
  const noCourse = filters.courseId === null;
  return (
    <FilterBar label="Filter the analytics" align="flex-start">
      <IdSelect
        label="Course"
        name="course"
        minWidth="56"
        noneLabel="All courses"
        choices={courses}
        value={filters.courseId}
        onChange={onCourse}
      />
      <IdSelect
        label="Week"
        name="week"
        minWidth="56"
        noneLabel="All weeks"
        choices={weeks}
        value={filters.weekId}
        onChange={onWeek}
        disabled={noCourse}
        helperText={noCourse ? 'Choose a course to pick one of its weeks.' : undefined}
      />
    </FilterBar>
  );
}
