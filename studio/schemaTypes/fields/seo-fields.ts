import { defineField } from 'sanity';

/** Google cuts titles and descriptions longer than this in its results; longer text is allowed, but warned about. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

/** The title and description search engines and social media show for a page. */
export function seoFields(group?: string) {
  return [
    defineField({
      name: 'seoTitle',
      title: 'SEO-titel',
      description: `Titlen, som Google og fanebladet i browseren viser. Hold den under ${SEO_TITLE_MAX} tegn. Tom: sidens overskrift og firmanavnet bruges.`,
      type: 'string',
      group,
      validation: (rule) =>
        rule
          .max(SEO_TITLE_MAX)
          .warning(`SEO-titlen er over ${SEO_TITLE_MAX} tegn, så Google kan skære den af.`),
    }),
    defineField({
      name: 'seoDescription',
      title: 'SEO-beskrivelse',
      description: `Den korte tekst under titlen i Googles søgeresultater og ved deling på Facebook. Hold den under ${SEO_DESCRIPTION_MAX} tegn. Tom: standardbeskrivelsen fra firmaoplysningerne bruges.`,
      type: 'text',
      rows: 3,
      group,
      validation: (rule) =>
        rule
          .max(SEO_DESCRIPTION_MAX)
          .warning(`SEO-beskrivelsen er over ${SEO_DESCRIPTION_MAX} tegn, så Google kan skære den af.`),
    }),
  ];
}
