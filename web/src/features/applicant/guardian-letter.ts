import { GUARDIAN_LETTER_PATH } from '@domain/applicant-paths';

/** The file name the server gave the letter (`filename*=UTF-8''…`), or a plain one. */
function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (!encoded) return 'letter.pdf';
  try {
    return decodeURIComponent(encoded);
  } catch {
    return 'letter.pdf';
  }
}

/**
 * Downloads the offer letter for a guardian (decision 135, amended): the link's token goes in a
 * POST body, never a URL, and the PDF is saved under the server's name. `invalid` for a link used,
 * expired or unknown; `failed` for anything else (offline, too many tries).
 */
export async function downloadGuardianLetter(token: string): Promise<'ok' | 'invalid' | 'failed'> {
  let response: Response;
  try {
    response = await fetch(GUARDIAN_LETTER_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
    });
  } catch {
    return 'failed';
  }
  if (response.status === 404) return 'invalid';
  if (!response.ok) return 'failed';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving the file; the object URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return 'ok';
}
