// The presence socket (`/socket/:dataset`): JSON-RPC 2.0 as Sanity's bifur speaks it, so two Studio tabs
// see each other's avatars. Each announcement is relayed to the other sockets of the same dataset.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Sessions, StudioUser } from './sessions.ts';

const heartbeat = '♥';
const heartbeatMs = 15_000;
const socketPath = /^(?:\/v[^/]+)?\/socket\/([^/?]+)/;

type RpcRequest = { jsonrpc: '2.0'; id?: number | string; method: string; params?: Record<string, unknown> };
type PresenceEvent = Record<string, unknown> & { type: string };

type Client = {
  socket: WebSocket;
  dataset: string;
  user?: StudioUser;
  subscriptions: Set<string>;
  sessions: Set<string>;
};

function parse(data: string): RpcRequest | undefined {
  try {
    const message: unknown = JSON.parse(data);
    const request = message as RpcRequest;
    return request?.jsonrpc === '2.0' && typeof request.method === 'string' ? request : undefined;
  } catch {
    return undefined;
  }
}

export type Presence = {
  /** Takes the upgrade if it is for the presence socket; false leaves it to someone else. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
};

export function createPresence(sessions: Sessions): Presence {
  const server = new WebSocketServer({ noServer: true });
  const clients = new Set<Client>();
  let nextSubscription = 1;

  function send(client: Client, message: object): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  function broadcast(from: Client, event: PresenceEvent): void {
    for (const client of clients) {
      if (client === from || client.dataset !== from.dataset) continue;
      for (const subscription of client.subscriptions)
        send(client, {
          jsonrpc: '2.0',
          method: 'presence_subscription',
          params: { subscription, result: event },
        });
    }
  }

  type Outcome = { result: unknown } | { error: { code: number; message: string } };
  const ok = (result: unknown): Outcome => ({ result });
  const failure = (code: number, message: string): Outcome => ({ error: { code, message } });

  function outcome(client: Client, request: RpcRequest): Outcome {
    const params = request.params ?? {};
    if (request.method === 'authorization') {
      const token = /^Bearer\s+(\S+)$/i.exec(String(params.authorization ?? ''))?.[1];
      client.user = sessions.userFor(token);
      return client.user ? ok(true) : failure(4001, 'Invalid token');
    }
    const user = client.user;
    if (!user) return failure(4001, 'Not authorized');
    switch (request.method) {
      case 'presence_subscribe': {
        const id = String(nextSubscription++);
        client.subscriptions.add(id);
        return ok(id);
      }
      case 'presence_unsubscribe':
        client.subscriptions.delete(String(params.subscriptionId));
        return ok(true);
      case 'presence_rollcall':
        broadcast(client, { type: 'rollCall', i: user.id, session: params.session });
        return ok(null);
      case 'presence_announce': {
        const data = (params.data ?? {}) as { sessionId?: unknown };
        if (typeof data.sessionId === 'string') client.sessions.add(data.sessionId);
        broadcast(client, { type: 'state', i: user.id, m: data });
        return ok(null);
      }
      case 'presence_disconnect':
        client.sessions.delete(String(params.session));
        broadcast(client, { type: 'disconnect', i: user.id, m: { session: params.session } });
        return ok(null);
      default:
        return failure(-32601, `Unknown method ${request.method}`);
    }
  }

  function connect(socket: WebSocket, dataset: string): void {
    const client: Client = { socket, dataset, subscriptions: new Set(), sessions: new Set() };
    clients.add(client);
    socket.send(heartbeat);
    const timer = setInterval(() => socket.send(heartbeat), heartbeatMs);
    socket.on('message', (data, isBinary) => {
      const request = isBinary ? undefined : parse(data.toString());
      send(
        client,
        request
          ? { jsonrpc: '2.0', id: request.id, ...outcome(client, request) }
          : { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
      );
    });
    socket.on('close', () => {
      clearInterval(timer);
      clients.delete(client);
      // A closed tab leaves: the others drop its avatar without waiting for a timeout.
      if (client.user)
        for (const session of client.sessions)
          broadcast(client, { type: 'disconnect', i: client.user.id, m: { session } });
    });
  }

  return {
    handleUpgrade(request, socket, head) {
      const dataset = socketPath.exec(request.url ?? '')?.[1];
      if (!dataset) return false;
      server.handleUpgrade(request, socket, head, (ws) => connect(ws, decodeURIComponent(dataset)));
      return true;
    },
    close() {
      for (const client of clients) client.socket.terminate();
      server.close();
    },
  };
}
