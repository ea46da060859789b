import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField } from '../fields/image-field.ts';
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
    defineField({
      name: 'coreServices',
      title: 'Udvalgte services',
      description: 'De tre services, der vises som kort på forsiden.',
      type: 'array',
      group: 'highlights',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.required().length(3).unique().error('Vælg præcis 3 forskellige services.'),
    }),
    defineField({
      name: 'benefits',
      title: 'Derfor skal du vælge os',
      description: 'Præcis seks punkter om, hvorfor kunder skal vælge jer.',
      type: 'array',
      group: 'highlights',
      of: [defineArrayMember({ type: 'benefit' })],
      validation: (rule) => rule.required().length(6).error('Der skal være præcis 6 punkter.'),
    }),
    defineField({
      name: 'featuredProjects',
      title: 'Udvalgte projekter',
      description: 'De tre galleribilleder, der vises på forsiden.',
      type: 'array',
      group: 'highlights',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'galleryItem' }] })],
      validation: (rule) =>
        rule.required().length(3).unique().error('Vælg præcis 3 forskellige galleribilleder.'),
    }),
    ...seoFields('seo'),
  ],
  preview: {
    select: { title: 'heroTitle', subtitle: 'heroTagline', media: 'heroImage' },
  },
});
