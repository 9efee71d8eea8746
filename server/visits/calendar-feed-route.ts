import type { Express, Request, Response } from 'express';
import { staffFeed } from '../../core/visits/staff-feed';
import type { AppServices } from '../trpc/context';
import { CALENDAR_FEED_PREFIX, feedEvents } from './calendar-feed';

/**
 * GET /calendar/<token>.ics: a staff member's personal feed (decision 144), for Outlook or Google
 * Calendar to poll. The token is the only key, so: rate-limited by IP, one 404 for every token that
 * does not open a live feed (malformed, unknown, revoked, its owner no longer an admin), never
 * cached, and logged as [token] (request-logging.ts).
 */
export function mountCalendarFeed(app: Express, services: AppServices): void {
  app.get(`${CALENDAR_FEED_PREFIX}:file`, (req, res, next) => void sendFeed(services, req, res).catch(next));
}

async function sendFeed(services: AppServices, req: Request, res: Response): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  try {
    await services.limiters.calendarFeeds.consume(ip);
  } catch (refusal) {
    if (refusal instanceof Error) throw refusal;
    const wait = Math.ceil((refusal as { msBeforeNext: number }).msBeforeNext / 1000);
    res.setHeader('Retry-After', String(wait));
    res.status(429).type('text/plain').send('Too many requests.');
    return;
  }
  const file = String(req.params.file ?? '');
  const events = file.endsWith('.ics') ? await feedEvents(services.db, file.slice(0, -'.ics'.length)) : undefined;
  if (!events) {
    res.status(404).type('text/plain').send('Not found.');
    return;
  }
  res.status(200).type('text/calendar; charset=utf-8').send(staffFeed(events));
}
