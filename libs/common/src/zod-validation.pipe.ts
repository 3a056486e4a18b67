import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { assertNoControlCharacters, parseOrThrow } from './validation.js';

/**
 * Global pipe: refuses control characters in every body, query and path parameter a handler takes, whatever
 * its type (a handler that validates later, or not at all, never passes one on); then validates any parameter
 * whose type is a zodDto() class.
 */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'custom') assertNoControlCharacters(value, metadata.data ?? '');
    const schema = (metadata.metatype as { schema?: unknown } | undefined)?.schema;
    if (!(schema instanceof z.ZodType)) return value;
    if (metadata.type === 'body' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new BadRequestException('Request body must be a JSON object');
    }
    return parseOrThrow(schema, value ?? {});
  }
}
