import { act, render, screen, within } from '@testing-library/react';
import { ToastViewport } from './ToastViewport';
import { showToast } from './toastStore';

// docs/product.md "The session": at most 3 toasts at once, bottom centre, hidden after 2 s, duplicates prevented.

function toastTexts(): string[] {
  return screen.queryAllByRole('alert').map((toast) => toast.textContent ?? '');
}

beforeEach(() => {
  jest.useFakeTimers();
  render(<ToastViewport />);
});

afterEach(() => {
  // The store is one per page: let every toast of the test expire before the next one.
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

it('shows at most 3 toasts, the oldest giving way to a fourth', () => {
  act(() => ['First', 'Second', 'Third', 'Fourth'].forEach((message) => showToast(message)));
  expect(toastTexts()).toEqual(['Second', 'Third', 'Fourth']);
});

it('shows a message already on screen only once', () => {
  act(() => {
    showToast('Your session has expired. Please log in again.', 'warning');
    showToast('Your session has expired. Please log in again.', 'warning');
  });
  expect(toastTexts()).toEqual(['Your session has expired. Please log in again.']);
});

it('shows the same message again once the first has gone', () => {
  act(() => showToast('Copied'));
  act(() => jest.advanceTimersByTime(2000));
  expect(toastTexts()).toEqual([]);
  act(() => showToast('Copied'));
  expect(toastTexts()).toEqual(['Copied']);
});

it('hides each toast 2 s after it appeared, not before', () => {
  act(() => showToast('First'));
  act(() => jest.advanceTimersByTime(1000));
  act(() => showToast('Second'));
  act(() => jest.advanceTimersByTime(999));
  expect(toastTexts()).toEqual(['First', 'Second']);
  act(() => jest.advanceTimersByTime(1));
  expect(toastTexts()).toEqual(['Second']);
  act(() => jest.advanceTimersByTime(1000));
  expect(toastTexts()).toEqual([]);
});

it('gives each toast its severity and a close button', () => {
  act(() => showToast('Saved', 'success'));
  const toast = screen.getByRole('alert');
  expect(toast).toHaveClass('MuiAlert-colorSuccess', 'MuiAlert-filled');
  act(() => within(toast).getByRole('button', { name: 'Close' }).click());
  expect(toastTexts()).toEqual([]);
});
