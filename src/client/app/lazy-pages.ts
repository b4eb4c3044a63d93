import { type ComponentType, lazy } from 'react';
import { type ChunkLoader, shell } from './page-chunks';

type PageModule = Record<string, ComponentType>;

/**
 * React.lazy for a named export of a chunk, so each area keeps plain named components (the screen
 * table, screens.ts, checks the names). When the area's code is already here (the boot starts the first
 * screen's download early) the page renders in the same pass as its layout: React reads a thenable that
 * settles synchronously as resolved, where a promise would show the fallback first and hold the page
 * back for React's reveal throttle (300 ms).
 */
export function lazyPage(load: ChunkLoader<unknown>, name: string) {
  return lazy(() => {
    const here = load.loaded as PageModule | undefined;
    if (!here) return load().then((module) => ({ default: (module as PageModule)[name] }));
    type Loaded = { default: ComponentType };
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: React.lazy calls then and, settled in that call, renders at once.
      then: (resolve: (loaded: Loaded) => void) => resolve({ default: here[name] }),
    };
    return settled as unknown as Promise<Loaded>;
  });
}

export const FullLayout = lazyPage(shell, 'FullLayout');
