import { describe, expect, it } from 'vitest';
import {
  hostRedirects,
  redirectPathProblem,
  redirectProblems,
  redirectsAfterMove,
  redirectsWithLivePage,
} from './redirects.ts';

const live = ['/', '/om-os/', '/services/', '/services/tag/', '/moldova-ansogning'];

describe('an address in the redirect list', () => {
  it('is a path of the site', () => {
    expect(redirectPathProblem('/services/gammelt-tag/')).toBeUndefined();
    expect(redirectPathProblem('/gammel-side.html')).toBeUndefined();
    expect(redirectPathProblem('')).toBe('Skriv en adresse, fx /services/tag/.');
    expect(redirectPathProblem('https://nordkystbyg.dk/om-os/')).toMatch(/^Skriv kun adressen efter domænet/);
    expect(redirectPathProblem('services/tag/')).toMatch(/begynd med \//);
  });

  it('holds nothing the host would read as a pattern, a flag or a separator', () => {
    for (const path of [
      '/services/:slug',
      '/gammel/*',
      '/a b/',
      '/a?x=1',
      '/a#top',
      '//evil.example/',
      '/a/!',
    ])
      expect(redirectPathProblem(path), path).toMatch(/^En adresse må kun/);
  });
});

describe('the redirect list is checked', () => {
  it('passes rules from old addresses to live pages', () => {
    expect(redirectProblems([{ from: '/services/tage/', to: '/services/tag/' }], live)).toEqual([]);
  });

  it('refuses a rule that would hide a live page, with or without its trailing slash', () => {
    const [problem] = redirectProblems([{ from: '/om-os', to: '/services/tag/' }], live);
    expect(problem).toEqual({
      index: 0,
      level: 'error',
      message:
        'Der er en side på /om-os, så adressen kan ikke sende videre: siden ville blive skjult. Slet omdirigeringen, eller giv siden en anden adresse.',
    });
  });

  it('refuses a rule to itself, and a second rule from the same address', () => {
    expect(redirectProblems([{ from: '/a/', to: '/a' }], live)[0]?.message).toBe(
      '/a/ sender videre til sig selv. Skriv en anden adresse at sende til.',
    );
    const problems = redirectProblems(
      [
        { from: '/a/', to: '/om-os/' },
        { from: '/a', to: '/services/' },
      ],
      live,
    );
    expect(problems).toEqual([
      { index: 1, level: 'error', message: 'Der er allerede en omdirigering fra /a. Slet den ene af dem.' },
    ]);
  });

  it('refuses every rule of a loop and names the loop', () => {
    const problems = redirectProblems(
      [
        { from: '/a/', to: '/b/' },
        { from: '/b/', to: '/c/' },
        { from: '/c/', to: '/a/' },
        { from: '/d/', to: '/om-os/' },
      ],
      live,
    );
    expect(problems.map(({ index, level }) => [index, level])).toEqual([
      [0, 'error'],
      [1, 'error'],
      [2, 'error'],
    ]);
    expect(problems[0]?.message).toBe(
      'Omdirigeringerne går i ring: /a/ → /b/ → /c/ → /a/. Ret eller slet en af dem.',
    );
  });

  it('warns about a chain that ends at no page', () => {
    expect(redirectProblems([{ from: '/a/', to: '/findes-ikke/' }], live)).toEqual([
      {
        index: 0,
        level: 'warning',
        message:
          '/a/ sender videre til /findes-ikke/, som ikke er en side på sitet. Besøgende vil se siden "404 - Side ikke fundet".',
      },
    ]);
  });

  it('refuses a rule with a missing or malformed address', () => {
    expect(
      redirectProblems([{ from: '/a/' }, { to: '/om-os/' }, { from: '/a b/', to: '/' }], live),
    ).toHaveLength(3);
  });
});

describe('the host gets', () => {
  it('the rules that passed, each chain followed to its end', () => {
    const { redirects, refused } = hostRedirects(
      [
        { from: '/a/', to: '/b/' },
        { from: '/b', to: '/services/tag/' },
        { from: '/om-os/', to: '/services/' },
        { from: '/x/', to: '/y/' },
        { from: '/y/', to: '/x/' },
      ],
      live,
    );
    expect(redirects).toEqual([
      { from: '/a/', to: '/services/tag/' },
      { from: '/b', to: '/services/tag/' },
    ]);
    expect(refused.map(({ rule }) => rule.from)).toEqual(['/om-os/', '/x/', '/y/']);
  });
});

describe('when a page moves', () => {
  const added = (rule: { from: string; to: string }) => ({ ...rule, _key: 'new' });

  it('its old address sends to the new one, and older rules to it follow it', () => {
    const rules = [{ _key: 'k1', from: '/services/tagrenovering/', to: '/services/tage/' }];
    expect(redirectsAfterMove(rules, '/services/tage/', '/services/tag/', added)).toEqual([
      { _key: 'k1', from: '/services/tagrenovering/', to: '/services/tag/' },
      { _key: 'new', from: '/services/tage/', to: '/services/tag/' },
    ]);
  });

  it('moving back replaces the rule instead of making a loop', () => {
    const rules = [{ _key: 'k1', from: '/services/tage/', to: '/services/tag/' }];
    const after = redirectsAfterMove(rules, '/services/tag/', '/services/tage/', added);
    expect(after).toEqual([{ _key: 'new', from: '/services/tag/', to: '/services/tage/' }]);
    expect(redirectProblems(after, ['/services/tage/'])).toEqual([]);
  });

  it('a page published at an address takes it back from the redirect list', () => {
    const rules = [
      { from: '/services/tag/', to: '/services/tage/' },
      { from: '/a/', to: '/om-os/' },
    ];
    expect(redirectsWithLivePage(rules, '/services/tag')).toEqual([{ from: '/a/', to: '/om-os/' }]);
  });
});
