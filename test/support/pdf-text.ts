import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line, for the invoices pdfkit writes with the standard fonts: each content stream
 * is inflated when it is Flate-compressed, and the hex strings of its TJ / Tj operators are decoded (WinAnsi, which
 * is Latin-1 for these characters). One text operator (one drawn line) per output line. Not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const start = /(<<(?:(?!>>)[\s\S])*>>)\s*stream\r?\n/g;
  for (let match = start.exec(raw); match; match = start.exec(raw)) {
    const from = match.index + match[0].length;
    const to = raw.indexOf('endstream', from);
    if (to < 0) break;
    let content = pdf.subarray(from, to);
    if (/\/FlateDecode/.test(match[1])) {
      try {
        content = inflateSync(content);
      } catch {
        continue; // not a content stream we can read (e.g. an image)
      }
    }
    const text = content.toString('latin1');
    const operators = /\[((?:\s*(?:<[0-9a-fA-F]*>|-?\d+(?:\.\d+)?))*)\s*\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let op = operators.exec(text); op; op = operators.exec(text)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]) : [op[2]];
      lines.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
    start.lastIndex = to;
  }
  return lines.join('\n');
}
