import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createEmotionCache } from './app/emotion-cache';
import { hasStoredSession, rootElement } from './app/page-boot';
import { SignInPageApp } from './app/sign-in-page/sign-in-page-app';
import { signInThenStartApp } from './app/sign-in-page/sign-in-then-start-app';

/**
 * The sign-in addresses' own page (the server sends it for them, see shared/rules/sign-in-page.ts): the
 * screen shows without the router, the store and the data layer, which load once someone signs in.
 */
const container = rootElement();

if (hasStoredSession()) {
  // Someone already signed in: the app's guard sends them on (section 2).
  import(/* webpackChunkName: "app" */ './app/start-app')
    .then(({ startApp }) => startApp(container))
    .catch(() => {
      container.textContent = 'Margin could not load. Check your connection and reload the page.';
    });
} else {
  const emotionCache = createEmotionCache();
  const root = createRoot(container);
  const signIn = signInThenStartApp((app) => {
    root.unmount();
    app.render(container);
  }, emotionCache);
  root.render(
    <StrictMode>
      <SignInPageApp emotionCache={emotionCache} signIn={signIn} />
    </StrictMode>,
  );
}
