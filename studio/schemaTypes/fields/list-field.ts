import { type ConditionalProperty, defineArrayMember, defineField } from 'sanity';
import { type ItemCount, itemCount } from './item-count.ts';

type ListFieldOptions = {
  name: string;
  title: string;
  description: string;
  group?: string;
  hidden?: ConditionalProperty;
  /** What the list holds: a type name, or a member such as a reference. */
  of: string | ReturnType<typeof defineArrayMember>;
  /** How many items the layout holds and expects. */
  count: ItemCount;
  /** Set when each item may appear only once: the message for a repeated one. */
  unique?: string;
};

/** A list on a page whose layout is made for a certain number of items. */
export function listField({ name, title, description, group, hidden, of, count, unique }: ListFieldOptions) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    group,
    hidden,
    of: [typeof of === 'string' ? defineArrayMember({ type: of }) : of],
    validation: (rule) => [
      ...itemCount(rule, count),
      ...(unique === undefined ? [] : [rule.unique().error(unique)]),
    ],
  });
}
