// Speed: a section's first visit from the side menu, the pointer resting 150 ms on its link before
// the click (bench `sectionSwitch`), click to rows: without / with 1.38x to Coupons, 1.37x to
// Organisations (28 Nov; docs/performance.md, speed tricks side by side). Guarded by
// federation.spec.ts ("the pointer on a menu link fetches that section's code"). Off:
// PORTAL_SPEED_OFF=menuPreload (the shell's menu then fetches nothing before the click).
import webpack from 'webpack';

/** What the shell's menu reads (shell/src/layout/menuPreload.ts): whether it may warm a section. */
export const MENU_PRELOAD_DEFINE = 'process.env.PORTAL_MENU_PRELOAD';

/** Tells the built code whether the trick is on: the constant is replaced in the bundle. */
export function menuPreloadSwitch(on: boolean): webpack.DefinePlugin {
  return new webpack.DefinePlugin({ [MENU_PRELOAD_DEFINE]: JSON.stringify(on ? 'on' : 'off') });
}
