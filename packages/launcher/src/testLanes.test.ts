import { planJestProjects } from './testLanes';

const PROJECTS = ['web', 'admin-api', 'tools', 'admin-api-postgres'];

it('runs the browser-side and both API projects beside the browser lane, the tools (which build a remote) alone after it', () => {
  expect(planJestProjects(PROJECTS, true)).toEqual({
    beside: ['web', 'admin-api', 'admin-api-postgres'],
    alone: ['tools'],
  });
});

it('keeps a project it does not know out of the lane', () => {
  expect(planJestProjects([...PROJECTS, 'reports-api'], true).alone).toEqual(['tools', 'reports-api']);
});

it('with the lanes off (PORTAL_SPEED_OFF=testLanes), runs every project alone, in jest.config.js order', () => {
  expect(planJestProjects(PROJECTS, false)).toEqual({ beside: [], alone: PROJECTS });
});
