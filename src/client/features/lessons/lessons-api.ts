import type { Lesson, LessonBody } from '../../../shared/contract';
import { baseApi } from '../../api/base-api';
import { LIST_ID } from '../../api/tag-types';
import { byPosition, inOrder } from './lesson-order';

export const lessonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWeekLessons: build.query<Lesson[], number>({
      query: (weekId) => `/admin/weeks/${weekId}/lessons`,
      transformResponse: (lessons: Lesson[]) => [...lessons].sort(byPosition),
      providesTags: (lessons = []) => [
        { type: 'Lesson', id: LIST_ID },
        ...lessons.map((lesson) => ({ type: 'Lesson' as const, id: lesson.id })),
      ],
    }),
    createLesson: build.mutation<Lesson, { weekId: number; body: LessonBody }>({
      query: ({ weekId, body }) => ({ url: `/admin/weeks/${weekId}/lessons`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Lesson', id: LIST_ID }],
    }),
    updateLesson: build.mutation<Lesson, { id: number; body: LessonBody }>({
      query: ({ id, body }) => ({ url: `/admin/lessons/${id}`, method: 'PUT', body }),
      invalidatesTags: (_lesson, _error, { id }) => [{ type: 'Lesson', id }],
    }),
    deleteLesson: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/lessons/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Lesson', id }]),
    }),
    reorderLessons: build.mutation<Lesson[], { weekId: number; lessonIds: number[] }>({
      query: ({ weekId, lessonIds }) => ({
        url: `/admin/weeks/${weekId}/lessons/order`,
        method: 'PUT',
        body: { lesson_ids: lessonIds },
      }),
      // The list moves at once and moves back if the server refuses, so the buttons answer without a
      // wait; on success the server's answer becomes the list.
      async onQueryStarted({ weekId, lessonIds }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          lessonsApi.util.updateQueryData('getWeekLessons', weekId, (lessons) => inOrder(lessons, lessonIds)),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            lessonsApi.util.updateQueryData('getWeekLessons', weekId, () => [...data].sort(byPosition)),
          );
        } catch {
          optimistic.undo();
        }
      },
    }),
  }),
});

export const {
  useGetWeekLessonsQuery,
  useCreateLessonMutation,
  useUpdateLessonMutation,
  useDeleteLessonMutation,
  useReorderLessonsMutation,
} = lessonsApi;
