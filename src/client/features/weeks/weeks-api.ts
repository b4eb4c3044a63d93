import type { Week, WeekBody } from '../../../shared/contract';
import { API_ROUTES, pathTo } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityCache, entityQueryHook } from '../../api/entity-cache';
import { entityListTags, LIST_ID } from '../../api/tag-types';
import { isWeek, keepValid } from '../../lib/entity-checks';
import { toWeekEntities, type WeekEntities } from './week-entities';

// Section 5's entity check, narrowed to the contract's shape the screens read.
const isWeekRow = (value: unknown): value is Week => isWeek(value);

export const weeksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseWeeks: build.query<WeekEntities, number>({
      query: (courseId) => pathTo(API_ROUTES.getCourseWeeks, { courseId }),
      ...entityCache('getCourseWeeks'),
      transformResponse: (answer: unknown) => toWeekEntities(keepValid(answer, isWeekRow).items),
      providesTags: (weeks) => entityListTags('Week', weeks),
    }),
    // Sections 7 and 9: a week lookup is one of the capped, five-minute entity entries.
    getWeek: build.query<Week, number>({
      query: (id) => pathTo(API_ROUTES.getWeek, { id }),
      transformResponse: (answer: unknown) => {
        if (!isWeekRow(answer)) throw new Error('Malformed week');
        return answer;
      },
      providesTags: (_week, _error, id) => [{ type: 'Week', id }],
      ...entityCache('getWeek'),
    }),
    createWeek: build.mutation<Week, { courseId: number; body: WeekBody }>({
      query: ({ courseId, body }) => ({
        url: pathTo(API_ROUTES.createWeek, { courseId }),
        method: API_ROUTES.createWeek.method,
        body,
      }),
      invalidatesTags: [{ type: 'Week', id: LIST_ID }],
    }),
    updateWeek: build.mutation<Week, { id: number; body: WeekBody }>({
      query: ({ id, body }) => ({
        url: pathTo(API_ROUTES.updateWeek, { id }),
        method: API_ROUTES.updateWeek.method,
        body,
      }),
      invalidatesTags: (_week, _error, { id }) => [{ type: 'Week', id }],
    }),
    deleteWeek: build.mutation<void, { id: number; confirmed?: boolean }>({
      // confirmed: the instructor agreed that students' essays in it are deleted too.
      query: ({ id, confirmed }) => ({
        url: pathTo(API_ROUTES.deleteWeek, { id }),
        method: API_ROUTES.deleteWeek.method,
        params: confirmed ? { confirmed: true } : undefined,
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Week', id }]),
    }),
  }),
});

export const { useCreateWeekMutation, useUpdateWeekMutation, useDeleteWeekMutation } = weeksApi;
// Section 9: a screen reading an entry has it fetched again as it turns 300 s old (entity-cache.ts).
export const useGetCourseWeeksQuery = entityQueryHook(weeksApi.useGetCourseWeeksQuery);
export const useGetWeekQuery = entityQueryHook(weeksApi.useGetWeekQuery);
