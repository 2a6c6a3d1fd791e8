import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type PreparedQueries, sendPrepared } from '../graphql/prepared-queries.js';
import { assignRequestId } from '../logging/request-context.js';
import { BODY_LIMIT_BYTES as LIMIT, bodyNotJson, bodyTooLarge, graphqlErrorBody } from './body-parser.js';
import { applySecurityHeaders } from './security.js';

/**
 * The catalogue query is most of the traffic and its answer changes only with the file.
 * Once an answer is prepared (by the normal pipeline, on first use), repeats of the same
 * request are answered here, before Express, with the same headers the stack would set.
 * Every other request goes to Express untouched; a /graphql POST that is read here for
 * the check is handed over with its body already parsed.
 */
export function installFastLane(server: Server, prepared: PreparedQueries, cors: boolean) {
  const [express] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  if (!express) return;
  // Only Express's listener is replaced: the others stay (Apollo's drain plugin counts the
  // requests in flight per socket through one, so that a graceful shutdown waits for them).
  server.removeListener('request', express);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const type = String(req.headers['content-type'] ?? '');
    // Cross-origin callers need the CORS headers Express adds: they take the long way.
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
      let answer;
      try {
        answer = prepared.lookup(body);
      } catch {
        answer = undefined;
      }
      if (answer) {
        applySecurityHeaders(res);
        res.setHeader('X-Request-Id', assignRequestId(req));
        return sendPrepared(req, res, answer);
      }
      if (body === undefined) {
        const error = size > LIMIT ? bodyTooLarge() : bodyNotJson();
        const requestId = assignRequestId(req);
        res.statusCode = error.status;
        applySecurityHeaders(res);
        res.setHeader('X-Request-Id', requestId);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        return void res.end(JSON.stringify(graphqlErrorBody(error, requestId)));
      }
      (req as IncomingMessage & { body?: unknown }).body = body;
      express(req, res);
    });
  });
}
