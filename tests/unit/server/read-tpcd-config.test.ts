/** The single-sign-on settings: absent without TPCD_ISSUER, complete or refused, https except on loopback. */
import { describe, expect, it } from 'vitest';
import { assertSafeConfig, readConfig } from '../../../src/server/config';

const complete = { TPCD_ISSUER: 'https://id.example.gov.tw/oidc', TPCD_CLIENT_ID: 'pw', TPCD_CLIENT_SECRET: 's3cret' };

describe('TPCD settings', () => {
  it('are absent without TPCD_ISSUER', () => {
    expect(readConfig({}).tpcd).toBeUndefined();
  });

  it('read issuer, client and the default redirect path', () => {
    const tpcd = readConfig(complete).tpcd!;
    expect(tpcd.issuer.href).toBe('https://id.example.gov.tw/oidc');
    expect(tpcd).toMatchObject({ clientId: 'pw', clientSecret: 's3cret', redirectPath: '/signin' });
    expect(readConfig({ ...complete, TPCD_REDIRECT_PATH: '/sso/back' }).tpcd!.redirectPath).toBe('/sso/back');
  });

  it('refuse plain http except on this machine, a missing client, and a redirect path that is not a path', () => {
    expect(() => readConfig({ ...complete, TPCD_ISSUER: 'http://id.example.gov.tw' })).toThrow(/https/);
    expect(readConfig({ ...complete, TPCD_ISSUER: 'http://127.0.0.1:9000' }).tpcd!.issuer.port).toBe('9000');
    expect(() => readConfig({ ...complete, TPCD_ISSUER: 'not a url' })).toThrow(/not a URL/);
    expect(() => readConfig({ ...complete, TPCD_CLIENT_SECRET: '' })).toThrow(/TPCD_CLIENT_SECRET/);
    expect(() => readConfig({ ...complete, TPCD_CLIENT_ID: ' ' })).toThrow(/TPCD_CLIENT_ID/);
    for (const bad of ['signin', '//evil.example/signin', '/signin?x=1', '/signin#a']) {
      expect(() => readConfig({ ...complete, TPCD_REDIRECT_PATH: bad }), bad).toThrow(/TPCD_REDIRECT_PATH/);
    }
  });

  it('need PUBLIC_URL in production, where the redirect URI is built from it', () => {
    expect(() => assertSafeConfig(readConfig({ ...complete, APP_ENV: 'production', SEED_DEMO: '0' }))).toThrow(/PUBLIC_URL/);
    expect(() => assertSafeConfig(readConfig({ ...complete, APP_ENV: 'production', SEED_DEMO: '0', PUBLIC_URL: 'https://pw.gov.taipei' }))).not.toThrow();
  });
});
