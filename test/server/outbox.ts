import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pause } from './waiting';

export interface SavedMail {
  to: string;
  subject: string;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header as the reader sees it: RFC 2047 encoded words (a subject with quotes or accents) decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Reads the .eml files the mailer wrote when no SMTP server is configured. */
export function readOutbox(dataDir: string): SavedMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const [folded, ...rest] = raw.split('\n\n');
      // A long header goes on over indented lines.
      const head = folded.replace(/\r?\n[ \t]+/g, ' ');
      const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '';
      const body = rest.join('\n\n');
      const quotedPrintable = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
      return {
        to: header('To'),
        subject: decodeHeader(header('Subject')),
        body: quotedPrintable ? decodeQuotedPrintable(body) : body,
      };
    });
}

export async function waitForMail(dataDir: string, count: number, timeoutMs = 5000): Promise<SavedMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = readOutbox(dataDir);
    if (mails.length >= count || Date.now() > until) return mails;
    await pause(25);
  }
}

/** A mark in the outbox as it stands now, to read what the server writes after it. */
export function markOutbox(dataDir: string) {
  const before = readOutbox(dataDir).length;
  return {
    /** The mails written since the mark, once `count` of them are there (or the wait is over). */
    next: async (count: number, timeoutMs?: number) =>
      (await waitForMail(dataDir, before + count, timeoutMs)).slice(before),
    /** The mails written since the mark, after `ms` for any still on the way. */
    settled: async (ms: number) => {
      await pause(ms);
      return readOutbox(dataDir).slice(before);
    },
  };
}

/** The mails the server writes while `send` runs, once `count` of them are there (or the wait is over). */
export async function mailWhile(dataDir: string, count: number, send: () => Promise<unknown>) {
  const outbox = markOutbox(dataDir);
  await send();
  return outbox.next(count);
}

/** The first of `mails` addressed to `address`, in any letter case. */
export const mailTo = (mails: SavedMail[], address: string) =>
  mails.find((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));

export function linkToken(body: string, page = 'verify-email'): string {
  const match = body.match(new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`no ${page} link in: ${body}`);
  return decodeURIComponent(match[1]);
}
