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
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityCache, entityQueryHook } from '../../api/entity-cache';
import { entityListTags, LIST_ID } from '../../api/tag-types';
import { isCourse, keepValid } from '../../lib/entity-checks';
import { type CourseEntities, toCourseEntities } from './course-entities';

// Section 5's entity check, narrowed to the contract's shape the screens read.
const isCourseRow = (value: unknown): value is Course => isCourse(value);
const isCourseDetail = (value: unknown): value is CourseDetail =>
  isCourse(value) && Array.isArray((value as { weeks?: unknown }).weeks);

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourses: build.query<CourseEntities, void>({
      query: () => pathTo(API_ROUTES.getCourses),
      ...entityCache('getCourses'),
      transformResponse: (answer: unknown) => toCourseEntities(keepValid(answer, isCourseRow).items),
      providesTags: (courses) => entityListTags('Course', courses),
    }),
    // Sections 7 and 9: a course lookup is one of the capped, five-minute entity entries.
    getCourse: build.query<CourseDetail, number>({
      query: (id) => pathTo(API_ROUTES.getCourse, { id }),
      transformResponse: (answer: unknown) => {
        if (!isCourseDetail(answer)) throw new Error('Malformed course');
        return answer;
      },
      providesTags: (_course, _error, id) => [{ type: 'Course', id }],
      ...entityCache('getCourse'),
    }),
    createCourse: build.mutation<Course, CourseBody>({
      query: (body) => ({
        url: pathTo(API_ROUTES.createCourse),
        method: API_ROUTES.createCourse.method,
        body,
      }),
      invalidatesTags: [{ type: 'Course', id: LIST_ID }],
    }),
    updateCourse: build.mutation<Course, { id: number; body: CourseBody }>({
      query: ({ id, body }) => ({
        url: pathTo(API_ROUTES.updateCourse, { id }),
        method: API_ROUTES.updateCourse.method,
        body,
      }),
      invalidatesTags: (_course, _error, { id }) => [{ type: 'Course', id }],
    }),
    /**
     * A course whose students have submitted work is refused with 409 until the instructor confirms a
     * second time (`confirmed=true`), since its submissions, grades and feedback go with it.
     */
    deleteCourse: build.mutation<void, { id: number; confirmed?: boolean }>({
      query: ({ id, confirmed }) => ({
        url: pathTo(API_ROUTES.deleteCourse, { id }),
        method: API_ROUTES.deleteCourse.method,
        params: confirmed ? { confirmed: true } : undefined,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Course', id }]),
    }),
    // A new code stops the old one at once; keep_code changes only whether joining approves accounts.
    createJoinCode: build.mutation<JoinCode, { id: number; body: JoinCodeBody }>({
      query: ({ id, body }) => ({
        url: pathTo(API_ROUTES.createJoinCode, { id }),
        method: API_ROUTES.createJoinCode.method,
        body,
      }),
      invalidatesTags: (_code, error, { id }) => (error ? [] : [{ type: 'Course', id }]),
    }),
    deleteJoinCode: build.mutation<void, number>({
      query: (id) => ({
        url: pathTo(API_ROUTES.deleteJoinCode, { id }),
        method: API_ROUTES.deleteJoinCode.method,
      }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Course', id }]),
    }),
    // The course's staff is part of the course: the course is read again after a change.
    addCourseStaff: build.mutation<StaffMember, { id: number; body: StaffBody }>({
      query: ({ id, body }) => ({
        url: pathTo(API_ROUTES.addCourseStaff, { id }),
        method: API_ROUTES.addCourseStaff.method,
        body,
      }),
      invalidatesTags: (_member, error, { id }) => (error ? [] : [{ type: 'Course', id }]),
    }),
    removeCourseStaff: build.mutation<void, { id: number; userId: number }>({
      query: ({ id, userId }) => ({
        url: pathTo(API_ROUTES.removeCourseStaff, { id, userId }),
        method: API_ROUTES.removeCourseStaff.method,
      }),
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
      query: ({ id, csv }) => ({
        url: pathTo(API_ROUTES.importRoster, { id }),
        method: API_ROUTES.importRoster.method,
        body: { csv },
      }),
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
