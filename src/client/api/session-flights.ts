import type { Dispatch } from '@reduxjs/toolkit';

/**
 * Section 4 (Session): concurrent initialisations and refreshes wait for the first one. Each store gets
 * its own pair through the thunk extra argument, so tests and tabs never share a flight.
 */
export interface SingleFlight<T> {
  run: (task: () => Promise<T>) => Promise<T>;
}

export function createSingleFlight<T>(): SingleFlight<T> {
  let current: Promise<T> | null = null;
  return {
    run(task) {
      if (!current) {
        current = task().finally(() => {
          current = null;
        });
      }
      return current;
    },
  };
}

export interface StoredTokens {
  userId: number | null;
  token: string;
  refreshToken: string;
}

/**
 * The session as this browser stores it, which every tab signed in with "Remember this device" shares:
 * another tab may have refreshed it since this one last looked.
 */
export interface SharedTokens {
  read(): Promise<StoredTokens | null>;
  /** Resolves once this tab's own tokens are in storage, for the next tab to read. */
  write(dispatch: Dispatch): Promise<void>;
}

export interface SessionFlights {
  refresh: SingleFlight<boolean>;
  initialise: SingleFlight<void>;
  sharedTokens: SharedTokens;
}

export function createSessionFlights(sharedTokens: SharedTokens): SessionFlights {
  return { refresh: createSingleFlight<boolean>(), initialise: createSingleFlight<void>(), sharedTokens };
}
