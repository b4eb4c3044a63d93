// Chakra's theme module builds its whole default theme (every recipe) in one top-level call that
// bundlers must keep, because a call might have side effects. Marking that call pure lets webpack drop
// the default theme, and with it every recipe the app's own system does not import (app/theme.ts).
module.exports = function markDefaultThemePure(source) {
  const marked = source.replace(
    'const defaultThemeConfig = defineConfig(',
    'const defaultThemeConfig = /* @__PURE__ */ defineConfig(',
  );
  if (marked === source)
    this.emitWarning(new Error('Chakra theme layout changed: the default theme stays in the bundle.'));
  return marked;
};
