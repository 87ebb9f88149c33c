import { completeCallback } from './completeCallback';

// The close delay of docs/product.md "Numbers", written here by value: a test that read POPUP_CLOSE_DELAY_MS would
// follow a changed constant.
test('a popup closes 1 s (not sooner) after it has posted its result to its opener', async () => {
  jest.useFakeTimers();
  const close = jest.spyOn(window, 'close').mockImplementation(() => {});
  const opener = { postMessage: jest.fn() } as unknown as Window;
  try {
    await completeCallback(new URLSearchParams('provider=google&action=login&error=access_denied'), {
      opener,
      navigate: jest.fn(),
      claimSignIn: () => true,
      showFailure: jest.fn(),
    });
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(999);
    expect(close).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  } finally {
    close.mockRestore();
    jest.useRealTimers();
  }
});
