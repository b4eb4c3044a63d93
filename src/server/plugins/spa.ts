import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSignInPagePath } from '../../shared/rules/sign-in-page';
import { notFound } from '../errors';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
const MIN_COMPRESSED_BYTES = 1024;
const SOURCE_MAP_GLOB = '**/*.map';
const SOURCE_MAP = /\.map$/i;

/**
 * Pages carry a fresh nonce, so they are compressed per request: the sign-in page's prerendered screen
 * and styles shrink from about 70 KB to 11 KB in under a millisecond (Brotli at a fast level). A page
 * holds nothing a visitor chose, so compression cannot be used to guess its nonce.
 */
function encodePage(html: string, acceptEncoding: string | undefined) {
  // Below this, compression saves less than it costs (as in the build's precompress-plugin.js).
  if (html.length < MIN_COMPRESSED_BYTES) return { encoding: null, body: html };
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted))
    return {
      encoding: 'br',
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(html) };
  return { encoding: null, body: html };
}

/**
 * Serves the built SPA: hashed assets as files, sign-in.html for the sign-in addresses (a light page
 * that loads the rest of the app once someone signs in), and index.html for every other route, each
 * with this request's nonce.
 */
export default fp(
  async (app: FastifyInstance, options: { spaDir: string; framedBy?: () => Promise<string[]> }) => {
    const indexFile = path.join(options.spaDir, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn({ spaDir: options.spaDir }, 'no SPA build found; only the API is served');
      return;
    }
    const indexHtml = readFileSync(indexFile, 'utf8');
    const signInFile = path.join(options.spaDir, 'sign-in.html');
    const signInHtml = existsSync(signInFile) ? readFileSync(signInFile, 'utf8') : indexHtml;
    await app.register(fastifyStatic, {
      root: options.spaDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each script (src/client/build/precompress-plugin.js).
      preCompressed: true,
      // The build keeps its source maps for debugging a reported error; visitors never get them.
      globIgnore: [SOURCE_MAP_GLOB],
      // Hashed file names never change content, so browsers may keep them for a year.
      setHeaders: (res, file) => {
        if (/\.[0-9a-f]{8,}\./.test(path.basename(file)))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/*', async (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') throw notFound('That address');
      if (SOURCE_MAP.test(request.url.split(/[?#]/, 1)[0])) throw notFound('That file');
      // A launch from a registered LMS lands on one of these pages inside the LMS's frame.
      const nonce = reply.useStyleNonce(await (options.framedBy?.() ?? []));
      const page = isSignInPagePath(request.url) ? signInHtml : indexHtml;
      const { encoding, body } = encodePage(
        page.replace(NONCE_PLACEHOLDER, nonce),
        request.headers['accept-encoding'],
      );
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    });
  },
  { name: 'spa' },
);
