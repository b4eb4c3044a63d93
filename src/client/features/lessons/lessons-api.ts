import type { Lesson, LessonBody } from '../../../shared/contract';
import { API_ROUTES, callOf, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityMutations } from '../../api/entity-crud-endpoints';
import type { EntityRows } from '../../api/entity-list';
import { entityListTags } from '../../api/tag-types';
import { lessonList, renumberLessons } from './lesson-entities';

type NewLesson = { weekId: number; body: LessonBody };

const lesson = entityMutations('Lesson');

export const lessonsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWeekLessons: build.query<EntityRows<Lesson>, number>({
      query: (weekId) => pathTo(API_ROUTES.getWeekLessons, { id: weekId }),
      transformResponse: (lessons: Lesson[]) => lessonList.fromRows(lessons),
      providesTags: (lessons) => entityListTags('Lesson', lessons),
    }),
    createLesson: build.mutation<Lesson, NewLesson>(
      lesson.creation(API_ROUTES.createLesson, ({ weekId, body }: NewLesson) => ({
        params: { id: weekId },
        body,
      })),
    ),
    updateLesson: build.mutation<Lesson, { id: number; body: LessonBody }>(
      lesson.update<LessonBody>(API_ROUTES.updateLesson),
    ),
    deleteLesson: build.mutation<void, number>({
      query: (id) => callOf(API_ROUTES.deleteLesson, { id }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Lesson', id }]),
    }),
    reorderLessons: build.mutation<Lesson[], { weekId: number; lessonIds: number[] }>({
      query: ({ weekId, lessonIds }) =>
        callOf(API_ROUTES.reorderLessons, { id: weekId }, { lesson_ids: lessonIds }),
      // The list moves at once and moves back if the server refuses, so the buttons answer without a
      // wait; on success the server's answer becomes the list.
      async onQueryStarted({ weekId, lessonIds }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          lessonsApi.util.updateQueryData('getWeekLessons', weekId, (lessons) => {
            renumberLessons(lessons, lessonIds);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            lessonsApi.util.updateQueryData('getWeekLessons', weekId, (lessons) => {
              lessonList.adapter.setAll(lessons, data);
            }),
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
