import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * Posts raw JSON on a connection of its own and reads the answer even when the server answers before
 * reading the whole body (a 413 closes the connection, and the rest of the upload then fails here).
 */
export function postRaw(url: string, json: string, token?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(json),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    let answered = false;
    outgoing.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    outgoing.end(json);
  });
}
