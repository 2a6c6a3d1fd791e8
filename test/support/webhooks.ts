/**
 * What the outbox and webhook suites share (issue 59): a receiver of webhooks on 127.0.0.1 that
 * keeps every call (headers, raw body, when it came and when it was answered) and answers as told
 * (fail the first tries of each webhook-id, answer slowly), and the staff's REST calls.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rest } from './api';
import type { RunningServer } from './start-server';

export interface ReceivedCall {
  id: string;
  headers: Record<string, string>;
  body: string;
  json: any;
  at: number;
  answeredAt: number;
  status: number;
}

export interface Receiver {
  url: string;
  calls: ReceivedCall[];
  /** webhook-ids being answered right now, by how many at once (never over 1 for one id). */
  mostAtOnce(): number;
  /** Calls received and not answered yet. */
  answering(): number;
  close(): Promise<void>;
}

export interface ReceiverBehaviour {
  /** Answer 500 to the first `failFirst` tries of each webhook-id. */
  failFirst?: number;
  /** Wait this long before answering. */
  delayMs?: number;
}

const headersOf = (req: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));

/** A webhook receiver on a free port of 127.0.0.1. */
export async function startReceiver(behaviour: ReceiverBehaviour = {}): Promise<Receiver> {
  const calls: ReceivedCall[] = [];
  const tries = new Map<string, number>();
  const inFlight = new Map<string, number>();
  let most = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const at = Date.now();
      const headers = headersOf(req);
      const id = headers['webhook-id'] ?? '';
      inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
      most = Math.max(most, inFlight.get(id)!);
      const n = (tries.get(id) ?? 0) + 1;
      tries.set(id, n);
      if (behaviour.delayMs) await new Promise((r) => setTimeout(r, behaviour.delayMs));
      const status = n <= (behaviour.failFirst ?? 0) ? 500 : 200;
      const body = Buffer.concat(chunks).toString('utf8');
      let json: any = null;
      try {
        json = JSON.parse(body);
      } catch {
        /* kept raw */
      }
      inFlight.set(id, inFlight.get(id)! - 1);
      calls.push({ id, headers, body, json, at, answeredAt: Date.now(), status });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : `try ${n}: not now`);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    mostAtOnce: () => most,
    answering: () => [...inFlight.values()].reduce((n, k) => n + k, 0),
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/** Registers an endpoint through the staff's REST call; answers its id and secret. */
export async function registerEndpoint(server: RunningServer, adminToken: string, url: string, events: string[]): Promise<{ id: string; secret: string }> {
  const made = await rest(server, 'POST', '/api/admin/webhooks', { url, events }, { token: adminToken });
  if (made.status !== 201) throw new Error(`registering ${url}: ${made.status} ${JSON.stringify(made.body)}`);
  return { id: made.body.endpoint.id, secret: made.body.secret };
}

export const ALL_EVENTS = ['order.created', 'order.status_changed', 'order.cancelled', 'payment.succeeded', 'payment.failed', 'refund.processed', 'return.updated', 'stock.low'];

/** The outbox's environment in the suites: the worker every 100 ms, retries after 200 ms, 400 ms, ... (WEBHOOKS_RETRY_BASE_MS), private URLs allowed (the receiver is on 127.0.0.1). */
export const OUTBOX_ENV = { OUTBOX_POLL_MS: '100', WEBHOOKS_RETRY_BASE_MS: '200', WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_TIMEOUT_MS: '3000' };
