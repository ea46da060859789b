import { defineArrayMember, defineField, defineType } from 'sanity';
import { headingField, introField } from '../fields/copy-fields.ts';
import { imageField } from '../fields/image-field.ts';
import { itemCount } from '../fields/item-count.ts';
import { seoFields } from '../fields/seo-fields.ts';

export const homePage = defineType({
  name: 'homePage',
  title: 'Forside',
  type: 'document',
  description: 'Teksterne og udvalget af services og projekter på forsiden.',
  groups: [
    { name: 'hero', title: 'Top', default: true },
    { name: 'about', title: 'Om os' },
    { name: 'highlights', title: 'Udvalgt' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'heroTitle',
      title: 'Overskrift',
      description: 'Den store overskrift øverst på forsiden.',
      type: 'string',
      group: 'hero',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
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
    defineField({
      name: 'aboutHeading',
      title: 'Overskrift om firmaet',
      description: 'Overskriften på afsnittet om firmaet.',
      type: 'string',
      group: 'about',
      validation: (rule) => rule.required().error('Skriv en overskrift.'),
    }),
    defineField({
      name: 'aboutText',
      title: 'Tekst om firmaet',
      description: 'Et kort afsnit om, hvem I er, og hvad I laver.',
      type: 'text',
      rows: 5,
      group: 'about',
      validation: (rule) => rule.required().error('Skriv en tekst om firmaet.'),
    }),
    headingField({
      name: 'coreServicesHeading',
      title: 'Overskrift over services',
      description: 'Fx "Vores kerneydelser".',
      group: 'highlights',
    }),
    defineField({
      name: 'coreServices',
      title: 'Udvalgte services',
      description: 'De tre services, der vises som kort på forsiden.',
      type: 'array',
      group: 'highlights',
      // Weak: the owner can delete a service shown here; the site then skips it.
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }], weak: true })],
      validation: (rule) => [
        ...itemCount(rule, {
          min: 1,
          max: 6,
          message: 'Vælg mellem 1 og 6 services.',
          typical: { from: 3, to: 3, message: 'Forsiden er lavet til 3 services på en række.' },
        }),
        rule.unique().error('Vælg den samme service én gang.'),
      ],
    }),
    headingField({
      name: 'benefitsHeading',
      title: 'Overskrift over fordele',
      description: 'Fx "Derfor vælger kunderne os".',
      group: 'highlights',
    }),
    defineField({
      name: 'benefits',
      title: 'Derfor skal du vælge os',
      description: 'Seks punkter om, hvorfor kunder skal vælge jer. Uden punkter vises afsnittet ikke.',
      type: 'array',
      group: 'highlights',
      of: [defineArrayMember({ type: 'benefit' })],
      validation: (rule) =>
        itemCount(rule, {
          max: 12,
          message: 'Der kan højst være 12 punkter.',
          typical: { from: 6, to: 6, message: 'Forsiden er lavet til 6 punkter i to eller tre kolonner.' },
        }),
    }),
    headingField({
      name: 'featuredProjectsHeading',
      title: 'Overskrift over projekter',
      description: 'Fx "Udvalgte projekter".',
      group: 'highlights',
    }),
    defineField({
      name: 'featuredProjects',
      title: 'Udvalgte projekter',
      description: 'De tre galleribilleder, der vises på forsiden. Uden billeder vises afsnittet ikke.',
      type: 'array',
      group: 'highlights',
      // Weak: the owner can delete a gallery picture shown here; the site then skips it.
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'galleryItem' }], weak: true })],
      validation: (rule) => [
        ...itemCount(rule, {
          max: 6,
          message: 'Vælg højst 6 galleribilleder.',
          typical: { from: 3, to: 3, message: 'Forsiden er lavet til 3 billeder på en række.' },
        }),
        rule.unique().error('Vælg det samme galleribillede én gang.'),
      ],
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
    ...seoFields('seo'),
  ],
  preview: {
    select: { title: 'heroTitle', subtitle: 'heroTagline', media: 'heroImage' },
  },
});
