import { describe, expect, it } from 'vitest';
import { personQuery } from './person-query.ts';

const asked = (who: string) => Object.fromEntries(new URLSearchParams(personQuery(who).slice(1)));

describe('the person the owner asks about', () => {
  it('is an e-mail address or a phone number as typed', () => {
    expect(asked(' Anna@Example.dk ')).toEqual({ email: 'Anna@Example.dk' });
    expect(asked('(+45) 12-34-56-78')).toEqual({ phone: '(+45) 12-34-56-78' });
  });

  it('is both when the two are separated by a comma', () => {
    expect(asked('anna@example.dk, +45 12 34 56 78')).toEqual({
      email: 'anna@example.dk',
      phone: '+45 12 34 56 78',
    });
  });
});
