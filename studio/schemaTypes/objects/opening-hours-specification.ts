import { defineField, defineType } from 'sanity';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const WEEKDAYS = [
  { title: 'Mandag', value: 'Monday' },
  { title: 'Tirsdag', value: 'Tuesday' },
  { title: 'Onsdag', value: 'Wednesday' },
  { title: 'Torsdag', value: 'Thursday' },
  { title: 'Fredag', value: 'Friday' },
  { title: 'Lørdag', value: 'Saturday' },
  { title: 'Søndag', value: 'Sunday' },
];

export const openingHoursSpecification = defineType({
  name: 'openingHoursSpecification',
  title: 'Åbningstider til Google',
  type: 'object',
  description:
    'De faste åbningstider, som Google læser fra kontaktsiden. Vises ikke som tekst; den tekst står i feltet "Åbningstid".',
  fields: [
    defineField({
      name: 'days',
      title: 'Dage',
      description: 'Sæt flueben ved de dage, I har åbent.',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: WEEKDAYS },
      validation: (rule) => rule.required().min(1).unique().error('Vælg mindst én dag.'),
    }),
    defineField({
      name: 'opens',
      title: 'Åbner',
      description: 'Klokkeslæt som TT:MM, fx "08:00".',
      type: 'string',
      validation: (rule) =>
        rule.required().regex(TIME, { name: 'klokkeslæt' }).error('Skriv klokkeslættet som TT:MM, fx 08:00.'),
    }),
    defineField({
      name: 'closes',
      title: 'Lukker',
      description: 'Klokkeslæt som TT:MM, fx "16:00".',
      type: 'string',
      validation: (rule) =>
        rule.required().regex(TIME, { name: 'klokkeslæt' }).error('Skriv klokkeslættet som TT:MM, fx 16:00.'),
    }),
  ],
});
