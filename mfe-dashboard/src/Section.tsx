import { adoptPrerenderedStyles } from '@portal/ui';
import { DashboardPage } from './pages/DashboardPage';
import prerenderedStyles from './styleSample?prerendered-styles';

// The page's CSS, rendered at build time, is in the page before it renders.
adoptPrerenderedStyles(prerenderedStyles);

/** The Dashboard section, mounted by the shell at /app: one page, so no routes of its own. */
export default function Section() {
  return <DashboardPage />;
}
