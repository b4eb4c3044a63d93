import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

export interface ScriptedAnswer {
  status?: number;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
  /** How long to wait before answering, to outlast a client's deadline. */
  delayMs?: number;
}

export interface FakeChatCompletions {
  /** Like `http://127.0.0.1:PORT/v1`, as OPENAI_BASE_URL would be. */
  baseUrl: string;
  requests: RecordedRequest[];
  answerWith(answer: ScriptedAnswer): void;
  close(): Promise<void>;
}

/** A chat completions answer whose first choice carries `content` (a string, or a value sent as JSON). */
export function completionWith(content: unknown) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: {
          role: 'assistant',
          content: typeof content === 'string' ? content : JSON.stringify(content),
          refusal: null,
        },
      },
    ],
  };
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * A local server that speaks the chat completions protocol on a free port: it records every request
 * and answers POST /v1/chat/completions with the scripted answer (anything else is a 404).
 */
export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: RecordedRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let scripted: ScriptedAnswer = { body: completionWith({}) };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: parse(Buffer.concat(chunks).toString('utf8')),
      });
      const known = request.method === 'POST' && path === '/v1/chat/completions';
      const { status = 200, body, delayMs = 0 } = known ? scripted : { status: 404, body: { error: {} } };
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(answer) {
      scripted = answer;
    },
    close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
