import { defineCard } from '../fields/card.ts';

export const benefit = defineCard({
  name: 'benefit',
  title: 'Fordel',
  description: 'Et af de seks punkter om, hvorfor kunder skal vælge jer.',
  heading: 'Punktet i få ord, fx "Fast pris".',
  text: {
    name: 'description',
    title: 'Forklaring',
    description: 'En eller to sætninger, der forklarer punktet.',
    message: 'Skriv en forklaring.',
  },
});
