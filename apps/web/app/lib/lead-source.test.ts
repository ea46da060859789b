import { leadSourceSchema } from '@nordkyst/validation';
import { describe, expect, it } from 'vitest';
import { leadSource } from './lead-source.ts';

describe('leadSource', () => {
  it('takes the path, the three campaign parameters of the page’s own address and the referrer’s host', () => {
    expect(
      leadSource({
        pathname: '/tilbud',
        search:
          '?utm_source=facebook&utm_medium=paid-social&utm_campaign=Tag%202027&utm_term=x&gclid=abc&fbclid=def',
        referrer: 'https://l.facebook.com/l.php?u=https%3A%2F%2Fnordkystbyg.dk',
      }),
    ).toEqual({
      path: '/tilbud',
      utmSource: 'facebook',
      utmMedium: 'paid-social',
      utmCampaign: 'Tag 2027',
      referrerHost: 'l.facebook.com',
    });
  });

  it('never carries a click id or any other parameter', () => {
    const source = leadSource({ pathname: '/', search: '?gclid=abc&fbclid=def&msclkid=g', referrer: '' });
    expect(source).toEqual({ path: '/' });
    expect(JSON.stringify(source)).not.toMatch(/abc|def|clid/);
  });

  it('shows the site itself when the visitor came through its other pages, and nothing without a referrer', () => {
    expect(
      leadSource({ pathname: '/kontakt', search: '', referrer: 'https://www.nordkystbyg.dk/om-os' }),
    ).toEqual({
      path: '/kontakt',
      referrerHost: 'www.nordkystbyg.dk',
    });
    expect(leadSource({ pathname: '/kontakt', search: '', referrer: '' })).toEqual({ path: '/kontakt' });
  });

  it('keeps within what the function accepts: long values cut, blank ones left out', () => {
    const source = leadSource({
      pathname: `/${'a'.repeat(300)}`,
      search: `?utm_source=${'x'.repeat(150)}&utm_medium=%20%20&utm_campaign=%20forår%20`,
      referrer: 'not a url',
    });
    expect(source).toEqual({ path: `/${'a'.repeat(199)}`, utmSource: 'x'.repeat(100), utmCampaign: 'forår' });
    expect(leadSourceSchema.parse(source)).toEqual(source);
  });
});
