import { buildTestApi } from '../testing/testApi';

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http, also not when an untrusted caller claims https', async () => {
    const app = await buildTestApi();
    try {
      const plain = await app.inject('/health');
      const claimed = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  }, 60_000);

  it('is sent when the request came over https through a trusted proxy', async () => {
    const app = await buildTestApi({ trustProxy: '127.0.0.1' });
    try {
      const secure = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'https' } });
      const plain = await app.inject({ url: '/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  }, 60_000);
});
