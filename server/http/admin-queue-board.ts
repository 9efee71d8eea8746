import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Express, RequestHandler } from 'express';
import { requireAdminHttp } from '../auth/require-admin-http';
import { requireSameOrigin } from '../security/origin-check';
import type { AppServices } from '../trpc/context';

export const QUEUE_BOARD_PATH = '/admin/queues';
export const QUEUE_BOARD_READ_ONLY = 'The e-mail queue board is read-only.';

/**
 * Bull Board's own read-only mode hides and refuses the queue actions; this refuses every
 * request that is not a read as well, so no action the board adds in a later version can
 * add, edit, retry or wipe jobs here. A failed e-mail is retried by the outbox, not by hand.
 */
const readsOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res.setHeader('Allow', 'GET, HEAD');
  res.status(405).json({ error: { message: QUEUE_BOARD_READ_ONLY } });
};

/** Bull Board for operators, read-only, behind the dashboard's admin check and the CSRF origin check. */
export function mountQueueBoard(app: Express, services: AppServices): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(services.emailQueue.queue, { readOnlyMode: true, allowRetries: false })],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Academy e-mail queue' } },
  });
  app.use(
    QUEUE_BOARD_PATH,
    requireAdminHttp(services.db, services.config),
    requireSameOrigin(services.config.appOrigin),
    readsOnly,
    serverAdapter.getRouter(),
  );
}
