import { Route, Routes } from '@portal/router';
import { OrganisationDetailPage } from './pages/OrganisationDetailPage';
import { OrganisationsListPage } from './pages/OrganisationsListPage';

/** The Organisations section, mounted by the shell at /app/organisations. */
export default function Section() {
  return (
    <Routes>
      <Route index element={<OrganisationsListPage />} />
      <Route path=":organisationId" element={<OrganisationDetailPage />} />
    </Routes>
  );
}
