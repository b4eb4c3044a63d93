import { waitFor } from '@testing-library/react';
import { writeSession } from '../../features/auth/stored-session';
import { recordRequests } from '../../testing/record-requests';
import { signedInAs } from '../../testing/session-fixtures';
import { prepareApp } from '../start-app';

/** The boot at `address` with the student's session stored, before anything is rendered. */
function bootAt(address: string) {
  window.history.replaceState(null, '', address);
  writeSession(window.localStorage, { ...signedInAs('student'), rememberDevice: true });
  return prepareApp();
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the boot with a stored session (section 4)', () => {
  it("asks for the user, their enrollments and the feedback page's data once the session is read", async () => {
    const calls = recordRequests();
    const app = bootAt('/user/feedback/500');
    await waitFor(() => expect(app.store.getState().auth.phase).toBe('done'));
    expect(calls).toEqual([
      'GET /users/2',
      'GET /admin/users/2/enrollments',
      'GET /student/assignments/500/feedback',
    ]);
  });

  it.each(['/user/dashboard', '/user/feedback/abc'])(
    'asks for no page data at %s, where the route declares none or the address names nothing',
    async (address) => {
      const calls = recordRequests();
      const app = bootAt(address);
      await waitFor(() => expect(app.store.getState().auth.phase).toBe('done'));
      expect(calls).toEqual(['GET /users/2', 'GET /admin/users/2/enrollments']);
    },
  );
});
