import { type ConditionalProperty, defineField, type ImageRule } from 'sanity';

type ImageFieldOptions = {
  name: string;
  title: string;
  description: string;
  /** A required image: the page shows an empty hole without it. */
  required?: boolean;
  group?: string;
  hidden?: ConditionalProperty;
  /** Replaces the default rule, e.g. for an image required only in some cases. */
  validation?: (rule: ImageRule) => ImageRule;
};

/**
 * Every image on the site: hotspot for cropping and a required alternative text, which screen readers
 * read aloud and search engines index (WCAG 1.1.1).
 */
export function imageField({
  name,
  title,
  description,
  required = false,
  group,
  hidden,
  validation,
}: ImageFieldOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true },
    group,
    hidden,
    validation: validation ?? (required ? (rule) => rule.required().error('Vælg et billede.') : undefined),
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternativ tekst',
        description:
          'Beskriv kort, hvad billedet viser, fx "Nyt badeværelse med grå fliser". Teksten læses op for blinde og svagtseende og hjælper Google.',
        type: 'string',
        // Validation skips the fields of an image that is not set, so this binds only chosen images.
        validation: (rule) => rule.required().error('Skriv en alternativ tekst, der beskriver billedet.'),
      }),
    ],
  });
}
