import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { idSchema } from '@app/contracts';

/** Route ids are UUIDs; anything else is a 400, never a database error. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!idSchema.safeParse(value).success) throw new BadRequestException(`Invalid id: ${String(value).slice(0, 64)}`);
    return value.toLowerCase();
  }
}
