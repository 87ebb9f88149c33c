import { setRemoteLoader } from '@portal/ui-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { RemoteModule } from './RemoteModule';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A loader whose answers the test settles one by one. */
function controllableLoader(loaded: (id: string) => unknown = () => undefined) {
  const requests: { id: string; resolve: (module: unknown) => void; reject: (error: Error) => void }[] = [];
  setRemoteLoader((id) => new Promise((resolve, reject) => requests.push({ id, resolve, reject })), loaded);
  return requests;
}

function renderGreeting(onError?: (error: Error) => void) {
  return render(
    <RemoteModule
      id="greetings/Greeting"
      props={{ name: 'Ada' }}
      onError={onError}
      renderError={(retry, error) => (
        <div role="alert">
          {error.message} <button onClick={retry}>Retry</button>
        </div>
      )}
    />,
  );
}

// The component reports the failures it shows; the screen is what these tests check.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

// React's own switch between tests (act() flushes everything) and a browser-like page.
const reactGlobals = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Lets React run what it has queued: outside act() its scheduler works in setTimeout(0) tasks, so
 * later ones of ours run after them, however slow the machine.
 */
async function runQueuedWork(turns = 10) {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

test('shows the module the moment it has loaded, not after React holds the spinner 300 ms', async () => {
  // As in a browser: outside act(), which flushes a Suspense fallback at once; here React would
  // keep one it has shown for 300 ms, far longer than the few tasks this waits.
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  const requests = controllableLoader();
  const container = document.createElement('div');
  const root = createRoot(container);
  try {
    root.render(<RemoteModule id="greetings/Greeting" props={{ name: 'Ada' }} renderError={() => null} />);
    await runQueuedWork();
    expect(container.querySelector('[role="progressbar"]')).not.toBeNull();
    expect(requests.map((request) => request.id)).toEqual(['greetings/Greeting']);

    requests[0]?.resolve({ default: Greeting });
    await runQueuedWork();

    expect(container).toHaveTextContent('Hello Ada');
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
  } finally {
    root.unmount();
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});

test('a module already loaded with the page renders at once, without a spinner or a second load', () => {
  const requests = controllableLoader((id) =>
    id === 'greetings/Greeting' ? { default: Greeting } : undefined,
  );
  renderGreeting();
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('a module that throws while it renders shows the error, and Retry renders it again', async () => {
  let failing = true;
  function Flaky() {
    if (failing) throw new Error('Flaky broke');
    return <p>Flaky works</p>;
  }
  jest.spyOn(console, 'error').mockImplementation(() => {});
  controllableLoader(() => ({ default: Flaky }));
  renderGreeting();
  expect(screen.getByRole('alert')).toHaveTextContent('Flaky broke');

  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Flaky works')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an error the module throws while it renders is reported through onError; a failed load is not', async () => {
  function Broken(): never {
    throw new TypeError('Broken release');
  }
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const onError = jest.fn();
  controllableLoader(() => ({ default: Broken }));
  const { unmount } = renderGreeting(onError);
  expect(screen.getByRole('alert')).toHaveTextContent('Broken release');
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(TypeError);
  unmount();

  onError.mockClear();
  const requests = controllableLoader();
  renderGreeting(onError);
  requests[0]?.reject(new Error('greetings is down'));
  expect(await screen.findByRole('alert')).toHaveTextContent('greetings is down');
  expect(onError).not.toHaveBeenCalled();
});

test('a render of its caller does not draw the loaded module again while its props are the same', () => {
  const drawn = jest.fn();
  function CountedGreeting({ name }: { name: string }) {
    drawn();
    return <p>Hello {name}</p>;
  }
  controllableLoader((id) => (id === 'greetings/Greeting' ? { default: CountedGreeting } : undefined));
  const props = { name: 'Ada' };
  // A caller makes new callbacks and a new spinner on each of its renders.
  const caller = () => (
    <RemoteModule id="greetings/Greeting" props={props} loading={<p>Loading</p>} renderError={() => null} />
  );
  const view = render(caller());
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  const drawnAtFirst = drawn.mock.calls.length;

  view.rerender(caller());
  expect(drawn).toHaveBeenCalledTimes(drawnAtFirst);

  view.rerender(<RemoteModule id="greetings/Greeting" props={{ name: 'Grace' }} renderError={() => null} />);
  expect(screen.getByText('Hello Grace')).toBeInTheDocument();
});
