import type { INestApplication } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { NextFunction, Request, Response } from 'express';
import { type DocumentNode, execute, Kind, parse, type OperationDefinitionNode, specifiedRules, validate } from 'graphql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { queryLimitsRule } from './limits.js';

/** Root fields whose answers depend only on the catalogue file, never on the caller. */
const CATALOGUE_FIELDS = new Set(['catalogue', 'product', '__typename']);
const MAX_ENTRIES = 200;

export interface Prepared {
  json: Buffer;
  gzip: Buffer;
}

/**
 * The catalogue changes only when its file does, so a query that reads nothing but the
 * catalogue has one answer per version of the file. The first time a query is asked it
 * is executed against the real schema (its resolvers, guard and all); the answer's bytes
 * (and a gzip copy) are kept until the catalogue changes. Anything else goes to Apollo.
 */
export interface PreparedQueries {
  /** Express middleware: answers catalogue-only queries, preparing them on first use. */
  middleware: (req: Request, res: Response, next: NextFunction) => Promise<void>;
  /** The prepared answer of a request body, if it has one already (no work, no await). */
  lookup: (body: unknown) => Prepared | undefined;
}

export function preparedCatalogueQueries(app: INestApplication): PreparedQueries {
  const catalogue = app.get(CatalogueService);
  const answers = new Map<string, Prepared>();
  const documents = new Map<string, DocumentNode | null>();
  catalogue.onChange(() => answers.clear());
  let host: GraphQLSchemaHost | undefined;
  const schema = () => {
    host ??= app.get(GraphQLSchemaHost) as GraphQLSchemaHost;
    return host.schema;
  };

  const cacheable = (query: string): DocumentNode | null => {
    if (documents.has(query)) return documents.get(query)!;
    let doc: DocumentNode | null = null;
    try {
      const parsed = parse(query);
      const ops = parsed.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const onlyCatalogue =
        ops.length === 1 &&
        ops[0].operation === 'query' &&
        ops[0].selectionSet.selections.every((s) => s.kind === Kind.FIELD && CATALOGUE_FIELDS.has(s.name.value) && !s.directives?.length);
      if (onlyCatalogue && validate(schema(), parsed, [...specifiedRules, queryLimitsRule()]).length === 0) doc = parsed;
    } catch {
      doc = null;
    }
    if (documents.size > MAX_ENTRIES) documents.clear();
    documents.set(query, doc);
    return doc;
  };

  type Body = { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
  /** Only well-formed requests are prepared; anything odd goes to Apollo, which refuses it properly. */
  const wellFormed = (body: Body): body is { query: string; variables?: Record<string, unknown> | null; operationName?: string | null } =>
    !!body &&
    typeof body === 'object' &&
    typeof body.query === 'string' &&
    body.query.length <= 10_000 &&
    (body.variables === undefined || body.variables === null || (typeof body.variables === 'object' && !Array.isArray(body.variables))) &&
    (body.operationName === undefined || body.operationName === null || typeof body.operationName === 'string');
  const keyOf = (body: { query: string; variables?: unknown; operationName?: string | null }) =>
    `${catalogue.catalogue.version}\u0000${body.query}\u0000${JSON.stringify(body.variables ?? {})}\u0000${body.operationName ?? ''}`;

  const lookup = (raw: unknown) => {
    const body = raw as Body;
    if (!answers.size || !wellFormed(body)) return undefined;
    return answers.get(keyOf(body));
  };

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || req.path !== '/graphql') return next();
    const body = req.body as Body;
    if (!wellFormed(body)) return next();
    const doc = cacheable(body.query);
    if (!doc) return next();
    const key = keyOf(body);
    let answer = answers.get(key);
    if (!answer) {
      let result;
      try {
        result = await execute({ schema: schema(), document: doc, variableValues: body.variables ?? {}, operationName: body.operationName ?? undefined, contextValue: { req, res } });
      } catch {
        return next();
      }
      if (result.errors?.length) return next();
      const json = Buffer.from(JSON.stringify({ data: result.data }));
      answer = { json, gzip: gzipSync(json) };
      if (answers.size >= MAX_ENTRIES) answers.clear();
      answers.set(key, answer);
    }
    sendPrepared(req, res, answer);
  };
  return { middleware, lookup };
}

export function sendPrepared(req: IncomingMessage, res: ServerResponse, answer: Prepared) {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? answer.gzip : answer.json;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  res.setHeader('Vary', 'Accept-Encoding');
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.end(bytes);
}
