import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The folder rules of eslint.config.js, run through ESLint's own API on one-line fixtures
 * (never written to disk): a forbidden import is reported, an allowed one is not.
 */
// no-cycle is off here: it would follow every import through the real tree, for nothing these fixtures test.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

async function reported(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const restrictedImports = (filePath: string, code: string) =>
  reported('@typescript-eslint/no-restricted-imports', filePath, code);
const crossFeatureImports = (filePath: string, code: string) =>
  reported('import-x/no-restricted-paths', filePath, code);
const wordsInJsx = (filePath: string, code: string) => reported('no-restricted-syntax', filePath, code);

describe('lint: folder boundaries', { timeout: 60_000 }, () => {
  it('refuses web/ in server/, worker/, core/ and db/, by path or by its @/ alias', async () => {
    expect(
      await restrictedImports(
        'server/http/fixture.ts',
        "import { publicRoutes as x } from '../../web/src/config/routes';",
      ),
    ).toEqual([expect.stringContaining('The server shares only core/, db/ and domain/')]);
    expect(await restrictedImports('server/http/fixture.ts', "import { cn as x } from '@/lib/cn';")).toHaveLength(1);
    expect(
      await restrictedImports('worker/emails/fixture.ts', "import { cn as x } from '../../web/src/lib/cn';"),
    ).toHaveLength(1);
    expect(await restrictedImports('db/fixture.ts', "import { cn as x } from '../web/src/lib/cn';")).toHaveLength(1);
    expect(await restrictedImports('core/fixture.ts', "import { cn as x } from '../web/src/lib/cn';")).toHaveLength(1);
  });

  it('keeps core/ below the server and the worker, and db/ below core/', async () => {
    expect(
      await restrictedImports('core/privacy/fixture.ts', "import { createLogger as x } from '../../server/logger';"),
    ).toHaveLength(1);
    expect(
      await restrictedImports('core/privacy/fixture.ts', "import { createDb as x } from '../../db/client';"),
    ).toEqual([]);
    expect(
      await restrictedImports('db/fixture.ts', "import { eraseSubject as x } from '../core/privacy/erase-subject';"),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'server/fixture.ts',
        "import { eraseSubject as x } from '../core/privacy/erase-subject';",
      ),
    ).toEqual([]);
  });

  it('refuses the server in the worker, and lets both use domain/', async () => {
    expect(
      await restrictedImports('worker/fixture.ts', "import { createLogger as x } from '../server/logger';"),
    ).toHaveLength(1);
    expect(await restrictedImports('worker/fixture.ts', "import { site as x } from '../domain/site';")).toEqual([]);
    expect(await restrictedImports('server/fixture.ts', "import { site as x } from '../domain/site';")).toEqual([]);
  });

  it('lets web/ import the API as a type only', async () => {
    const typeOnly =
      "import type { AppRouter } from '../../../server/routers/app-router';\ntype T = AppRouter; const x: T | null = null;";
    expect(await restrictedImports('web/src/lib/fixture.ts', typeOnly)).toEqual([]);
    expect(
      await restrictedImports(
        'web/src/lib/fixture.ts',
        "import { appRouter as x } from '../../../server/routers/app-router';",
      ),
    ).toHaveLength(1);
  });

  it('refuses tRPC’s internal API in every folder, tests and tools included', async () => {
    const internal = "import { getErrorShape as x } from '@trpc/server/unstable-core-do-not-import';";
    const files = [
      'server/http/fixture.ts',
      'worker/fixture.ts',
      'core/fixture.ts',
      'db/fixture.ts',
      'db/migrations/fixture.ts',
      'domain/fixture.ts',
      'tests/integration/fixture.ts',
      'bench/fixture.ts',
    ];
    for (const filePath of files) {
      // A folder's own rule may refuse the import too (the worker's `**/server/**`); this one must be among them.
      expect(await restrictedImports(filePath, internal), filePath).toEqual(
        expect.arrayContaining([expect.stringContaining('decision 100')]),
      );
    }
    expect(
      await restrictedImports(
        'web/src/lib/fixture.ts',
        "import { x } from '@trpc/client/unstable-core-do-not-import';",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports('server/http/fixture.ts', "import { getHTTPStatusCode as x } from '@trpc/server/http';"),
    ).toEqual([]);
  });

  it('keeps domain/ to zod and its own modules, and migrations to nothing of the app', async () => {
    expect(await restrictedImports('domain/fixture.ts', "import { z as x } from 'zod';")).toEqual([]);
    expect(await restrictedImports('domain/fixture.ts', "import { site as x } from './site';")).toEqual([]);
    expect(await restrictedImports('domain/fixture.ts', "import x from 'react';")).toHaveLength(1);
    expect(await restrictedImports('domain/fixture.ts', "import { cn as x } from '../web/src/lib/cn';")).toHaveLength(
      1,
    );
    expect(
      await restrictedImports('db/migrations/fixture.ts', "import { site as x } from '../../domain/site';"),
    ).toHaveLength(1);
  });

  it('refuses an import from one web feature into another, by relative path or by the @/features/ alias', async () => {
    expect(
      await crossFeatureImports(
        'web/src/features/dashboard/fixture.tsx',
        "import { SecurityPanel as x } from '@/features/security/security-panel';",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
    expect(
      await crossFeatureImports(
        'web/src/features/dashboard/fixture.tsx',
        "import { SecurityPanel as x } from '../security/security-panel';",
      ),
    ).toHaveLength(1);
    expect(
      await crossFeatureImports(
        'web/src/features/forms/fixture.tsx',
        "import { RetentionPeriod as x } from '../../features/privacy/retention-period';",
      ),
    ).toHaveLength(1);
    expect(
      await crossFeatureImports(
        'web/src/features/security/fixture.ts',
        "import type { AdminOutputs as x } from '@/features/dashboard/format';",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature import its own modules, components/, lib/ and domain/, and a page import any feature', async () => {
    expect(
      await crossFeatureImports(
        'web/src/features/dashboard/fixture.tsx',
        "import { TeamPanel as x } from './team-panel';",
      ),
    ).toEqual([]);
    expect(
      await crossFeatureImports(
        'web/src/features/dashboard/fixture.tsx',
        "import { TeamPanel as x } from '@/features/dashboard/team-panel';",
      ),
    ).toEqual([]);
    expect(
      await crossFeatureImports(
        'web/src/features/security/fixture.tsx',
        "import { DashboardHeader as x } from '@/components/staff/dashboard-header';",
      ),
    ).toEqual([]);
    expect(
      await crossFeatureImports(
        'web/src/features/security/fixture.tsx',
        "import { formatDateTime as x } from '@/lib/format-date';",
      ),
    ).toEqual([]);
    expect(
      await crossFeatureImports(
        'web/src/features/forms/fixture.tsx',
        "import { contactFormSchema as x } from '@domain/contact-form';",
      ),
    ).toEqual([]);
    expect(
      await crossFeatureImports(
        'web/src/pages/fixture.tsx',
        "import { SecurityPanel as x } from '@/features/security/security-panel';",
      ),
    ).toEqual([]);
  });

  it('keeps the web flowing one way: ui, content, config and lib -> features -> pages -> app', async () => {
    const below = (from: string) => `import { x } from '${from}';`;
    for (const file of [
      'web/src/components/layout/fixture.tsx',
      'web/src/content/fixture.ts',
      'web/src/config/fixture.ts',
      'web/src/lib/fixture.ts',
    ]) {
      expect(await crossFeatureImports(file, below('@/features/forms/contact-form')), file).toEqual([
        expect.stringContaining('sits below features, pages and app'),
      ]);
      expect(await crossFeatureImports(file, below('@/pages/about-page')), file).toHaveLength(1);
      expect(await crossFeatureImports(file, below('@/app/page-registry')), file).toHaveLength(1);
      expect(await crossFeatureImports(file, below('@/lib/locale')), file).toEqual([]);
    }
    expect(
      await crossFeatureImports('web/src/components/layout/fixture.tsx', below('@/islands/island-registry')),
    ).toHaveLength(1);
    expect(await crossFeatureImports('web/src/components/layout/fixture.tsx', below('@/islands/island'))).toEqual([]);
    expect(await crossFeatureImports('web/src/features/forms/fixture.tsx', below('@/pages/about-page'))).toEqual([
      expect.stringContaining('A feature sits below pages and app'),
    ]);
    expect(await crossFeatureImports('web/src/features/forms/fixture.tsx', below('@/app/page-registry'))).toHaveLength(
      1,
    );
    expect(await crossFeatureImports('web/src/pages/fixture.tsx', below('@/app/page-registry'))).toEqual([
      expect.stringContaining('Pages sit below app'),
    ]);
    expect(await crossFeatureImports('web/src/app/fixture.tsx', below('@/pages/about-page'))).toEqual([]);
  });

  it('refuses words written into the JSX of a feature or a staff page, as text or as a label, and allows them from a messages module', async () => {
    const text = 'const x = <p>Loading...</p>;';
    expect(await wordsInJsx('web/src/features/dashboard/fixture.tsx', text)).toEqual([
      expect.stringContaining('*.messages.ts module'),
    ]);
    expect(await wordsInJsx('web/src/pages/admin-page.tsx', text)).toHaveLength(1);
    expect(
      await wordsInJsx('web/src/components/staff/fixture.tsx', 'const x = <input aria-label="Email" />;'),
    ).toHaveLength(1);
    expect(
      await wordsInJsx('web/src/features/forms/fixture.tsx', 'const x = <input placeholder="Name or email" />;'),
    ).toHaveLength(1);
    const keyed =
      "import { dashboardMessages as m } from './dashboard.messages';\nconst x = <p aria-label={m.loading}>{m.loading} *</p>;";
    expect(await wordsInJsx('web/src/features/dashboard/fixture.tsx', keyed)).toEqual([]);
  });
});
