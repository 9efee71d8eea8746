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
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 10/1 0/1' } })
    .toBuffer();
}

export function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 90, b: 160 } } }).png().toBuffer();
}
