import { Route } from '@portal/router';
import { adoptPrerenderedStyles, SectionRoutes } from '@portal/ui';
import { ActivitiesPage } from './pages/ActivitiesPage';
import prerenderedStyles from './styleSample?prerendered-styles';

// The page's CSS, rendered at build time, is in the page before it renders (the lists other pages
// embed, ./ActivityList, adopt the same).
adoptPrerenderedStyles(prerenderedStyles);

/** The Activities section, mounted by the shell at /app/activities. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<ActivitiesPage />} />
    </SectionRoutes>
  );
}
