import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type Attachment,
  attachmentSchema,
  FORM_TYPES,
  fieldErrors,
  type SendEmailRequest,
  sendEmailRequestSchema,
} from './email-payload.ts';
import {
  exampleContact as contact,
  exampleJobApplication as moldova,
  exampleQuote as quote,
} from './examples.ts';
import { base64Size } from './files.ts';
import { messagesAt } from './test-support.ts';

const MB = 1024 * 1024;
const spam = { website: '', altcha: 'solved-challenge' };

/** An attachment of `size` zero bytes, encoded the way the browser does it. */
function attachment(size: number, overrides: Partial<Attachment> = {}): Attachment {
  const content =
    size > 3 ? 'A'.repeat(base64Size(size) - 4) + btoa('\0'.repeat(size % 3 || 3)) : btoa('\0'.repeat(size));
  return { filename: 'tegning.pdf', content, type: 'application/pdf', size, ...overrides };
}
const quoteWith = (attachments: unknown) => ({
  formType: 'quote',
  formData: { ...quote, ...spam, attachments },
});
const errorsOf = (request: unknown) => {
  const result = sendEmailRequestSchema.safeParse(request);
  return result.success ? {} : fieldErrors(result.error);
};

describe('sendEmailRequestSchema', () => {
  it('knows the three form types', () => {
    expect(FORM_TYPES).toEqual(['contact', 'quote', 'moldova']);
  });

  it('accepts a contact message', () => {
    const request = { formType: 'contact', formData: { ...contact, ...spam } };
    expect(sendEmailRequestSchema.parse(request)).toEqual(request);
  });

  it('accepts a quote request with and without attachments', () => {
    const withFiles = quoteWith([
      attachment(1000),
      attachment(2, { filename: 'foto.jpg', type: 'image/jpeg' }),
    ]);
    expect(sendEmailRequestSchema.parse(withFiles)).toEqual(withFiles);
    const withoutFiles = { formType: 'quote', formData: { ...quote, ...spam } };
    expect(sendEmailRequestSchema.parse(withoutFiles)).toEqual(withoutFiles);
  });

  it('accepts a job application (honeypot absent)', () => {
    const request = { formType: 'moldova', formData: { ...moldova, altcha: 'solved-challenge' } };
    const parsed: SendEmailRequest = sendEmailRequestSchema.parse(request);
    expect(parsed).toEqual(request);
  });

  it('validates each branch with its form’s own messages', () => {
    expect(errorsOf({ formType: 'contact', formData: { ...contact, ...spam, name: 'M' } })).toEqual({
      name: ['Navn skal være mindst 2 tegn'],
    });
    expect(errorsOf({ formType: 'quote', formData: { ...quote, ...spam, acceptTerms: false } })).toEqual({
      acceptTerms: ['Du skal acceptere betingelserne for at fortsætte'],
    });
    expect(errorsOf({ formType: 'moldova', formData: { ...moldova, ...spam, hasChildren: 'yes' } })).toEqual({
      hasChildren: ['Пожалуйста, укажите есть ли у вас дети'],
    });
  });

  it('refuses an unknown formType', () => {
    for (const formType of ['admin', 'Contact', '', undefined]) {
      expect(errorsOf({ formType, formData: { ...contact, ...spam } })).toEqual({
        formType: ['Ukendt formulartype'],
      });
    }
  });

  it('refuses a spoofed formType: a contact message sent as a quote lacks the quote fields', () => {
    expect(Object.keys(errorsOf({ formType: 'quote', formData: { ...contact, ...spam } })).sort()).toEqual([
      'acceptTerms',
      'address',
      'description',
      'postalCode',
    ]);
  });

  it('drops attachments smuggled into a contact message', () => {
    const parsed = sendEmailRequestSchema.parse({
      formType: 'contact',
      formData: {
        ...contact,
        ...spam,
        attachments: [attachment(3, { type: 'text/html' as Attachment['type'] })],
      },
    });
    expect(parsed.formData).not.toHaveProperty('attachments');
  });

  it('refuses a filled honeypot and a missing challenge solution, in the form’s language', () => {
    expect(errorsOf({ formType: 'contact', formData: { ...contact, website: 'x' } })).toEqual({
      website: ['Formularen kunne ikke sendes.'],
      altcha: ['Formularen mangler sin sikkerhedskontrol. Genindlæs siden, og prøv igen.'],
    });
    expect(errorsOf({ formType: 'moldova', formData: { ...moldova, website: 'x' } })).toEqual({
      website: ['Форму не удалось отправить.'],
      altcha: ['В форме нет проверки безопасности. Обновите страницу и попробуйте снова.'],
    });
  });

  it('refuses more than 5 attachments', () => {
    const six = Array.from({ length: 6 }, () => attachment(10));
    expect(errorsOf(quoteWith(six))).toEqual({ attachments: ['Du kan maksimalt uploade 5 filer'] });
    expect(errorsOf(quoteWith(six.slice(0, 5)))).toEqual({});
  });

  it('refuses attachments whose base64 total exceeds 40 MB', () => {
    const fourLarge = Array.from({ length: 4 }, () => attachment(8 * MB));
    expect(errorsOf(quoteWith(fourLarge))).toEqual({
      attachments: [
        'De valgte filer fylder tilsammen for meget til at kunne sendes (højst ca. 30MB i alt). Fjern nogle filer, eller vælg mindre filer.',
      ],
    });
    expect(errorsOf(quoteWith(fourLarge.slice(0, 3)))).toEqual({});
  });
});

describe('attachmentSchema', () => {
  const at = (value: unknown, path: string) => messagesAt(attachmentSchema, value, path);

  it('accepts an attachment whose size matches its content', () => {
    for (const size of [0, 1, 2, 3, 4, 5, 1000])
      expect(attachmentSchema.safeParse(attachment(size)).success).toBe(true);
    const real = { filename: 'hej.pdf', content: btoa('hej verden'), type: 'application/pdf', size: 10 };
    expect(attachmentSchema.parse(real)).toEqual(real);
  });

  it('accepts 10 MB and refuses 10 MB + 1 byte, naming the file', () => {
    expect(at(attachment(10 * MB), 'size')).toEqual([]);
    expect(at(attachment(10 * MB + 1, { filename: 'stor.pdf' }), 'size')).toEqual([
      'Filen "stor.pdf" er for stor (maks 10MB)',
    ]);
  });

  it('refuses a size that does not match the content', () => {
    expect(at({ ...attachment(100), size: 99 }, 'size')).toEqual([
      'Filens størrelse passer ikke med indholdet',
    ]);
    expect(at({ ...attachment(100), size: 101 }, 'size')).toEqual([
      'Filens størrelse passer ikke med indholdet',
    ]);
    expect(at({ ...attachment(11 * MB), size: 1000 }, 'size')).toEqual([
      'Filens størrelse passer ikke med indholdet',
    ]);
  });

  it.each(['abc', 'YW Jj', 'YWJj\n', '@@@@', 'YQ=', 'Y===', 'YWJj====', '8J+YgA-_'])(
    'refuses content %j',
    (content) => {
      expect(at({ ...attachment(3), content }, 'content')).toEqual(['Filens indhold er ikke gyldig base64']);
      expect(at({ ...attachment(3), content }, 'size')).toEqual([]);
    },
  );

  it.each(['text/html', 'image/svg+xml', 'application/x-msdownload', ''])(
    'refuses type %j, naming it',
    (type) => {
      expect(at({ ...attachment(3), type }, 'type')).toEqual([`Filtypen "${type}" er ikke tilladt`]);
    },
  );

  it.each([
    '../etc/passwd',
    '..\\boot.ini',
    'mappe/fil.pdf',
    'a\u0000.pdf',
    'a\nb.pdf',
    'a\u007f.pdf',
    '',
    '.',
    '..',
    'x'.repeat(256),
  ])('refuses filename %j', (filename) => {
    expect(at({ ...attachment(3), filename }, 'filename')).toEqual(['Ugyldigt filnavn']);
  });

  it('accepts ordinary filenames up to 255 characters', () => {
    for (const filename of ['Tegning af køkken (endelig).pdf', '..hidden.jpg', 'a'.repeat(255)]) {
      expect(at({ ...attachment(3), filename }, 'filename')).toEqual([]);
    }
  });
});

describe('fieldErrors', () => {
  it('keys messages by field path, without the formData prefix', () => {
    const request = quoteWith([attachment(3, { filename: '../x.pdf' }), { ...attachment(3), size: 4 }]);
    const result = sendEmailRequestSchema.safeParse({
      ...request,
      formData: { ...request.formData, name: '' },
    });
    expect(result.success).toBe(false);
    expect(fieldErrors((result as { error: z.ZodError }).error)).toEqual({
      name: ['Navn skal være mindst 2 tegn'],
      'attachments.0.filename': ['Ugyldigt filnavn'],
      'attachments.1.size': ['Filens størrelse passer ikke med indholdet'],
    });
  });

  it('keeps messages not tied to a field under the empty key, and collects several per field', () => {
    const error = new z.ZodError([
      { code: 'custom', path: [], message: 'Forkert forespørgsel' },
      { code: 'custom', path: ['formData', 'phone'], message: 'A' },
      { code: 'custom', path: ['formData', 'phone'], message: 'B' },
    ]);
    expect(fieldErrors(error)).toEqual({ '': ['Forkert forespørgsel'], phone: ['A', 'B'] });
  });
});
