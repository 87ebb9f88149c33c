import { firstCalls } from './prefetch';

it('starts no call before the page knows the viewer is an auditor', () => {
  expect(firstCalls({ segments: [], search: '?staff=priya.raman%40example.com' })).toEqual([]);
});
