import { describe, expect, it } from 'vitest';
import { devDatabaseRoles } from '../../infra/dev/dev-env';

describe('make dev database roles', () => {
  it('migrates as the one URL it has and runs the apps as academy_dev_app on the same database', () => {
    expect(devDatabaseRoles({}, 'postgres://postgres:postgres@127.0.0.1:5433/academy')).toEqual({
      ownerUrl: 'postgres://postgres:postgres@127.0.0.1:5433/academy',
      appUrl: 'postgres://academy_dev_app:academy_dev_app@127.0.0.1:5433/academy',
    });
    expect(devDatabaseRoles({ DATABASE_URL: 'postgres://me@db.example/academy' }).appUrl).toBe(
      'postgres://academy_dev_app:academy_dev_app@db.example/academy',
    );
  });

  it('uses both URLs as given when both are set', () => {
    const env = { MIGRATION_DATABASE_URL: 'postgres://owner@h/a', DATABASE_URL: 'postgres://app@h/a' };
    expect(devDatabaseRoles(env)).toEqual({ ownerUrl: env.MIGRATION_DATABASE_URL, appUrl: env.DATABASE_URL });
  });
});
