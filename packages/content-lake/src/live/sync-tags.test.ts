// The watched queries are bounded per origin and in all, and their re-run after a commit takes no longer
// than one query may (issue 42): a page the owner visits cannot make a publish stall the preview.
import { describe, expect, it } from 'vitest';
import type { CommitListener, CommittedTransaction } from '../store/content-lake.ts';
import type { Perspective } from '../store/perspective.ts';
import type { QueryOutcome, QueryRunner } from '../store/run-query.ts';
import { createSyncTags, type LiveMessage, type SyncTag } from './sync-tags.ts';

/** A lake that commits on demand, and a query runner whose every answer changes with each commit. */
function setup(options: { msPerQuery?: number; timeLimitMs?: number } = {}) {
  const listeners: CommitListener[] = [];
  let commits = 0;
  const ran: { query: string; deadline: number | undefined }[] = [];
  const runQuery: QueryRunner = async (query, _params, _perspective, deadline) => {
    ran.push({ query, deadline });
    if (options.msPerQuery) await new Promise((resolve) => setTimeout(resolve, options.msPerQuery));
    const resultJson = JSON.stringify(`${query} after ${commits} commits`);
    return { ok: true, result: JSON.parse(resultJson), resultJson } satisfies QueryOutcome;
  };
  const onCommit = (listener: CommitListener) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  };
  const syncTags = createSyncTags({ onCommit }, runQuery, options.timeLimitMs);
  const messages: LiveMessage[] = [];
  syncTags.subscribe((message) => messages.push(message));
  return {
    syncTags,
    ran,
    /** Answers `query` for `origin` and returns its tag. */
    ask(query: string, origin: string | null, perspective: Perspective = 'public'): SyncTag {
      return syncTags.tagFor(
        query,
        {},
        perspective,
        JSON.stringify(`${query} after ${commits} commits`),
        origin,
      );
    },
    /** Commits a change to a published document; resolves with the tags announced for it. */
    async commit(): Promise<SyncTag[]> {
      commits++;
      const transaction = { id: `t${commits}`, changes: [{ id: 'gallery-1' }] } as CommittedTransaction;
      for (const listener of listeners) listener(transaction);
      const before = messages.length;
      await syncTags.settled();
      return messages.slice(before).flatMap((message) => message.tags);
    },
  };
}

describe('watched live queries', () => {
  it('keeps at most 500 per origin, so one page cannot push out another’s', async () => {
    const lake = setup();
    const owner = lake.ask('owner query', 'http://127.0.0.1:4177');
    const flood = Array.from({ length: 3000 }, (_, index) =>
      lake.ask(`${index} + 0`, 'https://evil.example'),
    );
    const announced = new Set(await lake.commit());
    expect(announced.has(owner)).toBe(true);
    expect(flood.filter((tag) => announced.has(tag))).toEqual(flood.slice(-500));
  });

  it('keeps at most 2000 in all, the oldest let go first', async () => {
    const lake = setup();
    const tags = Array.from({ length: 5 }, (_, site) =>
      Array.from({ length: 500 }, (_, index) =>
        lake.ask(`${site}:${index}`, `http://127.0.0.1:${5000 + site}`),
      ),
    ).flat();
    const announced = await lake.commit();
    expect(announced).toEqual(tags.slice(-2000));
  });

  it('watches nothing for a page opened by a link or a form', async () => {
    const lake = setup();
    lake.ask('opened in a frame', null);
    expect(await lake.commit()).toEqual([]);
    expect(lake.ran).toEqual([]);
  });

  it('re-runs for one query’s time limit in all, the owner’s first, and announces and lets go the rest', async () => {
    const lake = setup({ msPerQuery: 40, timeLimitMs: 200 });
    const strangers = Array.from({ length: 50 }, (_, index) => lake.ask(`stranger ${index}`, ''));
    const owners = Array.from({ length: 3 }, (_, index) =>
      lake.ask(`owner ${index}`, 'https://nordkyst.localhost:3333', 'drafts'),
    );
    const started = performance.now();
    const announced = await lake.commit();
    const took = performance.now() - started;
    // Every query is announced: those not re-run in time too (their listeners ask again).
    expect(new Set(announced)).toEqual(new Set([...owners, ...strangers]));
    expect(lake.ran.slice(0, 3).map((run) => run.query)).toEqual(['owner 0', 'owner 1', 'owner 2']);
    expect(lake.ran.length).toBeLessThan(10);
    expect(new Set(lake.ran.map((run) => run.deadline)).size).toBe(1);
    // One pass: the time limit and the one query under way when it passed (40 ms), with room for a busy machine.
    expect(took).toBeLessThan(200 + 40 + 150);
    // Those not re-run are no longer watched: the next commit runs only (some of) those that were.
    const firstRan = new Set(lake.ran.map((run) => run.query));
    lake.ran.length = 0;
    await lake.commit();
    expect(lake.ran.length).toBeGreaterThan(0);
    expect(lake.ran.every((run) => firstRan.has(run.query))).toBe(true);
  });
});
