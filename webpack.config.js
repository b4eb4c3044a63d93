// Builds the SPA (design: webpack bundle, served by the API server in production).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { readFileSync } = require('node:fs');
const { DefinePlugin, sources } = require('webpack');
const { PrecompressPlugin } = require('./src/client/build/precompress-plugin');

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

module.exports = (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return {
    mode,
    entry: { main: './src/client/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].[contenthash].js',
      chunkFilename: '[name].[contenthash].js',
      publicPath: '/',
      clean: true,
    },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
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
          // The browser needs the contract's types and constants, never its TypeBox schemas (see the
          // loader). Runs on the TypeScript source, before ts-loader.
          test: /[\\/]src[\\/]shared[\\/]contract[\\/][^\\/]+\.ts$/,
          enforce: 'pre',
          use: path.resolve(__dirname, 'src/client/build/contract-without-schemas-loader.js'),
        },
        {
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: path.resolve(__dirname, 'src/client/build/pure-chakra-theme-loader.js'),
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        // The server swaps the nonce placeholder per request: the page stays as written, quotes included.
        minify: false,
      }),
      new DefinePlugin({
        'process.env.API_BASE': JSON.stringify(process.env.API_BASE || '/api'),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      emitMockServiceWorker,
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      // Avoids a conflicting second definition of process.env.NODE_ENV next to the DefinePlugin above.
      nodeEnv: false,
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Libraries used by the first page share one long-cached file; area chunks keep their own code.
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: 10 },
          // The sign-in page's components in one file beside its own code: one request, and one
          // compression window for the many small modules of the tabs, checkbox and field.
          signInUi: {
            test: (module, { chunkGraph }) =>
              /[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') &&
              [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'auth'),
            name: 'sign-in-ui',
            chunks: 'async',
            priority: 5,
            enforce: true,
          },
        },
      },
      runtimeChunk: 'single',
    },
    // html-webpack-plugin writes the page; webpack's own HTML handling would minify it again and drop
    // the quotes around the nonce placeholder that the server fills in per request.
    experiments: { html: false },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT || 8080),
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: apiOrigin, changeOrigin: true }],
    },
  };
};
