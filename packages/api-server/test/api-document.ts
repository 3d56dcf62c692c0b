// Reading /api/openapi.json in tests: its operations, and the app's own /api routes in the document's terms.

/** A JSON Schema as the document holds it (the parts the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

export interface Operation {
  operationId: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, Parameter>;
  };
}

export interface ApiOperation {
  method: string;
  /** As the document writes it: `/api/proxy/games/{slug}/sessions`. */
  path: string;
  /** `METHOD path`. */
  route: string;
  operation: Operation;
}

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Every operation of the document. */
export function apiOperations(document: ApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        route: `${method.toUpperCase()} ${path}`,
        operation,
      })),
  );
}

export function operationOf(document: ApiDocument, method: string, path: string): Operation {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the API document`);
  return operation;
}

/** A route's path in the document's terms: `:id` and `:file{regex}` as `{id}`, `{file}`; a wildcard as it is. */
export const documentPathOf = (honoPath: string) => honoPath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

/**
 * The /api routes the app registers (Hono's own list), as `METHOD path`: middleware and the catch-all
 * (method ALL) are no endpoints.
 */
export function registeredApiRoutes(routes: { method: string; path: string }[]): string[] {
  return [
    ...new Set(
      routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${documentPathOf(r.path)}`),
    ),
  ].sort();
}

/** A parameter, its `$ref` followed. */
export function parameterOf(document: ApiDocument, parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  const found = document.components.parameters?.[parameter.$ref.split('/').pop()!];
  if (!found) throw new Error(`${parameter.$ref} is not in the document`);
  return found;
}

/** A schema, its `$ref` followed. */
export function schemaOf(document: ApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const found = document.components.schemas?.[schema.$ref.split('/').pop()!];
  if (!found) throw new Error(`${schema.$ref} is not in the document`);
  return schemaOf(document, found);
}
