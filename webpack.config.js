// Builds the SPA (design: webpack bundle, served by the API server in production).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { existsSync, readFileSync } = require('node:fs');
const { DefinePlugin, sources } = require('webpack');
const { GlobalStylesPlugin } = require('./src/client/build/global-styles-plugin');
const { PrecompressPlugin } = require('./src/client/build/precompress-plugin');
const { PrerenderSignInPlugin } = require('./src/client/build/prerender-plugin');

const apiOrigin = process.env.API_ORIGIN || 'http://127.0.0.1:8081';

// The demo area's mock service worker (written by `npx msw init public`) must sit at the site root:
// a service worker only controls the pages at or below the address it is served from.
const MOCK_SERVICE_WORKER = path.resolve(__dirname, 'public/mockServiceWorker.js');
const emitMockServiceWorker = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitMockServiceWorker', (compilation) => {
      compilation.fileDependencies.add(MOCK_SERVICE_WORKER);
      compilation.hooks.processAssets.tap(
        { name: 'EmitMockServiceWorker', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            'mockServiceWorker.js',
            new sources.RawSource(readFileSync(MOCK_SERVICE_WORKER)),
            // Served as msw wrote it: the minimiser leaves it alone.
            { minimized: true },
          ),
      );
    });
  },
};

const REACT_ROUTER_PRODUCTION = path.resolve(
  __dirname,
  'node_modules/react-router/dist/production/index.mjs',
);
if (!existsSync(REACT_ROUTER_PRODUCTION))
  throw new Error(`react-router's production build moved: ${REACT_ROUTER_PRODUCTION}`);

const fromNodeModules = (module) => /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '');

/** Whether every one of the named entry points includes the module from the start. */
const inEntries = (module, chunkGraph, names) => {
  const chunks = [...chunkGraph.getModuleChunksIterable(module)].map((chunk) => chunk.name);
  return names.every((name) => chunks.includes(name));
};

module.exports = (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return {
    mode,
    // The sign-in addresses get their own light page (src/client/sign-in-main.tsx); every other address
    // gets the app.
    entry: { main: './src/client/main.tsx', 'sign-in': './src/client/sign-in-main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      publicPath: '/',
      clean: true,
    },
    // Production maps are written beside the bundles for whoever debugs a reported error, but the
    // bundles do not name them and the server never serves them (src/server/plugins/spa.ts): they hold
    // the whole source.
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js'],
      // react-router's package exports name only its development build, whose warnings stay on in a
      // production bundle (remix-run/react-router#14102); its production build sits beside it.
      alias: mode === 'production' ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {},
    },
    module: {
      // An import of a name the module does not export fails the build rather than the page.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type checking is tsc's job (npm run typecheck); the bundle only needs the transpiled code.
            options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
          },
        },
        {
          // A feature's entry only passes its modules on: an import through it links to the module that
          // makes the name, so a screen's chunk carries what it uses and not the whole feature.
          test: /[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/,
          sideEffects: false,
        },
        {
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: path.resolve(__dirname, 'src/client/build/pure-chakra-theme-loader.js'),
        },
        {
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: path.resolve(__dirname, 'src/client/build/lazy-chakra-globals-loader.js'),
        },
      ],
    },
    plugins: [
      // The server swaps the nonce placeholder per request: the pages stay as written, quotes included.
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        chunks: ['main'],
        minify: false,
      }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        filename: 'sign-in.html',
        favicon: 'public/favicon.svg',
        chunks: ['sign-in'],
        minify: false,
      }),
      new DefinePlugin({
        'process.env.API_BASE': JSON.stringify(process.env.API_BASE || '/api'),
        // Section 7's legacy analytics call, off unless the build is made with LEGACY_ANALYTICS=1.
        'process.env.LEGACY_ANALYTICS': JSON.stringify(process.env.LEGACY_ANALYTICS || ''),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      emitMockServiceWorker,
      new GlobalStylesPlugin(),
      ...(mode === 'production' ? [new PrerenderSignInPlugin(), new PrecompressPlugin()] : []),
    ],
    optimization: {
      // Avoids a conflicting second definition of process.env.NODE_ENV next to the DefinePlugin above.
      nodeEnv: false,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The libraries both pages start with (React, Chakra, emotion), in one long-cached file.
          framework: {
            test: (module, { chunkGraph }) =>
              fromNodeModules(module) && inEntries(module, chunkGraph, ['main', 'sign-in']),
            name: 'framework',
            chunks: 'initial',
            priority: 20,
          },
          // The sign-in screen's controls (tabs, checkbox, field): the sign-in page starts with them, and
          // the app loads them with its own sign-in area. One file, and one compression window for their
          // many small modules. Only those two take it: the app's other pages share some of its modules
          // (the component state machines), and fetching the whole file for them cost the feedback
          // viewer 22 KB and a request.
          signInUi: {
            test: (module, { chunkGraph }) =>
              fromNodeModules(module) &&
              inEntries(module, chunkGraph, ['sign-in']) &&
              !inEntries(module, chunkGraph, ['main']),
            name: 'sign-in-ui',
            chunks: (chunk) => chunk.name === 'sign-in' || chunk.name === 'auth',
            priority: 15,
            enforce: true,
          },
          // The rest of the libraries the app's first page needs (router, Redux Toolkit); the sign-in page
          // loads the same file when someone signs in, so the app's next page finds it cached.
          vendor: {
            test: (module, { chunkGraph }) =>
              fromNodeModules(module) && inEntries(module, chunkGraph, ['main']),
            name: 'vendor',
            chunks: 'all',
            priority: 10,
          },
        },
      },
      runtimeChunk: 'single',
      // swc's minifier: what terser took about 50 s to do on two cores, in a few seconds, to within 1% of
      // its size.
      minimizer: [
        new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} } }),
      ],
    },
    // html-webpack-plugin writes the page; webpack's own HTML handling would minify it again and drop
    // the quotes around the nonce placeholder that the server fills in per request.
    experiments: { html: false },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT || 8080),
      // The sign-in addresses get the sign-in page, as from the server (src/server/plugins/spa.ts).
      historyApiFallback: {
        rewrites: [{ from: /^\/(auth(\/login|\/register)?)?\/?(\?.*)?$/, to: '/sign-in.html' }],
      },
      hot: true,
      proxy: [{ context: ['/api'], target: apiOrigin, changeOrigin: true }],
    },
  };
};
