import { API_ERROR_CODES } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { authenticate } from '../auth/authenticate';
import { ApiError } from '../http/apiError';
import { RESPONSES } from '../http/responseSchemas';
import { findSessionUser } from '../queries/accounts';
import type { SessionRouteDeps } from './routeDeps';

/**
 * GET /user/profile: the signed-in user, and whether they are an auditor (AUDITOR_EMAILS, issue 73:
 * one field beside the spec's); 404 codes the portal treats as "account gone" (docs/product.md "Errors").
 */
export const profileRoutes: FastifyPluginAsync<SessionRouteDeps> = async (
  app,
  { db, tokens, sessions, callLimit },
) => {
  const schema = { response: { 200: RESPONSES.sessionUser } };
  app.get('/user/profile', { schema, preHandler: callLimit }, async (request) => {
    const { userId } = await authenticate(request, tokens, sessions);
    const user = await findSessionUser(db, userId);
    if (!user) throw new ApiError(404, API_ERROR_CODES.userNotFound, 'User account no longer exists');
    if (user.status === 'INACTIVE')
      throw new ApiError(404, API_ERROR_CODES.userDeactivated, 'User account is deactivated');
    return { ...user, auditor: app.audit.isAuditorEmail(user.email) };
  });
};
