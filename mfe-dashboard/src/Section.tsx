import { DashboardPage } from './pages/DashboardPage';

/** The Dashboard section, mounted by the shell at /app: one page, so no routes of its own. */
export default function Section() {
  return <DashboardPage />;
}
