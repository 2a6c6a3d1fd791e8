import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * The REST adapter's contract as the server publishes it (/api/openapi.json): every answer of a
 * documented operation must have a documented status and, when the status has a body, match its
 * schema. `rest()` (support/api.ts) checks each answer of the e2e suites with it, so a change
 * that breaks the document (or the server's side of it) fails the build.
 */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
  [key: string]: unknown;
}
export type Schema = Record<string, any>;
export interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}

export interface Contract {
  document: OpenApiDocument;
  /** The operation a request takes, or null when the document does not describe it. */
  operation(method: string, path: string): { template: string; operation: Operation } | null;
  /** Problems of one answer against the document ([] when it agrees, or when the call is not documented). */
  problems(method: string, path: string, status: number, body: unknown): string[];
  /** A validator for a schema of the document (a `$ref` into it, or a schema that uses them). */
  validator(schema: Schema): ValidateFunction;
}

const DOC_ID = 'openapi.json';

export function contractOf(document: OpenApiDocument): Contract {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOC_ID, components: document.components }, DOC_ID);
  const cache = new WeakMap<Schema, ValidateFunction>();
  const rebase = (schema: Schema): Schema => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC_ID}#/components/`));
  const validator = (schema: Schema) => {
    let v = cache.get(schema);
    if (!v) cache.set(schema, (v = ajv.compile(rebase(schema))));
    return v;
  };
  const routes = Object.entries(document.paths).map(([template, ops]) => ({
    template,
    ops,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  // A literal path wins over a template (/api/orders/x/cancel over /api/orders/{userId}).
  routes.sort((a, b) => a.template.split('{').length - b.template.split('{').length);

  const operation = (method: string, path: string) => {
    const pathname = path.split('?')[0];
    for (const r of routes) {
      const op = r.ops[method.toLowerCase()];
      if (op && r.pattern.test(pathname)) return { template: r.template, operation: op };
    }
    return null;
  };

  return {
    document,
    operation,
    validator,
    problems(method, path, status, body) {
      const found = operation(method, path);
      if (!found) return [];
      const { template, operation: op } = found;
      const response = op.responses[String(status)] ?? op.responses.default;
      const where = `${method.toUpperCase()} ${template} answered ${status}`;
      if (!response) return [`${where}, a status the document does not list (${Object.keys(op.responses).join(', ')})`];
      // JSON, or a text download the document describes as a string (the GSTR-1 CSV).
      const schema = response.content?.['application/json']?.schema ?? response.content?.['text/csv']?.schema;
      if (!schema) return body === null || body === '' ? [] : [`${where} with a body the document does not describe`];
      const validate = validator(schema);
      if (validate(body)) return [];
      return (validate.errors ?? []).map((e) => `${where}: ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)}`);
    },
  };
}

const contracts = new Map<string, Promise<Contract>>();

/** The contract of the server at `url`, fetched once. */
export function contractAt(url: string): Promise<Contract> {
  let c = contracts.get(url);
  if (!c) {
    c = fetch(`${url}/api/openapi.json`).then(async (res) => {
      if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
      return contractOf((await res.json()) as OpenApiDocument);
    });
    contracts.set(url, c);
    c.catch(() => contracts.delete(url));
  }
  return c;
}
