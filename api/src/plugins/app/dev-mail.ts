import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../../modules/mail/outbox-mail-sender.js';
import { renderOutboxPage } from '../../modules/mail/outbox-page.js';

const SHOWN_MESSAGES = 50;

/**
 * GET /dev/mail, demo mode only: the embedded outbox as a page, so the confirmation and reset
 * links can be followed without a mail server. Outside demo mode the route does not exist (404):
 * the links in those messages are live credentials.
 */
export default async function devMailRoutes(app: FastifyInstance) {
  if (!app.config.demoMode) return;
  app.get('/dev/mail', async (_request, reply) => {
    const messages = await listOutbox(app.database.db, SHOWN_MESSAGES);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderOutboxPage(messages, Boolean(app.config.mail.smtpUrl)));
  });
}
