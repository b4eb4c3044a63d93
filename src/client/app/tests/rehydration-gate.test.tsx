import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { persistReducer, persistStore } from 'redux-persist';
import { RehydrationGate } from '../rehydration-gate';

/** A storage whose stored state arrives when the test says so, like a slow device's. */
function slowStorage(stored: Record<string, string>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    storage: {
      getItem: async (key: string) => {
        await released;
        return stored[key] ?? null;
      },
      setItem: async () => {},
      removeItem: async () => {},
    },
  };
}

function persistedStore(storage: ReturnType<typeof slowStorage>['storage']) {
  const reducer = persistReducer(
    { key: 'root', storage },
    (state: { theme: string } = { theme: 'blue' }) => state,
  );
  const store = configureStore({ reducer, middleware: () => [] as never });
  let markRehydrated = () => {};
  const rehydrated = new Promise<void>((resolve) => {
    markRehydrated = resolve;
  });
  const persistor = persistStore(store, null, () => markRehydrated());
  return { store, persistor, rehydrated };
}

/** Counts how often the loading state was drawn, so a flash of it cannot go unseen. */
function countingLoading() {
  const drawn = { times: 0 };
  function Loading() {
    drawn.times += 1;
    return <p>Loading…</p>;
  }
  return { drawn, Loading };
}

describe('RehydrationGate', () => {
  it('draws the app in its first render when the stored state has already been read', async () => {
    const slow = slowStorage({ 'persist:root': JSON.stringify({ theme: '"green"' }) });
    const { store, persistor, rehydrated } = persistedStore(slow.storage);
    slow.release();
    await rehydrated;
    const { drawn, Loading } = countingLoading();
    render(
      <RehydrationGate persistor={persistor} loading={<Loading />}>
        <p>The page, theme {(store.getState() as { theme: string }).theme}</p>
      </RehydrationGate>,
    );
    expect(screen.getByText('The page, theme green')).toBeInTheDocument();
    expect(drawn.times).toBe(0);
  });

  it('shows the loading state until the stored state has been read, then the app', async () => {
    const slow = slowStorage({});
    const { persistor, rehydrated } = persistedStore(slow.storage);
    const { Loading } = countingLoading();
    render(
      <RehydrationGate persistor={persistor} loading={<Loading />}>
        <p>The page</p>
      </RehydrationGate>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
    await act(async () => {
      slow.release();
      await rehydrated;
    });
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
