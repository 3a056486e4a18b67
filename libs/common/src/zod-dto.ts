import { z } from 'zod';

export interface ZodDtoClass<S extends z.ZodType> {
  new (): z.output<S>;
  readonly schema: S;
}

/**
 * A DTO class backed by a shared zod schema from @app/contracts: the global ZodValidationPipe finds the
 * schema on the parameter's type and validates with it, so the API says exactly what the forms say.
 */
export function zodDto<S extends z.ZodType>(schema: S): ZodDtoClass<S> {
  class ZodDto {
    static readonly schema = schema;
  }
  return ZodDto as unknown as ZodDtoClass<S>;
}
