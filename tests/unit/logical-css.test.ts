import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Right to left done properly: the web app lays out with logical utilities (`ms-`,
 * `pe-`, `start-`, `text-end`, `border-s`, `rounded-e`), which follow the page's direction. A
 * physical one (`ml-`, `pr-`, `left-`, `text-right`, `border-l`, `rounded-r`) stays on one side
 * in Arabic too; where only a physical one can say it, the file gives it an `rtl:` twin, and
 * such variants are left alone here.
 */
const WEB_SOURCE = path.resolve('web/src');
const SPACING = String.raw`(?:\d+(?:\.\d+)?|\d+/\d+|auto|full|px|\[[^\]\s]+\])`;
const PHYSICAL = new RegExp(
  String.raw`^-?(?:(?:m|p|scroll-m|scroll-p)[lr]-${SPACING}|(?:left|right)-${SPACING}|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right)|border-[lr](?:-\S+)?|rounded-(?:[lr]|tl|tr|bl|br)(?:-\S+)?)$`,
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every physical utility class written in `source`, with no variant or with a variant other than rtl:/ltr:. */
function physicalClasses(source: string): string[] {
  return source.split(/[\s"'`{}(),]+/).filter((token) => {
    const variants = token.split(':');
    const utility = variants.pop()!.replace(/^!/, '');
    return PHYSICAL.test(utility) && !variants.some((variant) => variant === 'rtl' || variant === 'ltr');
  });
}

describe('logical CSS in the web app', () => {
  it('finds physical utilities and leaves logical ones, rtl: twins and prose alone', () => {
    expect(
      physicalClasses('className="ml-2 pr-4 left-3 text-right border-l-2 rounded-tr-md md:pl-6 -mr-1 right-[3px]"'),
    ).toEqual([
      'ml-2',
      'pr-4',
      'left-3',
      'text-right',
      'border-l-2',
      'rounded-tr-md',
      'md:pl-6',
      '-mr-1',
      'right-[3px]',
    ]);
    expect(
      physicalClasses(
        'className="ms-2 pe-4 start-3 text-end border-s-2 rounded-e-md md:ps-6 rtl:-scale-x-100 rtl:left-3"',
      ),
    ).toEqual([]);
    expect(physicalClasses('// each range reads left-to-right, with the margin on the left')).toEqual([]);
  });

  it('lays out every screen with logical utilities', () => {
    const found = sourceFiles(WEB_SOURCE).flatMap((file) =>
      physicalClasses(readFileSync(file, 'utf8')).map((utility) => `${path.relative(WEB_SOURCE, file)}: ${utility}`),
    );
    expect(found).toEqual([]);
  });
});
