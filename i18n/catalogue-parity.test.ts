import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueDifferences, catalogueProblems, messageParameters } from './catalogue-parity';

const messagesDir = fileURLToPath(new URL('./messages', import.meta.url));

/** A plural message in inlang's message format, as the catalogues write one. */
function plural(inputs: string[], variants: Record<string, string>) {
  return [
    {
      declarations: [...inputs.map((name) => `input ${name}`), 'local countPlural = count: plural'],
      selectors: ['countPlural'],
      match: variants,
    },
  ];
}

describe('the catalogues of this project', () => {
  it('have the same keys in English and Arabic, each taking the same parameters', () => {
    expect(catalogueProblems(messagesDir)).toEqual([]);
  });

  it('give every namespace an Arabic catalogue beside its English one', () => {
    for (const namespace of fs.readdirSync(messagesDir)) {
      expect(fs.readdirSync(path.join(messagesDir, namespace)).sort(), namespace).toEqual(['ar.json', 'en.json']);
    }
  });
});

describe('messageParameters', () => {
  it('finds the placeholders of a plain message', () => {
    expect([...messageParameters('Dear {name}, your {programme} starts on {startDate}.')].sort()).toEqual([
      'name',
      'programme',
      'startDate',
    ]);
    expect(messageParameters('No parameters here.').size).toBe(0);
  });

  it("takes a plural's declared inputs, also where a variant does not print them, and not its selector", () => {
    const arabic = plural(['count'], {
      one: 'انتظر دقيقة واحدة.',
      two: 'انتظر دقيقتين.',
      other: 'انتظر {count} دقيقة.',
    });
    expect([...messageParameters(arabic)]).toEqual(['count']);
  });
});

describe('catalogueDifferences', () => {
  const en = { $schema: 'https://inlang.com/schema/inlang-message-format', greeting: 'Hello {name}', bye: 'Goodbye' };

  it('finds none between catalogues with the same keys and parameters, whatever their $schema', () => {
    expect(catalogueDifferences('site', en, { greeting: 'مرحبًا {name}', bye: 'مع السلامة' }, 'ar')).toEqual([]);
  });

  it('names a key missing from Arabic and a key only Arabic has', () => {
    expect(catalogueDifferences('site', en, { greeting: 'مرحبًا {name}', farewell: 'مع السلامة' }, 'ar')).toEqual([
      'site: "bye" is missing from ar',
      'site: "farewell" is in ar but not in en',
    ]);
  });

  it('names a parameter that one language drops or renames', () => {
    expect(catalogueDifferences('site', en, { greeting: 'مرحبًا', bye: 'مع السلامة' }, 'ar')).toEqual([
      'site: "greeting" takes {name} in en but {} in ar',
    ]);
    expect(catalogueDifferences('site', en, { greeting: 'مرحبًا {nom}', bye: 'مع السلامة' }, 'ar')).toEqual([
      'site: "greeting" takes {name} in en but {nom} in ar',
    ]);
  });

  it('compares plurals by their inputs, not by their variants', () => {
    const english = { wait: plural(['count'], { one: 'Wait {count} minute.', other: 'Wait {count} minutes.' }) };
    const arabic = plural(['count'], {
      one: 'انتظر دقيقة واحدة.',
      two: 'انتظر دقيقتين.',
      few: 'انتظر {count} دقائق.',
      other: 'انتظر {count} دقيقة.',
    });
    expect(catalogueDifferences('forms', english, { wait: arabic }, 'ar')).toEqual([]);
    expect(
      catalogueDifferences(
        'forms',
        english,
        { wait: plural(['count', 'unit'], { other: 'انتظر {count} {unit}.' }) },
        'ar',
      ),
    ).toEqual(['forms: "wait" takes {count} in en but {count, unit} in ar']);
  });
});

describe('catalogueProblems', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads each namespace folder, and treats a missing Arabic catalogue as missing every key', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogues-'));
    fs.mkdirSync(path.join(dir, 'forms'));
    fs.writeFileSync(path.join(dir, 'forms/en.json'), JSON.stringify({ send: 'Send {what}' }));
    fs.writeFileSync(path.join(dir, 'forms/ar.json'), JSON.stringify({ send: 'إرسال' }));
    fs.mkdirSync(path.join(dir, 'site'));
    fs.writeFileSync(path.join(dir, 'site/en.json'), JSON.stringify({ title: 'Academy' }));
    expect(catalogueProblems(dir)).toEqual([
      'forms: "send" takes {what} in en but {} in ar',
      'site: "title" is missing from ar',
    ]);
  });
});
