import { defineField } from 'sanity';
import { headingField, introField } from '../fields/copy-fields.ts';
import { definePage } from '../fields/singleton.ts';

export const servicesPage = definePage({
  name: 'servicesPage',
  title: 'Service-oversigten',
  description:
    'Teksterne på oversigten over services og de fælles overskrifter på hver service-side. Selve services redigeres under "Services".',
  fields: [
    introField({
      name: 'intro',
      title: 'Indledning',
      description: 'En kort linje under overskriften "Vores services" på oversigten.',
      group: 'content',
    }),
    defineField({
      name: 'invitationHeading',
      title: 'Overskrift på opfordringen nederst',
      description:
        'Overskriften i det blå felt nederst på oversigten, fx "Har du et projekt i tankerne?". Tom: den fælles overskrift fra Firmaoplysninger bruges.',
      type: 'string',
      group: 'content',
    }),
    headingField({
      name: 'serviceIntroHeading',
      title: 'Overskrift over beskrivelsen (service-siderne)',
      description: 'Står på hver service-side over beskrivelsen af servicen, fx "Sådan hjælper vi dig".',
      group: 'content',
    }),
    defineField({
      name: 'serviceBenefitsHeading',
      title: 'Overskrift over fordelene (service-siderne)',
      description:
        'Står på hver service-side over listen med fordele, fx "Det får du". Tom: listen vises uden overskrift.',
      type: 'string',
      group: 'content',
    }),
  ],
});
