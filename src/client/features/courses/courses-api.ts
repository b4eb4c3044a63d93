import type {
  Course,
  CourseBody,
  CourseDetail,
  JoinCode,
  JoinCodeBody,
  RosterResult,
  User,
} from '../../../shared/contract';
import type { StaffBody, StaffMember } from '../../../shared/contract/courses';
import { API_ROUTES, callOf, pathTo, type RouteSpec } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityQueryHook } from '../../api/entity-cache';
import { entityEndpoints } from '../../api/entity-crud-endpoints';
import type { EntityRows } from '../../api/entity-list';
import { LIST_ID } from '../../api/tag-types';
import { isCourse } from '../../lib/entity-checks';
import { courseList } from './course-entities';

// Section 5's entity check, narrowed to the contract's shape the screens read; a lookup has its weeks.
const isCourseRow = (value: unknown): value is Course => isCourse(value);
const isCourseDetail = (value: unknown): value is CourseDetail =>
  isCourse(value) && Array.isArray((value as { weeks?: unknown }).weeks);
const course = entityEndpoints({ tag: 'Course', isRow: isCourseRow, noun: 'course' });
const courseDetail = entityEndpoints({ tag: 'Course', isRow: isCourseDetail, noun: 'course' });

/** A change sent to a part of one course (its join code, its staff): the course is read again once it is made. */
const courseChange = <Body>(route: RouteSpec) => ({
  query: ({ id, body }: { id: number; body: Body }) => ({
    url: pathTo(route, { id }),
    method: route.method,
    body,
  }),
  invalidatesTags: (_answer: unknown, error: unknown, { id }: { id: number }) =>
    error ? [] : [{ type: 'Course' as const, id }],
});

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<EntityRows<Course>, void>(
      course.list('getCourses', API_ROUTES.getCourses, () => ({}), courseList.fromRows),
    ),
    getCourse: build.query<CourseDetail, number>(courseDetail.lookup('getCourse', API_ROUTES.getCourse)),
    createCourse: build.mutation<Course, CourseBody>(
      course.creation(API_ROUTES.createCourse, (body: CourseBody) => ({ body })),
    ),
    updateCourse: build.mutation<Course, { id: number; body: CourseBody }>(
      course.update<CourseBody>(API_ROUTES.updateCourse),
    ),
    deleteCourse: build.mutation<void, { id: number; confirmed?: boolean }>(
      course.confirmedDeletion(API_ROUTES.deleteCourse),
    ),
    // A new code stops the old one at once; keep_code changes only whether joining approves accounts.
    createJoinCode: build.mutation<JoinCode, { id: number; body: JoinCodeBody }>(
      courseChange<JoinCodeBody>(API_ROUTES.createJoinCode),
    ),
    deleteJoinCode: build.mutation<void, number>({
      query: (id) => callOf(API_ROUTES.deleteJoinCode, { id }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Course', id }]),
    }),
    // The course's staff is part of the course: the course is read again after a change.
    addCourseStaff: build.mutation<StaffMember, { id: number; body: StaffBody }>(
      courseChange<StaffBody>(API_ROUTES.addCourseStaff),
    ),
    removeCourseStaff: build.mutation<void, { id: number; userId: number }>({
      query: ({ id, userId }) => callOf(API_ROUTES.removeCourseStaff, { id, userId }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Course', id }]),
    }),
    /** The instructor accounts a course's staff is chosen from (an instructor sees every colleague). */
    getInstructorAccounts: build.query<User[], void>({
      query: () => ({
        url: pathTo(API_ROUTES.getUsers),
        params: { role: 'admin', sort: 'username', order: 'asc', page_size: 100 },
      }),
      transformResponse: (answer: { items: User[] }) => answer.items,
      providesTags: [{ type: 'User', id: LIST_ID }],
    }),
    // New accounts and enrolments: the users and enrolment lists are read again.
    importRoster: build.mutation<RosterResult, { id: number; csv: string }>({
      query: ({ id, csv }) => callOf(API_ROUTES.importRoster, { id }, { csv }),
      invalidatesTags: (result) => (result ? ['Enrollment', 'User'] : []),
    }),
  }),
});

export const {
  useImportRosterMutation,
  useCreateJoinCodeMutation,
  useDeleteJoinCodeMutation,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  useAddCourseStaffMutation,
  useRemoveCourseStaffMutation,
  useGetInstructorAccountsQuery,
} = coursesApi;
// Section 9: a screen reading an entry has it fetched again as it turns 300 s old (entity-cache.ts).
export const useGetCoursesQuery = entityQueryHook(coursesApi.useGetCoursesQuery);
export const useGetCourseQuery = entityQueryHook(coursesApi.useGetCourseQuery);
