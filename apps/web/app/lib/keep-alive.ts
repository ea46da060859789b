import { supabaseAnonKey, supabaseUrl } from './supabase.ts';

/** Spec section 9. */
export const KEEP_ALIVE = {
  firstCheckMs: 2000,
  activityCheckEveryMs: 30 * 60 * 1000,
  pingEveryMs: 3 * 24 * 60 * 60 * 1000,
  storageKey: 'nordkyst:keep-alive:last-ping',
  activityEvents: ['click', 'scroll', 'keydown'],
} as const;

export type KeepAliveEnvironment = {
  now(): number;
  /** Where the last ping's time is kept; undefined when storage is unavailable (private mode). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Where user activity is heard (the window). */
  activity: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  ping(): Promise<void>;
  log(message: string, error: unknown): void;
};

/**
 * The keep-alive schedule, without React: a first check `firstCheckMs` after start, then a check on user
 * activity at most once per `activityCheckEveryMs`. A check pings only when `pingEveryMs` have passed since
 * the last successful ping. Failures are logged and otherwise ignored. Returns a function that stops it.
 */
export function startKeepAlive(env: KeepAliveEnvironment): () => void {
  let lastCheck = env.now();
  let pinging = false;

  async function check() {
    lastCheck = env.now();
    if (pinging) return;
    try {
      const last = Number(env.storage?.getItem(KEEP_ALIVE.storageKey) ?? 0);
      if (Number.isFinite(last) && env.now() - last < KEEP_ALIVE.pingEveryMs) return;
      pinging = true;
      await env.ping();
      env.storage?.setItem(KEEP_ALIVE.storageKey, String(env.now()));
    } catch (error) {
      env.log('Keep-alive ping failed', error);
    } finally {
      pinging = false;
    }
  }

  const onActivity = () => {
    if (env.now() - lastCheck >= KEEP_ALIVE.activityCheckEveryMs) void check();
  };
  const timer = setTimeout(() => void check(), KEEP_ALIVE.firstCheckMs);
  for (const type of KEEP_ALIVE.activityEvents)
    env.activity.addEventListener(type, onActivity, { passive: true });

  return () => {
    clearTimeout(timer);
    for (const type of KEEP_ALIVE.activityEvents) env.activity.removeEventListener(type, onActivity);
  };
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked by the browser's privacy settings
  }
}

/**
 * localStorage, looked up when the first check reads it (2 s after start), not while the page starts:
 * the lookup waits on the browser, several ms on a busy phone. Blocked storage reads as empty.
 */
const storageOnFirstUse: KeepAliveEnvironment['storage'] = {
  getItem: (key) => localStorageOrUndefined()?.getItem(key) ?? null,
  setItem: (key, value) => localStorageOrUndefined()?.setItem(key, value),
};

/**
 * The headers supabase-js sends with a function call when nobody is signed in: the key as `apikey`, and as
 * the Bearer token too unless it is a new-format key (`sb_publishable_…`), which must never be one.
 */
function functionHeaders(key: string): Record<string, string> {
  return key.startsWith('sb_publishable_')
    ? { apikey: key }
    : { apikey: key, Authorization: `Bearer ${key}` };
}

async function pingBackend(): Promise<void> {
  // Only the functions client (a few KB) that supabase-js itself uses for `functions.invoke`: the ping
  // must not download all of supabase-js on every first visit.
  const { FunctionsClient } = await import('@supabase/functions-js');
  const functions = new FunctionsClient(`${supabaseUrl}/functions/v1`, {
    headers: functionHeaders(supabaseAnonKey),
  });
  const { data, error } = await functions.invoke('keep-alive', {
    body: { source: 'client', userAgent: navigator.userAgent },
  });
  if (error) throw error;
  console.debug('Keep-alive:', data);
}

/**
 * Keeps the backend project awake while people use the site: started once per page by the site script
 * (site-script/main.ts), on every page.
 */
export function startSiteKeepAlive(): void {
  startKeepAlive({
    now: Date.now,
    storage: storageOnFirstUse,
    activity: window,
    ping: pingBackend,
    log: (message, error) => console.error(message, error),
  });
}
