import type { BrowserContext, Request } from '@playwright/test';

/**
 * Resolves once no request of the context has been open for `quietMs` (real time, not the page's clock):
 * what a page's timers start on the moved clock (a dynamic import, then a call) has been sent by then.
 */
export function networkQuiet(context: BrowserContext, quietMs = 500): Promise<void> {
  const open = new Set<Request>();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (open.size === 0) timer = setTimeout(done, quietMs);
    };
    const started = (request: Request) => {
      open.add(request);
      settle();
    };
    const ended = (request: Request) => {
      open.delete(request);
      settle();
    };
    function done() {
      context.off('request', started);
      context.off('requestfinished', ended);
      context.off('requestfailed', ended);
      resolve();
    }
    context.on('request', started);
    context.on('requestfinished', ended);
    context.on('requestfailed', ended);
    settle();
  });
}
