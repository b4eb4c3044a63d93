// Chakra's createSystem computes the page's global styles (reset, base styles and every token's CSS
// variable) as it builds the system, on the first screen's critical path. The build writes those
// styles into the pages instead (build/global-styles.tsx), so they are computed only if something
// reads them: `_global` becomes a getter.
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const FIELD = /\n(\s+)_global,\n/;
const GETTER =
  '\n$1get _global() {\n$1  if (!_global) _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n$1  return _global;\n$1},\n';

module.exports = function computeGlobalStylesOnRead(source) {
  if (!source.includes(EAGER) || !FIELD.test(source)) {
    this.emitWarning(new Error('Chakra system layout changed: the global styles are computed at start-up.'));
    return source;
  }
  return source.replace(EAGER, LAZY).replace(FIELD, GETTER);
};
