import { orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';
import { orderField } from '../fields/order-rank-field.ts';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Kundeudtalelse',
  type: 'document',
  description: 'En anmeldelse fra en kunde, vist på forsiden. Træk i listen for at ændre rækkefølgen.',
  orderings: [orderRankOrdering],
  fields: [
    orderField('testimonial'),
    defineField({
      name: 'quote',
      title: 'Udtalelse',
      description: 'Kundens egne ord, uden anførselstegn.',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().error('Skriv kundens udtalelse.'),
    }),
    defineField({
      name: 'author',
      title: 'Navn',
      description: 'Kundens navn, som kunden har sagt ja til at vise, fx "Mette H.".',
      type: 'string',
      validation: (rule) => rule.required().error('Skriv kundens navn.'),
    }),
    defineField({
      name: 'location',
      title: 'By',
      description: 'Valgfrit: hvor kunden bor, fx "Gilleleje".',
      type: 'string',
    }),
    defineField({
      name: 'rating',
      title: 'Antal stjerner',
      description: 'Kundens bedømmelse fra 1 til 5 stjerner.',
      type: 'number',
      initialValue: 5,
      options: { list: [1, 2, 3, 4, 5], layout: 'radio', direction: 'horizontal' },
      validation: (rule) =>
        rule.required().integer().min(1).max(5).error('Antal stjerner skal være et helt tal fra 1 til 5.'),
    }),
  ],
  preview: {
    select: { title: 'author', quote: 'quote', rating: 'rating' },
    prepare: ({ title, quote, rating }) => ({
      title,
      subtitle: `${'★'.repeat(Number(rating) || 0)} ${quote ?? ''}`.trim(),
    }),
  },
});
