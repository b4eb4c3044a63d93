import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function linkToken(body: string, page = 'verify-email'): string {
  const match = body.match(new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`));
  if (!match) throw new Error(`no ${page} link in: ${body}`);
  return decodeURIComponent(match[1]);
}
