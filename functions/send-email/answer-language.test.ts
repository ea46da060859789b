import { describe, expect, it } from 'vitest';
import { moldovaBody } from '../test-support/fixtures.ts';
import { languageOfUnreadBody } from './answer-language.ts';

const request = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://x/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('languageOfUnreadBody', () => {
  it('reads a small body for the form it claims: Russian for the job application', async () => {
    expect(await languageOfUnreadBody(request(JSON.stringify(moldovaBody())))).toBe('ru');
    expect(await languageOfUnreadBody(request(JSON.stringify({ formType: 'contact' })))).toBe('da');
  });

  it('answers in Danish for a large body (unread), one that is not JSON, and one that never ends', async () => {
    const large = JSON.stringify({ ...moldovaBody(), padding: 'x'.repeat(70 * 1024) });
    expect(await languageOfUnreadBody(request(large, { 'content-length': String(large.length) }))).toBe('da');
    expect(await languageOfUnreadBody(request(large))).toBe('da');
    expect(await languageOfUnreadBody(request('{"formType":"moldova"'))).toBe('da');
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"formType":"moldova",'));
      },
    });
    // Without the second's limit this waits for the body forever (and the test times out).
    expect(await languageOfUnreadBody(request(endless))).toBe('da');
  });
});
