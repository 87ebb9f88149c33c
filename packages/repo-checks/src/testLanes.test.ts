import { planJestProjects } from './testLanes';

const PROJECTS = ['web', 'admin-api', 'tools', 'builds', 'admin-api-postgres'];

it('runs every project beside the browser lane but the one that builds a remote into its dists, which waits for it', () => {
  expect(planJestProjects(PROJECTS, true)).toEqual({
    beside: ['web', 'admin-api', 'tools', 'admin-api-postgres'],
    alone: ['builds'],
  });
});

it('keeps a project it does not know out of the lane', () => {
  expect(planJestProjects([...PROJECTS, 'reports-api'], true).alone).toEqual(['builds', 'reports-api']);
});

it('with the lanes off (PORTAL_SPEED_OFF=testLanes), runs every project alone, in jest.config.js order', () => {
  expect(planJestProjects(PROJECTS, false)).toEqual({ beside: [], alone: PROJECTS });
});
