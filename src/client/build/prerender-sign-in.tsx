/**
 * Renders the sign-in page's first screen (the sign-in tab) at build time, so the browser paints it
 * from the HTML before any script has run; sign-in-main.tsx then hydrates it. Run by the build
 * (prerender-plugin.js): `node --import tsx src/client/build/prerender-sign-in.tsx` prints the markup.
 */
import createCache from '@emotion/cache';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { NONCE_PLACEHOLDER } from '../app/emotion-cache';
import { SignInPageApp } from '../app/sign-in-page/sign-in-page-app';

// Never called: the form's button stays disabled until the page's script has taken the form over.
const notYet = async () => ({ ok: false as const, message: 'Margin is still loading. Try again.' });

export interface PrerenderedPage {
  /** Style elements for the head. */
  head: string;
  /** The markup inside #root (emotion's style elements included: its cache moves them to the head). */
  root: string;
}

/**
 * The policy refuses `style` attributes written in the page, so each one becomes a rule in a style
 * element that carries the nonce; the markup keeps a marker attribute that the rule selects.
 */
export function withStyleAttributesAsRules(markup: string): PrerenderedPage {
  const rules: string[] = [];
  const root = markup.replace(/ style="([^"]*)"/g, (_match, declarations: string) => {
    rules.push(`[data-prerendered-style="${rules.length}"]{${declarations}}`);
    return ` data-prerendered-style="${rules.length - 1}"`;
  });
  const head = rules.length ? `<style nonce="${NONCE_PLACEHOLDER}">${rules.join('')}</style>` : '';
  return { head, root };
}

export function prerenderSignInPage(): PrerenderedPage {
  const emotionCache = createCache({ key: 'css', nonce: NONCE_PLACEHOLDER });
  return withStyleAttributesAsRules(
    renderToString(
      <StrictMode>
        <SignInPageApp emotionCache={emotionCache} initialMode="login" signIn={notYet} />
      </StrictMode>,
    ),
  );
}

if (process.argv[1] && /prerender-sign-in\.tsx$/.test(process.argv[1]))
  process.stdout.write(JSON.stringify(prerenderSignInPage()));
