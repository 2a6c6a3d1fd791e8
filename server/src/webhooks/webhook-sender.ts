import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { eventBody, type OutboxEvent } from '../events/event-types.js';
import type { DeliveryResult } from '../events/outbox-consumer.js';
import { guardedLookup, isPrivateAddress } from './safe-address.js';
import { signedHeaders } from './signing.js';

/** Bytes of an answer read (the log keeps its first 500 characters). */
const ANSWER_BYTES = 2048;

/**
 * POSTs one event to an endpoint, signed with each secret given, and answers what came back:
 * ok for a 2xx answer. The address connected to is checked (unless private ones are allowed);
 * the whole call ends by `timeoutMs`; redirects are not followed.
 */
export function postEvent(url: string, secrets: string[], event: OutboxEvent, { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean }): Promise<DeliveryResult> {
  const body = JSON.stringify(eventBody(event));
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve({ ok: false, status: null, answer: `${host} is a private, loopback or link-local address` });
  }
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: DeliveryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(allowPrivate) as never,
        headers: { 'content-type': 'application/json', 'user-agent': 'SQU-Webhooks/1', ...signedHeaders(secrets, event.id, body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const status = res.statusCode ?? 0;
          done({ ok: status >= 200 && status < 300, status, answer: Buffer.concat(chunks).subarray(0, ANSWER_BYTES).toString('utf8') });
          res.destroy();
        };
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          size += c.length;
          if (size >= ANSWER_BYTES) finish();
        });
        res.on('end', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => done({ ok: false, status: null, answer: error.message }));
    req.end(body);
  });
}
