import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './document-download';

describe('attachmentDisposition', () => {
  it('percent-encodes every byte outside RFC 8187 attr-char, so quotes, semicolons and line breaks never reach the header', () => {
    expect(attachmentDisposition('Transcript "Año" 2025; (final)*.pdf', 'application/pdf')).toBe(
      `attachment; filename*=UTF-8''Transcript%20%22A%C3%B1o%22%202025%3B%20%28final%29%2A.pdf`,
    );
    expect(attachmentDisposition("it's\r\nSet-Cookie: x=1.pdf", 'application/pdf')).toBe(
      `attachment; filename*=UTF-8''it%27s%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(attachmentDisposition('سيرة 📄.pdf', 'application/pdf')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('سيرة 📄.pdf')}`,
    );
  });

  it('replaces a lone surrogate instead of throwing', () => {
    expect(attachmentDisposition('bad\uD800name.pdf', 'application/pdf')).toBe(
      `attachment; filename*=UTF-8''bad%EF%BF%BDname.pdf`,
    );
  });

  it('ends the name with the stored type’s extension, whatever the name claimed', () => {
    expect(attachmentDisposition('notes.html', 'application/pdf')).toBe(`attachment; filename*=UTF-8''notes.html.pdf`);
    expect(attachmentDisposition('PHOTO.JPEG', 'image/jpeg')).toBe(`attachment; filename*=UTF-8''PHOTO.JPEG`);
    expect(attachmentDisposition('photo.jpg', 'image/jpeg')).toBe(`attachment; filename*=UTF-8''photo.jpg`);
    expect(attachmentDisposition('scan', 'image/png')).toBe(`attachment; filename*=UTF-8''scan.png`);
    expect(attachmentDisposition('   ', 'application/pdf')).toBe(`attachment; filename*=UTF-8''document.pdf`);
  });
});
