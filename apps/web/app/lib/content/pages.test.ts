// The singletons whose lists the owner may empty: about, privacy policy and process page.
import { describe, expect, it } from 'vitest';
import { aboutPageFrom } from './about-page';
import { privacyPolicyFrom } from './privacy-policy';
import { processPageFrom } from './process-page';
import { noPicture } from './query-fixtures';

describe('aboutPageFrom', () => {
  it('renders without the optional list and picture', () => {
    const page = aboutPageFrom({
      title: 'Om os',
      intro: 'Intro',
      missionHeading: 'Mission',
      mission: 'Mission',
      primaryServicesHeading: 'Det laver vi',
      primaryServices: null,
      approachHeading: 'Tilgang',
      approach: 'Tekst',
      image: noPicture,
      seoTitle: null,
      seoDescription: null,
    });
    expect(page).toMatchObject({
      missionHeading: 'Mission',
      primaryServicesHeading: 'Det laver vi',
      primaryServices: [],
      image: null,
    });
  });
});

describe('privacyPolicyFrom', () => {
  it('keeps however many sections the owner wrote', () => {
    const body = [
      { _key: 'b', _type: 'block' as const, children: [], markDefs: [], style: 'normal' as const },
    ];
    const page = privacyPolicyFrom({
      title: 'Privatlivspolitik',
      lastUpdated: '2024-01-01',
      sections: [{ _key: 's1', heading: 'Eneste afsnit', body }],
      seoTitle: null,
      seoDescription: null,
    });
    expect(page.sections.map((section) => section.heading)).toEqual(['Eneste afsnit']);
  });
});

describe('processPageFrom', () => {
  it('passes phases with their icons and hides empty lists', () => {
    const page = processPageFrom({
      intro: null,
      visitPoints: null,
      phases: [{ _key: 'p1', title: 'Dialog', description: 'Vi taler', icon: 'chat' }],
      howToName: '',
      seoTitle: null,
      seoDescription: null,
    });
    expect(page).toMatchObject({
      intro: null,
      visitPoints: [],
      phases: [{ key: 'p1', icon: 'chat' }],
      howToName: null,
    });
  });

  it('names the missing document when the dataset has no process page', () => {
    expect(() => processPageFrom(null)).toThrow(/"processPage"/);
  });
});
