import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The EICAR test string, built from parts so this source file is no signature match itself. */
export const EICAR = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join('');

/** A small valid PDF, with `body` in a comment (padding, or a test string). */
export function pdfBytes(body = 'A school report.', padTo = 0): Buffer {
  const text = `%PDF-1.4\n%${body}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
  const bytes = Buffer.from(text);
  return padTo > bytes.length ? Buffer.concat([bytes, Buffer.alloc(padTo - bytes.length, 0x20)]) : bytes;
}

/** A JPEG photo carrying GPS coordinates in its EXIF, as a phone writes it. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 10/1 0/1' },
    })
    .toBuffer();
}

export function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

/**
 * A one-page PDF with a proper cross-reference table: object 1 is the catalog (with `catalog`
 * added to it), 2 the page tree, 3 the page (with `page` added), and `objects` (strings of bytes, one character a byte) follow from 4 on.
 * With `objectStream`, every object that is not a stream is packed into one Flate-compressed object
 * stream found through a cross-reference stream, as PDF 1.5 writers do (and as an attacker would,
 * to keep names out of plain sight).
 */
export function pdfWith({
  catalog = '',
  page = '',
  objects = [],
  objectStream = false,
}: { catalog?: string; page?: string; objects?: string[]; objectStream?: boolean } = {}): Buffer {
  const all = [
    `<</Type/Catalog/Pages 2 0 R${catalog}>>`,
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    `<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]${page}>>`,
    ...objects,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  const length = () => chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const write = (num: number, body: string | Buffer) => {
    offsets[num] = length();
    chunks.push(
      Buffer.from(`${num} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    );
  };
  if (!objectStream) {
    all.forEach((body, index) => write(index + 1, body));
    const xref = length();
    const rows = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
    chunks.push(
      Buffer.from(
        `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${rows.join('')}trailer\n<</Size ${all.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`,
      ),
    );
    return Buffer.concat(chunks);
  }
  const packed = all.map((body, index) => ({ num: index + 1, body })).filter(({ body }) => !/\bstream\b/.test(body));
  const streamNum = all.length + 1;
  const xrefNum = all.length + 2;
  let header = '';
  let content = '';
  for (const { num, body } of packed) {
    header += `${num} ${content.length} `;
    content += `${body}\n`;
  }
  const compressed = deflateSync(Buffer.from(header + content, 'latin1'));
  all.forEach((body, index) => {
    if (!packed.some((object) => object.num === index + 1)) write(index + 1, body);
  });
  write(
    streamNum,
    Buffer.concat([
      Buffer.from(
        `<</Type/ObjStm/N ${packed.length}/First ${header.length}/Filter/FlateDecode/Length ${compressed.length}>>stream\n`,
      ),
      compressed,
      Buffer.from('\nendstream'),
    ]),
  );
  offsets[xrefNum] = length();
  const entries = Buffer.alloc((xrefNum + 1) * 7);
  entries.writeUInt8(0, 0);
  for (let num = 1; num <= xrefNum; num++) {
    const at = packed.findIndex((object) => object.num === num);
    entries.writeUInt8(at >= 0 ? 2 : 1, num * 7);
    entries.writeUInt32BE(at >= 0 ? streamNum : offsets[num]!, num * 7 + 1);
    entries.writeUInt16BE(at >= 0 ? at : 0, num * 7 + 5);
  }
  const xref = offsets[xrefNum]!;
  chunks.push(
    Buffer.from(
      `${xrefNum} 0 obj\n<</Type/XRef/Size ${xrefNum + 1}/W[1 4 2]/Root 1 0 R/Length ${entries.length}>>stream\n`,
    ),
    entries,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xref}\n%%EOF\n`),
  );
  return Buffer.concat(chunks);
}

/** A PDF that runs JavaScript as it opens: the catalog's OpenAction names a JavaScript action. */
export function javascriptPdf({ objectStream = false } = {}): Buffer {
  return pdfWith({
    catalog: '/OpenAction 4 0 R',
    objects: ["<</Type/Action/S/JavaScript/JS(app.alert('Hello'))>>"],
    objectStream,
  });
}
