import { describe, expect, it } from 'vitest';
import {
  base64Size,
  checkFileSelection,
  checkTotalEncodedSize,
  FILE_ACCEPT,
  FILE_LIMITS,
  type FileLike,
  fileMessages,
  resolveFileType,
} from './files.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = 'image/jpeg'): FileLike => ({ name, size, type });
const files = (count: number) => Array.from({ length: count }, (_, i) => file(`foto-${i + 1}.jpg`));

describe('FILE_LIMITS', () => {
  it('holds the spec limits and the allowed types', () => {
    expect(FILE_LIMITS.maxFiles).toBe(5);
    expect(FILE_LIMITS.maxFileBytes).toBe(10 * MB);
    expect(FILE_LIMITS.maxTotalBase64Bytes).toBe(40 * MB);
    expect(FILE_LIMITS.allowedTypes).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    expect(FILE_ACCEPT.split(',')).toEqual([...FILE_LIMITS.allowedTypes, '.doc', '.docx']);
  });
});

describe('checkFileSelection', () => {
  it('accepts up to 5 files in total', () => {
    expect(checkFileSelection([], files(5))).toBeNull();
    expect(checkFileSelection(files(4), files(1))).toBeNull();
  });

  it('refuses a 6th file, whether added alone or with others', () => {
    expect(checkFileSelection(files(5), files(1))).toBe('Du kan maksimalt uploade 5 filer');
    expect(checkFileSelection([], files(6))).toBe('Du kan maksimalt uploade 5 filer');
    expect(checkFileSelection(files(3), files(3))).toBe('Du kan maksimalt uploade 5 filer');
  });

  it('checks the count before the files themselves', () => {
    expect(checkFileSelection(files(5), [file('virus.exe', 1, 'application/x-msdownload')])).toBe(
      'Du kan maksimalt uploade 5 filer',
    );
  });

  it('accepts 10 MB exactly and refuses 10 MB + 1 byte, naming the file', () => {
    expect(checkFileSelection([], [file('tag.jpg', 10 * MB)])).toBeNull();
    expect(checkFileSelection([], [file('tag.jpg', 10 * MB + 1)])).toBe(
      'Filen "tag.jpg" er for stor (maks 10MB)',
    );
  });

  it.each(FILE_LIMITS.allowedTypes)('accepts %s', (type) => {
    expect(checkFileSelection([], [file('fil', 1, type)])).toBeNull();
  });

  it('refuses a disallowed type, naming the type', () => {
    expect(checkFileSelection([], [file('noter.txt', 1, 'text/plain')])).toBe(
      'Filtypen "text/plain" er ikke tilladt',
    );
    expect(checkFileSelection([], [file('foto.heic', 1, 'image/heic')])).toBe(
      'Filtypen "image/heic" er ikke tilladt',
    );
  });

  it('recognises Word files by extension when the browser gives no type', () => {
    expect(checkFileSelection([], [file('tilbud.doc', 1, '')])).toBeNull();
    expect(checkFileSelection([], [file('Tilbud.DOCX', 1, '')])).toBeNull();
    expect(resolveFileType(file('tilbud.docx', 1, ''))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(resolveFileType(file('tilbud.doc', 1, ''))).toBe('application/msword');
    expect(resolveFileType(file('foto.jpg', 1, 'image/jpeg'))).toBe('image/jpeg');
  });

  it('names an untyped refused file by its extension, or by its name when it has none', () => {
    expect(checkFileSelection([], [file('setup.exe', 1, '')])).toBe('Filtypen ".exe" er ikke tilladt');
    expect(checkFileSelection([], [file('README', 1, '')])).toBe('Filtypen "README" er ikke tilladt');
    expect(checkFileSelection([], [file('photo.jpg', 1, '')])).toBe('Filtypen ".jpg" er ikke tilladt');
  });

  it('checks a file’s type before its size', () => {
    expect(checkFileSelection([], [file('film.mp4', 50 * MB, 'video/mp4')])).toBe(
      'Filtypen "video/mp4" er ikke tilladt',
    );
  });

  it('reports the first failing file only: it blocks the whole selection', () => {
    const selection = [
      file('ok.jpg'),
      file('stor.png', 11 * MB, 'image/png'),
      file('noter.txt', 1, 'text/plain'),
    ];
    expect(checkFileSelection([], selection)).toBe('Filen "stor.png" er for stor (maks 10MB)');
    expect(checkFileSelection([], [selection[2] as FileLike, selection[1] as FileLike])).toBe(
      'Filtypen "text/plain" er ikke tilladt',
    );
  });

  it('does not re-check files that were already accepted', () => {
    expect(checkFileSelection([file('gammel.txt', 1, 'text/plain')], [file('ny.jpg')])).toBeNull();
  });
});

describe('fileMessages', () => {
  it('builds the spec texts', () => {
    expect(fileMessages.maxFiles).toBe('Du kan maksimalt uploade 5 filer');
    expect(fileMessages.tooLarge('plan.pdf')).toBe('Filen "plan.pdf" er for stor (maks 10MB)');
    expect(fileMessages.typeNotAllowed('image/tiff')).toBe('Filtypen "image/tiff" er ikke tilladt');
  });
});

describe('base64Size', () => {
  it.each([
    [0, 0],
    [1, 4],
    [2, 4],
    [3, 4],
    [4, 8],
    [10 * MB, 13_981_016],
  ])('%i bytes take %i base64 characters', (bytes, encoded) => {
    expect(base64Size(bytes)).toBe(encoded);
  });

  it('agrees with btoa', () => {
    for (let bytes = 0; bytes <= 9; bytes++) expect(base64Size(bytes)).toBe(btoa('x'.repeat(bytes)).length);
  });
});

describe('checkTotalEncodedSize', () => {
  const limitInBytes = (40 * MB * 3) / 4; // 30 MB encodes to exactly 40 MB

  it('accepts files that encode to exactly the 40 MB cap, and refuses one byte more', () => {
    expect(checkTotalEncodedSize([{ size: limitInBytes / 2 }, { size: limitInBytes / 2 }])).toBeNull();
    expect(checkTotalEncodedSize([{ size: limitInBytes / 2 }, { size: limitInBytes / 2 + 1 }])).toBe(
      'De valgte filer fylder tilsammen for meget til at kunne sendes (højst ca. 30MB i alt). Fjern nogle filer, eller vælg mindre filer.',
    );
  });

  it('refuses five full-size files, which the per-file rules allow', () => {
    const five = files(5).map((f) => ({ ...f, size: 10 * MB }));
    expect(checkFileSelection([], five)).toBeNull();
    expect(checkTotalEncodedSize(five)).toBe(fileMessages.totalTooLarge);
  });

  it('accepts no files', () => {
    expect(checkTotalEncodedSize([])).toBeNull();
  });
});
