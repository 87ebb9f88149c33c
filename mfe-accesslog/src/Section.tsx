import { Route } from '@portal/router';
import { SectionRoutes } from '@portal/ui';
import { AccesslogListPage } from './pages/AccesslogListPage';

/** The Accesslog section, mounted by the shell at /app/accesslog. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<AccesslogListPage />} />
    </SectionRoutes>
  );
}
