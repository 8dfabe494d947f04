import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../modules/common/messages.js';

/**
 * A request must arrive whole within `requestTimeoutMs`. Node's own `requestTimeout` stops
 * watching once the headers are in, so a body sent one byte at a time would hold its socket (and
 * a body buffer) for ever: here the answer is a 408 and the connection is closed.
 */
export default fp(
  async (app) => {
    const deadlineMs = app.config.requestTimeoutMs;
    app.addHook('onRequest', async (request, reply) => {
      if (request.raw.complete || !hasBody(request)) return;
      const timer = setTimeout(() => cutOff(request, reply), deadlineMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      request.raw.once('end', stop);
      request.raw.once('close', stop);
    });
  },
  { name: 'request-deadline' },
);

function hasBody(request: FastifyRequest): boolean {
  const { headers } = request;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

function cutOff(request: FastifyRequest, reply: FastifyReply) {
  if (request.raw.complete || reply.sent) return;
  request.log.warn('Request body not received in time: 408 and the connection closed');
  reply.raw.once('finish', () => request.raw.socket.destroy());
  void reply
    .code(408)
    .header('connection', 'close')
    .send({ statusCode: 408, code: 'REQUEST_TIMEOUT', message: MESSAGES.requestTimeout });
}
