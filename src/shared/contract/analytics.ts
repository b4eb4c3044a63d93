import { route } from './route-spec';

export type * from './schemas/analytics';

/** The bands an instructor reads grades in; each holds its lower and upper bound. */
export const GRADE_BUCKETS = [
  { label: '0–59', min: 0, max: 59 },
  { label: '60–69', min: 60, max: 69 },
  { label: '70–79', min: 70, max: 79 },
  { label: '80–89', min: 80, max: 89 },
  { label: '90–100', min: 90, max: 100 },
] as const;

/** Without a week's dates to go by, submissions over time cover this many days up to today. */
export const ANALYTICS_DEFAULT_DAYS = 30;

/** How many events GET /admin/activity lists, newest first. */
export const ACTIVITY_LIMIT = 10;

/** The instructor's numbers and recent activity. */
export const ANALYTICS_ROUTES = {
  getAnalytics: route('GET', '/admin/analytics'),
  getActivity: route('GET', '/admin/activity'),
} as const;
