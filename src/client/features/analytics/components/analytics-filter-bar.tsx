import type { AnalyticsFilterOptions } from '../../../../shared/contract';
import { FilterBar } from '../../../components/filter-bar';
import { LabelledSelect } from '../../../components/labelled-select';
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
  const courses = [
    { value: '', label: 'All courses' },
    ...(options?.courses ?? []).map((course) => ({ value: String(course.id), label: course.title })),
  ];
  const weeks = [
    { value: '', label: 'All weeks' },
    ...weeksOf(options, filters.courseId).map((week) => ({ value: String(week.id), label: weekLabel(week) })),
  ];
  const noCourse = filters.courseId === null;
  return (
    <FilterBar label="Filter the analytics" align="flex-start">
      <LabelledSelect
        label="Course"
        name="course"
        minWidth="56"
        value={String(filters.courseId ?? '')}
        options={courses}
        onChange={(value) => onCourse(idOf(value))}
      />
      <LabelledSelect
        label="Week"
        name="week"
        minWidth="56"
        value={String(filters.weekId ?? '')}
        options={weeks}
        onChange={(value) => onWeek(idOf(value))}
        disabled={noCourse}
        helperText={noCourse ? 'Choose a course to pick one of its weeks.' : undefined}
      />
    </FilterBar>
  );
}
