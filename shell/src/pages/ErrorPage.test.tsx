import { BrowserRouter, Route, Routes } from '@portal/router';
import { PortalThemeProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteErrorBoundary } from './ErrorPage';
import { reloadPage } from './reloadPage';

// jsdom cannot reload a page.
jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));

function Throws({ error }: { error: unknown }): never {
  throw error;
}

/** The shell's router and error boundary around a page that throws `error`. */
function renderThrowing(error: unknown) {
  window.history.replaceState(null, '', '/broken');
  render(
    <PortalThemeProvider>
      <BrowserRouter>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Throws error={error} />} />
            <Route path="/login" element={<h1>Login screen</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </BrowserRouter>
    </PortalThemeProvider>,
  );
}

/** An HTTP status as React Router's ErrorResponse carries it. */
function routeResponse(status: number, statusText: string, data: unknown = null) {
  return { status, statusText, internal: false, data };
}

// React reports every error a boundary catches.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('a thrown error shows Unexpected Application Error! and its message', () => {
  renderThrowing(new Error('Cannot read properties of undefined'));
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
});

test.each([
  [400, 'Bad Request'],
  [403, 'Forbidden'],
  [404, 'Not Found'],
  [405, 'Method Not Allowed'],
])('a %i route response shows its status page', (status, heading) => {
  renderThrowing(routeResponse(status, heading));
  expect(screen.getByText(String(status))).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
});

test("a route response's own text is shown", () => {
  renderThrowing(routeResponse(404, 'Not Found', 'No user 42 here'));
  expect(screen.getByText('No user 42 here')).toBeInTheDocument();
});

test('offers Login, which leads to /login', async () => {
  renderThrowing(new Error('boom'));
  await userEvent.click(screen.getByRole('link', { name: 'Login' }));
  expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
});

test('offers Refresh Page, which reloads the page', async () => {
  renderThrowing(new Error('boom'));
  await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});
