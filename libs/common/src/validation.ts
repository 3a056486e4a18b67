import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, controlCharacterIn, ERROR_CODES } from '@app/contracts';

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
export function validationException(
  errors: FieldError[],
  code: string = ERROR_CODES.ValidationFailed,
): BadRequestException {
  const messages = [...new Set(errors.map((e) => e.message))];
  return new BadRequestException({ message: messages.join(', '), errors, code });
}

/** A field path fit to echo: what a client sent as a key may itself hold control characters. */
function printable(path: string): string {
  return JSON.stringify(path).slice(1, -1).slice(0, 100);
}

function findControlCharacters(value: unknown, path: string, found: FieldError[], depth: number): void {
  if (found.length >= 10 || depth > 64) return;
  if (typeof value === 'string') {
    if (controlCharacterIn(value, { multiline: true }) !== undefined)
      found.push({ field: printable(path), message: CONTROL_CHARACTERS_MESSAGE });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (controlCharacterIn(key) !== undefined)
      found.push({ field: printable(childPath), message: CONTROL_CHARACTERS_MESSAGE });
    else findControlCharacters(child, childPath, found, depth + 1);
  }
}

/**
 * The one check every body, query and path parameter goes through (the global pipe and parseOrThrow): no
 * control character in any string or key, except tabs and line breaks in values (single-line fields refuse
 * those in their schemas). PostgreSQL refuses U+0000 in text, so this keeps it from ever reaching a query.
 */
export function assertNoControlCharacters(value: unknown, path = ''): void {
  const found: FieldError[] = [];
  findControlCharacters(value, path, found, 0);
  if (found.length) throw validationException(found, ERROR_CODES.InvalidCharacters);
}

/** Validates a value against a schema, or throws the 400 above. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  assertNoControlCharacters(value);
  const result = schema.safeParse(value);
  if (!result.success) {
    // A text field's own control-character check (tabs and line breaks in single-line fields) names the same code.
    const invalidCharacters = result.error.issues.some(
      (i) => i.code === 'custom' && i.params?.invalidCharacters === true,
    );
    // Empty content (a career's property without items or text, issue 24) has a code of its own too.
    const emptyContent = result.error.issues.some((i) => i.code === 'custom' && i.params?.emptyContent === true);
    throw validationException(
      zodIssues(result.error),
      invalidCharacters
        ? ERROR_CODES.InvalidCharacters
        : emptyContent
          ? ERROR_CODES.EmptyContent
          : ERROR_CODES.ValidationFailed,
    );
  }
  return result.data;
}
