import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads these globals, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A screen test walks a whole page with user-event (MUI selects, pagers, debounced search): on this
// repository's 2-core machines, with two jest workers, jest's 5 s default turned a busy moment red.
jest.setTimeout(20_000);
