import { describe, expect, it } from 'vitest';
import { everyPage, locations, mainDocuments, serviceLocations } from './resolve.ts';
import { singletonPages } from './site-pages.ts';

describe('the pages Presentation knows', () => {
  it('map every singleton to its page and back', () => {
    for (const [type, { path }] of Object.entries(singletonPages)) {
      expect(locations[type]).toMatchObject({ locations: [{ href: path }] });
      expect(mainDocuments).toContainEqual({ route: path, filter: `_id == "${type}"` });
    }
  });

  it('show a service on its own page, the overview and the home page', () => {
    const { resolve } = serviceLocations;
    expect(resolve({ title: 'Nybyg', slug: 'nybyg', hasPage: true })?.locations?.map((l) => l.href)).toEqual([
      '/services/nybyg/',
      '/services/',
      '/',
    ]);
    expect(
      resolve({ title: 'Erhverv', slug: 'erhverv', hasPage: false })?.locations?.map((l) => l.href),
    ).toEqual(['/services/', '/']);
  });

  it('show the company details on every page', () => {
    expect(everyPage.locations?.map((l) => l.href)).toEqual(Object.values(singletonPages).map((p) => p.path));
  });
});
