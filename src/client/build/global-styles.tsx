/**
 * The global styles Chakra's provider would insert at start-up (the layer order, the reset, the base
 * styles and every design token's CSS variable), as one stylesheet for the build to write into both
 * pages (global-styles-plugin.js). Run by the build: `node --import tsx src/client/build/global-styles.tsx`
 * prints its style element as JSON.
 */
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { NONCE_PLACEHOLDER } from '../app/emotion-cache';
import { system } from '../app/theme';

/** Emotion renders each Global component on the server as a style element of its own. */
const GLOBAL_STYLE_ELEMENT = /<style data-emotion="css-global [^"]*"[^>]*>([\s\S]*?)<\/style>/g;

/** Exactly the CSS emotion would insert for Chakra's provider, in the same order. */
export function globalStylesheet(): string {
  const markup = renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  const sheets = [...markup.matchAll(GLOBAL_STYLE_ELEMENT)].map((match) => match[1]);
  if (sheets.length === 0) throw new Error("Chakra's provider rendered no global styles");
  return sheets.join('');
}

/** The stylesheet as the pages carry it, with the nonce the server fills in per request. */
export const globalStyleElement = () =>
  `<style nonce="${NONCE_PLACEHOLDER}" data-global-styles>${globalStylesheet()}</style>`;

if (process.argv[1] && /global-styles\.tsx$/.test(process.argv[1]))
  process.stdout.write(JSON.stringify(globalStyleElement()));
