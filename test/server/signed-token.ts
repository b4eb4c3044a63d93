import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET } from './test-server';

/** A JWT signed by hand, so tests can forge exactly the claims and header they mean to try. */
export function signedToken(
  payload: object,
  secret = TEST_JWT_SECRET,
  header: object = { alg: 'HS256', typ: 'JWT' },
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode(header)}.${encode(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
