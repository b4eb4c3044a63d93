// Writes Chakra's global styles into every page the build emits (src/client/build/global-styles.tsx):
// the browser applies them as it reads the page, and the app's start-up neither computes nor inserts
// them (app/design-system-provider.tsx). Runs in every mode, since the app relies on them.
const { statSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { runBuildScript } = require('./run-build-script');

const SCRIPT = path.resolve(__dirname, 'global-styles.tsx');
const THEME = path.resolve(__dirname, '../app/theme.ts');

class GlobalStylesPlugin {
  apply(compiler) {
    // Computed again only when the theme or this script changes: the development server rebuilds often.
    let cached = { stamp: '', element: '' };
    const globalStyleElement = () => {
      const stamp = [THEME, SCRIPT].map((file) => statSync(file).mtimeMs).join();
      if (cached.stamp !== stamp) cached = { stamp, element: runBuildScript(SCRIPT) };
      return cached.element;
    };
    compiler.hooks.thisCompilation.tap('GlobalStylesPlugin', (compilation) => {
      compilation.fileDependencies.add(SCRIPT);
      compilation.fileDependencies.add(THEME);
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('GlobalStylesPlugin', (data) => {
        if (!data.html.includes('</head>')) throw new Error(`${data.outputName} has no </head>`);
        // After the scripts, which the browser can then start fetching before it has read 40 KB of CSS.
        // The page has no other style before it; emotion's and the prerendered ones come after it, so
        // its first rule still declares the order of Chakra's layers.
        data.html = data.html.replace('</head>', `${globalStyleElement()}</head>`);
        return data;
      });
    });
  }
}

module.exports = { GlobalStylesPlugin };
