import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@portal/shared/errors';
import { sendError } from './error-handler.ts';

/**
 * While the server closes (SIGTERM, a deploy), a request that still arrives on a kept-alive
 * connection is answered 503 SERVICE_UNAVAILABLE in the envelope, with Retry-After and the
 * connection closed, so the client retries on another instance; the requests already in flight
 * finish. (Fastify's own return503OnClosing answers outside the envelope.)
 */
export function registerClosingAnswer(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every request and almost always does nothing.
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close').header('retry-after', '1');
    sendError(request, reply, ErrorCode.SERVICE_UNAVAILABLE);
  });
}
