import { defineType } from 'sanity';
import { headingField, paragraphField } from './copy-fields.ts';

type CardOptions = {
  name: string;
  title: string;
  description: string;
  /** What the heading says, with an example. */
  heading: string;
  /** The sentence or two under the heading. */
  text: { name: string; title: string; description: string; message: string };
};

/** A card in a row of cards on a page: a heading of a few words and a sentence or two under it. */
export function defineCard({ name, title, description, heading, text }: CardOptions) {
  return defineType({
    name,
    title,
    type: 'object',
    description,
    fields: [
      headingField({ name: 'title', title: 'Overskrift', description: heading }),
      paragraphField({ ...text, rows: 2 }),
    ],
    preview: { select: { title: 'title', subtitle: text.name } },
  });
}
