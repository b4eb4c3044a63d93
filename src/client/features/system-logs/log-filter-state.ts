import {
  LOG_CATEGORIES,
  LOG_LEVELS,
  LOG_SERVICES,
  type LogCategory,
  type LogLevel,
  type LogListQuery,
  type LogService,
  levelsAtLeast,
} from '../../../shared/contract';

export const LOG_PAGE_SIZES = [25, 50, 100] as const;

/**
 * What the System Logs screen shows; all of it lives in the address, so reload and back keep it. The
 * screen opens on what needs attention, warnings and errors; `everyCall` adds the record every call
 * leaves (information and debugging), and with it those levels to the level filter.
 */
export interface LogFilterState {
  everyCall: boolean;
  /** '' is every level the view holds: warnings and errors, or with `everyCall` all four. */
  level: '' | LogLevel;
  category: '' | LogCategory;
  service: '' | LogService;
  /** A user id or part of a username. */
  user: string;
  /** Text in the message or the endpoint. */
  q: string;
  /** ISO times, or '' for an open end. */
  from: string;
  to: string;
  page: number;
  pageSize: number;
  /** The record whose details are open, if any. */
  log: number | null;
}

export const DEFAULT_LOG_FILTERS: LogFilterState = {
  everyCall: false,
  level: '',
  category: '',
  service: '',
  user: '',
  q: '',
  from: '',
  to: '',
  page: 1,
  pageSize: 50,
  log: null,
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : null;
}

const isoOrEmpty = (value: string | null) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : '';

/** The least severe level the screen shows until every call is asked for. */
const PROBLEMS_FROM: LogLevel = 'warning';

/** The levels the level filter offers: the routine ones only while every call is shown. */
export const levelsShown = (everyCall: boolean): readonly LogLevel[] =>
  everyCall ? LOG_LEVELS : levelsAtLeast(PROBLEMS_FROM);

/** Reads the filters from the address; anything hand-edited into nonsense falls back to the default. */
export function readLogFilters(params: URLSearchParams): LogFilterState {
  const pageSize = positive(params.get('page_size')) ?? DEFAULT_LOG_FILTERS.pageSize;
  const everyCall = params.get('calls') === 'all';
  return {
    everyCall,
    level: oneOf(levelsShown(everyCall), params.get('level')),
    category: oneOf(LOG_CATEGORIES, params.get('category')),
    service: oneOf(LOG_SERVICES, params.get('service')),
    user: (params.get('user') ?? '').slice(0, 100),
    q: (params.get('q') ?? '').slice(0, 200),
    from: isoOrEmpty(params.get('from')),
    to: isoOrEmpty(params.get('to')),
    page: Math.min(positive(params.get('page')) ?? 1, 100_000),
    pageSize: (LOG_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_LOG_FILTERS.pageSize,
    log: positive(params.get('log')),
  };
}

/** Writes only what differs from the default, so a plain /admin/logs stays plain. */
export function writeLogFilters(state: LogFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.everyCall) params.set('calls', 'all');
  for (const key of ['level', 'category', 'service', 'from', 'to'] as const)
    if (state[key]) params.set(key, state[key]);
  if (state.user.trim()) params.set('user', state.user.trim());
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_LOG_FILTERS.pageSize) params.set('page_size', String(state.pageSize));
  if (state.log !== null) params.set('log', String(state.log));
  return params;
}

/** The request for the list: the address's filters, with the view's floor and the page spelled out. */
export function toLogListQuery(state: LogFilterState): LogListQuery {
  return {
    ...(!state.everyCall && { min_level: PROBLEMS_FROM }),
    ...(state.level && { level: state.level }),
    ...(state.category && { category: state.category }),
    ...(state.service && { service: state.service }),
    ...(state.user.trim() && { user: state.user.trim() }),
    ...(state.q.trim() && { q: state.q.trim() }),
    ...(state.from && { from: state.from }),
    ...(state.to && { to: state.to }),
    page: state.page,
    page_size: state.pageSize,
  };
}
