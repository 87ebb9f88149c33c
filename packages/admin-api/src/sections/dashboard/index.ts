import type { ApiSection } from '../../routes/apiSection';
import { findGrowth } from './growth';
import { DASHBOARD_RESPONSES } from './responses';

/** The dashboard's own call; its statistics and recent activities read the users, organisations and activities lists. */
export const section: ApiSection = {
  name: 'dashboard',
  async routes(app, { db, merge }) {
    app.get('/growth', { schema: { response: { 200: DASHBOARD_RESPONSES.growth } } }, (request) =>
      merge(request.url, () => findGrowth(db)),
    );
  },
};
