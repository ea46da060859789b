import { z } from 'zod';
// Before this module builds a schema; the package's modules are bundled apart ("sideEffects").
import './zod-config.ts';

/**
 * Bot defences for every form: a honeypot field hidden from people (bots fill it in) and an ALTCHA
 * proof of work the browser solves while the visitor types, whose challenge the server signed, so a
 * script must spend the work for every submission (no client-reported timing to forge).
 */
export const SPAM_RULES = { honeypotField: 'website', challengeField: 'altcha' } as const;

/** Ours (the spec has no spam rules). A person only sees the challenge ones after a long pause. */
export const spamMessages = {
  da: {
    honeypot: 'Formularen kunne ikke sendes.',
    challengeMissing: 'Formularen mangler sin sikkerhedskontrol. Genindlæs siden, og prøv igen.',
    challengeInvalid: 'Formularens sikkerhedskontrol er ugyldig. Genindlæs siden, og prøv igen.',
    challengeExpired: 'Formularens sikkerhedskontrol er udløbet. Prøv at sende igen.',
    challengeUsed: 'Formularens sikkerhedskontrol er allerede brugt. Prøv at sende igen.',
  },
  ru: {
    honeypot: 'Форму не удалось отправить.',
    challengeMissing: 'В форме нет проверки безопасности. Обновите страницу и попробуйте снова.',
    challengeInvalid: 'Проверка безопасности формы недействительна. Обновите страницу и попробуйте снова.',
    challengeExpired: 'Срок проверки безопасности формы истёк. Попробуйте отправить снова.',
    challengeUsed: 'Проверка безопасности формы уже использована. Попробуйте отправить снова.',
  },
} as const;

export type SpamMessages = (typeof spamMessages)[keyof typeof spamMessages];

/** A solved challenge is a few hundred bytes of base64 JSON; anything far larger is not one. */
const MAX_CHALLENGE_CHARS = 8192;

/** The two spam fields, to spread into a form's payload schema: `z.object({ ...fields, ...spamFields(da) })`. */
export function spamFields(messages: SpamMessages) {
  return {
    [SPAM_RULES.honeypotField]: z
      .string({ error: messages.honeypot })
      .max(0, { error: messages.honeypot })
      .optional(),
    [SPAM_RULES.challengeField]: z
      .string({ error: messages.challengeMissing })
      .min(1, { error: messages.challengeMissing })
      .max(MAX_CHALLENGE_CHARS, { error: messages.challengeInvalid }),
  };
}
