import { parseSync, type Plugin } from 'vite';

/**
 * Lets the bundler drop the shared contracts' zod schemas that a chunk does not use.
 *
 * A top-level `const schema = z.object(...)` is a call, so bundlers must keep it (and all of zod) even when
 * the chunk only wants a constant such as CAREERS_PAGE_SIZE from the same file. This rewrites each such
 * initialiser into an IIFE annotated as pure: it runs exactly as before when used, and is removed when not.
 * It works for whatever schemas and helpers the contracts add later, with no list of names to keep up.
 */
export function pureContracts(contractsDir: string): Plugin {
  return {
    name: 'pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(contractsDir)) return null;
      // By now the TypeScript is stripped, so the code parses as JavaScript.
      const { program } = parseSync('contracts.js', code);
      const calls: { start: number; end: number }[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init && (init.type === 'CallExpression' || init.type === 'NewExpression')) calls.push(init);
        }
      }
      let out = code;
      for (const { start, end } of calls.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
