// `GET /v{v}/data/live/events/:dataset`: the Live Content API, Server-Sent Events of sync tags whose
// queries now answer differently (live/sync-tags.ts). `welcome` on connecting; `message` with `tags`
// (and its id, for `Last-Event-ID` and the query API's `lastLiveEventId`); `restart` first when the
// client's position is not known (the client then refetches everything); `goaway` when the server
// closes. Tags of queries that saw drafts go only to a token holder who asked with `includeDrafts=true`.
import type { EventEmitter } from 'node:events';
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { isEditor } from '../access/access.ts';
import { httpError } from '../http-error.ts';
import { lakeQueries } from '../live/lake-queries.ts';
import type { LiveMessage } from '../live/sync-tags.ts';
import type { ContentLake } from '../store/content-lake.ts';
import { dataHandler } from './http.ts';
import { keepAliveMs } from './listen-route.ts';

export function addLiveRoute(app: Hono, lake: ContentLake): void {
  const { syncTags } = lakeQueries(lake);
  app.get(
    '/:apiVersion/data/live/events/:dataset',
    dataHandler(lake, (c) => {
      const accept = c.req.header('accept');
      if (accept !== undefined && !/text\/event-stream|\*\/\*/.test(accept)) {
        return httpError(c, 406, 'Not Acceptable', 'The live events API answers text/event-stream only');
      }
      const includeDrafts = new URL(c.req.url).searchParams.get('includeDrafts') === 'true';
      if (includeDrafts && !isEditor(c)) {
        return httpError(c, 401, 'Unauthorized', 'includeDrafts=true needs a token that may read drafts');
      }
      const lastEventId = c.req.header('last-event-id');
      // The Node response under the stream (both servers are @hono/node-server), to know when it is sent.
      const outgoing = (c.env as { outgoing?: EventEmitter } | undefined)?.outgoing;
      /** The message as this client may see it, or undefined when it holds nothing for it. */
      const visible = (message: LiveMessage) => {
        const tags = includeDrafts ? message.tags : message.publishedTags;
        return tags.length === 0 ? undefined : { id: message.id, tags };
      };

      return streamSSE(c, async (stream) => {
        let writing: Promise<unknown> = Promise.resolve();
        const write = (event: string, data: unknown, id?: string) => {
          writing = writing.then(() =>
            stream.writeSSE({ event, data: JSON.stringify(data), ...(id ? { id } : {}) }),
          );
        };
        const sendMessage = (message: LiveMessage) => {
          const shown = visible(message);
          if (shown) write('message', { tags: shown.tags }, shown.id);
        };
        // Read and subscribed in one synchronous step, so no message falls between the two.
        const missed = lastEventId === undefined ? [] : syncTags.since(lastEventId);
        if (missed === undefined) write('restart', {}, syncTags.position);
        write('welcome', {});
        for (const message of missed ?? []) sendMessage(message);
        const unsubscribe = syncTags.subscribe(sendMessage);
        const keepAlive = setInterval(() => {
          writing = writing.then(() => stream.write(': keep-alive\n\n'));
        }, keepAliveMs);
        let ended!: () => void;
        const end = new Promise<void>((resolve) => {
          ended = resolve;
          stream.onAbort(resolve);
        });
        const goAway = syncTags.onGoAway(async () => {
          write('goaway', { reason: 'The content server is stopping' }, syncTags.position);
          await writing;
          // Written to the stream is not yet sent: the answer ends, and its last bytes leave the socket.
          const sent = outgoing
            ? new Promise((resolve) => {
                outgoing.once('finish', resolve);
                outgoing.once('close', resolve);
              })
            : undefined;
          await stream.close();
          await sent;
          ended();
        });
        await end;
        clearInterval(keepAlive);
        unsubscribe();
        goAway();
      });
    }),
  );
}
