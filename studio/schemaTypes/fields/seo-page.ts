import { defineType, type FieldDefinition } from 'sanity';
import { seoFields } from './seo-fields.ts';

/**
 * A page whose main content comes from elsewhere (the gallery, the services, the company details):
 * its search text, and the few lines of copy around that content when it has any.
 */
export function listingPage({
  name,
  title,
  description,
  fields = [],
}: {
  name: string;
  title: string;
  description: string;
  fields?: FieldDefinition[];
}) {
  return defineType({
    name,
    title,
    type: 'document',
    description,
    ...(fields.length > 0 && {
      groups: [
        { name: 'content', title: 'Indhold', default: true },
        { name: 'seo', title: 'SEO' },
      ],
    }),
    fields: [...fields, ...seoFields(fields.length > 0 ? 'seo' : undefined)],
    preview: { prepare: () => ({ title }) },
  });
}
