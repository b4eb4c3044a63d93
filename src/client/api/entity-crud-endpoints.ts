import { callOf, pathTo, type RouteSpec } from '../../shared/contract/routes';
import { keepValid } from '../lib/entity-checks';
import { entityCache } from './entity-cache';
import { entityListTags, LIST_ID, type TagType } from './tag-types';

type Params = Record<string, number>;

interface EntityOptions<Row> {
  tag: TagType;
  /** Section 5's entity check: a malformed row is left out of a list, and a malformed entry refused. */
  isRow: (value: unknown) => value is Row;
  /** Named in the failure of a malformed entry: "Malformed week". */
  noun: string;
}

/**
 * The definitions one entity (courses, weeks, assignments) is read and changed through, each
 * handed to `build.query` or `build.mutation` under the endpoint's own name, so that every endpoint keeps
 * its name and hook: `getWeek: build.query<Week, number>(week.lookup('getWeek', API_ROUTES.getWeek))`.
 * A list provides its list tag and each row's; a creation refetches the lists, a change or a deletion the
 * one entry. Lists and lookups named here follow section 9's entity cache (`entityCache`).
 */
export function entityEndpoints<Row>({ tag, isRow, noun }: EntityOptions<Row>) {
  return {
    ...entityMutations(tag),

    /** A normalised list, under the parent its address names (`params`). */
    list: <Entities extends { ids: readonly number[] }, Arg>(
      endpoint: string,
      route: RouteSpec,
      params: (arg: Arg) => Params,
      toEntities: (rows: Row[]) => Entities,
    ) => ({
      query: (arg: Arg) => pathTo(route, params(arg)),
      ...entityCache(endpoint),
      transformResponse: (answer: unknown) => toEntities(keepValid(answer, isRow).items),
      providesTags: (list: Entities | undefined) => entityListTags(tag, list),
    }),

    /** One entry by its id (sections 7 and 9: one of the capped, five-minute entity entries). */
    lookup: (endpoint: string, route: RouteSpec) => ({
      query: (id: number) => pathTo(route, { id }),
      transformResponse: (answer: unknown) => {
        if (!isRow(answer)) throw new Error(`Malformed ${noun}`);
        return answer;
      },
      providesTags: (_row: Row | undefined, _error: unknown, id: number) => [{ type: tag, id }],
      ...entityCache(endpoint),
    }),
  };
}

/** The changes of one entity, for an entity whose reads are its own (lessons: a list kept in order). */
export function entityMutations(tag: TagType) {
  return {
    /** A new entry, under the parent its address names (`params`); the lists are read again. */
    creation: <Arg, Body>(route: RouteSpec, request: (arg: Arg) => { params?: Params; body: Body }) => ({
      query: (arg: Arg) => {
        const { params, body } = request(arg);
        return callOf(route, params, body);
      },
      invalidatesTags: [{ type: tag, id: LIST_ID }],
    }),

    /** The entry's new values; it is read again whatever the answer. */
    update: <Body>(route: RouteSpec) => ({
      query: ({ id, body }: { id: number; body: Body }) => callOf(route, { id }, body),
      invalidatesTags: (_row: unknown, _error: unknown, { id }: { id: number }) => [{ type: tag, id }],
    }),

    /**
     * The entry deleted. One whose students have submitted work is refused with 409 until the instructor
     * confirms a second time (`confirmed=true`), since their essays, grades and feedback go with it.
     */
    confirmedDeletion: (route: RouteSpec) => ({
      query: ({ id, confirmed }: { id: number; confirmed?: boolean }) => ({
        ...callOf(route, { id }),
        params: confirmed ? { confirmed: true } : undefined,
      }),
      invalidatesTags: (_result: unknown, error: unknown, { id }: { id: number }) =>
        error ? [] : [{ type: tag, id }],
    }),
  };
}
