/**
 * Which jest projects `npm test` runs beside the browser lane (the browser tests, then the
 * production topology's). That lane leaves about a third of the two cores idle: one Playwright worker
 * waits on its pages (763 CPU-s in 574 s, 29 Nov 2026). The checks and these projects fill it, one
 * step at a time, a jest worker each. A project runs beside the lane only when it shares nothing with
 * it: `builds` does not (the launcher's test builds mfe-users into the dist the lane serves), and a
 * project not named here waits for the lane too. Off with PORTAL_SPEED_OFF=testLanes: every step
 * one after another, a jest worker per core.
 */
export const JEST_BESIDE_THE_BROWSER_LANE: readonly string[] = [
  'web',
  'admin-api',
  'tools',
  'admin-api-postgres',
];

export interface JestPlan {
  /** Run one after another beside the browser lane, after the checks. */
  beside: string[];
  /** Run alone: after the browser lane, or with the lanes off after the checks and before it. */
  alone: string[];
}

/** `projects` (jest.config.js's, in its order) split between beside the browser lane and alone. */
export function planJestProjects(projects: readonly string[], lanes: boolean): JestPlan {
  const besideLane = (project: string) => lanes && JEST_BESIDE_THE_BROWSER_LANE.includes(project);
  return {
    beside: projects.filter(besideLane),
    alone: projects.filter((project) => !besideLane(project)),
  };
}
