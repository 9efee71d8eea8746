import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationKind } from '../../server/admissions/application-kind';
import { contactKind } from '../../server/admissions/contact-kind';
import { csvBatches } from '../../server/admissions/export-csv';
import { planSearch } from '../../server/admissions/search-plan';
import { contactValues, createAdmin, createApplication, createContact, type TestUser } from '../support/factories';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/test-db';
import { callerFor } from '../support/trpc-caller';
import { uniqueEmail } from '../support/unique-email';

// A search plan depends on the table's newest rows: this file has its own database.
let database: IsolatedDatabase;
let admin: TestUser;

const adminCaller = () => callerFor({ db: database.db, user: admin }).caller;

async function applicantsFound(search: string): Promise<string[]> {
  const page = await adminCaller().admin.applications.list({ search });
  return page.items.map((item) => `${item.firstName} ${item.lastName}`);
}

beforeAll(async () => {
  database = await createIsolatedDatabase();
  admin = await createAdmin(database.db, { label: 'searcher' });
  await createApplication(database.db, { first_name: 'Xanthe', last_name: 'Quellington', email: 'xq@example.test' });
  await createApplication(database.db, { first_name: 'Xanthe', last_name: 'Smith' });
  await createApplication(database.db, { first_name: 'Quellington', last_name: 'Xanthe' });
  await createApplication(database.db, { first_name: 'Percival', last_name: '100%_sure' });
  await createApplication(database.db, { first_name: 'Percival', last_name: '100xysure' });
  await createApplication(database.db, { first_name: 'Élodie', last_name: 'Ñúñez-Prydderch' });
  for (let i = 0; i < 5; i += 1)
    await createApplication(database.db, { first_name: 'Frequent', last_name: 'Commonplace' });
});

afterAll(async () => {
  await database?.drop();
});

describe('planning a search', () => {
  it('asks the index for the word of the term found in the fewest newest rows', async () => {
    expect(await planSearch(database.db, applicationKind, ' commonplace PERCIVAL ')).toEqual({
      term: 'commonplace PERCIVAL',
      indexedWord: 'PERCIVAL',
    });
    // Neither is in the newest rows: the longer word has more trigrams to narrow with.
    expect(await planSearch(database.db, applicationKind, 'zed zebedee')).toEqual({
      term: 'zed zebedee',
      indexedWord: 'zebedee',
    });
  });

  it('asks for the whole term when it has one word or every word is common', async () => {
    expect(await planSearch(database.db, applicationKind, 'xanthe')).toEqual({ term: 'xanthe', indexedWord: null });
    expect(await planSearch(database.db, applicationKind, 'xanthe q')).toEqual({ term: 'xanthe q', indexedWord: null });
    expect(await planSearch(database.db, applicationKind, 'frequent commonplace')).toEqual({
      term: 'frequent commonplace',
      indexedWord: null,
    });
    expect(await planSearch(database.db, applicationKind, '   ')).toBeNull();
  });
});

describe('a search of several words', () => {
  it('finds the rows that contain the whole term, not those that contain only its words', async () => {
    expect(await applicantsFound('xanthe QUELLINGTON')).toEqual(['Xanthe Quellington']);
    expect(await applicantsFound('anthe quellingto')).toEqual(['Xanthe Quellington']);
    expect(await applicantsFound('xanthe  quellington')).toEqual([]);
  });

  it('matches across the name and the e-mail address, and the address whole in any case', async () => {
    expect(await applicantsFound('quellington xq@example')).toEqual(['Xanthe Quellington']);
    expect(await applicantsFound('XQ@EXAMPLE.TEST')).toEqual(['Xanthe Quellington']);
  });

  it('takes % and _ literally', async () => {
    expect(await applicantsFound('percival 100%_sure')).toEqual(['Percival 100%_sure']);
    expect(await applicantsFound('percival 100_%sure')).toEqual([]);
    expect(await applicantsFound('percival 100__sure')).toEqual([]);
  });

  it('ignores the case of letters beyond ASCII', async () => {
    expect(await applicantsFound('ÉLODIE ÑÚÑEZ')).toEqual(['Élodie Ñúñez-Prydderch']);
  });

  it('pages through its matches with no row lost or repeated', async () => {
    // Older than the 100 newest rows, so the plan takes "lanternfish" for the rare word it is.
    const longAgo = Date.now() - 86_400_000;
    const matching = Array.from({ length: 60 }, (_, i) =>
      contactValues({ first_name: 'Lanternfish', last_name: `Page ${i}`, created_at: new Date(longAgo + i * 1000) }),
    );
    await database.db
      .insertInto('contact_submissions')
      .values([...matching, ...Array.from({ length: 100 }, () => contactValues())])
      .execute();
    expect((await planSearch(database.db, contactKind, 'lanternfish page'))?.indexedWord).toBe('lanternfish');
    const first = await adminCaller().admin.contacts.list({ search: 'lanternfish page' });
    const second = await adminCaller().admin.contacts.list({ search: 'lanternfish page', cursor: first.nextCursor });
    expect([first.items.length, second.items.length, second.nextCursor]).toEqual([50, 10, null]);
    expect(new Set([...first.items, ...second.items].map((item) => item.lastName)).size).toBe(60);
  });

  it('exports exactly what the list finds', async () => {
    const exported: string[] = [];
    for await (const rows of csvBatches(database.db, applicationKind, { search: 'xanthe quellington' }, 1))
      exported.push(...rows.map((row) => row.join(',')));
    expect(exported).toHaveLength(1);
    expect(exported[0]).toContain('Xanthe,Quellington');
  });

  it('searches contact messages the same way', async () => {
    const email = uniqueEmail('enquirer');
    await createContact(database.db, { first_name: 'Yestin', last_name: 'Ravensworth', email });
    await createContact(database.db, { first_name: 'Yestin', last_name: 'Jones' });
    const page = await adminCaller().admin.contacts.list({ search: 'YESTIN ravens' });
    expect(page.items.map((item) => item.email)).toEqual([email]);
  });
});
