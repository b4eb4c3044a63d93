import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browsers the end-to-end tests and the benchmark drive, from Debian's Chromium source. */
const BROWSERS = [
  { binary: '/usr/bin/chromium', debianPackage: 'chromium' },
  { binary: '/usr/bin/chromium-headless-shell', debianPackage: 'chromium-headless-shell' },
];

/** `npm test` must pass on a fresh machine, so it installs what is missing of Debian's Chromium. */
export default function globalSetup(): void {
  const missing = BROWSERS.filter(({ binary }) => !existsSync(binary)).map(
    (browser) => browser.debianPackage,
  );
  if (missing.length === 0) return;
  console.log(`${missing.join(' and ')} missing; installing from Debian (about 40 s)…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
