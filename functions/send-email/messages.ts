import { fileMessages } from '@nordkyst/validation';

/** Texts of the answers that are not field validation (those come from @nordkyst/validation). */
export const sendEmailMessages = {
  methodNotAllowed: 'Metoden er ikke tilladt. Brug POST.',
  notFound: 'Adressen findes ikke.',
  unauthorized: 'Adgang nægtet.',
  unsupportedMediaType: 'Indholdet skal sendes som JSON (Content-Type: application/json).',
  malformedJson: 'Indholdet er ikke gyldig JSON.',
  unreadableBody: 'Indholdet kunne ikke læses.',
  tooLarge: fileMessages.totalTooLarge,
  // In the form's language: Russian for the job application (`answer-language.ts`).
  rateLimited: {
    da: 'Du har sendt mange henvendelser på kort tid. Vent lidt, og prøv igen.',
    ru: 'Вы отправили много заявок за короткое время. Подождите немного и попробуйте снова.',
  },
  // Past the day's cap of the client's neighbourhood (an IPv6 /48, an IPv4 /24; decision 054).
  neighbourhoodLimited: {
    da: 'Der er sendt mange henvendelser fra dit netværk i dag. Prøv igen i morgen, eller ring eller skriv til os.',
    ru: 'Из вашей сети сегодня отправлено много заявок. Попробуйте снова завтра или позвоните либо напишите нам.',
  },
  badIdempotencyKey: 'Idempotency-Key skal være 8-200 synlige tegn.',
  idempotencyConflict: 'Idempotency-Key er allerede brugt til en anden henvendelse.',
  invalid: {
    da: 'Formularen indeholder fejl. Ret de markerede felter, og prøv igen.',
    ru: 'Форма содержит ошибки. Исправьте отмеченные поля и попробуйте снова.',
  },
  unavailable: {
    da: 'Henvendelsen kunne ikke modtages lige nu. Prøv igen om lidt.',
    ru: 'Сейчас не удалось принять заявку. Попробуйте снова чуть позже.',
  },
  // The company opens these links from its notification; the links name the expiry.
  fileLinkInvalid: 'Linket til filen er ugyldigt.',
  fileLinkExpired: 'Linket til filen er udløbet, og filen er slettet. Bed afsenderen om at sende den igen.',
  fileUnavailable: 'Filen kan ikke hentes lige nu. Prøv igen om lidt.',
  filePhotoOnItsWay:
    'Billedet er ikke kommet frem endnu: det er stadig på vej fra afsenderens telefon. Prøv igen senere.',
  // The spec's fallback text (section 8).
  unexpected: 'Unexpected error occurred',
} as const;
