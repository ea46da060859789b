import { defineCard } from '../fields/card.ts';

export const feature = defineCard({
  name: 'feature',
  title: 'Ydelse',
  description: 'Et kort i afsnittet "Hvad vi tilbyder" på en serviceside.',
  heading: 'Hvad I tilbyder, i få ord, fx "Nye fliser og klinker".',
  text: {
    name: 'description',
    title: 'Beskrivelse',
    description: 'En eller to sætninger om ydelsen.',
    message: 'Skriv en beskrivelse.',
  },
});
