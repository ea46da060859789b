import { defineType } from 'sanity';
import { seoFields } from './seo-fields.ts';

/** A page whose content comes from elsewhere (the gallery, the services) but whose search text is the owner's. */
export function seoOnlyPage({
  name,
  title,
  description,
}: {
  name: string;
  title: string;
  description: string;
}) {
  return defineType({
    name,
    title,
    type: 'document',
    description,
    fields: seoFields(),
    preview: { prepare: () => ({ title }) },
  });
}
