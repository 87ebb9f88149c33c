import type { ApiSection } from '../../routes/apiSection';
import { RESPONSES } from '../../http/responseSchemas';
import { findGrowth } from './growth';

/** The dashboard's own call; its statistics and recent activities read the users, organisations and activities lists. */
export const section: ApiSection = {
  name: 'dashboard',
  async routes(app, { db, merge }) {
    app.get('/growth', { schema: { response: { 200: RESPONSES.growth } } }, (request) =>
      merge(request.url, () => findGrowth(db)),
    );
  },
};
