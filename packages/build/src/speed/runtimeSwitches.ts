// The speed tricks the built code checks at run time: the build of every app replaces each
// constant with 'on' or 'off' (a remote's standalone page runs the federation code too; left in, the
// constant would throw, as a browser has no `process`). Unbuilt, in jest, the code reads undefined
// and counts it as on.
//
// menuPreload: a section's first visit from the side menu, the pointer resting 150 ms on its link
// before the click (bench `sectionSwitch`), click to rows: without / with 1.38x to Coupons, 1.37x
// to Organisations (28 Nov; docs/performance.md, speed tricks side by side). Guarded by
// federation.spec.ts ("the pointer on a menu link fetches that section's code"). Off: the shell's
// menu fetches nothing before the click (shell/src/layout/menuPreload.ts).
//
// earlyCalls: a cold load's first API calls sent from the shell's entry the moment the section's
// `./prefetch` names them, not once the shared client has loaded (docs/performance.md, against a
// single-bundle app). Guarded by federation.spec.ts ("a cold load sends the page's first calls
// from the shell's entry"; "every section's prefetch module needs no shared module"). Off:
// packages/federation/src/sectionPrefetch.ts sends them through the shared client.
import webpack from 'webpack';
import type { SpeedTrick } from './switches';

const RUNTIME_SWITCHES = {
  menuPreload: 'process.env.PORTAL_MENU_PRELOAD',
  earlyCalls: 'process.env.PORTAL_EARLY_CALLS',
} as const satisfies Partial<Record<SpeedTrick, string>>;

/** Tells the built code which of its tricks are on. */
export function runtimeSwitches(
  isOn: (trick: keyof typeof RUNTIME_SWITCHES) => boolean,
): webpack.DefinePlugin {
  return new webpack.DefinePlugin(
    Object.fromEntries(
      Object.entries(RUNTIME_SWITCHES).map(([trick, constant]) => [
        constant,
        JSON.stringify(isOn(trick as keyof typeof RUNTIME_SWITCHES) ? 'on' : 'off'),
      ]),
    ),
  );
}
