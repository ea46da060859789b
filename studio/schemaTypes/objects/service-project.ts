import { defineType } from 'sanity';
import { projectFields } from '../fields/project-fields.ts';

export const serviceProject = defineType({
  name: 'serviceProject',
  title: 'Tidligere projekt',
  type: 'object',
  description: 'Et kort i afsnittet "Tidligere projekter" på en serviceside.',
  fields: projectFields({
    title: 'Projektets navn, fx "Badeværelse i Helsinge".',
    description: 'Kort om opgaven og resultatet.',
    image: 'Et foto af det færdige projekt.',
  }),
  preview: { select: { title: 'title', subtitle: 'description', media: 'image' } },
});
