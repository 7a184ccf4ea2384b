import type { GuardName } from '../modules/access/utils/guards.js';

export interface PlannedScreen {
  path: string;
  title: string;
  /** The route guard of spec §6 beyond the area's own; omitted where the spec names none. */
  guard?: GuardName;
}

/**
 * Screens of the signed-in shell that the navigation already links to but later releases build.
 * Each route is guarded as the spec says and says plainly that it is coming, instead of falling
 * through to "not found".
 */
export const plannedScreens: readonly PlannedScreen[] = [{ path: '/upload', title: 'Data upload', guard: 'admin' }];
