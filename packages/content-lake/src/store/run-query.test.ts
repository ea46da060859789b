import { describe, expect, it } from 'vitest';
import type { SanityDocument } from './documents.ts';
import { buildView, type Perspective } from './perspective.ts';
import { createQueryRunner, type QuerySource } from './run-query.ts';

function storeOf(documents: SanityDocument[]): QuerySource & { version: number } {
  return {
    projectId: 'nordkyst',
    dataset: 'production',
    version: 0,
    view: (perspective: Perspective) => buildView(documents, perspective),
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

  it('reuses the answer to a repeated query until the store changes', async () => {
    const documents: SanityDocument[] = [{ _id: 'a', _type: 'service' }];
    const source = storeOf(documents);
    const run = createQueryRunner(source);
    expect(await run('count(*)', {})).toMatchObject({ ok: true, result: 1 });
    documents.push({ _id: 'b', _type: 'service' });
    expect(await run('count(*)', {})).toMatchObject({ ok: true, result: 1 });
    expect(await run('count(*[_type == $t])', { t: 'service' })).toMatchObject({ ok: true, result: 2 });
    source.version++;
    expect(await run('count(*)', {})).toMatchObject({ ok: true, result: 2 });
  });

  it('shows each perspective its documents, and answers sanity::versionOf()', async () => {
    const run = createQueryRunner(
      storeOf([
        { _id: 'a', _type: 'service', title: 'Published' },
        { _id: 'drafts.a', _type: 'service', title: 'Draft' },
        { _id: 'drafts.b', _type: 'service', title: 'New' },
      ]),
    );
    const titles = '*[_type == "service"] | order(_id) { _id, title, _originalId }';
    expect(await run(titles, {}, 'published')).toMatchObject({ result: [{ _id: 'a', title: 'Published' }] });
    expect(await run(titles, {}, 'drafts')).toMatchObject({
      result: [
        { _id: 'a', title: 'Draft', _originalId: 'drafts.a' },
        { _id: 'b', title: 'New', _originalId: 'drafts.b' },
      ],
    });
    expect(await run('count(*)', {}, 'raw')).toMatchObject({ result: 3 });
    expect(await run('*[sanity::versionOf("a")]._id | order(@)', {}, 'raw')).toMatchObject({
      result: ['a', 'drafts.a'],
    });
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
