import { afterAll, beforeAll, expect, it } from 'vitest';
import { schoolDate } from '../../domain/intakes';
import { PROGRAMMES } from '../../domain/application-choices';
import { seedDevIntakes } from '../../infra/dev/dev-intakes';
import { offeredIntakes } from '../../server/intakes/intake-records';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';

// A database of its own: the seed looks at every intake.
let database: IsolatedDatabase;
beforeAll(async () => {
  database = await createIsolatedDatabase();
});
afterAll(() => database.drop());

it('make dev opens sample intakes dated from today once, so a fresh form offers every programme', async () => {
  const { db } = database;
  const today = schoolDate(new Date());
  expect(await seedDevIntakes(db, today)).toBe(PROGRAMMES.length * 2);
  const offered = await offeredIntakes(db, new Date());
  for (const { value } of PROGRAMMES) {
    expect(offered.filter((intake) => intake.programme === value && intake.startsOn > today)).toHaveLength(2);
  }
  // Intakes still to start are the developer's own: the next start leaves them as they are.
  expect(await seedDevIntakes(db, today)).toBe(0);
});
