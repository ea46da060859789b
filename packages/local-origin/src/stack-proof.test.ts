import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerStackChallenge, stackChallenge, stackChallengeHeader, stackProof } from './stack-proof.ts';

describe('the stack proof', () => {
  it('proves a server holds the secret, for this challenge only', () => {
    const { challenge, proven } = stackChallenge('this checkout');
    const answer = (secret: string, asked = challenge) =>
      new Headers({ 'x-nordkyst-stack-proof': stackProof(asked, secret) ?? '' });
    expect(proven(answer('this checkout'))).toBe(true);
    expect(proven(answer('another checkout'))).toBe(false);
    expect(proven(answer('this checkout', stackChallenge('this checkout').challenge))).toBe(false);
    expect(proven(new Headers())).toBe(false);
  });

  it('is answered by a server started with STACK_SECRET, and by no other', async () => {
    const app = new Hono();
    app.use('*', answerStackChallenge());
    app.get('/', (c) => c.text('site'));
    const { challenge, proven } = stackChallenge('secret of this checkout');
    const ask = () => app.request('/', { headers: { [stackChallengeHeader]: challenge } });
    const before = process.env.STACK_SECRET;
    try {
      delete process.env.STACK_SECRET;
      expect(proven((await ask()).headers)).toBe(false);
      process.env.STACK_SECRET = 'secret of this checkout';
      expect(proven((await ask()).headers)).toBe(true);
    } finally {
      if (before === undefined) delete process.env.STACK_SECRET;
      else process.env.STACK_SECRET = before;
    }
  });
});
