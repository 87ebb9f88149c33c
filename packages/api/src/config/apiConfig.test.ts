import { configureApi, getApiConfig } from './apiConfig';

describe('api config', () => {
  it('keeps the configured URL without a trailing slash', () => {
    configureApi({ apiUrl: 'https://admin-api.example.com/' });
    expect(getApiConfig()).toEqual({ apiUrl: 'https://admin-api.example.com' });
  });

  it('rejects a URL that is not absolute http(s)', () => {
    expect(() => configureApi({ apiUrl: '/api' })).toThrow(
      'Invalid API URL "/api": expected an absolute http(s) URL',
    );
    expect(() => configureApi({ apiUrl: 'ftp://api.example.com' })).toThrow('Invalid API URL');
    expect(() => configureApi({ apiUrl: '' })).toThrow('Invalid API URL');
  });
});

describe('api config before configureApi', () => {
  it('says what to call', () => {
    jest.isolateModules(() => {
      // A fresh module copy that has never been configured.
      const fresh = jest.requireActual<typeof import('./apiConfig')>('./apiConfig');
      expect(() => fresh.getApiConfig()).toThrow('call configureApi({ apiUrl }) before the first request');
    });
  });
});
