import { type Redirect, redirectPathProblem, redirectProblems } from '@nordkyst/site-paths';
import { defineArrayMember, defineField, type ValidationContext } from 'sanity';
import { livePages, REDIRECTS_API_VERSION } from '../../redirects/live-pages.ts';
import { defineSingleton } from '../fields/singleton.ts';

/**
 * The list's problems at one level, shown above the list (each message names its address): a rule's
 * place in the list (a loop, a repeat, a live page it would hide) shows only with the others. A malformed
 * address is told by its own field.
 */
function listProblems(level: 'error' | 'warning') {
  return async (value: unknown, context: ValidationContext) => {
    const rules = (Array.isArray(value) ? value : []) as Partial<Redirect>[];
    if (rules.length === 0) return true;
    const pages = await livePages(context.getClient({ apiVersion: REDIRECTS_API_VERSION }));
    const problems = redirectProblems(rules, pages).filter(({ index, level: found }) => {
      const rule = rules[index];
      return found === level && !redirectPathProblem(rule?.from) && !redirectPathProblem(rule?.to);
    });
    return problems.length > 0 ? problems.map(({ message }) => ({ message })) : true;
  };
}

const pathField = (name: 'from' | 'to', title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) => rule.custom((value: string | undefined) => redirectPathProblem(value) ?? true),
  });

export const redirects = defineSingleton({
  name: 'redirects',
  title: 'Omdirigeringer',
  description:
    'Gamle adresser, der sender besøgende videre til en side på sitet (permanent, 301), så links fra Google, ' +
    'delte links og tryksager stadig virker. Når du ændrer en services adresse (URL) og udgiver, kommer den ' +
    'gamle adresse her af sig selv.',
  groups: [],
  fields: [
    defineField({
      name: 'rules',
      title: 'Omdirigeringer',
      description:
        'Hver linje sender én gammel adresse videre. En adresse, hvor der er en side, kan ikke sende videre, og ' +
        'omdirigeringer må ikke gå i ring.',
      type: 'array',
      validation: (rule) => [
        rule.custom(listProblems('error')),
        rule.custom(listProblems('warning')).warning(),
      ],
      of: [
        defineArrayMember({
          type: 'object',
          name: 'redirect',
          title: 'Omdirigering',
          fields: [
            pathField(
              'from',
              'Fra (gammel adresse)',
              'Den adresse, der ikke længere er en side, fx /services/tage/.',
            ),
            pathField('to', 'Til (side på sitet)', 'Den side, besøgende skal sendes til, fx /services/tag/.'),
          ],
          preview: {
            select: { from: 'from', to: 'to' },
            prepare: ({ from, to }: { from?: string; to?: string }) => ({
              title: `${from ?? '?'} → ${to ?? '?'}`,
            }),
          },
        }),
      ],
    }),
  ],
});
