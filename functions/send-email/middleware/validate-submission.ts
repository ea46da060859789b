import { fieldErrors, SPAM_RULES, sendEmailRequestSchema, spamMessages } from '@nordkyst/validation';
import type { MiddlewareHandler } from 'hono';
import { decodeUtf8 } from '../../_shared/http.ts';
import { claimedFormType, languageOf } from '../answer-language.ts';
import { refused, respond } from '../answers.ts';
import type { SendEmailEnv } from '../context.ts';
import { sendEmailMessages } from '../messages.ts';

/** Parses the body and validates it against the form's schema: 400 with the fields' messages, in the form's language. */
export const validateSubmission: MiddlewareHandler<SendEmailEnv> = async (c, next) => {
  const text = decodeUtf8(c.get('body'));
  if (text === undefined) return respond(c, refused(400, sendEmailMessages.unreadableBody, 'unreadable'));
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return respond(c, refused(400, sendEmailMessages.malformedJson, 'malformed-json'));
  }
  const parsed = sendEmailRequestSchema.safeParse(raw);
  if (parsed.success) {
    c.set('submission', parsed.data);
    return next();
  }
  const formType = claimedFormType(raw);
  const lang = languageOf(formType);
  const errors = fieldErrors(parsed.error);
  // Bots learn nothing about the other fields.
  if (errors[SPAM_RULES.honeypotField])
    return respond(c, refused(400, spamMessages[lang].honeypot, { outcome: 'spam-honeypot', formType }));
  const challengeError = errors[SPAM_RULES.challengeField]?.[0];
  if (Object.keys(errors).length === 1 && challengeError)
    return respond(c, refused(400, challengeError, { outcome: 'challenge-missing', formType }));
  return respond(c, refused(400, sendEmailMessages.invalid[lang], { outcome: 'invalid', formType }, errors));
};
