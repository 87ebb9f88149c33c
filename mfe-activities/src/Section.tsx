import { Route } from '@portal/router';
import { SectionRoutes } from '@portal/ui';
// The page's CSS, rendered at build time, is adopted by ./ActivityList, which the page renders.
import { ActivitiesPage } from './pages/ActivitiesPage';

/** The Activities section, mounted by the shell at /app/activities. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<ActivitiesPage />} />
    </SectionRoutes>
  );
}
