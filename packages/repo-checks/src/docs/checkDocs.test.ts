import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// The docs step as `npm test` runs it, on a repository of its own: a broken link, a renamed file
// and a removed script each fail it, by name.
const CHECK_DOCS = join(__dirname, '../cli/docsCheck.ts');

function repositoryWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docs-check-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

const checkDocsIn = (root: string) =>
  spawnSync('npx', ['tsx', CHECK_DOCS, root], { encoding: 'utf8', timeout: 60_000 });

const README = [
  '# Portal',
  '',
  'Read [testing](docs/testing.md#what-fails-the-run) and `shell/src/index.ts`; run `npm run lint`.',
  '',
].join('\n');
const TESTING = '# Testing\n\n## What fails the run\n\nA failed test.\n';
const PACKAGE = JSON.stringify({
  name: 'portal',
  scripts: { lint: 'eslint .', test: 'jest' },
  workspaces: [],
});

describe('npm run docs:check', () => {
  let roots: string[] = [];
  afterEach(() => {
    roots.forEach((root) => rmSync(root, { recursive: true, force: true }));
    roots = [];
  });

  it('passes docs whose links, anchors, paths and scripts all exist', () => {
    const root = repositoryWith({
      'package.json': PACKAGE,
      'README.md': README,
      'docs/testing.md': TESTING,
      'shell/src/index.ts': '',
    });
    roots.push(root);
    const run = checkDocsIn(root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails on a broken anchor, a renamed file and a removed script, naming each', () => {
    const root = repositoryWith({
      'package.json': JSON.stringify({ name: 'portal', scripts: { test: 'jest' }, workspaces: [] }),
      'README.md': README,
      'docs/testing.md': TESTING.replace('What fails the run', 'When a run fails'),
      'shell/src/main.ts': '',
    });
    roots.push(root);
    const run = checkDocsIn(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Cannot find heading for `#what-fails-the-run` in `docs/testing.md`');
    expect(run.stderr).toContain('README.md: names `shell/src/index.ts`, which does not exist');
    expect(run.stderr).toContain('README.md: names `npm run lint`, which is no script');
  });

  it('fails on a path written package-relative whose file was removed, and passes its replacement', () => {
    const files = {
      'package.json': PACKAGE,
      'docs/testing.md': TESTING,
      'packages/admin-api/src/db/keys.ts': '',
    };
    const planted = repositoryWith({
      ...files,
      'README.md': '# Portal\n\nSort fields: `admin-api/src/http/sortFields.ts`.\n',
    });
    const fixed = repositoryWith({
      ...files,
      'README.md': '# Portal\n\nShared keys: `admin-api/src/db/keys.ts`.\n',
    });
    roots.push(planted, fixed);
    const run = checkDocsIn(planted);
    expect(run.stderr).toContain('README.md: names `admin-api/src/http/sortFields.ts`, which does not exist');
    expect(run.stdout).toContain('1 false claims or broken links');
    expect(run.status).toBe(1);
    expect(checkDocsIn(fixed).status).toBe(0);
  });
});
