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

  it('reads TRUST_PROXY as the number of proxies in front, none by default, and where they are', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    const proxies = { TRUST_PROXY_ADDRESSES: '10.0.0.2, 192.168.0.0/16, fd00::/8' };
    expect(loadConfig({ TRUST_PROXY: '1', ...proxies })).toMatchObject({
      trustProxyHops: 1,
      trustProxyAddresses: [
        { address: '10.0.0.2', prefix: null, family: 'ipv4' },
        { address: '192.168.0.0', prefix: 16, family: 'ipv4' },
        { address: 'fd00::', prefix: 8, family: 'ipv6' },
      ],
    });
    expect(loadConfig({ TRUST_PROXY: '2', ...proxies }).trustProxyHops).toBe(2);
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
    // Trusting the header from any connection lets a client that reaches the server directly forge it.
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY is set but TRUST_PROXY_ADDRESSES is not/],
    [{ TRUST_PROXY: '1', TRUST_PROXY_ADDRESSES: 'the balancer' }, /"the balancer" is not an address/],
    [{ TRUST_PROXY: '1', TRUST_PROXY_ADDRESSES: '10.0.0.0/33' }, /"10.0.0.0\/33" is not an address/],
  ])('stops with a clear message for %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
