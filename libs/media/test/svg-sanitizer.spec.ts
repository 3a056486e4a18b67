import { inertCss, SvgSanitizer } from '../src/svg-sanitizer.js';
import { CLEAN_SVG } from '../../../test/support/media-samples.js';

// The sanitiser on its own (the upload's HTTP test checks that the stored file is the sanitised one).

const sanitizer = new SvgSanitizer();

async function clean(svg: string): Promise<string> {
  const result = await sanitizer.sanitize(Buffer.from(svg));
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.detail}`);
  return result.svg.toString('utf8');
}

const wrap = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${body}<rect id="keep" width="5" height="5"/></svg>`;

describe('SvgSanitizer', () => {
  it('keeps a clean logo: its shapes, gradient, local url(#g), <use> of a local symbol and styles', async () => {
    const out = await clean(CLEAN_SVG);
    for (const kept of [
      '<rect x="2" y="2" width="60" height="60" rx="8" fill="url(#g)"/>',
      '<path d="M16 40 L32 16 L48 40 Z" fill="#fff"/>',
      '<linearGradient id="g">',
      'xlink:href="#dot"',
      '.ring { stroke: url(#g); fill: none; }',
      'style="stroke-width: 4"',
      'viewBox="0 0 64 64"',
    ]) {
      expect(out).toContain(kept);
    }
    expect(out).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it.each([
    ['a <script> element', wrap('<script>alert(1)</script>'), /script|alert/],
    ['an onload handler', wrap('', ' onload="alert(1)"'), /onload|alert/],
    ['an event handler on a shape', wrap('<circle r="1" onclick="alert(1)" onmouseover="alert(2)"/>'), /onclick|onmouseover|alert/],
    ['a javascript: href', wrap('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript|href/],
    ['a javascript: xlink:href', wrap('<a xlink:href="javascript:alert(1)"><text>x</text></a>'), /javascript|href/],
    ['an external href', wrap('<a href="https://evil.example/"><text>x</text></a>'), /evil|href/],
    ['an external <use>', wrap('<use href="https://evil.example/sprite.svg#a"/>'), /evil/],
    ['an external <image>', wrap('<image xlink:href="http://evil.example/pixel.png" width="1" height="1"/>'), /evil|href/],
    ['a data: <image>', wrap('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/>'), /data:|href/],
    ['a <foreignObject>', wrap('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'), /foreignObject|<div/i],
    ['url() to a file in a presentation attribute', wrap('<circle r="1" fill="url(https://evil.example/a.svg#g)"/>'), /evil/],
    ['url() to a file in a style attribute', wrap(`<circle r="1" style="fill: url('//evil.example/x')"/>`), /evil/],
    ['url() to a file in a <style>', wrap('<style>rect { fill: url(http://evil.example/x.svg#p) }</style>'), /evil/],
    ['@import in a <style>', wrap('<style>@import "https://evil.example/x.css"; rect { fill: red }</style>'), /evil|@import/],
    ['a CSS escape spelling url(', wrap('<style>rect { fill: \\75 rl(http://evil.example/x) }</style>'), /evil/],
    ['an <animate> or <set> that rewrites href', wrap('<a href="#keep"><set attributeName="href" to="javascript:alert(1)"/><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>'), /javascript|<set|<animate /],
    ['a processing instruction asking for a stylesheet', wrap('<?xml-stylesheet href="https://evil.example/x.css"?>'), /evil|xml-stylesheet/],
  ])('removes %s and keeps the rest', async (_, svg, forbidden) => {
    const out = await clean(svg);
    expect(out).not.toMatch(forbidden);
    expect(out).toContain('<rect id="keep" width="5" height="5"/>');
  });

  it('refuses what is not an SVG, and SVG that does not parse, saying why', async () => {
    expect(await sanitizer.sanitize(Buffer.from('<html><body>hi</body></html>'))).toEqual({
      ok: false,
      reason: 'not-svg',
      detail: 'its root is <html>',
    });
    expect(await sanitizer.sanitize(Buffer.from('<svg><rect/></svg>'))).toMatchObject({
      ok: false,
      reason: 'not-svg',
      detail: expect.stringContaining('xmlns'),
    });
    expect(await sanitizer.sanitize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'))).toMatchObject({
      ok: false,
      reason: 'malformed',
    });
    expect(await sanitizer.sanitize(Buffer.from([0x3c, 0x73, 0xff, 0xfe]))).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await sanitizer.sanitize(Buffer.from('<!DOCTYPE html><meta charset=utf-8><p>hi'))).toEqual({
      ok: false,
      reason: 'not-svg',
      detail: 'it has no <svg> element',
    });
  });

  it('reads no file from disk or network through an external entity', async () => {
    const xxe = `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>`;
    const result = await sanitizer.sanitize(Buffer.from(xxe));
    expect(result.ok).toBe(false);
  });
});

describe('inertCss', () => {
  it.each([
    ['fill: url(#g)', 'fill: url(#g)'],
    [`fill: url( "#g" ) ; stroke: url('#h')`, `fill: url( "#g" ) ; stroke: url('#h')`],
    ['fill: url(http://x/y#g) red', 'fill: none red'],
    ['background: url(/uploads/a.png)', 'background: none'],
    ['fill: red', 'fill: red'],
  ])('%s → %s', (css, expected) => expect(inertCss(css)).toBe(expected));

  it.each([
    '@import url(#a);',
    'fill: \\75 rl(http://x)',
    'background: image-set("http://x/a.png" 1x)',
    'background: -webkit-image-set(url(#a) 1x)',
    'fill: url("http://x\n")',
    'src: src("http://x")',
  ])('drops %s as a whole', (css) => expect(inertCss(css)).toBeUndefined());
});
