import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type Prepared, type PreparedQueries, sendPrepared } from '../graphql/prepared-queries.js';
import { requestIdOf, startRequest } from '../logging/request-context.js';
import { BODY_LIMIT_BYTES as LIMIT, bodyNotJson, bodyTooLarge, graphqlErrorBody } from './body-parser.js';
import { applySecurityHeaders } from './security.js';

export interface FastLaneOptions {
  /** Cross-origin callers need the CORS headers Express adds: with CORS on, they take the long way. */
  cors: boolean;
  /** Log a line per request, as the Express path does (startRequest). */
  logRequests: boolean;
  log: (entry: Record<string, unknown>) => void;
}

/**
 * Answers that are already prepared are sent here, before Express, with the same headers the
 * stack would set (startRequest, security headers, sendPrepared's): repeats of a catalogue
 * query (most of the traffic; its answer changes only with the file) and a caller's repeated
 * orders query while their orders are unchanged (one statement to check). Answers are
 * prepared by the normal pipeline, on first use. Every other request goes to Express
 * untouched; a /graphql POST that is read here for the check is handed over with its body
 * already parsed.
 */
export function installFastLane(server: Server, prepared: PreparedQueries, { cors, logRequests, log }: FastLaneOptions) {
  const [express] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!express) return;
  // Only Express's listener is replaced: the others stay (Apollo's drain plugin counts the
  // requests in flight per socket through one, so that a graceful shutdown waits for them).
  server.removeListener('request', express);
  const send = (req: IncomingMessage, res: ServerResponse, answer: Prepared) => {
    startRequest(req, res, log, logRequests);
    applySecurityHeaders(res);
    sendPrepared(req, res, answer);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const type = String(req.headers['content-type'] ?? '');
    const crossOrigin = cors && req.headers.origin !== undefined;
    if (req.method !== 'POST' || req.url !== '/graphql' || !type.startsWith('application/json') || req.headers['content-encoding'] || crossOrigin) {
      return express(req, res);
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > LIMIT) return express(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= LIMIT) chunks.push(chunk);
    });
    req.on('end', () => {
      let body: unknown;
      try {
        body = size <= LIMIT ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
      } catch {
        body = undefined;
      }
      if (body === undefined) {
        const error = size > LIMIT ? bodyTooLarge() : bodyNotJson();
        startRequest(req, res, log, logRequests);
        res.statusCode = error.status;
        applySecurityHeaders(res);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        return void res.end(JSON.stringify(graphqlErrorBody(error, requestIdOf(req))));
      }
      (req as IncomingMessage & { body?: unknown }).body = body;
      const toExpress = () => express(req, res);
      let answer: Prepared | undefined;
      let kept: Promise<Prepared | undefined> | undefined;
      try {
        answer = prepared.lookup(body);
        kept = answer ? undefined : prepared.keptFor(req, body);
      } catch {
        return toExpress();
      }
      if (answer) return send(req, res, answer);
      if (!kept) return toExpress();
      // Anything but a current kept answer (none, out of date, a failed read) takes the long
      // way, which answers it as it would have: nothing has been written to the response yet.
      kept.then((current) => (current ? send(req, res, current) : toExpress()), toExpress);
    });
  });
}
