import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Express } from 'express';
import { requireAdminHttp } from '../auth/require-admin-http';
import { requireSameOrigin } from '../security/origin-check';
import type { AppServices } from '../trpc/context';

export const QUEUE_BOARD_PATH = '/admin/queues';

/** Bull Board for operators, behind the dashboard's admin check and the CSRF origin check. */
export function mountQueueBoard(app: Express, services: AppServices): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(services.emailQueue.queue)],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Academy e-mail queue' } },
  });
  app.use(
    QUEUE_BOARD_PATH,
    requireAdminHttp(services.db, services.config),
    requireSameOrigin(services.config.appOrigin),
    serverAdapter.getRouter(),
  );
}
