import type { ContactFormValues } from './contact.ts';
import type { JobApplicationValues } from './job-application.ts';
import type { QuoteFormValues } from './quote.ts';

/*
 * One valid filling-in of each form, as its user would type it: the one place the tests of the schemas,
 * the send-email function and the site's submit start from, so a new required field is added here once.
 */

export const exampleContact = {
  name: 'Ole Hansen',
  email: 'ole@example.dk',
  phone: '12345678',
  message: 'Vi vil gerne have et nyt badeværelse & en ny terrasse.',
} as const satisfies ContactFormValues;

/** Without files: the browser sends File objects, the function base64 attachments. */
export const exampleQuote = {
  name: 'Karen Jensen',
  email: 'karen@example.dk',
  phone: '87654321',
  address: 'Strandvejen 1',
  postalCode: '3250',
  description: 'Nyt tag på carporten, ca. 30 m2.',
  acceptTerms: true,
} as const satisfies QuoteFormValues;

export const exampleJobApplication = {
  firstName: 'Ион',
  lastName: 'Русу',
  birthDate: '1985-04-12',
  birthCountry: 'Молдова',
  birthCity: 'Кишинёв',
  hasChildren: 'да',
  isMarried: 'нет',
  phoneNumber: '+373 69 123 456',
  email: 'ion@example.md',
  lastAddressAbroad: 'ул. Штефан чел Маре 1, Кишинёв',
  postalCode: 'MD-2001',
  city: 'Gilleleje',
  country: 'Danmark',
} as const satisfies JobApplicationValues;
