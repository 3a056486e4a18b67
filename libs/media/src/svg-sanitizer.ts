import { Injectable } from '@nestjs/common';

const SVG_NS = 'http://www.w3.org/2000/svg';

export type SanitizedSvg = { ok: true; svg: Buffer } | { ok: false; reason: 'malformed' | 'not-svg'; detail: string };

/*
 * The little of the DOM this file uses, typed here: jsdom's and DOMPurify's declarations pull the browser's DOM
 * types into the whole server program (`/// <reference lib="dom" />`), where `window`, `document` and friends
 * would then type-check although they do not exist. The modules are imported by a name held in a variable for the
 * same reason (and so they load lazily).
 */
interface XmlAttribute {
  localName: string;
  value: string;
}
interface XmlElement {
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  attributes: ArrayLike<XmlAttribute>;
  querySelectorAll(selector: string): ArrayLike<XmlElement>;
  remove(): void;
  removeAttributeNode(attribute: XmlAttribute): void;
}
interface XmlDocument {
  documentElement: XmlElement | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
interface Purifier {
  sanitize(root: XmlElement, config: Record<string, unknown>): unknown;
}
interface JsdomModule {
  JSDOM: new (html: string) => {
    window: {
      DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
      XMLSerializer: new () => { serializeToString(node: XmlElement): string };
    };
  };
}
interface DomPurifyModule {
  default: (window: unknown) => Purifier;
}

interface SvgTools {
  purify: Purifier;
  parse: (text: string) => XmlDocument;
  serialize: (node: XmlElement) => string;
}

const JSDOM_MODULE = 'jsdom';
const DOMPURIFY_MODULE = 'dompurify';

/** A url(...) whose target can be read without guessing: quoted, or unquoted without spaces or quotes. */
const URL_TOKEN = /url\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|([^)"'\s]*))\s*\)/gi;

/**
 * CSS with its external references made inert: every url(...) not naming a `#fragment` of the image becomes
 * `none`. Undefined (drop the whole style) when the text could still reach out in a way a regular expression
 * cannot see through: CSS escapes (`\75 rl(` is `url(`), @import, a url( that did not parse, or another function
 * that takes an address.
 */
export function inertCss(css: string): string | undefined {
  if (css.includes('\\') || /@import/i.test(css)) return undefined;
  if (/(?:^|[^a-z0-9_-])(?:image-set|-webkit-image-set|image|src|element|cross-fade|expression)\s*\(/i.test(css)) {
    return undefined;
  }
  const cleaned = css.replace(URL_TOKEN, (token, double?: string, single?: string, bare?: string) =>
    (double ?? single ?? bare ?? '').trim().startsWith('#') ? token : 'none',
  );
  // Whatever url( is left is one the pattern could not read (a stray quote, a line break): refuse the lot.
  const unreadable = cleaned.replace(URL_TOKEN, '').search(/url\s*\(/i) >= 0;
  return unreadable ? undefined : cleaned;
}

/**
 * Makes an uploaded SVG safe to serve from this site: DOMPurify's SVG allow-list (scripts, event handlers,
 * foreignObject, animation of attributes and unknown elements go), then every external reference is removed:
 * `href`/`xlink:href` to anything but a `#fragment` of the image (javascript:, data:, http:, other files), and
 * url(...) to anything but a `#fragment` in style elements, style attributes and presentation attributes.
 *
 * jsdom (tens of MB once loaded) is imported on the first SVG only, so an API that never sees one never pays for
 * it. The document is parsed as XML (saxes: no external entities, no entity expansion attacks) and written back
 * as XML, so the stored file is a standalone SVG document.
 */
@Injectable()
export class SvgSanitizer {
  private tools?: Promise<SvgTools>;

  async sanitize(bytes: Buffer): Promise<SanitizedSvg> {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, reason: 'malformed', detail: 'it is not UTF-8 text' };
    }
    const { purify, parse, serialize } = await (this.tools ??= loadTools());
    const document = parse(text);
    const root = document.documentElement;
    const error = document.getElementsByTagName('parsererror')[0];
    if (error || !root) {
      // Markup that never mentions <svg> (an HTML page, say) is another type of file, not a broken SVG.
      if (!/<svg[\s>/]/.test(text)) return { ok: false, reason: 'not-svg', detail: 'it has no <svg> element' };
      return { ok: false, reason: 'malformed', detail: error?.textContent?.trim() || 'it is empty' };
    }
    if (root.localName !== 'svg') return { ok: false, reason: 'not-svg', detail: `its root is <${root.localName}>` };
    if (root.namespaceURI !== SVG_NS) {
      return { ok: false, reason: 'not-svg', detail: `its <svg> lacks xmlns="${SVG_NS}", so browsers do not draw it` };
    }
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> is left out of DOMPurify's list for the files it can pull in; with only #fragments left it is safe.
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['foreignObject'],
    });
    removeExternalReferences(root);
    return { ok: true, svg: Buffer.from(serialize(root), 'utf8') };
  }
}

function removeExternalReferences(root: XmlElement): void {
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (element.localName === 'style') {
      const css = inertCss(element.textContent ?? '');
      if (css === undefined) element.remove();
      else if (css !== element.textContent) element.textContent = css;
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.value;
      if (attribute.localName === 'href') {
        if (!value.trim().startsWith('#')) element.removeAttributeNode(attribute);
      } else if (attribute.localName === 'style' || /url\s*\(/i.test(value)) {
        const css = inertCss(value);
        if (css === undefined) element.removeAttributeNode(attribute);
        else if (css !== value) attribute.value = css;
      }
    }
  }
}

async function loadTools(): Promise<SvgTools> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import(JSDOM_MODULE) as Promise<JsdomModule>,
    import(DOMPURIFY_MODULE) as Promise<DomPurifyModule>,
  ]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  const parser = new window.DOMParser();
  const serializer = new window.XMLSerializer();
  return {
    purify,
    parse: (text) => parser.parseFromString(text, 'image/svg+xml'),
    serialize: (node) => serializer.serializeToString(node),
  };
}
