import { Route, Routes } from '@portal/router';
import { UserDetailPage } from './pages/UserDetailPage';
import { UsersListPage } from './pages/UsersListPage';

/** The Users section, mounted by the shell at /app/users. */
export default function Section() {
  return (
    <Routes>
      <Route index element={<UsersListPage />} />
      <Route path=":userId" element={<UserDetailPage />} />
    </Routes>
  );
}
