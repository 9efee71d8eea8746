import {
  DEFAULT_RETENTION_PERIODS,
  RETENTION_KINDS,
  RETENTION_SCRIPT_ID,
  type RetentionPeriods,
} from '@domain/retention-periods';

let cached: RetentionPeriods | undefined;

/**
 * The periods the running server is configured with. While prerendering there is no server
 * configuration, so the defaults are rendered, inside `data-retention` spans the server then
 * rewrites as it serves the page (server/http/serve-web.ts). In a browser, the inline JSON the
 * server adds gives its values; the notice itself is static HTML (decision 077).
 */
export function configuredRetentionPeriods(): RetentionPeriods {
  if (typeof document === 'undefined') return DEFAULT_RETENTION_PERIODS;
  if (cached) return cached;
  const periods = { ...DEFAULT_RETENTION_PERIODS };
  try {
    const parsed: unknown = JSON.parse(document.getElementById(RETENTION_SCRIPT_ID)?.textContent ?? '{}');
    for (const kind of RETENTION_KINDS) {
      const value = (parsed as Record<string, unknown>)[kind];
      if (typeof value === 'number' && Number.isInteger(value) && value > 0) periods[kind] = value;
    }
  } catch {
    // Malformed or missing: the defaults stand.
  }
  cached = periods;
  return periods;
}
