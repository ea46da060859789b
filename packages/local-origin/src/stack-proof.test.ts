import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  answerStackChallenge,
  stackChallenge,
  stackChallengeHeader,
  stackProof,
  stackProofHeader,
} from './stack-proof.ts';

const content = { service: 'content', port: 3400 };

describe('the stack proof', () => {
  it('proves a server holds the secret, for this challenge only', () => {
    const { challenge, whose } = stackChallenge('this checkout', content);
    const answer = (secret: string, asked = challenge) =>
      new Headers({ [stackProofHeader]: stackProof(asked, 3400, { secret, service: 'content' }) ?? '' });
    expect(whose(answer('this checkout'))).toBe('ours');
    expect(whose(answer('another checkout'))).toBe('foreign');
    expect(whose(answer('this checkout', stackChallenge('this checkout', content).challenge))).toBe(
      'foreign',
    );
    expect(whose(new Headers())).toBe('foreign');
  });

  it('names the server and port it answers for, and the answer cannot be moved to another', () => {
    const { challenge, whose } = stackChallenge('this checkout', content);
    const answer = (service: string, port: number) =>
      stackProof(challenge, port, { secret: 'this checkout', service }) ?? '';
    // Another server of this checkout on the content port, or the content server reached on another port.
    expect(whose(new Headers({ [stackProofHeader]: answer('functions', 3400) }))).toEqual({
      service: 'functions',
      port: 3400,
    });
    expect(whose(new Headers({ [stackProofHeader]: answer('content', 3401) }))).toEqual({
      service: 'content',
      port: 3401,
    });
    // Its claim rewritten to the one asked for: the HMAC no longer matches.
    const forged = answer('functions', 3400).replace(/^functions:/, 'content:');
    expect(whose(new Headers({ [stackProofHeader]: forged }))).toBe('foreign');
  });

  it('is answered by a server started by the stack, for the port the request came in on', async () => {
    const app = new Hono();
    app.use('*', answerStackChallenge());
    app.get('/', (c) => c.text('site'));
    const { challenge, whose } = stackChallenge('secret of this checkout', { service: 'site', port: 4173 });
    // @hono/node-server's bindings: the socket the request came in on.
    const ask = (localPort?: number) =>
      app.request(
        '/',
        { headers: { [stackChallengeHeader]: challenge } },
        { incoming: { socket: { localPort } } },
      );
    const before = { secret: process.env.STACK_SECRET, service: process.env.STACK_SERVICE };
    try {
      delete process.env.STACK_SECRET;
      process.env.STACK_SERVICE = 'site';
      expect(whose((await ask(4173)).headers)).toBe('foreign');
      process.env.STACK_SECRET = 'secret of this checkout';
      expect(whose((await ask(4173)).headers)).toBe('ours');
      expect(whose((await ask(4177)).headers)).toEqual({ service: 'site', port: 4177 });
      expect((await ask()).headers.has(stackProofHeader)).toBe(false);
      process.env.STACK_SERVICE = 'preview';
      expect(whose((await ask(4173)).headers)).toEqual({ service: 'preview', port: 4173 });
      delete process.env.STACK_SERVICE;
      expect((await ask(4173)).headers.has(stackProofHeader)).toBe(false);
    } finally {
      for (const [name, value] of [
        ['STACK_SECRET', before.secret],
        ['STACK_SERVICE', before.service],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
