// A Visitor over WebDriver BiDi (a WebSocket), as Firefox speaks it itself: Debian has no geckodriver.
import {
  clickActions,
  keyActions,
  navigated,
  type PageFunction,
  recordProblems,
  typeActions,
  type Visitor,
  wheelActions,
} from './visitor.ts';

type RemoteValue = { type: string; value?: unknown };

/** A JSON value as BiDi's LocalValue. */
function toLocal(value: unknown): RemoteValue {
  if (value === null) return { type: 'null' };
  if (value === undefined) return { type: 'undefined' };
  if (Array.isArray(value)) return { type: 'array', value: value.map(toLocal) };
  if (typeof value === 'object')
    return { type: 'object', value: Object.entries(value).map(([key, item]) => [key, toLocal(item)]) };
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean')
    return { type: typeof value, value };
  throw new Error(`Cannot pass ${typeof value} to the page`);
}

/** BiDi's RemoteValue as a JSON value (nodes and other handles become undefined). */
function fromRemote(remote: RemoteValue): unknown {
  switch (remote.type) {
    case 'null':
      return null;
    case 'string':
    case 'boolean':
      return remote.value;
    case 'number':
      return typeof remote.value === 'number' ? remote.value : Number(remote.value);
    case 'array':
      return (remote.value as RemoteValue[]).map(fromRemote);
    case 'object':
      return Object.fromEntries(
        (remote.value as [string | RemoteValue, RemoteValue][]).map(([key, item]) => [
          typeof key === 'string' ? key : String(fromRemote(key)),
          fromRemote(item),
        ]),
      );
    default:
      return undefined;
  }
}

export async function bidiVisitor(socketUrl: string, siteUrl: string): Promise<Visitor> {
  const socket = new WebSocket(socketUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<
    number,
    (message: { result?: unknown; error?: string; message?: string }) => void
  >();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: string };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  const send = <T>(method: string, params: object): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, (message) => {
        pending.delete(id);
        if (message.error) reject(new Error(`BiDi ${method}: ${message.error} ${message.message ?? ''}`));
        else resolve(message.result as T);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });

  await send('session.new', { capabilities: {} });
  const tree = await send<{ contexts: { context: string }[] }>('browsingContext.getTree', {});
  const context = tree.contexts[0]?.context;
  if (!context) throw new Error('Firefox opened no window');
  const run = async <T>(fn: PageFunction<T>, ...args: unknown[]) => {
    const answer = await send<{ type: string; result?: RemoteValue; exceptionDetails?: { text: string } }>(
      'script.callFunction',
      {
        functionDeclaration: String(fn),
        arguments: args.map(toLocal),
        awaitPromise: true,
        target: { context },
      },
    );
    if (answer.type === 'exception') throw new Error(`In the page: ${answer.exceptionDetails?.text}`);
    return fromRemote(answer.result ?? { type: 'undefined' }) as T;
  };
  return {
    engine: 'firefox',
    async goto(path) {
      await send('browsingContext.navigate', { context, url: new URL(path, siteUrl).href, wait: 'complete' });
    },
    async open(path) {
      const url = new URL(path, siteUrl).href;
      await navigated(run, () => send('browsingContext.navigate', { context, url, wait: 'none' }));
    },
    run,
    async clickAt(x, y) {
      await send('input.performActions', { context, actions: clickActions(x, y) });
    },
    async press(key) {
      await send('input.performActions', { context, actions: keyActions(key) });
    },
    async type(text) {
      await send('input.performActions', { context, actions: typeActions(text) });
    },
    async setFiles(selector, paths) {
      const found = await send<{ result?: { type: string; sharedId?: string } }>('script.callFunction', {
        functionDeclaration: '(selector) => document.querySelector(selector)',
        arguments: [toLocal(selector)],
        awaitPromise: false,
        target: { context },
      });
      const sharedId = found.result?.sharedId;
      if (!sharedId) throw new Error(`No element matches ${selector}`);
      await send('input.setFiles', { context, element: { sharedId }, files: paths });
    },
    async wheel(x, y, deltaY) {
      await send('input.performActions', { context, actions: wheelActions(x, y, deltaY) });
    },
    async resize(width, height) {
      await send('browsingContext.setViewport', { context, viewport: { width, height } });
    },
    async watchProblems() {
      await send('script.addPreloadScript', {
        functionDeclaration: String(recordProblems),
        contexts: [context],
      });
    },
    async close() {
      // A browser that stopped answering is stopped with its process all the same.
      await Promise.race([
        send('session.end', {}).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 5000).unref()),
      ]);
      socket.close();
    },
  };
}
