import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

// The 300 ms search debounce of docs/product.md "Numbers", by value (SearchField uses the default delay).
test('a value goes through once it has stopped changing for 300 ms, not sooner', () => {
  jest.useFakeTimers();
  try {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  } finally {
    jest.useRealTimers();
  }
});
