const { execFileSync } = require('node:child_process');

/**
 * Runs one of the build's TypeScript scripts (it renders React in Node, which webpack's own process
 * cannot do with the app's modules) and returns the JSON it prints.
 */
function runBuildScript(script) {
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }),
  );
}

module.exports = { runBuildScript };
