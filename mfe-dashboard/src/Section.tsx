import { Route, Routes } from '@portal/router';
import { DashboardPage } from './pages/DashboardPage';

/** The Dashboard section, mounted by the shell at /app. */
export default function Section() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
    </Routes>
  );
}
