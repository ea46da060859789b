import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `lose-answer`: accepted and sent, but the connection drops before the answer (the sender cannot know). */
export type StandInMode = 'fail' | 'hang' | 'lose-answer' | 'ok' | 'refuse' | 'revoked' | 'unverified-domain';

/** Each mode's error answer as Resend gives it (docs, "Errors"; a revoked key's 401 as the API sends it). */
const REFUSALS = {
  fail: { statusCode: 500, name: 'internal_server_error', message: 'Stand-in is down' },
  refuse: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' },
  revoked: { statusCode: 401, name: 'validation_error', message: 'API key is invalid' },
  'unverified-domain': {
    statusCode: 403,
    name: 'validation_error',
    message:
      'The nordkystbyg.dk domain is not verified. Please, add and verify your domain on https://resend.com/domains',
  },
} as const;

/** Resend's answer to a key already sent with another payload. */
const MISMATCH = {
  statusCode: 409,
  name: 'invalid_idempotent_request',
  message:
    'Same idempotency key used with a different request payload. Change your idempotency key or payload.',
};

/**
 * A stand-in for Resend's e-mails endpoint on loopback, for fault injection: it fails (500), refuses
 * for good (422, as Resend answers an invalid address), refuses the site's key (401, `revoked`) or its
 * domain (403, `unverified-domain`), hangs (never answers), accepts and loses the answer, or accepts, and
 * records each call's Idempotency-Key and outcome. Keys are kept as Resend keeps them (docs, "Idempotency
 * Keys"): a key already sent with answers the same id again for the same payload (not sent twice), and
 * 409 `invalid_idempotent_request` for another.
 */
export async function startResendStandIn() {
  let mode: StandInMode = 'ok';
  const calls: {
    key: string;
    to: string;
    subject: string;
    text: string;
    /** The API key sent, as `Bearer …`. */
    authorization: string;
    /** Each file's name and the SHA-256 of its base64 content (the bodies may be large); `path`: a file Resend was to fetch, fetched. */
    attachments: { filename: string; sha256: string; path?: string }[];
    /** `lost`: sent, its answer lost; `hung`: never answered. */
    status: number | 'hung' | 'lost';
    /** The answer of an earlier send under the same key and payload, given again: nothing sent. */
    replay?: boolean;
  }[] = [];
  /** What was sent under each Idempotency-Key: the payload's hash and the id answered. */
  const sentKeys = new Map<string, { payload: string; id: string }>();
  const hung = new Set<ServerResponse>();

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const payload = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      to: string[];
      subject: string;
      text: string;
      attachments?: ({ filename: string } & ({ content: string } | { path: string }))[];
    };
    // A `path` is fetched as Resend fetches it; either way the file is hashed as its base64 text.
    const attachments = [];
    for (const file of body.attachments ?? []) {
      const content =
        'content' in file
          ? file.content
          : Buffer.from(await (await fetch(file.path)).arrayBuffer()).toString('base64');
      attachments.push({
        filename: file.filename,
        sha256: createHash('sha256').update(content).digest('hex'),
        ...('path' in file ? { path: file.path } : {}),
      });
    }
    const call = {
      key: String(request.headers['idempotency-key']),
      to: body.to[0] ?? '',
      subject: body.subject,
      text: body.text,
      authorization: String(request.headers.authorization),
      attachments,
    };
    if (mode === 'hang') {
      calls.push({ ...call, status: 'hung' });
      hung.add(response);
      return;
    }
    const earlier = sentKeys.get(call.key);
    if (earlier) {
      const replay = earlier.payload === payload;
      calls.push({ ...call, status: replay ? 200 : 409, replay });
      response.writeHead(replay ? 200 : 409, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(replay ? { id: earlier.id } : MISMATCH));
      return;
    }
    const refusal = mode === 'ok' || mode === 'lose-answer' ? undefined : REFUSALS[mode];
    const status = refusal?.statusCode ?? 200;
    calls.push({ ...call, status: mode === 'lose-answer' ? 'lost' : status });
    const id = `re_${calls.length}`;
    if (!refusal && call.key !== 'undefined') sentKeys.set(call.key, { payload, id });
    if (mode === 'lose-answer') {
      response.destroy();
      return;
    }
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(refusal ?? { id }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const url = `http://127.0.0.1:${port}/emails`;
  return {
    url,
    /** send-email's configuration for its Resend transport, pointed at this stand-in. */
    env: {
      EMAIL_TRANSPORT: 'resend',
      RESEND_API_KEY: 're_test',
      RESEND_API_URL: url,
      RESEND_TIMEOUT_MS: '500',
      EMAIL_FROM: 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
      ALLOWED_ORIGINS: 'http://127.0.0.1:4173',
    },
    calls,
    setMode(next: StandInMode) {
      mode = next;
    },
    /** E-mails sent per Idempotency-Key (answered or not; a replay sends none). */
    deliveredPerKey(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const call of calls)
        if ((call.status === 200 && !call.replay) || call.status === 'lost')
          counts.set(call.key, (counts.get(call.key) ?? 0) + 1);
      return counts;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hung) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
