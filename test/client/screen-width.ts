const REM = 16;

/** The screen the tests draw for unless one says otherwise: a laptop's, where every column shows. */
export const WIDE_SCREEN = 1440;

function matchesWidth(query: string, width: number): boolean {
  return query.split(',').some((part) => {
    const conditions = [...part.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)];
    return (
      conditions.length > 0 &&
      conditions.every(([, bound, value, unit]) => {
        const pixels = Number(value) * (unit === 'px' ? 1 : REM);
        return bound === 'min' ? width >= pixels : width <= pixels;
      })
    );
  });
}

/**
 * `matchMedia` as a screen `width` pixels wide answers it: width queries by that width, any other
 * query (reduced motion, print) no. The screen never changes size, so no change is ever announced.
 */
export function matchMediaAt(width: number): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matchesWidth(query, width),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * jsdom has no screen, so the tests answer width queries for a wide one (jsdom-gaps.ts). This answers
 * them for a screen `width` pixels wide instead, for the parts that draw differently on a phone;
 * `restore` goes back to the wide screen.
 */
export function setScreenWidth(width: number): { restore: () => void } {
  const before = window.matchMedia;
  window.matchMedia = matchMediaAt(width);
  return {
    restore: () => {
      window.matchMedia = before;
    },
  };
}
