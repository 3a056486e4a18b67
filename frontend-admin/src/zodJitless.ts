import { config } from 'zod';

/*
 * The site's Content-Security-Policy has no 'unsafe-eval'. zod decides, as each object schema is built, whether
 * it may compile parsers with `new Function`, by trying it once: the policy reports that try as a violation even
 * though zod catches the refusal. The contracts switch zod to jitless in validation.ts, but the schemas of the
 * modules evaluated before it (catalogue.ts's career properties, which the career form uses) are built first.
 * Switching here, before any contracts module loads, covers every schema; it brings zod's core module (about
 * 4 KB gzip) into the first load, not its schemas.
 */
config({ jitless: true });
