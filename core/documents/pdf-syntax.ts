/**
 * Just enough of PDF's object syntax (ISO 32000-2, 7.2 and 7.3) to read dictionaries, arrays and
 * references out of a file that may be hostile: names with `#xx` escapes decoded, comments and
 * strings skipped, nesting bounded. It reads the file's bytes where they lie, one character a byte
 * (latin1): only the small parts it keeps (names, numbers, strings) become strings, so a 10 MB
 * upload is never copied into a 10 MB string.
 */

export type PdfValue =
  | { type: 'dict'; entries: Map<string, PdfValue>; end: number }
  | { type: 'array'; items: PdfValue[]; end: number }
  | { type: 'name'; value: string; end: number }
  | { type: 'number'; value: number; end: number }
  | { type: 'ref'; num: number; gen: number; end: number }
  | { type: 'string'; source: string; hex: boolean; end: number }
  | { type: 'keyword'; value: string; end: number };

function byteTable(chars: string): readonly boolean[] {
  return Array.from({ length: 256 }, (_, code) => chars.includes(String.fromCharCode(code)));
}

/** White space and the delimiters, by byte (PDF 32000-1, 7.2.2). */
export const IS_WHITESPACE = byteTable('\0\t\n\f\r ');
const IS_DELIMITER = byteTable('()<>[]{}/%');
const MAX_DEPTH = 64;

/** The bytes from `start` to `end` as text, one character a byte. */
export function textOf(bytes: Buffer, start: number, end: number): string {
  return bytes.toString('latin1', start, Math.max(start, end));
}

/** Whether `word` (ASCII) stands in `bytes` at `at`. */
export function startsWithAt(bytes: Buffer, word: string, at: number): boolean {
  if (at < 0 || at + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word.charCodeAt(i)) return false;
  return true;
}

/** Where `word` (ASCII) next stands in `bytes` at or after `from`, or -1. */
export function indexOfWord(bytes: Buffer, word: string, from: number): number {
  return from >= bytes.length ? -1 : bytes.indexOf(word, Math.max(0, from), 'latin1');
}

/** A name's characters after its slash, escapes decoded (`/J#61vaScript` is `JavaScript`). */
export function decodeName(raw: string): string {
  return raw.includes('#')
    ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
}

/** Where the next token starts: past whitespace and comments. */
export function skipSpace(text: Buffer, at: number, limit = text.length): number {
  let i = at;
  while (i < limit) {
    const char = text[i]!;
    if (IS_WHITESPACE[char]) i++;
    else if (char === 0x25) {
      while (i < limit && text[i] !== 0x0a && text[i] !== 0x0d) i++;
    } else break;
  }
  return i;
}

function regularEnd(text: Buffer, at: number, limit: number): number {
  let i = at;
  while (i < limit && !IS_WHITESPACE[text[i]!] && !IS_DELIMITER[text[i]!]) i++;
  return i;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** The end of a literal string whose `(` is at `at`: parentheses balance unless escaped (7.3.4.2). */
function literalStringEnd(text: Buffer, at: number, limit: number): number {
  let depth = 0;
  for (let i = at; i < limit; i++) {
    const char = text[i];
    if (char === 0x5c) i++;
    else if (char === 0x28) depth++;
    else if (char === 0x29 && --depth === 0) return i + 1;
  }
  return limit;
}

/** A literal string's bytes, its escapes decoded; `source` is what lies between its parentheses. */
function literalStringBytes(source: string): Buffer {
  const text = source.replace(
    /\\(?:([0-7]{1,3})|(\r\n?|\n)|([\s\S]))/g,
    (_, octal: string | undefined, newline: string | undefined, char: string | undefined) => {
      if (octal) return String.fromCharCode(parseInt(octal, 8) & 0xff);
      if (newline) return '';
      return ESCAPES[char!] ?? char!;
    },
  );
  return Buffer.from(text, 'latin1');
}

/** More reading than a file this size can need: a file made to be read over and over. */
export class ReadingBudgetSpent extends Error {}

/**
 * Reads values out of one file's bytes, within a budget of characters for all reads together: a file
 * made of thousands of unclosed `(` or `<<` would otherwise be read to its end from each of them.
 */
export class PdfReader {
  private budget: number;

  constructor(
    readonly text: Buffer,
    budget = 4 * text.length + 1_000_000,
  ) {
    this.budget = budget;
  }

  /** The value that starts at or after `at`, or null where there is none or it cannot be read. */
  value(at: number): PdfValue | null {
    const limit = Math.min(this.text.length, at + this.budget);
    const reach = { end: at };
    const value = parseValue(this.text, at, limit, 0, reach);
    this.budget -= reach.end - at;
    if (this.budget <= 0) throw new ReadingBudgetSpent();
    return value;
  }
}

/** `reach.end` follows the furthest character read, whether or not a value came of it. */
function parseValue(text: Buffer, at: number, limit: number, depth: number, reach: { end: number }): PdfValue | null {
  const value = depth > MAX_DEPTH ? null : parseToken(text, at, limit, depth, reach);
  reach.end = Math.max(reach.end, value?.end ?? at);
  return value;
}

function parseToken(text: Buffer, at: number, limit: number, depth: number, reach: { end: number }): PdfValue | null {
  const i = skipSpace(text, at, limit);
  reach.end = Math.max(reach.end, i);
  const char = text[i];
  if (char === undefined || i >= limit) return null;
  if (char === 0x2f) {
    const end = regularEnd(text, i + 1, limit);
    return { type: 'name', value: decodeName(textOf(text, i + 1, end)), end };
  }
  if (char === 0x28) {
    const end = literalStringEnd(text, i, limit);
    return { type: 'string', source: textOf(text, i + 1, end - 1), hex: false, end };
  }
  if (char === 0x3c && text[i + 1] === 0x3c) {
    const entries = new Map<string, PdfValue>();
    let next = skipSpace(text, i + 2, limit);
    while (next < limit && !(text[next] === 0x3e && text[next + 1] === 0x3e)) {
      const key = parseValue(text, next, limit, depth + 1, reach);
      if (!key || key.type !== 'name') return null;
      const value = parseValue(text, key.end, limit, depth + 1, reach);
      if (!value) return null;
      entries.set(key.value, value);
      next = skipSpace(text, value.end, limit);
    }
    return next < limit ? { type: 'dict', entries, end: next + 2 } : null;
  }
  if (char === 0x3c) {
    const found = text.indexOf(0x3e, i);
    const close = found < 0 || found >= limit ? -1 : found;
    reach.end = Math.max(reach.end, close < 0 ? limit : close);
    return close < 0 ? null : { type: 'string', source: textOf(text, i + 1, close), hex: true, end: close + 1 };
  }
  if (char === 0x5b) {
    const items: PdfValue[] = [];
    let next = skipSpace(text, i + 1, limit);
    while (next < limit && text[next] !== 0x5d) {
      const item = parseValue(text, next, limit, depth + 1, reach);
      if (!item) return null;
      items.push(item);
      next = skipSpace(text, item.end, limit);
    }
    return next < limit ? { type: 'array', items, end: next + 1 } : null;
  }
  if (IS_DELIMITER[char]) return null;
  const end = regularEnd(text, i, limit);
  const token = textOf(text, i, end);
  if (NUMBER.test(token)) {
    const reference = INTEGER.test(token) ? referenceEnd(text, end, limit) : null;
    if (reference) return { type: 'ref', num: Number(token), gen: reference.gen, end: reference.end };
    return { type: 'number', value: Number(token), end };
  }
  return { type: 'keyword', value: token, end };
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const INTEGER = /^\d+$/;

/** After an object number: its generation and `R`, as in `12 0 R`, or null. */
function referenceEnd(text: Buffer, at: number, limit: number): { gen: number; end: number } | null {
  const genStart = skipWhitespace(text, at, limit);
  if (genStart === at) return null;
  let genEnd = genStart;
  while (genEnd < limit && text[genEnd]! >= 0x30 && text[genEnd]! <= 0x39) genEnd++;
  if (genEnd === genStart) return null;
  const r = skipWhitespace(text, genEnd, limit);
  if (r === genEnd || text[r] !== 0x52 || regularEnd(text, r, limit) !== r + 1) return null;
  return { gen: Number(textOf(text, genStart, genEnd)), end: r + 1 };
}

function skipWhitespace(text: Buffer, at: number, limit: number): number {
  let i = at;
  while (i < limit && IS_WHITESPACE[text[i]!]) i++;
  return i;
}

export function nameOf(value: PdfValue | undefined): string | null {
  return value?.type === 'name' ? value.value : null;
}

export function integerOf(value: PdfValue | undefined): number | null {
  return value?.type === 'number' && Number.isInteger(value.value) && value.value >= 0 ? value.value : null;
}

/** A string's bytes: a literal one's escapes or a hex one's digits decoded. */
export function bytesOf(value: PdfValue | undefined): Buffer | null {
  if (value?.type !== 'string') return null;
  if (!value.hex) return literalStringBytes(value.source);
  const digits = value.source.replace(/[\0\t\n\f\r ]/g, '');
  return /[^0-9A-Fa-f]/.test(digits) ? null : Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}
