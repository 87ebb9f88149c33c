import { Route } from '@portal/router';
import { SectionRoutes } from '@portal/ui';
import { UserDetailPage } from './pages/UserDetailPage';
import { UsersListPage } from './pages/UsersListPage';

/** The Users section, mounted by the shell at /app/users. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<UsersListPage />} />
      <Route path=":userId" element={<UserDetailPage />} />
    </SectionRoutes>
  );
}
