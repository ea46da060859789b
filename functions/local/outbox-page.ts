import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { html } from 'hono/html';

/** The outbox's `.eml` files, newest first. */
export async function listOutbox(dir: string): Promise<{ name: string; size: number; modified: Date }[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const entries = await Promise.all(
    names.map(async (name) => {
      const info = await stat(join(dir, name));
      return { name, size: info.size, modified: info.mtime };
    }),
  );
  return entries.sort((a, b) => b.modified.getTime() - a.modified.getTime() || b.name.localeCompare(a.name));
}

/** A page listing the outbox with a link to each message (hono's `html` escapes every interpolated value). */
export function outboxPage(entries: Awaited<ReturnType<typeof listOutbox>>, dir: string) {
  const rows = entries.map(
    (e) =>
      html`<tr><td><a href="/outbox/${encodeURIComponent(e.name)}">${e.name}</a></td><td>${e.modified.toISOString()}</td><td>${(e.size / 1024).toFixed(1)} KB</td></tr>`,
  );
  return html`<!doctype html>
<html lang="da"><head><meta charset="utf-8"><title>Udbakke (${entries.length})</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}td,th{padding:.25rem 1rem .25rem 0;text-align:left}</style>
</head><body>
<h1>Udbakke</h1>
<p>E-mails fra funktionerne gemmes som .eml-filer i <code>${dir}</code>.</p>
${
  entries.length
    ? html`<table><thead><tr><th>Fil</th><th>Tid</th><th>Størrelse</th></tr></thead><tbody>${rows}</tbody></table>`
    : html`<p>Udbakken er tom.</p>`
}
</body></html>`;
}
