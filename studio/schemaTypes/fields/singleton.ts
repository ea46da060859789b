import { defineType, type FieldDefinition, type FieldGroupDefinition, type PreviewConfig } from 'sanity';
import { seoFields } from './seo-fields.ts';

type Group = Omit<FieldGroupDefinition, 'default'>;

type SingletonOptions = {
  name: string;
  title: string;
  description: string;
  /** The tabs of the form; the first opens by default. None: the form has no tabs. */
  groups: Group[];
  fields: FieldDefinition[];
  /** Without one, the desk lists the document by its title. */
  preview?: PreviewConfig;
};

/** A document that exists exactly once (`_id` equal to its name), such as the company details. */
export function defineSingleton({ name, title, description, groups, fields, preview }: SingletonOptions) {
  const [first, ...rest] = groups;
  return defineType({
    name,
    title,
    type: 'document',
    description,
    ...(first && { groups: [{ ...first, default: true }, ...rest] }),
    fields,
    preview: preview ?? { prepare: () => ({ title }) },
  });
}

/** The tab of a page's own copy: the only one of most pages, and the first of some. */
export const contentTab: Group = { name: 'content', title: 'Indhold' };

type PageOptions = Omit<SingletonOptions, 'groups' | 'fields'> & {
  /** The tabs before the SEO tab; by default the one content tab. */
  groups?: Group[];
  /** The page's own copy; none for a page whose content is edited elsewhere (the contact page). */
  fields?: FieldDefinition[];
};

/**
 * A page of the site: a singleton with the title and description search engines and social media show
 * for it, in a last tab of their own. A page with no other fields needs no tabs.
 */
export function definePage({ groups = [contentTab], fields = [], ...options }: PageOptions) {
  const hasContent = fields.length > 0;
  return defineSingleton({
    ...options,
    groups: hasContent ? [...groups, { name: 'seo', title: 'SEO' }] : [],
    fields: [...fields, ...seoFields(hasContent ? 'seo' : undefined)],
  });
}
