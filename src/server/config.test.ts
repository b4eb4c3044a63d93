import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that run the embedded product on 127.0.0.1:8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:8080',
      accessTokenTtlSeconds: 900,
    });
  });

  it('reads TRUST_PROXY as the number of proxies in front, none by default', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
  });

  it('limits sign-in per address more generously than per account', () => {
    expect(loadConfig({})).toMatchObject({
      loginRateLimitPerMinute: 10,
      loginRateLimitPerAddressPerMinute: 30,
    });
  });

  it('lowers the engine threads below the API by default, and lets an operator choose how far', () => {
    expect(loadConfig({}).feedbackEngineNice).toBe(10);
    expect(loadConfig({ FEEDBACK_ENGINE_NICE: '0' }).feedbackEngineNice).toBe(0);
    expect(loadConfig({ FEEDBACK_ENGINE_NICE: '19' }).feedbackEngineNice).toBe(19);
  });

  it.each([
    [{ FEEDBACK_ENGINE_NICE: '20' }, /FEEDBACK_ENGINE_NICE must be a whole number from 0 to 19/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO must be 1 or 0/],
    [{ JWT_SECRET: 'short' }, /at least 32 characters/],
    // Trusting every proxy would let a client pick its own address; the count of hops must be given.
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be a whole number from 0 to 10/],
  ])('stops with a clear message for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
