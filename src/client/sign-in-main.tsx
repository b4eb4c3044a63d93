import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createEmotionCache } from './app/emotion-cache';
import { hasStoredSession, rootElement } from './app/page-boot';
import { SignInPageApp } from './app/sign-in-page/sign-in-page-app';
import { loadAppModule, signInThenStartApp } from './app/sign-in-page/sign-in-then-start-app';
import { modeOfAddress } from './app/sign-in-page/use-address-mode';

/**
 * The sign-in addresses' own page (the server sends it for them, see shared/rules/sign-in-page.ts): the
 * screen shows without the router, the store and the data layer, which load once someone signs in.
 * The build writes the sign-in tab into the page (build/prerender-sign-in.tsx); React takes it over.
 */
const container = rootElement();

if (hasStoredSession()) {
  // Someone already signed in: the app's guard sends them on (section 2), without a sign-in form first.
  container.replaceChildren();
  loadAppModule()
    .then(({ startApp }) => startApp(container))
    .catch(() => {
      container.textContent = 'Margin could not load. Check your connection and reload the page.';
    });
} else {
  // Before hydrating: the cache moves the prerendered style elements out of React's way.
  const emotionCache = createEmotionCache();
  const initialMode = modeOfAddress(window.location);
  let root: Root | null = null;
  const signIn = signInThenStartApp((app) => {
    root?.unmount();
    app.render(container);
  }, emotionCache);
  const page = (
    <StrictMode>
      <SignInPageApp emotionCache={emotionCache} initialMode={initialMode} signIn={signIn} />
    </StrictMode>
  );
  if (initialMode === 'login' && container.firstElementChild) root = hydrateRoot(container, page);
  else {
    container.replaceChildren();
    root = createRoot(container);
    root.render(page);
  }
}
