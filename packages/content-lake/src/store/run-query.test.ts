import { describe, expect, it } from 'vitest';
import { createQueryRunner } from './run-query.ts';
import type { ContentStore, SanityDocument } from './seed.ts';

function storeOf(documents: SanityDocument[]): ContentStore {
  return {
    projectId: 'nordkyst',
    dataset: 'production',
    documents,
    byId: new Map(documents.map((document) => [document._id, document])),
    images: new Map(),
  };
}

describe('createQueryRunner', () => {
  it('evaluates GROQ with parameters and references', async () => {
    const run = createQueryRunner(
      storeOf([
        { _id: 'a', _type: 'service', title: 'Nybyg', next: { _type: 'reference', _ref: 'b' } },
        { _id: 'b', _type: 'service', title: 'Terrasser' },
      ]),
    );
    expect(await run('*[_type == $type && _id == "a"][0].next->title', { type: 'service' })).toEqual({
      ok: true,
      result: 'Terrasser',
      resultJson: '"Terrasser"',
    });
  });

  it('points at the position of a syntax error', async () => {
    const outcome = await createQueryRunner(storeOf([]))('*[_type == ]', {});
    expect(outcome).toMatchObject({ ok: false, error: { type: 'queryParseError', query: '*[_type == ]' } });
    // groq-js points at or just before the `]` that lacks an operand.
    expect(outcome.ok ? 0 : outcome.error.start).toBeGreaterThanOrEqual(10);
  });

  it('reuses the answer to a repeated query, since the seed does not change', async () => {
    const documents: SanityDocument[] = [{ _id: 'a', _type: 'service' }];
    const run = createQueryRunner(storeOf(documents));
    expect(await run('count(*)', {})).toMatchObject({ ok: true, result: 1 });
    documents.push({ _id: 'b', _type: 'service' });
    expect(await run('count(*)', {})).toMatchObject({ ok: true, result: 1 });
    expect(await run('count(*[_type == $t])', { t: 'service' })).toMatchObject({ ok: true, result: 2 });
  });

  it('evaluates again a query that reads the clock', async () => {
    const documents: SanityDocument[] = [{ _id: 'a', _type: 'service' }];
    const run = createQueryRunner(storeOf(documents));
    const query = '{ "count": count(*), "at": now() }';
    expect(await run(query, {})).toMatchObject({ result: { count: 1 } });
    documents.push({ _id: 'b', _type: 'service' });
    expect(await run(query, {})).toMatchObject({ result: { count: 2 } });
  });
});
