/**
 * A worker that dies between rendering a release and swapping it in: renders every page of the
 * release into the database and then kills its own process with SIGKILL, as a power cut or the
 * kernel's OOM killer would. Run by tests/integration/site-publishing.test.ts as
 * `tsx render-release-then-stop.ts <database url> <prerender dir> <release id>`.
 */
import { createDb } from '../../../db/client';
import { renderRelease } from '../../../worker/site/render-release';
import { loadSiteRenderer } from '../../../worker/site/site-renderer';

const [databaseUrl, prerenderDir, releaseId] = process.argv.slice(2);
if (!databaseUrl || !prerenderDir || !releaseId) throw new Error('usage: <database url> <prerender dir> <release id>');
const renderer = await loadSiteRenderer(prerenderDir);
if (!renderer) throw new Error(`no renderer in ${prerenderDir}`);
const db = createDb({ connectionString: databaseUrl, max: 2 });
await renderRelease(db, renderer, releaseId, {
  afterRender: async () => {
    process.kill(process.pid, 'SIGKILL');
    // Never reached: the process is gone before the swap.
    await new Promise(() => undefined);
  },
});
