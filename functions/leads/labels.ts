import type { FormType } from '@nordkyst/validation';
import type { DeliveryStep, WorkStatus } from './store.ts';

/** The owner's words for forms, work statuses and delivery steps (the tool gets them from the list). */
export const leadLabels = {
  forms: { contact: 'Kontakt', quote: 'Tilbud', moldova: 'Jobansøgning' } satisfies Record<FormType, string>,
  statuses: {
    new: 'Ny',
    answered: 'Besvaret',
    quote_sent: 'Tilbud sendt',
    won: 'Vundet',
    lost: 'Tabt',
    spam: 'Spam',
  } satisfies Record<WorkStatus, string>,
  delivery: {
    pending: 'Sendes',
    sent: 'Sendt',
    failed: 'Opgivet',
    handled: 'Opgivet, håndteret',
    // Stored as spam by send-email's abuse rules (decision 047): nothing was sent.
    spam: 'Ikke sendt (gemt som spam)',
  },
  messages: {
    notification: 'Besked til firmaet',
    confirmation: 'Bekræftelse til afsenderen',
    photos: 'Flere billeder til firmaet',
  } satisfies Record<DeliveryStep['message'], string>,
  outcomes: {
    sent: 'Sendt',
    failed: 'Fejlede',
    waiting: 'Venter på dagens e-mail-kvote',
    given_up: 'Opgivet',
    skipped: 'Ikke sendt',
    resend: 'Sendes igen (bedt om i Studio)',
  } satisfies Record<DeliveryStep['outcome'], string>,
  skipped: {
    'recipient-share': 'modtageren havde fået dagens antal bekræftelser',
    budget: 'dagens e-mail-kvote var brugt',
  } as Record<string, string>,
  actions: {
    read: 'Åbnede henvendelsen',
    update: 'Ændrede henvendelsen',
    resend: 'Bad om at sende igen',
    delete: 'Slettede henvendelsen',
    'export-list': 'Eksporterede listen',
    'export-person': 'Eksporterede en persons data',
    'erase-person': 'Slettede en persons data',
  } as Record<string, string>,
} as const;
