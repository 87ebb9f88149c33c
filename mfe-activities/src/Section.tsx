import { Navigate, Route, Routes } from '@portal/router';
import { paths } from '@portal/ui';
import { ActivitiesPage } from './pages/ActivitiesPage';

/** The Activities section, mounted by the shell at /app/activities. */
export default function Section() {
  return (
    <Routes>
      <Route index element={<ActivitiesPage />} />
      <Route path="*" element={<Navigate to={paths.activities} replace />} />
    </Routes>
  );
}
