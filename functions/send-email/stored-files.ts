import type { Attachment } from '@nordkyst/validation';
import { query, type Sql } from '../_shared/database.ts';
import type { FileInfo } from './stored-submission.ts';

/** A stored file: what the row says of it, and a reader of its bytes in pieces (read when it is sent). */
export type StoredAttachment = FileInfo & { position: number; content: () => AsyncIterable<Uint8Array> };

/** Bytes of a stored file read at a time: a multiple of 3, so each piece is whole base64 groups. */
const READ_BYTES = 3 * 256 * 1024;

/**
 * A stored submission's files, one statement each: only one file's base64 is on its way to the
 * database at a time (not all of them in one 40 MB statement), decoded there.
 */
export async function storeFiles(db: Sql, id: string, attachments: Attachment[]): Promise<void> {
  for (const [position, file] of attachments.entries())
    await query(
      () => db`insert into public.submission_attachments (submission_id, position, filename, type, size, content)
        values (${id}, ${position}, ${file.filename}, ${file.type}, ${file.size}, decode(${file.content}, 'base64'))`,
    );
}

/**
 * The files of one submission kept in Postgres (`public.submission_attachments`), each read in pieces
 * of READ_BYTES only as the transport sends it, so not even one whole file is in memory (the column is
 * stored uncompressed, so a piece is read without the rest).
 */
export async function attachmentsOf(sql: Sql, id: string, only?: number): Promise<StoredAttachment[]> {
  const files = await query(
    () => sql<(FileInfo & { position: number; length: number })[]>`
      select position, filename, type, size, octet_length(content) as length
      from public.submission_attachments
      where submission_id = ${id} and (${only ?? null}::integer is null or position = ${only ?? null})
      order by position`,
  );
  return files.map(({ position, length, ...info }) => ({
    ...info,
    position,
    content: async function* () {
      for (let offset = 0; offset < length; offset += READ_BYTES) {
        const [piece] = await query(
          () => sql<{ bytes: Uint8Array }[]>`
            select substring(content from ${offset + 1} for ${READ_BYTES}) as bytes
            from public.submission_attachments where submission_id = ${id} and position = ${position}`,
        );
        if (!piece) throw new Error(`attachment ${position} of ${id} is gone`);
        yield piece.bytes;
      }
    },
  }));
}

/**
 * The file at `position` of a submission as its row lists it: for a photo in storage (issue 49, or moved
 * there by the deploy step), its `path` in the bucket.
 */
export async function listedFile(sql: Sql, id: string, position: number): Promise<FileInfo | undefined> {
  const [row] = await query(
    () => sql<{ file: FileInfo | null }[]>`
      select files -> ${position}::integer as file from public.form_submissions where id = ${id}`,
  );
  return row?.file ?? undefined;
}
