import { defineArrayMember, defineField } from 'sanity';
import { headingField, introField, paragraphField } from '../fields/copy-fields.ts';
import { imageField } from '../fields/image-field.ts';
import { listField } from '../fields/list-field.ts';
import { definePage } from '../fields/singleton.ts';

export const homePage = definePage({
  name: 'homePage',
  title: 'Forside',
  description: 'Teksterne og udvalget af services og projekter på forsiden.',
  groups: [
    { name: 'hero', title: 'Top' },
    { name: 'about', title: 'Om os' },
    { name: 'highlights', title: 'Udvalgt' },
  ],
  fields: [
    headingField({
      name: 'heroTitle',
      title: 'Overskrift',
      description: 'Den store overskrift øverst på forsiden.',
      group: 'hero',
    }),
    defineField({
      name: 'heroTagline',
      title: 'Slogan',
      description: 'Linjen under overskriften, fx "Dit byggeprojekt i trygge hænder".',
      type: 'string',
      group: 'hero',
      validation: (rule) => rule.required().error('Skriv et slogan.'),
    }),
    imageField({
      name: 'heroImage',
      title: 'Topbillede',
      description: 'Det store baggrundsbillede øverst på forsiden. Vælg et bredt billede.',
      required: true,
      group: 'hero',
    }),
    headingField({
      name: 'aboutHeading',
      title: 'Overskrift om firmaet',
      description: 'Overskriften på afsnittet om firmaet.',
      group: 'about',
    }),
    paragraphField({
      name: 'aboutText',
      title: 'Tekst om firmaet',
      description: 'Et kort afsnit om, hvem I er, og hvad I laver.',
      rows: 5,
      group: 'about',
      message: 'Skriv en tekst om firmaet.',
    }),
    headingField({
      name: 'contactHeading',
      title: 'Overskrift i kontaktboksen',
      description:
        'Står over telefon, e-mail, åbningstid og adresse i boksen ved siden af teksten om firmaet, fx "Kontakt os i dag".',
      group: 'about',
    }),
    headingField({
      name: 'coreServicesHeading',
      title: 'Overskrift over services',
      description: 'Fx "Vores kerneydelser".',
      group: 'highlights',
    }),
    listField({
      name: 'coreServices',
      title: 'Udvalgte services',
      description: 'De tre services, der vises som kort på forsiden.',
      group: 'highlights',
      // Weak: the owner can delete a service shown here; the site then skips it.
      of: defineArrayMember({ type: 'reference', to: [{ type: 'service' }], weak: true }),
      count: {
        min: 1,
        max: 6,
        message: 'Vælg mellem 1 og 6 services.',
        typical: { from: 3, to: 3, message: 'Forsiden er lavet til 3 services på en række.' },
      },
      unique: 'Vælg den samme service én gang.',
    }),
    headingField({
      name: 'benefitsHeading',
      title: 'Overskrift over fordele',
      description: 'Fx "Derfor vælger kunderne os".',
      group: 'highlights',
    }),
    listField({
      name: 'benefits',
      title: 'Derfor skal du vælge os',
      description: 'Seks punkter om, hvorfor kunder skal vælge jer. Uden punkter vises afsnittet ikke.',
      group: 'highlights',
      of: 'benefit',
      count: {
        max: 12,
        message: 'Der kan højst være 12 punkter.',
        typical: { from: 6, to: 6, message: 'Forsiden er lavet til 6 punkter i to eller tre kolonner.' },
      },
    }),
    headingField({
      name: 'featuredProjectsHeading',
      title: 'Overskrift over projekter',
      description: 'Fx "Udvalgte projekter".',
      group: 'highlights',
    }),
    listField({
      name: 'featuredProjects',
      title: 'Udvalgte projekter',
      description: 'De tre galleribilleder, der vises på forsiden. Uden billeder vises afsnittet ikke.',
      group: 'highlights',
      // Weak: the owner can delete a gallery picture shown here; the site then skips it.
      of: defineArrayMember({ type: 'reference', to: [{ type: 'galleryItem' }], weak: true }),
      count: {
        max: 6,
        message: 'Vælg højst 6 galleribilleder.',
        typical: { from: 3, to: 3, message: 'Forsiden er lavet til 3 billeder på en række.' },
      },
      unique: 'Vælg det samme galleribillede én gang.',
    }),
    headingField({
      name: 'testimonialsHeading',
      title: 'Overskrift over udtalelser',
      description:
        'Overskriften over kundernes udtalelser, fx "Det siger vores kunder". Udtalelserne redigeres under "Kundeudtalelser".',
      group: 'highlights',
    }),
    headingField({
      name: 'socialHeading',
      title: 'Overskrift over Facebook',
      description:
        'Fx "Følg os på Facebook". Afsnittet vises, når der er et link til Facebook i firmaoplysningerne.',
      group: 'highlights',
    }),
    introField({
      name: 'socialText',
      title: 'Tekst om Facebook',
      description: 'En linje under overskriften, fx om at jeres seneste projekter kan ses på Facebook.',
      group: 'highlights',
    }),
  ],
  preview: {
    select: { title: 'heroTitle', subtitle: 'heroTagline', media: 'heroImage' },
  },
});
