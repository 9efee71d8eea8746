import { constants, inflateRawSync, inflateSync } from 'node:zlib';
import { integerOf, type PdfValue } from './pdf-syntax';

/** A stream cannot be decoded: a filter this module does not know, or data no decoder could read. */
export class UndecodableStream extends Error {}

/** Decoded bytes past this limit mean a decompression bomb, not a document. */
export class StreamTooLarge extends Error {}

type Parms = Map<string, PdfValue> | null;

/**
 * A stream's data through its filters (ISO 32000-2, 7.4), in order: the ones that can hold the
 * object syntax of an object stream. Image-only filters (DCT, JPX, JBIG2, CCITT) and unknown ones
 * throw UndecodableStream; output past `maxBytes` throws StreamTooLarge.
 */
export function decodeStream(
  data: Buffer,
  filters: readonly string[],
  parms: readonly Parms[],
  maxBytes: number,
): Buffer {
  let bytes = data;
  filters.forEach((filter, index) => {
    const decodeParms = parms[index] ?? null;
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        bytes = unpredict(inflate(bytes, maxBytes), decodeParms);
        break;
      case 'LZWDecode':
      case 'LZW':
        bytes = unpredict(lzw(bytes, integerOf(decodeParms?.get('EarlyChange')) ?? 1, maxBytes), decodeParms);
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        bytes = asciiHex(bytes);
        break;
      case 'ASCII85Decode':
      case 'A85':
        bytes = ascii85(bytes);
        break;
      case 'RunLengthDecode':
      case 'RL':
        bytes = runLength(bytes, maxBytes);
        break;
      case 'Crypt':
        // Only the Identity crypt filter reaches here: a named one is decrypted before the filters.
        break;
      default:
        throw new UndecodableStream(filter);
    }
    if (bytes.length > maxBytes) throw new StreamTooLarge();
  });
  return bytes;
}

function inflate(data: Buffer, maxBytes: number): Buffer {
  // A truncated stream still gives what it holds, as a viewer would show it.
  const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: maxBytes };
  for (const attempt of [() => inflateSync(data, options), () => inflateRawSync(data.subarray(2), options)]) {
    try {
      return attempt();
    } catch (error) {
      if (error instanceof RangeError) throw new StreamTooLarge();
    }
  }
  throw new UndecodableStream('FlateDecode');
}

/** PNG (10-15) and TIFF (2) predictors, which can hide names from a reader that ignores them. */
function unpredict(data: Buffer, parms: Parms): Buffer {
  const predictor = integerOf(parms?.get('Predictor')) ?? 1;
  if (predictor === 1) return data;
  const colors = integerOf(parms?.get('Colors')) ?? 1;
  const bits = integerOf(parms?.get('BitsPerComponent')) ?? 8;
  const columns = integerOf(parms?.get('Columns')) ?? 1;
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  if (rowBytes <= 0 || rowBytes > data.length + 1) return data;
  if (predictor === 2) {
    if (bits !== 8) throw new UndecodableStream('TIFF predictor');
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowBytes) {
      for (let i = row + pixelBytes; i < Math.min(row + rowBytes, out.length); i++)
        out[i] = (out[i]! + out[i - pixelBytes]!) & 0xff;
    }
    return out;
  }
  const out = Buffer.alloc(Math.floor(data.length / (rowBytes + 1)) * rowBytes);
  let previous = Buffer.alloc(rowBytes);
  for (let row = 0; row < out.length / rowBytes; row++) {
    const type = data[row * (rowBytes + 1)];
    const line = data.subarray(row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1));
    const current = out.subarray(row * rowBytes, (row + 1) * rowBytes);
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= pixelBytes ? current[i - pixelBytes]! : 0;
      const up = previous[i]!;
      const upLeft = i >= pixelBytes ? previous[i - pixelBytes]! : 0;
      const raw = line[i]!;
      if (type === 0) current[i] = raw;
      else if (type === 1) current[i] = raw + left;
      else if (type === 2) current[i] = raw + up;
      else if (type === 3) current[i] = raw + ((left + up) >> 1);
      else if (type === 4) current[i] = raw + paeth(left, up, upLeft);
      else throw new UndecodableStream('PNG predictor');
    }
    previous = current;
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

function lzw(data: Buffer, earlyChange: number, maxBytes: number): Buffer {
  const out: Buffer[] = [];
  let length = 0;
  let table: Buffer[] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, code) => Buffer.from([code]));
  };
  reset();
  let width = 9;
  let previous: Buffer | null = null;
  let bitBuffer = 0;
  let bitCount = 0;
  for (const byte of data) {
    bitBuffer = ((bitBuffer << 8) | byte) >>> 0;
    bitCount += 8;
    while (bitCount >= width) {
      const code = (bitBuffer >>> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      if (code === 256) {
        reset();
        width = 9;
        previous = null;
        continue;
      }
      if (code === 257) return Buffer.concat(out);
      let entry: Buffer;
      if (code < table.length) entry = table[code]!;
      else if (previous && code === table.length) entry = Buffer.concat([previous, previous.subarray(0, 1)]);
      else throw new UndecodableStream('LZWDecode');
      if (previous) table.push(Buffer.concat([previous, entry.subarray(0, 1)]));
      out.push(entry);
      length += entry.length;
      if (length > maxBytes) throw new StreamTooLarge();
      previous = entry;
      if (table.length + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  return Buffer.concat(out);
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, '');
  if (/[^0-9A-Fa-f]/.test(digits)) throw new UndecodableStream('ASCIIHexDecode');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('~>');
  const body = (end < 0 ? text : text.slice(0, end)).replace(/^<~/, '').replace(/[\0\t\n\f\r ]/g, '');
  const out: number[] = [];
  let group: number[] = [];
  for (const char of body) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) throw new UndecodableStream('ASCII85Decode');
    group.push(digit);
    if (group.length === 5) {
      out.push(...groupBytes(group, 4));
      group = [];
    }
  }
  if (group.length > 1) {
    const kept = group.length - 1;
    while (group.length < 5) group.push(84);
    out.push(...groupBytes(group, kept));
  }
  return Buffer.from(out);
}

function groupBytes(digits: number[], count: number): number[] {
  const value = digits.reduce((sum, digit) => sum * 85 + digit, 0);
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff].slice(0, count);
}

function runLength(data: Buffer, maxBytes: number): Buffer {
  const out: Buffer[] = [];
  let length = 0;
  for (let i = 0; i < data.length;) {
    const run = data[i]!;
    if (run === 128) break;
    const piece = run < 128 ? data.subarray(i + 1, i + 2 + run) : Buffer.alloc(257 - run, data[i + 1] ?? 0);
    i += run < 128 ? run + 2 : 2;
    out.push(piece);
    length += piece.length;
    if (length > maxBytes) throw new StreamTooLarge();
  }
  return Buffer.concat(out);
}
