import { HttpResponse, http } from 'msw';
import { server } from '../../../test/client/msw-server';
import { recordRequests } from '../../../test/client/record-requests';
import { signedInAs } from '../../../test/client/session-fixtures';
import { apiBaseUrl } from './api-base-url';
import { fetchTakingEarly, startEarlyRequests } from './early-requests';

const userCall = (token: string | null, init: RequestInit = {}) =>
  new Request(`${apiBaseUrl()}/users/2`, {
    ...init,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A token of its own for each test, so that no test finds another's early answer. */
const freshToken = () => signedInAs('student').token ?? '';

afterEach(() => jest.restoreAllMocks());

describe("the boot's early requests, as the store's fetch sees them", () => {
  it('answer the same call with the same token once, without asking the server again', async () => {
    const token = freshToken();
    const calls = recordRequests();
    startEarlyRequests(['/users/2'], token);
    const answer = await fetchTakingEarly(userCall(token));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: 2, username: 'sam.student' });
    expect(calls).toEqual(['GET /users/2']);

    await fetchTakingEarly(userCall(token));
    expect(calls).toEqual(['GET /users/2', 'GET /users/2']);
  });

  it('are not used for a call made with another token', async () => {
    const calls = recordRequests();
    startEarlyRequests(['/users/2'], freshToken());
    const answer = await fetchTakingEarly(userCall(freshToken()));
    expect(answer.status).toBe(200);
    expect(calls).toEqual(['GET /users/2', 'GET /users/2']);
  });

  it('are dropped by any write, which could change what they show', async () => {
    server.use(http.post('*/api/anything', () => HttpResponse.json({ ok: true })));
    const token = freshToken();
    const calls = recordRequests();
    startEarlyRequests(['/users/2'], token);
    await fetchTakingEarly(new Request(`${apiBaseUrl()}/anything`, { method: 'POST' }));
    await fetchTakingEarly(userCall(token));
    expect(calls).toEqual(['GET /users/2', 'POST /anything', 'GET /users/2']);
  });

  it('are not used more than ten seconds after they were sent', async () => {
    const token = freshToken();
    const calls = recordRequests();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startEarlyRequests(['/users/2'], token);
    clock.mockReturnValue(1_000_000 + 10_001);
    await fetchTakingEarly(userCall(token));
    expect(calls).toEqual(['GET /users/2', 'GET /users/2']);
  });

  it("still end with the store's own call when it is aborted (its timeout)", async () => {
    const token = freshToken();
    startEarlyRequests(['/users/2'], token);
    const controller = new AbortController();
    const taken = fetchTakingEarly(userCall(token, { signal: controller.signal }));
    controller.abort(new DOMException('The call took too long', 'TimeoutError'));
    await expect(taken).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
