import { SPEED_OFF_ENV, speedTricksOff } from './switches';

test('PORTAL_SPEED_OFF names the tricks to leave out, spaces and empty entries aside', () => {
  expect(speedTricksOff({ [SPEED_OFF_ENV]: ' preloadLibraries, ,prerenderedStyles' })).toEqual(
    new Set(['preloadLibraries', 'prerenderedStyles']),
  );
  expect(speedTricksOff({})).toEqual(new Set());
});

test('a name it does not know stops the build with the list of known ones', () => {
  expect(() => speedTricksOff({ [SPEED_OFF_ENV]: 'preloadLibrary' })).toThrow(
    'PORTAL_SPEED_OFF: unknown preloadLibrary; known: compileHints, earlyCalls, lazyMuiNumberFormat, menuPreload, precompress, preloadLibraries',
  );
});
