import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type {
  CreateEnrollmentsAnswer,
  CreateEnrollmentsBody,
  EnrollmentDetail,
  User,
  UserListQuery,
  UserPage,
} from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityListTags, LIST_ID } from '../../api/tag-types';

/** What enrolling answers: the enrolments made, and who was in the course already. */
export type EnrollmentsCreated = CreateEnrollmentsAnswer;

const byUsername = (a: { username: string }, b: { username: string }) => a.username.localeCompare(b.username);

// Normalised (design: examples to follow): a row is found by id when a removal or a result names it.
export const enrollmentsAdapter = createEntityAdapter<EnrollmentDetail>({ sortComparer: byUsername });
export const studentsAdapter = createEntityAdapter<User>({ sortComparer: byUsername });

/** Only approved students with a verified e-mail can reach a course (section 4), so only they are offered. */
const ENROLLABLE: UserListQuery = {
  role: 'regular',
  status: 'approved',
  verified: true,
  sort: 'username',
  order: 'asc',
};
const LARGEST_PAGE = 100;

const ENROLLMENT_LIST = { type: 'Enrollment', id: LIST_ID } as const;

export const enrollmentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listCourseEnrollments: build.query<EntityState<EnrollmentDetail, number>, number>({
      query: (courseId) => ({ url: pathTo(API_ROUTES.getEnrollments), params: { course_id: courseId } }),
      transformResponse: (rows: EnrollmentDetail[]) =>
        enrollmentsAdapter.setAll(enrollmentsAdapter.getInitialState(), rows),
      providesTags: (state) => entityListTags('Enrollment', state),
    }),
    // Every enrollable student, page after page: the checklist searches them in the browser.
    listEnrollableStudents: build.query<EntityState<User, number>, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        let students = studentsAdapter.getInitialState();
        for (let page = 1, total = 1; (page - 1) * LARGEST_PAGE < total; page++) {
          const result = await baseQuery({
            url: pathTo(API_ROUTES.getUsers),
            params: { ...ENROLLABLE, page, page_size: LARGEST_PAGE },
          });
          if (result.error) return { error: result.error };
          const answer = result.data as UserPage;
          students = studentsAdapter.addMany(students, answer.items);
          total = answer.items.length ? answer.total : 0;
        }
        return { data: students };
      },
      providesTags: [{ type: 'User', id: LIST_ID }],
    }),
    createEnrollments: build.mutation<EnrollmentsCreated, CreateEnrollmentsBody>({
      query: (body) => callOf(API_ROUTES.createEnrollment, {}, body),
      invalidatesTags: (_answer, error) => (error ? [] : [ENROLLMENT_LIST]),
    }),
    // The list tag too: the dashboard's enrollment count provides it.
    deleteEnrollment: build.mutation<void, number>({
      query: (id) => callOf(API_ROUTES.deleteEnrollment, { id }),
      invalidatesTags: (_result, error, id) => (error ? [] : [ENROLLMENT_LIST, { type: 'Enrollment', id }]),
    }),
  }),
});

export const {
  useListCourseEnrollmentsQuery,
  useListEnrollableStudentsQuery,
  useCreateEnrollmentsMutation,
  useDeleteEnrollmentMutation,
} = enrollmentsApi;

export const enrollmentSelectors = enrollmentsAdapter.getSelectors();
export const studentSelectors = studentsAdapter.getSelectors();
