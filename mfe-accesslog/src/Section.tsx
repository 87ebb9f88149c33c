import { Route } from '@portal/router';
import { SectionRoutes } from '@portal/ui';
import { AccessLogPage } from './pages/AccessLogPage';

/** The Access log section (auditors only), mounted by the shell at /app/access-log. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<AccessLogPage />} />
    </SectionRoutes>
  );
}
