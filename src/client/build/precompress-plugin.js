// Writes a Brotli (.br) and a gzip (.gz) copy of every script and stylesheet the production build
// emits. The server hands the smallest one the browser accepts (@fastify/static's `preCompressed`),
// so a first visit downloads about a third of the bytes, compressed once at build time at the highest
// levels rather than on every request.
const zlib = require('node:zlib');
const { sources } = require('webpack');

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minimising and after every other asset exists.
        { name: 'PrecompressPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const source = asset.buffer();
            if (source.length < MIN_BYTES) continue;
            const brotli = zlib.brotliCompressSync(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            });
            const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { minimized: true });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip), { minimized: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
