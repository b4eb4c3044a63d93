import { firstScreenChunks } from './first-screen-chunks';
import {
  admin,
  analytics,
  auth,
  type ChunkLoader,
  demo,
  feedback,
  profile,
  shell,
  user,
} from './page-chunks';

const NAMES = new Map<ChunkLoader<unknown>, string>([
  [admin, 'admin'],
  [analytics, 'analytics'],
  [auth, 'auth'],
  [demo, 'demo'],
  [feedback, 'feedback'],
  [profile, 'profile'],
  [shell, 'shell'],
  [user, 'user'],
]);
const chunksAt = (pathname: string, hasStoredSession: boolean) =>
  firstScreenChunks(pathname, hasStoredSession)
    .map((chunk) => NAMES.get(chunk))
    .join(' ');

describe("the first screen's code, fetched as the app boots", () => {
  it.each<[string, boolean, string]>([
    ['/admin/users', true, 'shell admin'],
    ['/admin/apps/assignments/5/submissions/40', true, 'shell admin'],
    ['/admin/student-analytics', true, 'shell analytics'],
    ['/user/courses/3', true, 'shell user'],
    ['/user/feedback/11', true, 'shell feedback'],
    ['/user/review-feedback/11', true, 'shell feedback'],
    ['/apps/user/edit-profile', true, 'shell profile'],
    ['/demo/admin', true, 'demo'],
    // The guard sends a signed-in person away from the sign-in addresses; an unknown one needs no area.
    ['/auth', true, ''],
    ['/', true, ''],
    ['/admin/no-such-page', true, ''],
    // Without a stored session every address but the demo's shows the sign-in area.
    ['/admin/users', false, 'auth'],
    ['/user/feedback/11', false, 'auth'],
    ['/join/K7QM4XTP', false, 'auth'],
    ['/demo', false, 'demo'],
  ])('at %s, with a stored session %s: %j', (pathname, hasStoredSession, expected) => {
    expect(chunksAt(pathname, hasStoredSession)).toBe(expected);
  });
});
