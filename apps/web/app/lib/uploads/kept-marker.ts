/**
 * Set while the device keeps a quote (IndexedDB), so a page load knows whether to look at all: the
 * upload code and idb-keyval load only when a photo is picked, or when this says there is something to
 * finish.
 */
const KEPT_MARKER = 'nordkyst-quote-kept';

/** Whether the device keeps a quote; `win`, the page's window (the hydration loader passes its own). */
export function hasKeptQuotes(win: { localStorage: Storage } = globalThis): boolean {
  try {
    return win.localStorage.getItem(KEPT_MARKER) !== null;
  } catch {
    return false;
  }
}

export function markKept(kept: boolean, win: { localStorage: Storage } = globalThis) {
  try {
    if (kept) win.localStorage.setItem(KEPT_MARKER, '1');
    else win.localStorage.removeItem(KEPT_MARKER);
  } catch {
    // Storage blocked: the quote is still kept; only a later visit will not look for it.
  }
}
