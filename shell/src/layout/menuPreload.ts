// A speed trick of the build (packages/build/src/speed/runtimeSwitches.ts): the build replaces the
// constant; unbuilt (jest) it is on. PORTAL_SPEED_OFF=menuPreload builds a shell without it.
import { warmSection } from '@portal/federation';

const MENU_PRELOAD = process.env.PORTAL_MENU_PRELOAD !== 'off';

/**
 * What a menu link of `section` does when the pointer reaches it or it takes the focus: fetch that
 * section's code, so that the click waits only for its data.
 */
export function warmOnApproach(section: string | undefined): (() => void) | undefined {
  return MENU_PRELOAD && section ? () => warmSection(section) : undefined;
}
