const REM = 16;

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
 * jsdom has no screen, so it has no `matchMedia` either, and the app draws for a wide one. This answers
 * width queries as a screen `width` pixels wide would, for the parts that draw differently on a phone;
 * `restore` takes the answer away again.
 */
export function setScreenWidth(width: number): { restore: () => void } {
  window.matchMedia = (query: string) =>
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
  return {
    restore: () => {
      Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}
