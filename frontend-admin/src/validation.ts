import type { SimpleFormProps } from 'react-admin';
import type { z } from 'zod';

type Resolver = NonNullable<SimpleFormProps['resolver']>;
type ResolverResult = Awaited<ReturnType<Resolver>>;

/** react-hook-form's error tree: `{ name: { type, message } }`, arrays as arrays (`properties[0].header`). */
type ErrorTree = Record<string, unknown>;

/** Puts `error` at `path` in the tree; the first message for a path wins (the schema's order of checks). */
function setAt(tree: ErrorTree, path: readonly PropertyKey[], error: { type: string; message: string }) {
  let node: Record<PropertyKey, unknown> = tree;
  path.forEach((key, i) => {
    const last = i === path.length - 1;
    if (last) {
      node[key] ??= error;
      return;
    }
    node[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<PropertyKey, unknown>;
  });
}

/** The zod issues of a failed parse as react-hook-form errors (a record-wide issue goes to the form's root). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): ErrorTree {
  const tree: ErrorTree = {};
  for (const issue of issues) {
    const error = { type: issue.code, message: issue.message };
    setAt(tree, issue.path.length ? issue.path : ['root', 'serverError'], error);
  }
  return tree;
}

/**
 * A react-hook-form resolver from one of the contracts' write schemas, the ones the API validates every POST
 * and PUT with: a form shows the very messages the API would answer. `prepare` turns the form's values into the
 * body the console sends (the same function as the form's `transform`), so both judge the same thing. The
 * values handed on stay the form's own (the API parses again; read-only keys like `version` must survive).
 * The forms set `noValidate`: the browser's own checks (an input's step or min) would speak before these, in
 * other words than the API's.
 */
export function zodResolver<T extends Record<string, unknown>>(
  schema: z.ZodType,
  prepare: (values: T) => unknown = (values) => values,
): Resolver {
  return async (values: T): Promise<ResolverResult> => {
    const result = await schema.safeParseAsync(prepare(values));
    return (
      result.success ? { values, errors: {} } : { values: {}, errors: issuesToErrors(result.error.issues) }
    ) as ResolverResult;
  };
}
