import { readFileSync } from 'node:fs';
import { globalStyleElement, globalStylesheet } from './global-styles';

type Loader = (this: { emitWarning(error: Error): void }, source: string) => string;
// webpack's loaders are CommonJS, like the rest of the build configuration.
const computeGlobalStylesOnRead: Loader = require('./lazy-chakra-globals-loader');

describe("the pages' global stylesheet, written by the build", () => {
  const css = globalStylesheet();

  it("declares the order of Chakra's layers before any rule", () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('carries the reset, the base styles and the design tokens, with blue as the palette (section 9)', () => {
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    expect(css).toContain('--chakra-colors-fg:var(--chakra-colors-black)');
    expect(css).toContain('--chakra-colors-color-palette-solid:var(--chakra-colors-blue-solid)');
  });

  it('cannot close the style element it is written into', () => {
    expect(css).not.toMatch(/<\/style/i);
  });

  it('is written as a style element carrying the nonce placeholder the server fills in', () => {
    expect(globalStyleElement()).toBe(`<style nonce="__CSP_NONCE__" data-global-styles>${css}</style>`);
  });
});

describe("the loader that leaves Chakra's global styles to whoever reads them", () => {
  const systemModule = require
    .resolve('@chakra-ui/react')
    .replace(/dist[\\/]cjs[\\/].*$/, 'dist/esm/styled-system/system.js');
  const warnings: Error[] = [];
  const lazy = computeGlobalStylesOnRead.call(
    { emitWarning: (error) => warnings.push(error) },
    readFileSync(systemModule, 'utf8'),
  );

  it('fits the installed Chakra: the styles are computed on first read, not when the system is built', () => {
    expect(warnings).toEqual([]);
    expect(lazy).not.toMatch(/const _global = \[/);
    expect(lazy).toMatch(
      /get _global\(\) \{\s+if \(!_global\) _global = \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];/,
    );
  });

  it('warns, and changes nothing, when Chakra is laid out differently', () => {
    const changed = 'const _global = computeAll();';
    expect(computeGlobalStylesOnRead.call({ emitWarning: (error) => warnings.push(error) }, changed)).toBe(
      changed,
    );
    expect(warnings).toHaveLength(1);
  });
});
