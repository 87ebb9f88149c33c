import { act } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ROOT_OPTIONS } from './rootOptions';

class Fallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

function Unloadable(): ReactNode {
  throw new Error('remote is down');
}

test('an error a boundary handled is a warning, not a console error', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const container = document.createElement('div');
  const root = createRoot(container, ROOT_OPTIONS);

  await act(async () =>
    root.render(
      <Fallback>
        <Unloadable />
      </Fallback>,
    ),
  );

  expect(container).toHaveTextContent('Could not load');
  expect(error).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith(
    'Handled by an error boundary:',
    expect.objectContaining({ message: 'remote is down' }),
  );
  act(() => root.unmount());
  jest.restoreAllMocks();
});
