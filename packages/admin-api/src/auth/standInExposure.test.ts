import { startAdminApi } from '../server';
import { assertStandInSignInExposure, isLoopback } from './standInExposure';

const DEVELOPMENT = { production: false, allowed: false };

describe('the stand-in sign-in outside loopback', () => {
  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.10', '127.0.0.1.example.com'].some(isLoopback)).toBe(false);
  });

  it('is refused unless STAND_IN_SIGN_IN=allow says this is a demo', () => {
    expect(() => assertStandInSignInExposure('0.0.0.0', DEVELOPMENT)).toThrow('set STAND_IN_SIGN_IN=allow');
    expect(() => assertStandInSignInExposure('0.0.0.0', { ...DEVELOPMENT, allowed: true })).not.toThrow();
    expect(() => assertStandInSignInExposure('127.0.0.1', DEVELOPMENT)).not.toThrow();
  });

  it('under NODE_ENV=production only with STAND_IN_SIGN_IN=allow, on loopback', () => {
    const production = { production: true, allowed: false };
    expect(() => assertStandInSignInExposure('127.0.0.1', production)).toThrow(
      'NODE_ENV=production needs Google sign-in: set GOOGLE_CLIENT_ID',
    );
    expect(() => assertStandInSignInExposure('127.0.0.1', { ...production, allowed: true })).not.toThrow();
    expect(() => assertStandInSignInExposure('0.0.0.0', { ...production, allowed: true })).toThrow(
      'on loopback only, not on 0.0.0.0: set GOOGLE_CLIENT_ID',
    );
  });

  it('stops the API from starting on HOST=0.0.0.0 before it opens anything', async () => {
    await expect(startAdminApi({ host: '0.0.0.0', port: 0, dataDir: 'memory://' })).rejects.toThrow(
      'not on 0.0.0.0; set STAND_IN_SIGN_IN=allow',
    );
  });
});
