import { Body, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { PARAMTYPES_METADATA } from '@nestjs/common/constants.js';
import { ApiOperation } from '@nestjs/swagger';
import type { z } from 'zod';
import { ADMIN_MESSAGES } from '@app/contracts';
import { ApiErrorResponses, ApiZodBody, ApiZodResponse, ParseIdPipe, type ZodDtoClass } from '@app/common';
import { ApiAdminList } from './admin-controller.decorator.js';
import { Audit, type AuditActor } from './audit-actor.decorator.js';
import { adminList, type AdminList, type ListQuery, type ListSpec, parseListQuery } from './list-query.js';

/** What a resource's service answers the dialect's routes with. */
export interface AdminCrudService<Rec, Write> {
  list(query: ListQuery): Promise<{ data: Rec[]; total: number }>;
  get(id: string): Promise<Rec>;
  update(id: string, input: Write, actor: AuditActor): Promise<Rec>;
  create?(input: Write, actor: AuditActor): Promise<Rec>;
  remove?(id: string, actor: AuditActor): Promise<Rec>;
}

/** A route's summary and the description of its success answer, in the API document. */
interface RouteText {
  summary: string;
  answer: string;
}

export interface AdminCrudOptions<Rec, S extends z.ZodType> {
  /** The record, as every route answers it. */
  record: z.ZodType<Rec>;
  /** The body of a create and an edit: the global pipe validates with its schema. */
  body: ZodDtoClass<S>;
  /** What the list sorts and filters on. */
  spec: ListSpec;
  /** The 404's message. */
  notFound: string;
  list: string;
  show: string;
  update: RouteText;
  /** Without it, the resource is never created. */
  create?: RouteText;
  /** Without it, the resource is never deleted; `inUse` documents the 409 of a record others still use. */
  remove?: RouteText & { inUse?: string };
}

const VERSION_CONFLICT = `${ADMIN_MESSAGES.versionConflict} (VERSION_CONFLICT): nothing was written`;

/** Where the service is kept; the routes of a resource's base stand on it. */
class AdminCrudRoot<Rec, Write> {
  constructor(readonly service: AdminCrudService<Rec, Write>) {}
}

/** The optional routes see records and bodies as unknown: they only pass them between the pipe and the service. */
type CrudRoot = typeof AdminCrudRoot<unknown, unknown>;

/**
 * The base of a console resource's controller in the ra-data-simple-rest dialect: list, show and edit, and create
 * and delete when the options name them. The subclass carries @AdminController and hands its service to super().
 * A base class's methods are not the subclass's own, where the document looks for zodDto() bodies, so the body
 * is documented by @ApiZodBody from the same schema; the pipe still finds the zodDto() on the parameter's type.
 */
export function AdminCrudController<Rec, S extends z.ZodType, Write = z.output<S>>(options: AdminCrudOptions<Rec, S>) {
  const { record, notFound } = options;
  // Create and delete sit below list, show and edit: Nest and the document take a subclass's methods first, so
  // each path lists its operations as before (GET, POST; GET, PUT, DELETE), whichever a resource has.
  let root: CrudRoot = AdminCrudRoot;
  if (options.create) root = withCreate(root, options, options.create);
  if (options.remove) root = withDelete(root, options, options.remove);

  class AdminCrudBase extends (root as typeof AdminCrudRoot<Rec, Write>) {
    @Get()
    @ApiAdminList(record)
    @ApiOperation({ summary: options.list })
    async list(@Query() query: Record<string, unknown>): Promise<AdminList<Rec>> {
      const parsed = parseListQuery(query, options.spec);
      const { data, total } = await this.service.list(parsed);
      return adminList(data, total, parsed);
    }

    @Get(':id')
    @ApiOperation({ summary: options.show })
    @ApiZodResponse(200, record)
    @ApiErrorResponses({ 404: notFound })
    show(@Param('id', ParseIdPipe) id: string): Promise<Rec> {
      return this.service.get(id);
    }

    @Put(':id')
    @ApiOperation({ summary: options.update.summary })
    @ApiZodBody(options.body.schema)
    @ApiZodResponse(200, record, options.update.answer)
    @ApiErrorResponses({ 404: notFound, 409: VERSION_CONFLICT })
    update(@Param('id', ParseIdPipe) id: string, @Body() body: Write, @Audit() actor: AuditActor): Promise<Rec> {
      return this.service.update(id, body, actor);
    }
  }
  bodyType(AdminCrudBase, 'update', 1, options.body);
  return AdminCrudBase;
}

function withCreate(base: CrudRoot, options: AdminCrudOptions<unknown, z.ZodType>, text: RouteText): CrudRoot {
  class AdminCrudCreate extends base {
    @Post()
    @ApiOperation({ summary: text.summary })
    @ApiZodBody(options.body.schema)
    @ApiZodResponse(201, options.record, text.answer)
    create(@Body() body: unknown, @Audit() actor: AuditActor): Promise<unknown> {
      return this.service.create!(body, actor);
    }
  }
  bodyType(AdminCrudCreate, 'create', 0, options.body);
  return AdminCrudCreate;
}

function withDelete(
  base: CrudRoot,
  options: AdminCrudOptions<unknown, z.ZodType>,
  text: RouteText & { inUse?: string },
): CrudRoot {
  class AdminCrudDelete extends base {
    @Delete(':id')
    @ApiOperation({ summary: text.summary })
    @ApiZodResponse(200, options.record, text.answer)
    @ApiErrorResponses({ 404: options.notFound, ...(text.inUse ? { 409: text.inUse } : {}) })
    remove(@Param('id', ParseIdPipe) id: string, @Audit() actor: AuditActor): Promise<unknown> {
      return this.service.remove!(id, actor);
    }
  }
  return AdminCrudDelete;
}

/**
 * A generic parameter's type is emitted as Object; the global pipe validates a body by its zodDto() type, so
 * the route's parameter types name it.
 */
function bodyType(target: { prototype: object }, method: string, index: number, dto: object) {
  const types = [...((Reflect.getMetadata(PARAMTYPES_METADATA, target.prototype, method) as unknown[]) ?? [])];
  types[index] = dto;
  Reflect.defineMetadata(PARAMTYPES_METADATA, types, target.prototype, method);
}
