import type { EmotionCache } from '@emotion/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { LoginAnswer } from '../../../shared/contract';
import { API_ROUTES, callOf } from '../../../shared/contract/routes';
import { callAnonymously } from '../../api/anonymous-call';
import type { SignIn } from '../../features/auth';
import { checkLoginAnswer } from '../../features/auth';
import { errorMessage } from '../../lib/api-error-message';
import type { PreparedApp } from '../start-app';

type AppModule = Pick<typeof import('../start-app'), 'prepareApp'>;

/** The rest of the app: the router, the store and the data layer (start-app.tsx). */
export const loadAppModule = () => import(/* webpackChunkName: "app" */ '../start-app');

/**
 * The light sign-in page's sign-in. The password goes out with a plain call while the rest of the app
 * loads; the app's store then finishes the sign-in (section 4: the user's data and enrollments), and only
 * when that worked does the page hand the screen to the app. Every failure shows on this form.
 */
export function signInThenStartApp(
  handOver: (app: PreparedApp) => void,
  emotionCache: EmotionCache,
  loadApp: () => Promise<AppModule> = loadAppModule,
): SignIn {
  // Told to the app's log once someone is signed in: the log is sent only with a session (section 9).
  const refused: FetchBaseQueryError[] = [];
  return async ({ identifier, password, rememberDevice }) => {
    const appModule = loadApp();
    // A failed download is reported below, once the password has been checked.
    appModule.catch(() => undefined);
    const login = await callAnonymously<LoginAnswer>(callOf(API_ROUTES.login, {}, { identifier, password }));
    // Section 8: the server's detail, or 'Login failed'.
    if (login.error) {
      refused.push(login.error);
      return { ok: false, message: errorMessage(login.error, 'detail', 'Login failed') };
    }
    const checked = checkLoginAnswer(login.data, rememberDevice);
    if (!checked.ok) return checked;
    const app = await appModule.then(({ prepareApp }) => prepareApp(emotionCache)).catch(() => null);
    if (!app) return { ok: false, message: 'Network Error' };
    const result = await app.finishSignIn(checked.session, [...refused]);
    if (result.ok) {
      refused.length = 0;
      handOver(app);
    }
    return result;
  };
}
