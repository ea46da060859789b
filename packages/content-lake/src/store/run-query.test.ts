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
    const first = await run('count(*)', {});
    expect(first).toMatchObject({ ok: true, result: 1 });
    documents.push({ _id: 'b', _type: 'service' });
    expect(await run('count(*)', {})).toBe(first);
    source.version++;
    expect(await run('count(*)', {})).toMatchObject({ ok: true, result: 2 });
  });

  it('keeps no answer read before a commit that came while it ran', async () => {
    const documents: SanityDocument[] = [{ _id: 'a', _type: 'service' }];
    const source = storeOf(documents);
    let viewed = () => {};
    const read = new Promise<void>((resolve) => {
      viewed = resolve;
    });
    // The first query reads the documents, then a commit adds one before its answer is back.
    source.view = (perspective) => {
      const shown = buildView([...documents], perspective);
      if (source.version === 0) {
        documents.push({ _id: 'b', _type: 'service' });
        source.version++;
        viewed();
      }
      return shown;
    };
    const run = createQueryRunner(source);
    const before = run('count(*)', {});
    await read;
    // A query after the commit moves the cache on while the first one still runs.
    const after = run('count(*[_id == "b"])', {});
    expect(await before).toMatchObject({ ok: true, result: 1 });
    expect(await after).toMatchObject({ ok: true, result: 1 });
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
    const run = createQueryRunner(storeOf([{ _id: 'a', _type: 'service' }]));
    const query = '{ "count": count(*), "at": now() }';
    const first = await run(query, {});
    expect(first).toMatchObject({ result: { count: 1 } });
    const second = await run(query, {});
    expect(second).toMatchObject({ result: { count: 1 } });
    expect(second).not.toBe(first);
  });

  it('stops a query that runs past the time limit with a clear 422, and answers the next one', async () => {
    const documents = Array.from({ length: 60 }, (_, i) => ({ _id: `d${i}`, _type: 'page' }));
    const run = createQueryRunner(storeOf(documents), {
      timeoutMs: 300,
      maxResultBytes: 1e6,
      maxMemoryMb: 64,
    });
    const started = performance.now();
    const outcome = await run('count(*[count(*[count(*[count(*[true]) > 0]) > 0]) > 0])', {});
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(outcome).toMatchObject({
      ok: false,
      status: 422,
      error: {
        type: 'queryTimeoutError',
        description:
          'The query ran longer than 0.3 s and was stopped: ask for fewer documents or fewer nested queries',
      },
    });
    expect(await run('count(*)', {})).toMatchObject({ ok: true, result: 60 });
  });

  it('stops a query at a deadline sooner than the time limit (a re-run after a commit)', async () => {
    const documents = Array.from({ length: 60 }, (_, i) => ({ _id: `d${i}`, _type: 'page' }));
    const run = createQueryRunner(storeOf(documents), {
      timeoutMs: 60_000,
      maxResultBytes: 1e6,
      maxMemoryMb: 64,
    });
    await run('count(*)', {}); // the thread has started
    const started = performance.now();
    const slow = 'count(*[count(*[count(*[count(*[true]) > 0]) > 0]) > 0])';
    expect(await run(slow, {}, 'published', started + 300)).toMatchObject({ ok: false, status: 422 });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await run('count(*) + 1', {}, 'published', performance.now() - 1)).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await run('count(*) + 2', {})).toMatchObject({ ok: true, result: 62 });
  });

  it('refuses a result past the size limit with a clear 413', async () => {
    const documents = Array.from({ length: 50 }, (_, i) => ({
      _id: `d${i}`,
      _type: 'page',
      body: 'x'.repeat(1000),
    }));
    const run = createQueryRunner(storeOf(documents), {
      timeoutMs: 5_000,
      maxResultBytes: 10_000,
      maxMemoryMb: 64,
    });
    expect(await run('*[]', {})).toMatchObject({
      ok: false,
      status: 413,
      error: {
        type: 'queryResultTooLargeError',
        description: expect.stringContaining('more than the 10000 allowed'),
      },
    });
    expect(await run('*[0..2]._id', {})).toMatchObject({ ok: true, result: ['d0', 'd1', 'd2'] });
  });
});
