import { describe, expect, it } from 'vitest';
import { noPicture, serviceResult } from './query-fixtures';
import { serviceCardsFrom, serviceSlugsFrom, servicesPageFrom } from './services';

describe('serviceCardsFrom', () => {
  it('skips references to deleted or unpublished services', () => {
    const cards = serviceCardsFrom([serviceResult('a'), null, serviceResult('b')]);
    expect(cards.map((card) => card.slug)).toEqual(['a', 'b']);
  });

  it('keeps a service without a picture, as a card without an image', () => {
    const [card] = serviceCardsFrom([{ ...serviceResult('a'), image: noPicture }]);
    expect(card?.image).toBeNull();
    expect(card?.title).toBe('Service a');
  });

  it('resolves the card picture at 4:3', () => {
    const [card] = serviceCardsFrom([serviceResult('a')]);
    expect(card?.image?.height).toBe(Math.round(((card?.image?.width ?? 0) * 3) / 4));
  });

  it('is empty for no services', () => {
    expect(serviceCardsFrom(null)).toEqual([]);
  });
});

describe('serviceSlugsFrom', () => {
  it('lists each page slug once and skips empty ones', () => {
    expect(serviceSlugsFrom([{ slug: 'a' }, { slug: 'b' }, { slug: 'a' }])).toEqual(['a', 'b']);
  });
});

describe('servicesPageFrom', () => {
  it('passes the overview’s intro and leaves out an invitation heading left empty', () => {
    const page = servicesPageFrom({
      intro: 'Fra bad til hus',
      invitationHeading: '',
      seoTitle: null,
      seoDescription: null,
    });
    expect(page).toMatchObject({ intro: 'Fra bad til hus', invitationHeading: null });
  });

  it('names the missing document when the dataset has no services overview', () => {
    expect(() => servicesPageFrom(null)).toThrow(/"servicesPage"/);
  });
});
