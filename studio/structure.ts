import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import type { StructureResolver } from 'sanity/structure';
import { orderableTypes } from './schemaTypes/index.ts';
import { singletonTypes } from './schemaTypes/singletons/index.ts';

/** Titles of the lists in the desk, in plural, where the schema title is singular. */
const LIST_TITLES: Record<string, string> = {
  service: 'Services',
  galleryItem: 'Galleri',
  testimonial: 'Kundeudtalelser',
};

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Indhold')
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .id(type.name)
          .title(type.title ?? type.name)
          .child(
            S.document()
              .schemaType(type.name)
              .documentId(type.name)
              .title(type.title ?? type.name),
          ),
      ),
      S.divider(),
      ...orderableTypes.map((type) =>
        orderableDocumentListDeskItem({
          type: type.name,
          title: LIST_TITLES[type.name] ?? type.title ?? type.name,
          S,
          context,
        }),
      ),
    ]);
