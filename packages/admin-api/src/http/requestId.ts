import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Every answer names its request, so staff can quote it and an operator can find it in the log. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Fresh ids only: an id sent by the caller could be chosen to confuse the log. */
export const requestIdOptions = { genReqId: () => randomUUID(), requestIdHeader: false } as const;

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
