import { once } from 'node:events';
import type { Express, NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { recordAudit } from '../../core/audit/audit-log';
import { CSV_EXPORT_PATH } from '../../domain/staff-paths';
import { CSV_BOM, csvRecords } from '../admissions/csv';
import { loggableFilters } from '../admissions/loggable-filters';
import { applicationKind } from '../admissions/application-kind';
import { contactKind } from '../admissions/contact-kind';
import { csvBatches, csvHeader } from '../admissions/export-csv';
import type { AnySubmissionKind, SubmissionFilters } from '../admissions/submission-kind';
import { adminOf, requireAdminHttp } from '../auth/require-admin-http';
import { applicationFiltersInput, contactFiltersInput } from '../admissions/admin-schemas';
import type { AppServices } from '../trpc/context';

/**
 * A download is a top-level navigation from the dashboard (same-origin) or a typed/bookmarked
 * URL (none). Anything a browser marks as coming from another site is refused, so another
 * site cannot make a signed-in admin's browser fetch the file (SameSite=Lax would send the
 * cookie on a cross-site link). Without Sec-Fetch-Site (old browsers, curl), a Referer from
 * another origin is refused too.
 */
export function refuseCrossSite(appOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const fetchSite = req.get('sec-fetch-site');
    const referer = req.get('referer');
    const ok =
      fetchSite !== undefined
        ? fetchSite === 'same-origin' || fetchSite === 'none'
        : !referer || originOf(referer) === appOrigin;
    if (ok) return next();
    req.log?.warn({ fetchSite }, 'cross-site export refused');
    res.setHeader('Cache-Control', 'no-store');
    res.status(403).json({ error: { message: 'This download must start from the admin dashboard.' } });
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const exports: Record<'applications' | 'contacts', { kind: AnySubmissionKind; filters: z.ZodType<SubmissionFilters> }> =
  {
    applications: { kind: applicationKind, filters: applicationFiltersInput },
    contacts: { kind: contactKind, filters: contactFiltersInput },
  };

type ExportKind = keyof typeof exports;

/**
 * GET /admin/export/applications.csv?status=&documents=&cas=&search= and /admin/export/contacts.csv?search=:
 * the dashboard's filtered list streamed in keyset batches, waiting for the client to take
 * each one (backpressure), with one audit entry at the end (decision 074).
 */
export function mountCsvExport(app: Express, services: AppServices): void {
  for (const kind of Object.keys(exports) as ExportKind[]) {
    app.get(
      `${CSV_EXPORT_PATH}/${kind}.csv`,
      refuseCrossSite(services.config.appOrigin),
      requireAdminHttp(services.db, services.config),
      (req, res, next) => void streamExport(services, kind, req, res).catch(next),
    );
  }
}

async function streamExport(services: AppServices, kind: ExportKind, req: Request, res: Response): Promise<void> {
  const spec = exports[kind];
  res.setHeader('Cache-Control', 'no-store');
  const parsed = spec.filters.safeParse({
    status: emptyToNull(req.query.status),
    search: emptyToNull(req.query.search),
    documents: emptyToNull(req.query.documents),
    cas: emptyToNull(req.query.cas),
  });
  if (!parsed.success) {
    res.status(400).json({ error: { message: parsed.error.issues[0]?.message ?? 'The filters are not valid.' } });
    return;
  }
  const filters = parsed.data;
  const admin = adminOf(res);

  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${spec.kind.exportFileName}-${new Date().toISOString().slice(0, 10)}.csv"`,
  );
  let rowCount = 0;
  let aborted = false;
  res.on('close', () => {
    if (!res.writableFinished) aborted = true;
  });
  try {
    await write(res, CSV_BOM + csvRecords([csvHeader(spec.kind)]));
    for await (const rows of csvBatches(services.db, spec.kind, filters)) {
      if (aborted) break;
      if (rows.length) await write(res, csvRecords(rows));
      rowCount += rows.length;
    }
  } catch (error) {
    // Headers are gone: the only honest signal left is a broken download, never a "complete" file.
    req.log?.error({ err: error, kind }, 'CSV export failed');
    res.destroy();
    return;
  }
  // The last chunk goes only after the audit entry is written: a complete file always has one.
  try {
    await recordAudit(services.db, {
      actor: { id: admin.id, email: admin.email },
      action: 'submission.exported_csv',
      subject: { type: kind, id: '*' },
      details: { ...loggableFilters(filters), rowCount, ...(aborted ? { aborted: true } : {}) },
      ip: req.ip ?? null,
    });
  } catch (error) {
    req.log?.error({ err: error, kind }, 'CSV export audit entry failed');
    res.destroy();
    return;
  }
  if (!aborted) res.end();
}

/** Writes a chunk and, when the socket's buffer is full, waits until the client has read it. */
async function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return;
  await Promise.race([once(res, 'drain'), once(res, 'close')]);
}

function emptyToNull(value: unknown): unknown {
  return value === '' || value === undefined ? null : value;
}
