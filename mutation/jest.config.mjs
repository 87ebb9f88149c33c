// The jest run Stryker repeats for every mutant: only the current module's test files, with the
// environment and transforms of their project in ../jest.config.js.
import { createRequire } from 'node:module';
import { currentModule } from './modules.mjs';

const { projects } = createRequire(import.meta.url)('../jest.config.js');
const { project: displayName, tests } = currentModule();
const project = { ...projects.find((candidate) => candidate.displayName === displayName) };
// One project, at the top level: the jest runner's per-test coverage wraps only that environment.
delete project.displayName;
delete project.roots;

export default { ...project, rootDir: '..', testMatch: tests.map((file) => `<rootDir>/${file}`) };
