import { defineField } from 'sanity';
import { paragraphField } from './copy-fields.ts';
import { imageField } from './image-field.ts';

/** The help text under each field: where the owner meets it differs between the two. */
type ProjectDescriptions = { title: string; description: string; image: string };

/**
 * A finished project as the site shows it, a photo with its name and a few lines: a picture in the
 * gallery or a project on a service page.
 */
export function projectFields({ title, description, image }: ProjectDescriptions) {
  return [
    defineField({
      name: 'title',
      title: 'Titel',
      description: title,
      type: 'string',
      validation: (rule) => rule.required().error('Skriv en titel.'),
    }),
    paragraphField({
      name: 'description',
      title: 'Beskrivelse',
      description,
      rows: 3,
      message: 'Skriv en beskrivelse.',
    }),
    imageField({ name: 'image', title: 'Billede', description: image, required: true }),
  ];
}
