import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import { ERROR_CODES } from '@app/contracts';

export interface FieldError {
  field: string;
  message: string;
}

export function zodIssues(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  return error.issues
    .map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }))
    .filter((e) => !seen.has(`${e.field}\n${e.message}`) && seen.add(`${e.field}\n${e.message}`));
}

/** One 400 for every validation failure: the first message up front, every field's message in `errors`. */
export function validationException(errors: FieldError[]): BadRequestException {
  const messages = [...new Set(errors.map((e) => e.message))];
  return new BadRequestException({ message: messages.join(', '), errors, code: ERROR_CODES.ValidationFailed });
}

/** Validates a value against a schema, or throws the 400 above. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationException(zodIssues(result.error));
  return result.data;
}
