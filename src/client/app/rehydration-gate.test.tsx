import { act, render, screen } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { signedInAs } from '../../../test/client/session-fixtures';
import { writeSession } from '../features/auth';
import { RehydrationGate } from './rehydration-gate';
import { makeStore } from './store';

/** The app's store and persistor, with a remembered session in this browser's storage. */
function persistedApp() {
  writeSession(window.localStorage, { ...signedInAs('student'), rememberDevice: true });
  const store = makeStore({}, { logger: null });
  let markRehydrated = () => {};
  const rehydrated = new Promise<void>((resolve) => {
    markRehydrated = resolve;
  });
  const persistor = persistStore(store, null, () => markRehydrated());
  return { store, persistor, rehydrated };
}

/** Counts how often the loading state was drawn, so that a flash of it cannot go unseen. */
function countingLoading() {
  const drawn = { times: 0 };
  function Loading() {
    drawn.times += 1;
    return <p>Loading…</p>;
  }
  return { drawn, Loading };
}

afterEach(() => window.localStorage.clear());

describe('RehydrationGate', () => {
  it('draws the app in its first render when the stored session has already been read', async () => {
    const { store, persistor, rehydrated } = persistedApp();
    await rehydrated;
    const { drawn, Loading } = countingLoading();
    render(
      <RehydrationGate persistor={persistor} loading={<Loading />}>
        <p>Signed in as {store.getState().auth.username}</p>
      </RehydrationGate>,
    );
    expect(screen.getByText(`Signed in as ${signedInAs('student').username}`)).toBeInTheDocument();
    expect(drawn.times).toBe(0);
  });

  it('shows the loading state until the stored session has been read, then the app', async () => {
    const { persistor, rehydrated } = persistedApp();
    const { Loading } = countingLoading();
    render(
      <RehydrationGate persistor={persistor} loading={<Loading />}>
        <p>The page</p>
      </RehydrationGate>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    await act(() => rehydrated);
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
