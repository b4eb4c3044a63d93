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

export interface SessionFlights {
  refresh: SingleFlight<boolean>;
  initialise: SingleFlight<void>;
}

export function createSessionFlights(): SessionFlights {
  return { refresh: createSingleFlight<boolean>(), initialise: createSingleFlight<void>() };
}
