import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import { apiErrorSchema } from '@app/contracts';

/**
 * The OpenAPI document is generated from the same zod contracts the API validates with and answers in
 * (docs/decisions.md, "The OpenAPI document"). Its dialect is OpenAPI 3.0: zod writes 3.0 Schema Objects itself
 * (`target: 'openapi-3.0'`), and 3.0 is the version client generators and Swagger UI all read.
 */

export type OpenApiSchema = Record<string, unknown>;

/** Where a named shape (zod `.meta({ id })`) lives in the document. */
const COMPONENTS = '#/components/schemas/';

/** Named shapes met by every conversion so far, as JSON text: the document's components.schemas. */
const components = new Map<string, string>();

function rewriteRefs<T>(value: T): T {
  if (Array.isArray(value)) return value.map(rewriteRefs) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' ? child.replace('#/definitions/', COMPONENTS) : rewriteRefs(child),
    ]),
  ) as T;
}

function register(name: string, schema: OpenApiSchema): void {
  const text = JSON.stringify(schema);
  const known = components.get(name);
  // Two shapes under one name would make one of them lie; a contract's id must be unique (and not used as input
  // somewhere and as output elsewhere, which convert differently).
  if (known !== undefined && known !== text) throw new Error(`Two different schemas are named "${name}" in OpenAPI`);
  components.set(name, text);
}

/**
 * A zod schema as an OpenAPI 3.0 Schema Object: `input` for what a client sends (before defaults and
 * transforms), `output` for what the API answers. Named shapes become `$ref`s to components.schemas.
 */
export function toOpenApiSchema(schema: z.ZodType, io: 'input' | 'output'): OpenApiSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    override: ({ jsonSchema }) => {
      // An answer lists the fields it has; it does not forbid new ones, so adding a field never breaks a client.
      if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      // z.int()'s safe-integer bounds say nothing a client needs.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as OpenApiSchema & { definitions?: Record<string, OpenApiSchema> };
  const { definitions = {}, ...root } = converted;
  for (const [name, definition] of Object.entries(definitions)) register(name, rewriteRefs(definition));
  return rewriteRefs(root);
}

/** components.schemas: every named shape the decorators and the document builder have converted. */
export function openApiComponents(): Record<string, OpenApiSchema> {
  return Object.fromEntries(
    [...components.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, text]) => [name, JSON.parse(text) as OpenApiSchema]),
  );
}

const json = (schema: OpenApiSchema) => ({ 'application/json': { schema } });

/**
 * The success answer of a route, from its contract: `@ApiZodResponse(200, careerSchema)`. Declared once per
 * route; the document's test fails for a route without one.
 */
export function ApiZodResponse(status: number, schema: z.ZodType, description = 'Success') {
  return ApiResponse({ status, description, content: json(toOpenApiSchema(schema, 'output')) });
}

/**
 * The body of a route that validates it itself (a union, or rules that depend on the query), from the schema
 * it parses with. A zodDto() body needs nothing: the document builder takes its schema from the class.
 */
export function ApiZodBody(schema: z.ZodType, options: { required?: boolean; description?: string } = {}) {
  return ApiBody({
    required: options.required ?? true,
    description: options.description,
    schema: toOpenApiSchema(schema, 'input'),
  });
}

/** A redirect (`@Redirect()`): where to, in Location. */
export function ApiRedirectResponse(status: 302 | 303 | 307, description: string) {
  return ApiResponse({ status, description, headers: { Location: { schema: { type: 'string' } } } });
}

/** The one error shape of every 4xx/5xx answer (ApiExceptionFilter), as a `$ref`. */
export function apiErrorContent() {
  return json(toOpenApiSchema(apiErrorSchema, 'output'));
}

/**
 * Error answers a route gives, each in the one error shape, with why: `@ApiErrorResponses({ 404: 'Career not
 * found' })`. A status declared twice on a route (@Auth's and the route's own) joins both reasons; a route's own
 * replaces its controller's.
 */
export function ApiErrorResponses(reasons: Partial<Record<number, string>>) {
  return applyDecorators(
    ...Object.entries(reasons).map(([status, description]) =>
      ApiResponse({
        status: Number(status),
        description,
        content: apiErrorContent(),
        // TooManyRequestsException: when to come back, also in words in the message.
        ...(status === '429'
          ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds' } } }
          : {}),
      }),
    ),
  );
}
