import { Route } from '@portal/router';
import { SectionRoutes } from '@portal/ui';
import { OrganisationDetailPage } from './pages/OrganisationDetailPage';
import { OrganisationsListPage } from './pages/OrganisationsListPage';

/** The Organisations section, mounted by the shell at /app/organisations. */
export default function Section() {
  return (
    <SectionRoutes>
      <Route index element={<OrganisationsListPage />} />
      <Route path=":organisationId" element={<OrganisationDetailPage />} />
    </SectionRoutes>
  );
}
