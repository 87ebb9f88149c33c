import { startAdminApi } from '../server';
import { assertStandInSignInExposure, isLoopback } from './standInExposure';

describe('the stand-in sign-in outside loopback', () => {
  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.10', '127.0.0.1.example.com'].some(isLoopback)).toBe(false);
  });

  it('is refused unless the setting says this is a demo', () => {
    expect(() => assertStandInSignInExposure('0.0.0.0', false)).toThrow('set DEMO_SIGN_IN=true');
    expect(() => assertStandInSignInExposure('0.0.0.0', true)).not.toThrow();
    expect(() => assertStandInSignInExposure('127.0.0.1', false)).not.toThrow();
  });

  it('stops the API from starting on HOST=0.0.0.0 before it opens anything', async () => {
    await expect(startAdminApi({ host: '0.0.0.0', port: 0, dataDir: 'memory://' })).rejects.toThrow(
      'not on 0.0.0.0; set DEMO_SIGN_IN=true',
    );
  });
});
