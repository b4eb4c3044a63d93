import type { JoinAnswer, JoinBody } from '../../../shared/contract';
import { API_ROUTES, callOf } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';

/** POST /student/join: a signed-in person joins a course with its code. */
export const joinApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    joinCourse: build.mutation<JoinAnswer, JoinBody>({
      query: (body) => callOf(API_ROUTES.joinCourse, {}, body),
      // A new course brings its weeks and assignments into the student's lists.
      invalidatesTags: (answer) =>
        answer
          ? [
              { type: 'Course', id: LIST_ID },
              { type: 'Assignment', id: LIST_ID },
            ]
          : [],
    }),
  }),
});
