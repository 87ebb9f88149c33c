// The shell's style sample (createAppConfig's `styleSample`): its frame, signed in, around the
// shared components, the toasts' place and the sign-in page, rendered at build time for their CSS.
// Never part of a bundle.
import { MemoryRouter, Route, Routes } from '@portal/router';
import { LoginPage } from '@portal/sign-in';
import { ToastViewport } from '@portal/ui';
import { UiStyleSample } from '@portal/ui/styleSample';
import { AccountMenuOf, type AccountUser } from './layout/AccountMenu';
import { AppLayout } from './layout/AppLayout';

const user: AccountUser = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatarUrl: null,
  role: null,
};

export default (
  <>
    <MemoryRouter initialEntries={['/app/users']}>
      <Routes>
        <Route path="/app" element={<AppLayout />}>
          <Route path="*" element={<UiStyleSample />} />
        </Route>
      </Routes>
      {/* No session at build time: the top bar leaves the account menu out, so it is sampled alone. */}
      <AccountMenuOf user={user} />
    </MemoryRouter>
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>
    <ToastViewport />
  </>
);
