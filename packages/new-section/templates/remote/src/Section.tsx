import { Route } from '@portal/router';
import { SectionRoutes } from '@portal/ui';
import { SampleListPage } from './pages/SampleListPage';

/** The Sample section, mounted by the shell at /app/sample. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<SampleListPage />} />
    </SectionRoutes>
  );
}
