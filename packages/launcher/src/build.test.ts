import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

const dist = (dir: string) => join(REPO_ROOT, dir, 'dist');
const mtimeOf = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : 0);

// A squad builds its remote without touching the others.
it('one remote builds alone with npm run build -w mfe-users', () => {
  const shellBefore = mtimeOf(join(dist('shell'), 'mf-manifest.json'));
  const couponsBefore = mtimeOf(join(dist('mfe-coupons'), 'mf-manifest.json'));

  execFileSync('npm', ['run', 'build', '-w', 'mfe-users', '--silent'], { cwd: REPO_ROOT, stdio: 'pipe' });

  const manifest = JSON.parse(readFileSync(join(dist('mfe-users'), 'mf-manifest.json'), 'utf8')) as {
    name: string;
    exposes: { name: string }[];
  };
  expect(manifest.name).toBe('users');
  expect(manifest.exposes.map((expose) => expose.name)).toEqual(['Section', 'prefetch']);
  expect(existsSync(join(dist('mfe-users'), 'remoteEntry.js'))).toBe(true);
  expect(mtimeOf(join(dist('shell'), 'mf-manifest.json'))).toBe(shellBefore);
  expect(mtimeOf(join(dist('mfe-coupons'), 'mf-manifest.json'))).toBe(couponsBefore);
}, 180_000);
