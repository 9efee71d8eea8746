import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes cells with commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Cardiff, Wales')).toBe('"Cardiff, Wales"');
    expect(csvCell('She said "hello"')).toBe('"She said ""hello"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell(null)).toBe('');
  });

  it.each(['=1+1', '+44 29 2018 0000', '-2', '@SUM(A1)', '\tTAB', '\rCR'])(
    'neutralises the formula trigger at the start of %j',
    (value) => {
      const cell = csvCell(value);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1) : cell;
      expect(unquoted.startsWith(`'${value[0]}`)).toBe(true);
    },
  );

  it('quotes a neutralised formula that also needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe(`"'=HYPERLINK(""http://x.example"",""click"")"`);
  });

  it('leaves a formula character that is not at the start alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('jane-doe@example.test')).toBe('jane-doe@example.test');
  });

  it('starts with a UTF-8 BOM and ends every record with CRLF', () => {
    const csv = toCsv(
      ['Name', 'City'],
      [
        ['Zoë Ångström', 'Caerdydd'],
        ['Siân', 'Cardiff, Wales'],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name,City\r\nZoë Ångström,Caerdydd\r\nSiân,"Cardiff, Wales"\r\n');
  });
});
