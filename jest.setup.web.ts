import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen test walks a whole page with user-event (MUI selects, pagers, debounced search): on this
// repository's 2-core machines, with two jest workers, jest's 5 s default turned a busy moment red.
jest.setTimeout(20_000);
// And its findBy and waitFor calls waited 1 s for the screen: a portal's first render took longer
// on a machine also running the browser tests and a CPU hog (routes.test.tsx, 30 Nov 2026). They
// poll, so a screen that is there on time costs no more.
configure({ asyncUtilTimeout: 5_000 });
