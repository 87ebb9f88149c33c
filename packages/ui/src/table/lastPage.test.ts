import { lastPage } from './lastPage';

test.each([
  [0, 25, 0],
  [1, 25, 0],
  [25, 25, 0],
  [26, 25, 1],
  [1513, 25, 60],
  [1513, 100, 15],
  [1500, 100, 14],
])('%i rows at %i a page end on page index %i', (total, pageSize, expected) => {
  expect(lastPage(total, pageSize)).toBe(expected);
});
