// `npm run docs:check [-- <root>]`: the docs check (docs/checkDocs.ts) on this repository, or on `root`.
import { REPO_ROOT } from '@portal/launcher';
import { resolve } from 'node:path';
import { main } from '../docs/checkDocs';

main(process.argv[2] ? resolve(process.argv[2]) : REPO_ROOT).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
