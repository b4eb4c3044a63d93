import {
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi } from '../api/base-api';
import { createSessionFlights, type SessionFlights } from '../api/session-flights';
import type { AuthState } from '../features/auth';
import { registerAuthListeners, storedSessionTokens } from '../features/auth';
import type { ClientLogger } from '../features/browser-logging';
import { createLoggingMiddleware, defaultLogger } from '../features/browser-logging';
import { devToolsOptions } from './devtools-sanitizers';
import { rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

export interface PreloadedAppState {
  auth?: AuthState;
}

export interface StoreOptions {
  /** Section 9's logging middleware sends through this logger; null logs nothing (see defaultLogger). */
  logger?: ClientLogger | null;
}

/** One store per app or per test (design: makeStore and renderWithProviders). */
export function makeStore(preloadedState?: PreloadedAppState, options: StoreOptions = {}) {
  const flights = createSessionFlights(storedSessionTokens);
  const logger = options.logger === undefined ? defaultLogger() : options.logger;
  const listeners = createListenerMiddleware({ extra: flights });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: flights },
        // redux-persist's own actions carry functions by design.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware)
        .concat(logger ? [createLoggingMiddleware(logger)] : []),
    devTools: process.env.NODE_ENV !== 'production' && devToolsOptions,
  });
  const startAppListening = listeners.startListening.withTypes<RootState, AppDispatch, SessionFlights>();
  registerAuthListeners(startAppListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, SessionFlights>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, SessionFlights, UnknownAction>;
