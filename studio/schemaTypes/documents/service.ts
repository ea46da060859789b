import { orderRankOrdering } from '@sanity/orderable-document-list';
import { type ConditionalPropertyCallback, defineField, defineType, type ValidationContext } from 'sanity';
import { pageMoveInfo } from '../../redirects/page-move-notice.ts';
import { paragraphField } from '../fields/copy-fields.ts';
import { imageField } from '../fields/image-field.ts';
import { listField } from '../fields/list-field.ts';
import { orderField } from '../fields/order-rank-field.ts';
import { seoFields } from '../fields/seo-fields.ts';

const hasPage = (document: ValidationContext['document'] | undefined): boolean => document?.hasPage === true;

/** Page-only fields: hidden and not checked when the service has no page of its own. */
const hiddenWithoutPage: ConditionalPropertyCallback = ({ document }) => document?.hasPage !== true;

/** A rule that runs only when the service has its own page. */
function onPage<T>(check: (value: T | undefined) => true | string) {
  return (value: T | undefined, context: ValidationContext) =>
    hasPage(context.document) ? check(value) : true;
}

const filled = (message: string) => (value: unknown) =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim().length > 0)
    ? true
    : message;

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  description:
    'En af firmaets ydelser. Vises på serviceoversigten og, hvis den har en underside, på sin egen side.',
  groups: [
    { name: 'overview', title: 'Oversigt', default: true },
    { name: 'page', title: 'Underside' },
    { name: 'seo', title: 'SEO' },
  ],
  orderings: [orderRankOrdering],
  // Publishing a new address (or no page) moves the page: the owner is told where its visitors will go.
  validation: (rule) => rule.custom(pageMoveInfo).info(),
  fields: [
    orderField('service'),
    defineField({
      name: 'title',
      title: 'Titel',
      description: 'Servicens navn, fx "Badeværelser". Vises på kortet og som overskrift på undersiden.',
      type: 'string',
      group: ['overview', 'page'],
      validation: (rule) => rule.required().error('Skriv en titel.'),
    }),
    defineField({
      name: 'slug',
      title: 'Adresse (URL)',
      description:
        'Den sidste del af sidens adresse: /services/<adresse>/. Tryk "Generate" for at lave den ud fra titlen. Ændrer du den og udgiver, sender den gamle adresse besøgende videre til den nye (se "Omdirigeringer").',
      type: 'slug',
      group: 'overview',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) => rule.required().error('Lav en adresse til servicen.'),
    }),
    paragraphField({
      name: 'shortDescription',
      title: 'Kort beskrivelse',
      description: 'To-tre sætninger til kortet på serviceoversigten.',
      rows: 3,
      group: 'overview',
      message: 'Skriv en kort beskrivelse.',
    }),
    imageField({
      name: 'image',
      title: 'Kortbillede',
      description: 'Billedet på kortet på serviceoversigten og forsiden.',
      required: true,
      group: 'overview',
    }),
    defineField({
      name: 'hasPage',
      title: 'Har egen underside',
      description:
        'Slå til, hvis servicen skal have sin egen side med ydelser, proces og projekter. Slået fra vises den kun som kort på oversigten.',
      type: 'boolean',
      group: 'overview',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subtitle',
      title: 'Undertitel',
      description: 'Én linje under titlen øverst på undersiden.',
      type: 'string',
      group: 'page',
      hidden: hiddenWithoutPage,
      validation: (rule) => rule.custom(onPage(filled('Skriv en undertitel.'))),
    }),
    defineField({
      name: 'description',
      title: 'Introduktion',
      description: 'Indledningen på undersiden: hvad servicen omfatter, og hvorfor kunden skal vælge jer.',
      type: 'text',
      rows: 5,
      group: 'page',
      hidden: hiddenWithoutPage,
      validation: (rule) => rule.custom(onPage(filled('Skriv en introduktion.'))),
    }),
    imageField({
      name: 'mainImage',
      title: 'Hovedbillede',
      description: 'Det store billede øverst på undersiden.',
      group: 'page',
      hidden: hiddenWithoutPage,
      validation: (rule) =>
        rule.custom(
          onPage((value: { asset?: unknown } | undefined) => (value?.asset ? true : 'Vælg et hovedbillede.')),
        ),
    }),
    listField({
      name: 'features',
      title: 'Hvad vi tilbyder',
      description:
        'Seks kort med det, servicen omfatter. Træk for at ændre rækkefølgen. Uden kort vises afsnittet ikke.',
      group: 'page',
      hidden: hiddenWithoutPage,
      of: 'feature',
      count: {
        max: 12,
        message: 'Der kan højst være 12 punkter under "Hvad vi tilbyder".',
        typical: { from: 6, to: 6, message: 'Siden er lavet til 6 punkter under "Hvad vi tilbyder".' },
      },
    }),
    listField({
      name: 'benefits',
      title: 'Fordele',
      description: 'Mindst tre korte punkter i introduktionen, fx "Fast pris inden start".',
      group: 'page',
      hidden: hiddenWithoutPage,
      of: 'string',
      count: {
        max: 12,
        message: 'Der kan højst være 12 fordele.',
        typical: { from: 3, to: 12, message: 'Skriv gerne mindst 3 fordele.' },
      },
    }),
    listField({
      name: 'process',
      title: 'Vores proces',
      description:
        'Trinene fra første kontakt til færdigt arbejde, 7 eller 8 korte sætninger. De nummereres automatisk.',
      group: 'page',
      hidden: hiddenWithoutPage,
      of: 'string',
      count: {
        max: 12,
        message: 'Processen kan højst have 12 trin.',
        typical: { from: 7, to: 8, message: 'Siden er lavet til 7 eller 8 trin.' },
      },
    }),
    listField({
      name: 'projects',
      title: 'Tidligere projekter',
      description: 'To eller tre eksempler på opgaver, I har lavet, med billede.',
      group: 'page',
      hidden: hiddenWithoutPage,
      of: 'serviceProject',
      count: {
        max: 6,
        message: 'Vis højst 6 tidligere projekter.',
        typical: { from: 2, to: 3, message: 'Siden er lavet til 2 eller 3 projekter på en række.' },
      },
    }),
    ...seoFields('seo'),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', hasPage: 'hasPage', media: 'image' },
    prepare: ({ title, slug, hasPage, media }) => ({
      title,
      subtitle: hasPage ? `/services/${slug ?? ''}/` : 'Kun på oversigten (ingen underside)',
      media,
    }),
  },
});
