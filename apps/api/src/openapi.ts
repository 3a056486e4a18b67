import type { INestApplication } from '@nestjs/common';
import { PARAMTYPES_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ResponsesObject,
} from '@nestjs/swagger';
import { z } from 'zod';
import { apiErrorContent, openApiComponents, toOpenApiSchema, type OpenApiSchema } from '@app/common';

const operationId = (controller: string, method: string) => `${controller}_${method}`;

interface ZodParams {
  body?: z.ZodType;
  query?: z.ZodType;
}

/** The zodDto() schema a parameter type carries (the global pipe validates with it), if any. */
function schemaOf(type: unknown): z.ZodType | undefined {
  const schema = (type as { schema?: unknown } | undefined)?.schema;
  return schema instanceof z.ZodType ? schema : undefined;
}

/**
 * Every route's zodDto() body and query, by operation id. @nestjs/swagger describes a parameter from class
 * properties, which a zodDto() class does not have; its schema is what the request is validated with, so the
 * document takes it from there.
 */
function zodParamsByOperation(app: INestApplication): Map<string, ZodParams> {
  const found = new Map<string, ZodParams>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prototype = metatype.prototype as object;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, method) as
          Record<string, { index: number; data?: unknown }> | undefined;
        if (!args) continue;
        const types = (Reflect.getMetadata(PARAMTYPES_METADATA, prototype, method) ?? []) as unknown[];
        const params: ZodParams = {};
        for (const [key, { index, data }] of Object.entries(args)) {
          const schema = data === undefined ? schemaOf(types[index]) : undefined;
          if (!schema) continue;
          const paramType = Number(key.split(':')[0]) as RouteParamtypes;
          if (paramType === RouteParamtypes.BODY) params.body = schema;
          if (paramType === RouteParamtypes.QUERY) params.query = schema;
        }
        if (params.body || params.query) found.set(operationId(metatype.name, method), params);
      }
    }
  }
  return found;
}

/** A query object's properties as query parameters; a parameter declared by hand keeps its description. */
function queryParameters(schema: z.ZodType, declared: ParameterObject[]): ParameterObject[] {
  const object = toOpenApiSchema(schema, 'input') as {
    properties?: Record<string, OpenApiSchema>;
    required?: string[];
  };
  const fromSchema = Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as OpenApiSchema & { description?: string };
    const byHand = declared.find((p) => p.in === 'query' && p.name === name);
    const text = byHand?.description ?? description;
    return {
      name,
      in: 'query',
      required: object.required?.includes(name) ?? false,
      ...(text ? { description: text } : {}),
      schema: rest,
    } satisfies ParameterObject;
  });
  const names = new Set(fromSchema.map((p) => p.name));
  return [...declared.filter((p) => !(p.in === 'query' && names.has(p.name))), ...fromSchema];
}

const BAD_REQUEST =
  "Bad request: VALIDATION_FAILED (every field's message in `errors`), INVALID_CHARACTERS (a control character in a field, the query or the path), INVALID_JSON or MALFORMED_URL";

/** Every operation's input and error answers (the one error shape), added to what its decorators declared. */
function completeOperation(operation: OperationObject, zod: ZodParams | undefined): void {
  if (zod?.query) operation.parameters = queryParameters(zod.query, (operation.parameters ?? []) as ParameterObject[]);
  if (zod?.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: toOpenApiSchema(zod.body, 'input') } },
    };
  }
  const responses: ResponsesObject = operation.responses;
  // The app-wide guard refuses control characters in any query string or path, so every route can answer 400.
  const declared = responses['400'] as { description?: string } | undefined;
  responses['400'] = {
    description: declared?.description ? `${declared.description}\n\n${BAD_REQUEST}` : BAD_REQUEST,
    content: apiErrorContent(),
  };
  responses.default = { description: 'Any other error, e.g. 500 INTERNAL_ERROR', content: apiErrorContent() };
}

/**
 * The document at /api/docs/json: @nestjs/swagger's scan of the controllers (paths, operations, the
 * responses declared with ApiZodResponse / ApiErrorResponses), completed with every zodDto() body and query.
 * Schemas come from the zod contracts; components.schemas holds the named ones.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.0.3')
      .setTitle('Disha Careers API')
      .setDescription('Public and student calls of the career-guidance platform (product spec, section 7).')
      .setVersion('1')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'Authorization' }, 'token')
      .build(),
    { operationIdFactory: operationId },
  );
  const zodParams = zodParamsByOperation(app);
  const stubs = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const zod = operation.operationId ? zodParams.get(operation.operationId) : undefined;
      // The empty schema @nestjs/swagger made of a zodDto() body class, now replaced by the real one.
      const ref = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)
        ?.content?.['application/json']?.schema?.$ref;
      if (zod?.body && ref) stubs.add(ref.split('/').pop()!);
      completeOperation(operation, zod);
    }
  }
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => !stubs.has(name)),
  );
  document.components = { ...document.components, schemas: { ...schemas, ...openApiComponents() } };
  return document;
}
