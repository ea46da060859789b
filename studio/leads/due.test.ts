import { describe, expect, it } from 'vitest';
import { dueOf, duesOf, span } from './due.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date('2026-11-27T12:00:00Z');
const at = (offset: number) => new Date(now.getTime() + offset).toISOString();

describe('a stretch of time at a glance', () => {
  it('gives its largest unit and the next one down, rounded down', () => {
    expect(span(28 * HOUR + 30 * MINUTE)).toBe('1 d og 4 t');
    expect(span(3 * HOUR + 20 * MINUTE + 59_000)).toBe('3 t og 20 min.');
    expect(span(45 * MINUTE + 30_000)).toBe('45 min.');
  });

  it('leaves out a next unit of nought', () => {
    expect(span(48 * HOUR + 10 * MINUTE)).toBe('2 d');
    expect(span(3 * HOUR + 30_000)).toBe('3 t');
  });

  it('is the same either side of now, and never less than a minute', () => {
    expect(span(-2 * HOUR)).toBe('2 t');
    expect(span(10_000)).toBe('1 min.');
    expect(span(0)).toBe('1 min.');
  });
});

describe("a promise's mark", () => {
  it('counts down while open', () => {
    expect(dueOf('call', { dueAt: at(3 * HOUR), keptAt: null }, now)).toEqual({
      kind: 'call',
      state: 'open',
      text: 'Ring senest om 3 t',
    });
    expect(dueOf('quote', { dueAt: at(28 * HOUR), keptAt: null }, now).text).toBe(
      'Tilbud senest om 1 d og 4 t',
    );
  });

  it('says how late it is once its time has passed', () => {
    expect(dueOf('call', { dueAt: at(-2 * HOUR), keptAt: null }, now)).toEqual({
      kind: 'call',
      state: 'overdue',
      text: 'Opkald 2 t for sent',
    });
    expect(dueOf('quote', { dueAt: at(-26 * HOUR), keptAt: null }, now).text).toBe(
      'Tilbud 1 d og 2 t for sent',
    );
  });

  it('says it was kept, late or not, once a status ended it', () => {
    expect(dueOf('call', { dueAt: at(-2 * HOUR), keptAt: at(-HOUR) }, now)).toEqual({
      kind: 'call',
      state: 'kept',
      text: 'Ringet',
    });
    expect(dueOf('quote', { dueAt: at(HOUR), keptAt: at(-HOUR) }, now).text).toBe('Tilbud givet');
  });
});

describe("a lead's marks", () => {
  const open = { dueAt: at(HOUR), keptAt: null };
  it('are one per promise, the call first', () => {
    const marks = duesOf(
      { status: 'new', promises: { quote: open, call: { dueAt: at(-HOUR), keptAt: null } } },
      now,
    );
    expect(marks.map((mark) => mark.text)).toEqual(['Opkald 1 t for sent', 'Tilbud senest om 1 t']);
  });

  it('are none for spam, whose status ended both, nor for a lead without promises', () => {
    expect(duesOf({ status: 'spam', promises: { call: { dueAt: at(HOUR), keptAt: at(0) } } }, now)).toEqual(
      [],
    );
    expect(duesOf({ status: 'new', promises: {} }, now)).toEqual([]);
    expect(duesOf({ status: 'new' }, now)).toEqual([]);
  });
});
