// Writes the sign-in page's first screen into sign-in.html at build time
// (src/client/build/prerender-sign-in.tsx), so the browser paints it before any script has run.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { runBuildScript } = require('./run-build-script');

const SCRIPT = path.resolve(__dirname, 'prerender-sign-in.tsx');
const EMPTY_ROOT = '<div id="root"></div>';

class PrerenderSignInPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderSignInPlugin', (compilation) => {
      compilation.fileDependencies.add(SCRIPT);
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('PrerenderSignInPlugin', (data) => {
        if (data.outputName !== 'sign-in.html') return data;
        const page = runBuildScript(SCRIPT);
        if (!data.html.includes(EMPTY_ROOT)) throw new Error(`sign-in.html has no ${EMPTY_ROOT} to fill`);
        data.html = data.html
          .replace('</head>', `${page.head}</head>`)
          .replace(EMPTY_ROOT, `<div id="root">${page.root}</div>`);
        return data;
      });
    });
  }
}

module.exports = { PrerenderSignInPlugin };
