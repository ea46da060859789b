import { defineCard } from '../fields/card.ts';

export const visitPoint = defineCard({
  name: 'visitPoint',
  title: 'Punkt',
  description: 'Et af punkterne i "Vi kommer til dig" på siden "Forløbet".',
  heading: 'Punktet i et eller to ord, fx "Besigtigelse".',
  text: {
    name: 'text',
    title: 'Tekst',
    description: 'En sætning, der forklarer punktet.',
    message: 'Skriv en tekst.',
  },
});
