import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { NextFunction, Request, Response } from 'express';
import { type DocumentNode, execute, Kind, parse, type OperationDefinitionNode, specifiedRules, validate } from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { TokensService } from '../auth/tokens.service.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { bearerToken } from '../common/actor.js';
import { isDatabaseUnavailable, toAppError } from '../common/error-mapping.js';
import { OrderVersions } from '../orders/order-versions.js';
import { graphqlErrorBody } from '../web/body-parser.js';
import { requestIdOf } from '../logging/request-context.js';
import { APP_CONFIG } from '../config/config.module.js';
import { graphqlLimits } from './armor.js';

/** Root fields whose answers depend only on the catalogue file, never on the caller. */
const CATALOGUE_FIELDS = new Set(['catalogue', 'product', '__typename']);
/** Root fields whose answers depend only on the caller's orders (ordersByUser refuses anyone else's). */
const CALLER_ORDER_FIELDS = new Set(['ordersByUser', '__typename']);
const MAX_DOCUMENTS = 200;
const MAX_CATALOGUE_ANSWERS = 200;
/** The caller-scoped answers kept, least recently used dropped first. */
const MAX_CALLER_ANSWER_BYTES = 16 * 1024 * 1024;

export interface Prepared {
  json: Buffer;
  /** Made on first use by a caller that accepts gzip. */
  gzip?: Buffer;
}

type PreparedKind = 'catalogue' | 'callerOrders';

/**
 * Answers that can be prepared once and sent as bytes while they stay true:
 *
 * - A query that reads nothing but the catalogue has one answer per version of the file.
 * - A query that reads nothing but the caller's own orders has one answer per version of
 *   those orders (users.orders_version, replaced in every transaction that changes them):
 *   the token is read first (one statement), and the answer prepared under it is sent only
 *   while it is still the stored one. Answers are kept per caller (the user id of the
 *   verified access token), so nobody is ever sent another caller's answer.
 *
 * The first time, a query is executed against the real schema (its resolvers, guard and
 * all); an answer with errors is never kept, and the request then goes to Apollo, which
 * answers it the usual way. Anything else goes to Apollo untouched.
 */
export interface PreparedQueries {
  /** Express middleware: answers preparable queries, preparing them on first use. */
  middleware: (req: Request, res: Response, next: NextFunction) => Promise<void>;
  /** The prepared catalogue answer of a request body, if it has one already (no work, no await). */
  lookup: (body: unknown) => Prepared | undefined;
  /**
   * The answer kept for the caller's orders query, if it is still current (one statement to
   * read the version). Undefined at once when the request cannot have one.
   */
  keptFor: (req: IncomingMessage, body: unknown) => Promise<Prepared | undefined> | undefined;
}

export function preparedQueries(app: INestApplication): PreparedQueries {
  const catalogue = app.get(CatalogueService);
  const tokens = app.get(TokensService);
  const versions = app.get(OrderVersions);
  // Apollo's limits, so that nothing over them is prepared and answered here instead.
  const limits = graphqlLimits(app.get(APP_CONFIG));
  const catalogueAnswers = new Map<string, Prepared>();
  const callerAnswers = new Map<string, Prepared & { version: string }>();
  let callerBytes = 0;
  const documents = new Map<string, { doc: DocumentNode; kind: PreparedKind } | null>();
  catalogue.onChange(() => catalogueAnswers.clear());
  let host: GraphQLSchemaHost | undefined;
  const schema = () => {
    host ??= app.get(GraphQLSchemaHost) as GraphQLSchemaHost;
    return host.schema;
  };

  const classify = (query: string) => {
    if (documents.has(query)) return documents.get(query)!;
    let found: { doc: DocumentNode; kind: PreparedKind } | null = null;
    try {
      const parsed = parse(query, limits.parseOptions);
      const ops = parsed.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const roots = ops.length === 1 && ops[0].operation === 'query' ? ops[0].selectionSet.selections : [];
      const only = (fields: Set<string>) => roots.length > 0 && roots.every((s) => s.kind === Kind.FIELD && fields.has(s.name.value) && !s.directives?.length);
      const kind: PreparedKind | null = only(CATALOGUE_FIELDS) ? 'catalogue' : only(CALLER_ORDER_FIELDS) ? 'callerOrders' : null;
      if (kind && validate(schema(), parsed, [...specifiedRules, ...limits.validationRules]).length === 0) found = { doc: parsed, kind };
    } catch {
      found = null;
    }
    if (documents.size > MAX_DOCUMENTS) documents.clear();
    documents.set(query, found);
    return found;
  };

  type Body = { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
  type WellFormed = { query: string; variables?: Record<string, unknown> | null; operationName?: string | null };
  /** Only well-formed requests are prepared; anything odd goes to Apollo, which refuses it properly. */
  const wellFormed = (body: Body): body is WellFormed =>
    !!body &&
    typeof body === 'object' &&
    typeof body.query === 'string' &&
    body.query.length <= 10_000 &&
    (body.variables === undefined || body.variables === null || (typeof body.variables === 'object' && !Array.isArray(body.variables))) &&
    (body.operationName === undefined || body.operationName === null || typeof body.operationName === 'string');
  const requestKey = (body: WellFormed) => `${body.query}\u0000${JSON.stringify(body.variables ?? {})}\u0000${body.operationName ?? ''}`;
  const catalogueKey = (body: WellFormed) => `${catalogue.catalogue.version}\u0000${requestKey(body)}`;

  const lookup = (raw: unknown) => {
    const body = raw as Body;
    if (!catalogueAnswers.size || !wellFormed(body)) return undefined;
    return catalogueAnswers.get(catalogueKey(body));
  };

  /** Runs the query through the schema; the answer's bytes, or null when it has errors. */
  const prepare = async (req: Request, res: Response, doc: DocumentNode, body: WellFormed): Promise<Buffer | null> => {
    const result = await execute({ schema: schema(), document: doc, variableValues: body.variables ?? {}, operationName: body.operationName ?? undefined, contextValue: { req, res } });
    const outage = result.errors?.find((e) => isDatabaseUnavailable(e.originalError));
    if (outage) throw outage.originalError;
    return result.errors?.length ? null : Buffer.from(JSON.stringify({ data: result.data }));
  };

  const keepCallerAnswer = (key: string, answer: Prepared & { version: string }) => {
    const old = callerAnswers.get(key);
    if (old) callerBytes -= old.json.length;
    callerAnswers.delete(key);
    callerAnswers.set(key, answer);
    callerBytes += answer.json.length;
    for (const [k, v] of callerAnswers) {
      if (callerBytes <= MAX_CALLER_ANSWER_BYTES) break;
      callerAnswers.delete(k);
      callerBytes -= v.json.length;
    }
  };

  const answerCatalogue = async (req: Request, res: Response, next: NextFunction, doc: DocumentNode, body: WellFormed) => {
    const key = catalogueKey(body);
    let answer = catalogueAnswers.get(key);
    if (!answer) {
      const json = await prepare(req, res, doc, body);
      if (!json) return next();
      answer = { json };
      if (catalogueAnswers.size >= MAX_CATALOGUE_ANSWERS) catalogueAnswers.clear();
      catalogueAnswers.set(key, answer);
    }
    sendPrepared(req, res, answer);
  };

  type Caller = { userId: string; version: string } | null;
  /**
   * The fast lane's read of the caller, for the rest of the same request: one read of the
   * version per request, whose failure (the database not answering) the long way answers at
   * once instead of waiting for a second read to fail.
   */
  const readFor = new WeakMap<IncomingMessage, Promise<Caller>>();

  /** The user id of a valid access token, or null. */
  const callerIdOf = (req: IncomingMessage): string | null => {
    const token = bearerToken(req);
    if (!token) return null;
    try {
      return tokens.verifyAccessToken(token).userId;
    } catch {
      return null;
    }
  };

  /** The current version of a user's orders, with the user; null when there is no such user. */
  const readCaller = async (userId: string): Promise<Caller> => {
    // Read before the orders: an answer made under this token is at least as new as it.
    const version = await versions.current(userId);
    return version === null ? null : { userId, version };
  };

  /** The caller (from a valid access token) and the current version of their orders, or null. */
  const callerOf = async (req: IncomingMessage): Promise<Caller> => {
    const read = readFor.get(req);
    if (read) return read;
    const userId = callerIdOf(req);
    return userId ? readCaller(userId) : null;
  };

  const callerKey = (userId: string, body: WellFormed) => `${userId}\u0000${requestKey(body)}`;

  /** The answer kept for this caller and request, if it was made under their current version. */
  const keptAnswer = (key: string, version: string) => {
    const kept = callerAnswers.get(key);
    if (!kept || kept.version !== version) return undefined;
    callerAnswers.delete(key);
    callerAnswers.set(key, kept);
    return kept;
  };

  const answerCallerOrders = async (req: Request, res: Response, next: NextFunction, doc: DocumentNode, body: WellFormed) => {
    const caller = await callerOf(req);
    if (!caller) return next();
    const key = callerKey(caller.userId, body);
    const kept = keptAnswer(key, caller.version);
    if (kept) return sendPrepared(req, res, kept);
    const json = await prepare(req, res, doc, body);
    if (!json) return next();
    const answer = { json, version: caller.version };
    keepCallerAnswer(key, answer);
    sendPrepared(req, res, answer);
  };

  /**
   * For the fast lane: undefined when the request cannot have a kept answer (decided at once:
   * a query the middleware has not found to read only the caller's orders, no valid token, or
   * no answer kept for this caller and request), else the kept answer, if it is still current,
   * once the version has been read; the long way then uses the version read here.
   */
  const keptFor = (req: IncomingMessage, raw: unknown): Promise<Prepared | undefined> | undefined => {
    const body = raw as Body;
    if (!callerAnswers.size || !wellFormed(body) || documents.get(body.query)?.kind !== 'callerOrders') return undefined;
    const userId = callerIdOf(req);
    if (!userId) return undefined;
    const key = callerKey(userId, body);
    if (!callerAnswers.has(key)) return undefined;
    const read = readCaller(userId);
    readFor.set(req, read);
    return read.then((caller) => (caller ? keptAnswer(key, caller.version) : undefined));
  };

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || req.path !== '/graphql') return next();
    const body = req.body as Body;
    if (!wellFormed(body)) return next();
    const found = classify(body.query);
    if (!found) return next();
    try {
      if (found.kind === 'catalogue') await answerCatalogue(req, res, next, found.doc, body);
      else await answerCallerOrders(req, res, next, found.doc, body);
    } catch (error) {
      if (res.headersSent) return;
      // The database did not answer in time: say so now (Apollo would only wait for it again),
      // as Apollo answers an execution error: HTTP 200, the code in the error.
      if (isDatabaseUnavailable(error)) {
        const requestId = requestIdOf(req);
        return void res.status(200).json(graphqlErrorBody(toAppError(error, requestId), requestId));
      }
      // Anything else: Apollo answers, with its own error handling.
      next();
    }
  };
  return { middleware, lookup, keptFor };
}

export function sendPrepared(req: IncomingMessage, res: ServerResponse, answer: Prepared) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? (answer.gzip ??= gzipSync(answer.json)) : answer.json;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  res.setHeader('Vary', 'Accept-Encoding');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.end(bytes);
}
