import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client';
import type { ObjectStorage } from '../storage/object-storage';
import { letterFileName } from '../letters/letter-files';
import { exportSubject, type SubjectExport } from './subject-export';

/** The file names inside the archive: the export as JSON, each document and each letter under its application. */
export const ARCHIVE_JSON_NAME = 'subject-access.json';

/** A name safe in any unzip tool: no path, no control characters, and unique inside its folder. */
function archivedName(document: SubjectExport['documents'][number]): string {
  const base = document.original_name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').slice(0, 120) || 'document';
  return `documents/${document.application_id}/${document.item}-${base}`;
}

/**
 * Writes everything held about one address as a zip to `out`: the access export as JSON and
 * every stored document that passed its scan (a file still waiting for its scan, or quarantined,
 * is listed in the JSON but not included), and every letter issued to the applications. Streams: no file is held in memory whole.
 */
export async function writeSubjectArchive(
  db: Db,
  storage: ObjectStorage,
  email: string,
  out: Writable,
): Promise<SubjectExport> {
  const data = await exportSubject(db, email);
  const keys = data.documents.length
    ? await db
        .selectFrom('application_documents')
        .select(['id', 'object_key'])
        .where(
          'id',
          'in',
          data.documents.map((document) => document.id),
        )
        .where('scan_state', 'in', ['clean', 'not_scanned'])
        .where('object_key', 'is not', null)
        .execute()
    : [];
  const keyOf = new Map(keys.map((row) => [row.id, row.object_key!]));
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, out);
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), ARCHIVE_JSON_NAME);
  for (const document of data.documents) {
    const key = keyOf.get(document.id);
    if (!key) continue;
    // Opened only when the zip reaches it, so one file at a time is read.
    zip.addReadStreamLazy(archivedName(document), (callback) => {
      storage.get(key).then(
        (stream) => callback(null, stream),
        (error: unknown) => callback(error, undefined as never),
      );
    });
  }
  const letterKeys = data.letters.length
    ? await db
        .selectFrom('letters')
        .select(['id', 'object_key'])
        .where(
          'id',
          'in',
          data.letters.map((letter) => letter.id),
        )
        .where('state', '=', 'issued')
        .execute()
    : [];
  const letterKeyOf = new Map(letterKeys.map((row) => [row.id, row.object_key!]));
  for (const letter of data.letters) {
    const key = letterKeyOf.get(letter.id);
    if (!key) continue;
    zip.addReadStreamLazy(
      `letters/${letter.application_id}/${letterFileName(letter.kind, letter.language, letter.id)}`,
      (callback) => {
        storage.get(key).then(
          (stream) => callback(null, stream),
          (error: unknown) => callback(error, undefined as never),
        );
      },
    );
  }
  zip.end();
  await written;
  return data;
}
