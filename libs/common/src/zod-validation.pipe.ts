import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { parseOrThrow } from './validation.js';

/** Global pipe: validates any parameter whose type is a zodDto() class; leaves the rest alone. */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const schema = (metadata.metatype as { schema?: unknown } | undefined)?.schema;
    if (!(schema instanceof z.ZodType)) return value;
    if (metadata.type === 'body' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new BadRequestException('Request body must be a JSON object');
    }
    return parseOrThrow(schema, value ?? {});
  }
}
