import { isDatabaseUnavailable } from './errors';

/** drizzle wraps the driver's error as the cause of its own. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a session ended by a restart (57P01)', wrapped(withCode('terminating connection', '57P01'))],
    [
      'a server starting up or shutting down (57P03)',
      withCode('the database system is starting up', '57P03'),
    ],
    ['a connection exception (class 08)', wrapped(withCode('connection failure', '08006'))],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection dropped mid-query', wrapped(new Error('Connection terminated unexpectedly'))],
    [
      'a client whose connection already failed',
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
    ],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a syntax error', wrapped(withCode('syntax error at or near "selec"', '42601'))],
    ['a plain failure', new Error('Something else broke')],
    ['nothing at all', undefined],
  ])('is false for %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
