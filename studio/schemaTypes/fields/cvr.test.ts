import { describe, expect, it } from 'vitest';
import { isValidCvr } from './cvr.ts';

describe('isValidCvr', () => {
  it('accepts numbers whose weighted digit sum is divisible by 11', () => {
    expect(isValidCvr('12345674')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidCvr('12345678')).toBe(false);
  });

  it('rejects anything but exactly eight digits', () => {
    expect(isValidCvr('1234567')).toBe(false);
    expect(isValidCvr('123456740')).toBe(false);
    expect(isValidCvr('1234 5674')).toBe(false);
  });
});
