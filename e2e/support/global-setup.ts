import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `npm test` must pass on a fresh machine, so it installs Debian's Chromium when it is missing. */
export default function globalSetup(): void {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Chromium is missing; installing it from Debian (about 40 s)…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
}
