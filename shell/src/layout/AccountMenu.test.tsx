import { login } from '@portal/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeSessionUser, renderWithProviders, setupApi, testApiUrl } from '@portal/ui/testing';
import { AccountMenu } from './AccountMenu';

const { requests } = setupApi(
  http.post(testApiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })),
);

const renderMenu = () => renderWithProviders(<AccountMenu />, { route: '/app', path: '/app' });
const avatarButton = () => screen.getByRole('button', { name: 'Account menu' });

test.each([
  ['initials from first and last name', { firstName: 'ada', lastName: 'Lovelace' }, 'AL'],
  [
    'the email letter without a last name',
    { firstName: 'Ada', lastName: null, email: 'zed@example.com' },
    'Z',
  ],
  ['the email letter without names', { firstName: null, lastName: null, email: 'q@example.com' }, 'Q'],
  ['initials when the avatar URL is not http(s)', { avatarUrl: 'javascript:alert(1)' }, 'AL'],
])('the avatar shows %s', async (_case, fields, text) => {
  await login('t1', makeSessionUser(fields));
  renderMenu();
  expect(avatarButton()).toHaveTextContent(text);
  expect(avatarButton().querySelector('img')).toBeNull();
});

test('the avatar shows an http(s) image', async () => {
  await login('t1', makeSessionUser({ avatarUrl: 'https://images.example/ada.png' }));
  renderMenu();
  expect(avatarButton().querySelector('img')).toHaveAttribute('src', 'https://images.example/ada.png');
});

test('the menu shows the full name and the role label', async () => {
  await login('t1', makeSessionUser({ role: 'AVANZU' }));
  renderMenu();
  await userEvent.click(avatarButton());
  const menu = screen.getByRole('menu');
  expect(menu).toHaveTextContent('Ada Lovelace');
  expect(menu).toHaveTextContent('AVANZU');
});

test('without a role the label is MEMBER', async () => {
  await login('t1', makeSessionUser({ role: null }));
  renderMenu();
  await userEvent.click(avatarButton());
  expect(screen.getByRole('menu')).toHaveTextContent('MEMBER');
});

test('Logout tells the API, clears the session and goes to /login', async () => {
  await login('t1', makeSessionUser(), 'r1');
  const view = renderMenu();
  await userEvent.click(avatarButton());
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  await waitFor(() => expect(view.location().url).toBe('/login'));
  expect(requests).toEqual(['POST /auth/logout']);
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
});
