import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';

/** Fresh ids only: an id sent by the caller could be chosen to confuse the log. */
export const requestIdOptions = { genReqId: () => randomUUID(), requestIdHeader: false } as const;

/** Every answer names its request, so staff can quote it and an operator can find it in the log. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
