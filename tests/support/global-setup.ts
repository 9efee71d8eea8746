import type { TestProject } from 'vitest/node';
import { startTestServices } from './services/test-services';

declare module 'vitest' {
  interface ProvidedContext {
    databaseUrl: string;
    adminDatabaseUrl: string;
    databaseTemplate: string;
    redisUrl: string;
    redisPrefix: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const services = await startTestServices();
  console.log(
    `[integration] run ${services.runId}: postgres from ${services.sources.postgres}, redis from ${services.sources.redis}`,
  );
  project.provide('databaseUrl', services.databaseUrl);
  project.provide('adminDatabaseUrl', services.adminDatabaseUrl);
  project.provide('databaseTemplate', services.databaseTemplate);
  project.provide('redisUrl', services.redisUrl);
  project.provide('redisPrefix', services.redisPrefix);
  return services.stop;
}
