import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

/**
 * The system without its global styles (the reset, the base styles and the design tokens' CSS
 * variables): the build writes them into both pages (build/global-styles.tsx), where the browser
 * applies them as it reads the page. Computing and inserting them at start-up was about a tenth of the
 * feedback viewer's time to its first paint on a slow phone; the build also makes Chakra compute them
 * only when read (build/lazy-chakra-globals-loader.js), which nothing does in the browser.
 */
const systemWithoutGlobalStyles: typeof system = Object.create(system, { _global: { value: [] } });

/** Chakra's provider for both pages, the app and the sign-in page. */
export function DesignSystemProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={systemWithoutGlobalStyles}>{children}</ChakraProvider>;
}
