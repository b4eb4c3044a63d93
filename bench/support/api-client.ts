import type { LoginAnswer } from '../../src/shared/contract';

export interface Session {
  token: string;
  refreshToken: string;
  userId: number;
  role: string;
  username: string;
  email: string;
}

/** Reads the access token's payload the way the SPA does (src/client/lib/access-token.ts). */
function payloadOf(token: string): { id: number; role: string } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** One JSON call; any answer outside 2xx is an error that names the call and what the server said. */
export async function callJson<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function signIn(baseUrl: string, identifier: string, password: string): Promise<Session> {
  const answer = await callJson<LoginAnswer>(baseUrl, 'POST', '/login', { body: { identifier, password } });
  const payload = payloadOf(answer.access_token);
  return {
    token: answer.access_token,
    refreshToken: answer.refresh_token,
    userId: payload.id,
    role: payload.role,
    username: answer.user.username,
    email: answer.user.email,
  };
}
