import type { UserState } from '../../lib/user-state';
import type { Screen } from '../screen-handle';
import { SCREENS } from '../screens';

export interface NavigationEntry {
  label: string;
  to: string;
}

/** What waits for the admin, counted beside its link, and whether they run the whole site. */
export interface NavigationCounts {
  pendingUsers?: number;
  /** False for an instructor who is not the site administrator: people's approval and the logs are not theirs. */
  siteAdmin?: boolean;
}

/** Who sees a screen's link: the site administrator's own tools are not every admin's. */
export type NavigationAudience = 'everyone' | 'admin' | 'siteAdmin' | 'student' | 'enrolledStudent';

/** A screen's link in the main navigation, as its row in the screen table (screens.ts) gives it. */
export interface NavigationLink {
  label: string;
  /** Where the link stands, smallest first. */
  order: number;
  seenBy: NavigationAudience;
  /** Leads to the person's home rather than to this screen: for someone unverified, the verify page. */
  leadsHome?: boolean;
  /** What waits behind the link, counted beside it. */
  counted?: 'pendingUsers';
}

const SEES: Record<NavigationAudience, (state: UserState, siteAdmin: boolean) => boolean> = {
  everyone: () => true,
  admin: (state) => state === 'admin',
  siteAdmin: (state, siteAdmin) => state === 'admin' && siteAdmin,
  student: (state) => state !== 'admin',
  enrolledStudent: (state) => state === 'student_enrolled',
};

/** A link's words with what waits behind it: "Pending Users (3)". */
const counted = (label: string, count = 0) => (count > 0 ? `${label} (${count})` : label);

/** Section 2's areas, as each role reaches them from every page; the admin's tools are all one click away. */
export function mainNavigationFor(
  state: UserState,
  home: string,
  counts: NavigationCounts = {},
  screens: Screen[] = SCREENS,
): NavigationEntry[] {
  const siteAdmin = counts.siteAdmin !== false;
  return screens
    .flatMap(({ path, handle: { nav } }) =>
      nav && SEES[nav.seenBy](state, siteAdmin) ? [{ path, nav }] : [],
    )
    .sort((a, b) => a.nav.order - b.nav.order)
    .map(({ path, nav }) => ({
      label: nav.counted ? counted(nav.label, counts[nav.counted]) : nav.label,
      to: nav.leadsHome ? home : path,
    }));
}
