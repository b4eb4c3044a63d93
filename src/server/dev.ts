import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev`: the API on API_PORT (default 8081) and webpack-dev-server on PORT (default 8080),
 * which proxies /api to it, so SPA changes reload in the browser without a production build.
 */
const root = path.resolve(__dirname, '../..');
const apiPort = process.env.API_PORT ?? '8081';
const devPort = process.env.PORT ?? '8080';

const api = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    // The dev server serves the SPA itself, so the API skips its production build.
    env: {
      ...process.env,
      PORT: apiPort,
      SPA_DIR: path.join(root, 'node_modules/.cache/margin-no-spa'),
      SKIP_SPA_BUILD: '1',
    },
  },
);
const web = spawn(
  process.execPath,
  [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEV_PORT: devPort, API_ORIGIN: `http://127.0.0.1:${apiPort}` },
  },
);

const stop = () => {
  api.kill();
  web.kill();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
api.once('exit', stop);
web.once('exit', stop);
