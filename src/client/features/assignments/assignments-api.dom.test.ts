import { recordRequests } from '../../../../test/client/record-requests';
import { signedInAs } from '../../../../test/client/session-fixtures';
import { makeStore } from '../../app/store';
import { assignmentsApi } from './assignments-api';

const adminStore = () => makeStore({ auth: signedInAs('admin') });
const lookUp = (store: ReturnType<typeof adminStore>, id: number) =>
  store.dispatch(assignmentsApi.endpoints.getAssignment.initiate(id, { subscribe: false }));

describe('the assignment lookup (sections 7 and 9)', () => {
  it('asks the server once and answers again from the entity cache', async () => {
    const calls = recordRequests();
    const store = adminStore();
    expect((await lookUp(store, 500)).data).toMatchObject({
      id: 500,
      title: 'Draft a thesis statement',
      week_id: 100,
    });
    expect((await lookUp(store, 500)).data?.title).toBe('Draft a thesis statement');
    expect(calls.filter((call) => call === 'GET /admin/assignments/500')).toHaveLength(1);
  });
});
