import type { Week, WeekBody } from '../../../shared/contract';
import { API_ROUTES } from '../../../shared/contract/routes';
import { baseApi } from '../../api/base-api';
import { entityQueryHook } from '../../api/entity-cache';
import { entityEndpoints } from '../../api/entity-crud-endpoints';
import type { EntityRows } from '../../api/entity-list';
import { isWeek } from '../../lib/entity-checks';
import { weekList } from './week-entities';

// Section 5's entity check, narrowed to the contract's shape the screens read.
const week = entityEndpoints({ tag: 'Week', isRow: (value): value is Week => isWeek(value), noun: 'week' });

type NewWeek = { courseId: number; body: WeekBody };

export const weeksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCourseWeeks: build.query<EntityRows<Week>, number>(
      week.list(
        'getCourseWeeks',
        API_ROUTES.getCourseWeeks,
        (courseId: number) => ({ courseId }),
        weekList.fromRows,
      ),
    ),
    getWeek: build.query<Week, number>(week.lookup('getWeek', API_ROUTES.getWeek)),
    createWeek: build.mutation<Week, NewWeek>(
      week.creation(API_ROUTES.createWeek, ({ courseId, body }: NewWeek) => ({ params: { courseId }, body })),
    ),
    updateWeek: build.mutation<Week, { id: number; body: WeekBody }>(
      week.update<WeekBody>(API_ROUTES.updateWeek),
    ),
    deleteWeek: build.mutation<void, { id: number; confirmed?: boolean }>(
      week.confirmedDeletion(API_ROUTES.deleteWeek),
    ),
  }),
});

export const { useCreateWeekMutation, useUpdateWeekMutation, useDeleteWeekMutation } = weeksApi;
// Section 9: a screen reading an entry has it fetched again as it turns 300 s old (entity-cache.ts).
export const useGetCourseWeeksQuery = entityQueryHook(weeksApi.useGetCourseWeeksQuery);
export const useGetWeekQuery = entityQueryHook(weeksApi.useGetWeekQuery);
