import { defineField } from 'sanity';

interface CopyField {
  name: string;
  title: string;
  description: string;
  group?: string;
}

/** A section heading: the section is always there and needs its heading, so it is required. */
export function headingField({ name, title, description, group }: CopyField) {
  return defineField({
    name,
    title,
    description,
    type: 'string',
    group,
    validation: (rule) => rule.required().error('Skriv en overskrift.'),
  });
}

/** A short line or paragraph of page copy; left empty, the site leaves it out. */
export function introField({ name, title, description, group }: CopyField) {
  return defineField({
    name,
    title,
    description: `${description} Tom: teksten vises ikke.`,
    type: 'text',
    rows: 2,
    group,
  });
}

/** A name for Google's structured data (not shown on the page); left empty, the page heading is used. */
export function structuredNameField({ name, title, description }: Omit<CopyField, 'group'>) {
  return defineField({
    name,
    title,
    description: `${description} Vises ikke på siden, men kan stå i Googles søgeresultater. Tom: sidens overskrift bruges.`,
    type: 'string',
    group: 'seo',
  });
}

/** Copy of a few lines the page cannot do without; the message says what to write. */
export function paragraphField({
  name,
  title,
  description,
  rows,
  group,
  message,
}: CopyField & { rows: number; message: string }) {
  return defineField({
    name,
    title,
    description,
    type: 'text',
    rows,
    group,
    validation: (rule) => rule.required().error(message),
  });
}
