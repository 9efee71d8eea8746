import { openEncryption, type Decryption } from './pdf-encryption';
import { decodeStream, StreamTooLarge, UndecodableStream } from './pdf-filters';
import {
  bytesOf,
  decodeName,
  indexOfWord,
  integerOf,
  IS_WHITESPACE,
  nameOf,
  PdfReader,
  ReadingBudgetSpent,
  skipSpace,
  startsWithAt,
  textOf,
  type PdfValue,
} from './pdf-syntax';

/** What a PDF can do besides being read (docs/decisions/ "active content in PDFs"). */
export type ActiveContent = 'javascript' | 'launch' | 'embedded-file' | 'automatic-action' | 'external-action';

export type PdfVerdict =
  | { kind: 'passive' }
  | { kind: 'active'; found: ActiveContent[] }
  /** It needs a password to open (or a certificate): nobody here could read it. */
  | { kind: 'password' }
  /** A part that could hold active content could not be read: an unknown filter or encryption, a bomb, a maze. */
  | { kind: 'unchecked' };

/**
 * Names that are active content wherever they stand: action types (JavaScript, Launch, the
 * actions that open another file or send data) and the three ways of attaching a file. (XML
 * forms, which may hold scripts, are the key /XFA, read below with the other short keys.) A name is compared after its `#xx` escapes are decoded.
 */
const ACTIVE_NAMES: ReadonlyMap<string, ActiveContent> = new Map([
  ['JavaScript', 'javascript'],
  ['Launch', 'launch'],
  ['EmbeddedFiles', 'embedded-file'],
  ['EmbeddedFile', 'embedded-file'],
  ['FileAttachment', 'embedded-file'],
  ['GoToR', 'external-action'],
  ['GoToE', 'external-action'],
  ['SubmitForm', 'external-action'],
  ['ImportData', 'external-action'],
]);

/** The characters that end a name: white space and the delimiters (PDF 32000-1, 7.2.2 and 7.3.5). */
const ENDS_NAME: readonly boolean[] = Array.from({ length: 256 }, (_, code) =>
  '\0\t\n\f\r ()<>[]{}/%'.includes(String.fromCharCode(code)),
);

/** Every name the reader looks at: the active names and the short keys read below. */
const WATCHED_NAMES = [...ACTIVE_NAMES.keys(), 'JS', 'XFA', 'AA', 'OpenAction'];
/** A watched name's first character, or `#` (an escape may spell any character). */
const WATCHED_STARTS = new Set([...WATCHED_NAMES.map((name) => name.charCodeAt(0)), '#'.charCodeAt(0)]);
/** An escape (`#xx`) spells one character in three: a longer name cannot decode to a watched one. */
const LONGEST_WATCHED = 3 * Math.max(...WATCHED_NAMES.map((name) => name.length));

/**
 * Whether the name between `start` and `end` could decode to a watched name: in a 10 MB scan or
 * photo most `/` are chance bytes, and this spares decoding each (the verdict is the same).
 */
function mayBeWatched(text: Buffer, start: number, end: number): boolean {
  return end > start && end - start <= LONGEST_WATCHED && WATCHED_STARTS.has(text[start]!);
}

const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;

/**
 * Every object header (`12 0 obj`, the keyword followed by white space, a delimiter or the end),
 * in order: what the pattern /(\d+)[ws]+(\d+)[ws]+obj(?![^ws and delimiters])/g finds, read
 * back from each `obj` over the bytes instead of a string of the whole file. A match before an
 * `obj` holds only digits and white space, so it starts where its first run of digits does.
 */
export function* objectHeaders(text: Buffer): Generator<{ num: number; gen: number; at: number }> {
  for (let obj = indexOfWord(text, 'obj', 0); obj >= 0; obj = indexOfWord(text, 'obj', obj + 3)) {
    const next = text[obj + 3];
    if (next !== undefined && !ENDS_NAME[next]) continue;
    let i = obj - 1;
    const spaceEnd = i;
    while (i >= 0 && IS_WHITESPACE[text[i]!]) i--;
    if (i === spaceEnd) continue;
    const genEnd = i + 1;
    while (isDigit(text[i])) i--;
    if (i + 1 === genEnd) continue;
    const genStart = i + 1;
    const space2End = i;
    while (i >= 0 && IS_WHITESPACE[text[i]!]) i--;
    if (i === space2End) continue;
    const numEnd = i + 1;
    while (isDigit(text[i])) i--;
    if (i + 1 === numEnd) continue;
    yield {
      num: Number(textOf(text, i + 1, numEnd)),
      gen: Number(textOf(text, genStart, genEnd)),
      at: obj + 3,
    };
  }
}
/** All object streams of one file together, decoded: more is a decompression bomb. */
const MAX_DECODED_BYTES = 8 * 1024 * 1024;

/** Where an object's value starts: it is read again only when something refers to it. */
interface Definition {
  num: number;
  gen: number;
  at: number;
  reader: PdfReader;
}

/** A stream's dictionary, kept for the streams that matter: object streams and cross-reference streams. */
interface StreamObject extends Definition {
  dict: Extract<PdfValue, { type: 'dict' }>;
}

/** More objects than a 10 MB document holds: a file made to be slow to read. */
const MAX_OBJECTS = 100_000;

/**
 * Every definition of each object number: a file updated in place may define one several times,
 * and a viewer may take any of them.
 */
class Definitions {
  private readonly byNumber = new Map<number, Definition[]>();
  private count = 0;

  add(definition: Definition): void {
    if (++this.count > MAX_OBJECTS) throw new ReadingBudgetSpent();
    const same = this.byNumber.get(definition.num);
    if (same) same.push(definition);
    else this.byNumber.set(definition.num, [definition]);
  }

  /** A value, or every definition of the object it refers to. */
  resolved(value: PdfValue | null | undefined): PdfValue[] {
    if (!value) return [];
    if (value.type !== 'ref') return [value];
    return (this.byNumber.get(value.num) ?? [])
      .map((definition) => definition.reader.value(definition.at))
      .filter((target) => target !== null);
  }
}

/**
 * Reads a whole PDF for active content the way an attacker would hide it, not the way a viewer
 * draws it: every name in the file, referenced or not, in every revision, with `#xx` escapes
 * decoded; and every object stream (PDF 1.5's compressed objects) decoded through its filters and,
 * when the file is encrypted but opens without a password, decrypted first. An OpenAction that
 * only opens a page (what LibreOffice and LaTeX write) is not active; any other is.
 */
export function inspectPdf(pdf: Buffer): PdfVerdict {
  try {
    return inspect(pdf);
  } catch (error) {
    if (error instanceof ReadingBudgetSpent || error instanceof UndecodableStream || error instanceof StreamTooLarge)
      return { kind: 'unchecked' };
    throw error;
  }
}

function inspect(pdf: Buffer): PdfVerdict {
  const raw = new PdfReader(pdf);
  const definitions = new Definitions();
  const streams: StreamObject[] = [];
  for (const header of objectHeaders(raw.text)) {
    const definition = { ...header, reader: raw };
    definitions.add(definition);
    const value = raw.value(definition.at);
    if (value?.type === 'dict' && (isObjectStream(value.entries) || nameOf(value.entries.get('Type')) === 'XRef'))
      streams.push({ ...definition, dict: value });
  }
  const decryption = encryptionOf(raw, streams, definitions);
  if (decryption?.kind === 'password') return decryption;
  if (decryption === null) return { kind: 'unchecked' };

  const sources = [raw];
  let decodedBytes = 0;
  for (const stream of streams.filter((candidate) => isObjectStream(candidate.dict.entries))) {
    const data = streamData(stream, definitions);
    if (!data) return { kind: 'unchecked' };
    const decoded = decodedObjectStream(stream, data, decryption, MAX_DECODED_BYTES - decodedBytes);
    decodedBytes += decoded.length;
    const reader = new PdfReader(decoded);
    sources.push(reader);
    for (const contained of objectsOfStream(reader, stream.dict.entries)) definitions.add(contained);
  }

  const found = new Set<ActiveContent>();
  for (const reader of sources) activeNamesIn(reader, definitions, found);
  return found.size > 0 ? { kind: 'active', found: [...found].sort() } : { kind: 'passive' };
}

/** Undefined when the file is not encrypted; null when it is, in a way this reader cannot open. */
function encryptionOf(
  raw: PdfReader,
  streams: readonly StreamObject[],
  definitions: Definitions,
): Decryption | null | undefined {
  const trailers: (PdfValue | null)[] = [];
  for (
    let at = indexOfWord(raw.text, 'trailer', 0);
    at >= 0;
    at = indexOfWord(raw.text, 'trailer', at + 'trailer'.length)
  )
    trailers.push(raw.value(at + 'trailer'.length));
  const xrefStreams = streams
    .map((stream) => stream.dict)
    .filter((dict) => nameOf(dict.entries.get('Type')) === 'XRef');
  for (const trailer of [...trailers, ...xrefStreams]) {
    if (trailer?.type !== 'dict' || !trailer.entries.has('Encrypt')) continue;
    const encrypt = definitions.resolved(trailer.entries.get('Encrypt')).find((value) => value.type === 'dict');
    const id = trailer.entries.get('ID');
    const firstId = (id?.type === 'array' && bytesOf(id.items[0])) || Buffer.alloc(0);
    return encrypt?.type === 'dict' ? openEncryption(encrypt.entries, firstId) : null;
  }
  return undefined;
}

function isObjectStream(entries: Map<string, PdfValue>): boolean {
  // A viewer reads a stream the cross-reference table names as an object stream whatever its /Type says.
  return nameOf(entries.get('Type')) === 'ObjStm' || (entries.has('N') && entries.has('First'));
}

/** The bytes between `stream` and `endstream`: by /Length when it lands on `endstream`, else up to the first `endstream`. */
function streamData({ reader: { text }, dict }: StreamObject, definitions: Definitions): Buffer | null {
  let at = skipSpace(text, dict.end);
  if (!startsWithAt(text, 'stream', at)) return null;
  at += 'stream'.length;
  if (text[at] === 0x0d) at++;
  if (text[at] === 0x0a) at++;
  const length = definitions
    .resolved(dict.entries.get('Length'))
    .map(integerOf)
    .find((value) => value !== null);
  const end =
    length !== undefined && length !== null && startsWithAt(text, 'endstream', skipSpace(text, at + length))
      ? at + length
      : indexOfWord(text, 'endstream', at);
  if (end < 0) return null;
  return Buffer.from(text.subarray(at, end));
}

function decodedObjectStream(
  stream: StreamObject,
  data: Buffer,
  decryption: Extract<Decryption, { kind: 'open' }> | undefined,
  maxBytes: number,
): Buffer {
  const { entries } = stream.dict;
  const filterValue = entries.get('Filter');
  const filters = (filterValue?.type === 'array' ? filterValue.items : [filterValue])
    .map(nameOf)
    .filter((name): name is string => name !== null);
  const parmsValue = entries.get('DecodeParms');
  const parms = (parmsValue?.type === 'array' ? parmsValue.items : [parmsValue]).map((value) =>
    value?.type === 'dict' ? value.entries : null,
  );
  let bytes = data;
  if (decryption) {
    // A stream's own Crypt filter, first in its list, names how it is encrypted (Identity: not at all).
    const cryptIndex = filters.indexOf('Crypt');
    const cryptFilter = cryptIndex >= 0 ? (nameOf(parms[cryptIndex]?.get('Name')) ?? 'Identity') : undefined;
    bytes = decryption.decryptStream(bytes, stream.num, stream.gen, cryptFilter);
  }
  return decodeStream(bytes, filters, parms, maxBytes);
}

/** The objects an object stream holds: `/N` pairs of number and offset, the objects from `/First` on. */
function objectsOfStream(reader: PdfReader, entries: Map<string, PdfValue>): Definition[] {
  const count = integerOf(entries.get('N')) ?? 0;
  const first = integerOf(entries.get('First')) ?? 0;
  const definitions: Definition[] = [];
  let at = 0;
  for (let i = 0; i < count && at < first; i++) {
    const num = reader.value(at);
    const offset = num ? reader.value(num.end) : null;
    if (num?.type !== 'number' || offset?.type !== 'number') break;
    at = offset.end;
    definitions.push({ num: num.value, gen: 0, at: first + offset.value, reader });
  }
  return definitions;
}

/** More OpenActions than any file needs (one, and one per update): a file made to be slow to read. */
const MAX_OPEN_ACTIONS = 100;

function activeNamesIn(reader: PdfReader, definitions: Definitions, found: Set<ActiveContent>): void {
  let openActions = 0;
  const { text } = reader;
  for (let slash = text.indexOf(0x2f); slash >= 0;) {
    // The name runs from after the slash to the next delimiter or white space (the next name's slash included).
    let after = slash + 1;
    while (after < text.length && !ENDS_NAME[text[after]!]) after++;
    const start = slash + 1;
    slash = after >= text.length ? -1 : text.indexOf(0x2f, after);
    if (!mayBeWatched(text, start, after)) continue;
    const name = decodeName(textOf(text, start, after));
    const kind = ACTIVE_NAMES.get(name);
    if (kind) found.add(kind);
    // Short keys could be chance bytes in an image or a font: they count only before a value they can take.
    else if (name === 'JS' && !found.has('javascript') && isOneOf(reader.value(after), ['string', 'ref']))
      found.add('javascript');
    else if (name === 'XFA' && !found.has('javascript') && isOneOf(reader.value(after), ['array', 'ref']))
      found.add('javascript');
    else if (name === 'AA' && !found.has('automatic-action') && isOneOf(reader.value(after), ['dict', 'ref']))
      found.add('automatic-action');
    else if (name === 'OpenAction' && !found.has('automatic-action')) {
      if (++openActions > MAX_OPEN_ACTIONS) throw new ReadingBudgetSpent();
      if (!opensOnlyAPage(reader.value(after), definitions)) found.add('automatic-action');
    }
  }
}

function isOneOf(value: PdfValue | null, types: readonly PdfValue['type'][]): boolean {
  return value !== null && types.includes(value.type);
}

/** A destination (an array, or a named one), or a GoTo action with nothing after it. */
function opensOnlyAPage(value: PdfValue | null, definitions: Definitions): boolean {
  if (!value) return true;
  const targets = definitions.resolved(value);
  if (value.type === 'ref' && targets.length === 0) return false;
  return targets.every(
    (target) =>
      target.type === 'array' ||
      target.type === 'name' ||
      target.type === 'string' ||
      (target.type === 'dict' && nameOf(target.entries.get('S')) === 'GoTo' && !target.entries.has('Next')),
  );
}
