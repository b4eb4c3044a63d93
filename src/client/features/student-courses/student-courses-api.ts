import type {
  DueAssignment,
  StudentCourse,
  StudentCourseDetail,
  StudentWeek,
} from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityCache, entityQueryHook } from '../../api/entity-cache';
import type { EntityRows } from '../../api/entity-list';
import { entityListTags } from '../../api/tag-types';
import { isAssignment, isCourse, isWeek, keepValid } from '../../lib/entity-checks';
import { dueAssignmentList } from './due-assignment-entities';
import { studentCourseList } from './student-course-entities';

// Section 5's entity checks, narrowed to the contract's shapes the student screens read. A malformed
// week or assignment inside an answer is dropped; a malformed course or week answer fails the lookup.
const isStudentCourse = (value: unknown): value is StudentCourse => isCourse(value);
const isDueAssignment = (value: unknown): value is DueAssignment => isAssignment(value);

function checkedCourse(answer: unknown): StudentCourseDetail {
  if (!isCourse(answer)) throw new Error('Malformed course');
  const weeks = (answer as { weeks?: unknown }).weeks;
  if (!Array.isArray(weeks)) throw new Error('Malformed course');
  return { ...(answer as StudentCourseDetail), weeks: weeks.filter(isWeek) as StudentCourseDetail['weeks'] };
}

function checkedWeek(answer: unknown): StudentWeek {
  if (!isWeek(answer)) throw new Error('Malformed week');
  const { lessons, assignments } = answer as { lessons?: unknown; assignments?: unknown };
  if (!Array.isArray(lessons) || !Array.isArray(assignments)) throw new Error('Malformed week');
  const week = answer as StudentWeek;
  return { ...week, assignments: keepValid(assignments, isAssignment).items as StudentWeek['assignments'] };
}

/** The student's side of courses and weeks (section 2's student area), enrolled courses only. */
export const studentCoursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStudentCourses: build.query<EntityRows<StudentCourse>, void>({
      query: () => pathTo(API_ROUTES.getStudentCourses),
      ...entityCache('getStudentCourses'),
      transformResponse: (answer: unknown) =>
        studentCourseList.fromRows(keepValid(answer, isStudentCourse).items),
      providesTags: (courses) => entityListTags('Course', courses),
    }),
    // Sections 7 and 9: course and week lookups are capped, five-minute entity entries.
    getStudentCourse: build.query<StudentCourseDetail, number>({
      query: (id) => pathTo(API_ROUTES.getStudentCourse, { id }),
      transformResponse: checkedCourse,
      providesTags: (course, _error, id) => [
        { type: 'Course', id },
        ...(course?.weeks ?? []).map((week) => ({ type: 'Week' as const, id: week.id })),
      ],
      ...entityCache('getStudentCourse'),
    }),
    getStudentWeek: build.query<StudentWeek, number>({
      query: (id) => pathTo(API_ROUTES.getStudentWeek, { id }),
      transformResponse: checkedWeek,
      providesTags: (week, _error, id) => [
        { type: 'Week', id },
        ...(week?.assignments ?? []).map((assignment) => ({
          type: 'Assignment' as const,
          id: assignment.id,
        })),
      ],
      ...entityCache('getStudentWeek'),
    }),
    getDueAssignments: build.query<EntityRows<DueAssignment>, void>({
      query: () => pathTo(API_ROUTES.getDueAssignments),
      ...entityCache('getDueAssignments'),
      transformResponse: (answer: unknown) =>
        dueAssignmentList.fromRows(keepValid(answer, isDueAssignment).items),
      providesTags: (assignments) => entityListTags('Assignment', assignments),
    }),
  }),
});

// Section 9: a screen reading an entry has it fetched again as it turns 300 s old (entity-cache.ts).
export const useGetStudentCoursesQuery = entityQueryHook(studentCoursesApi.useGetStudentCoursesQuery);
export const useGetStudentCourseQuery = entityQueryHook(studentCoursesApi.useGetStudentCourseQuery);
export const useGetStudentWeekQuery = entityQueryHook(studentCoursesApi.useGetStudentWeekQuery);
export const useGetDueAssignmentsQuery = entityQueryHook(studentCoursesApi.useGetDueAssignmentsQuery);
