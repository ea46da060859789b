import { z } from 'zod';

/**
 * Bot defences for every form: a honeypot field hidden from people (bots fill it in) and the time
 * since the form was shown (bots submit at once). The server refuses a filled honeypot or a submit
 * faster than `minFillMs`.
 */
export const SPAM_RULES = { honeypotField: 'website', elapsedField: 'elapsedMs', minFillMs: 3000 } as const;

/** Ours (the spec has no spam rules). A person only ever sees `tooFast`, hence the hint to wait. */
export const spamMessages = {
  da: {
    honeypot: 'Formularen kunne ikke sendes.',
    elapsed: 'Formularen mangler tidsoplysning. Genindlæs siden, og prøv igen.',
    tooFast: 'Formularen blev sendt for hurtigt. Vent et øjeblik, og prøv igen.',
  },
  ru: {
    honeypot: 'Форму не удалось отправить.',
    elapsed: 'В форме нет данных о времени. Обновите страницу и попробуйте снова.',
    tooFast: 'Форма отправлена слишком быстро. Подождите немного и попробуйте снова.',
  },
} as const;

export type SpamMessages = (typeof spamMessages)[keyof typeof spamMessages];

/** The two spam fields, to spread into a form's payload schema: `z.object({ ...fields, ...spamFields(da) })`. */
export function spamFields(messages: SpamMessages) {
  return {
    [SPAM_RULES.honeypotField]: z
      .string({ error: messages.honeypot })
      .max(0, { error: messages.honeypot })
      .optional(),
    [SPAM_RULES.elapsedField]: z
      .number({ error: messages.elapsed })
      .int({ error: messages.elapsed })
      .min(SPAM_RULES.minFillMs, { error: messages.tooFast }),
  };
}
