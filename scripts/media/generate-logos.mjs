#!/usr/bin/env node
/**
 * Writes the career logos (media/logos/<slug>.svg) and the brand marks
 * (media/brand/logo.svg, media/brand/favicon.svg).
 *
 * Every logo is a small hand-made pictogram on a 128x128 grid with a transparent
 * background (the page paints the career's logoBg behind it): dark strokes
 * (#1F2937) plus one accent colour. No dependencies: `node scripts/media/generate-logos.mjs`.
 *
 * The script also reads libs/db/src/seed/data/careers.ts and fails if a career
 * slug has no pictogram here, so new careers cannot silently ship without a logo.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOGO_DIR = join(ROOT, 'media', 'logos');
const BRAND_DIR = join(ROOT, 'media', 'brand');
const CAREERS_TS = join(ROOT, 'libs', 'db', 'src', 'seed', 'data', 'careers.ts');

const D = '#1F2937'; // dark ink used by every pictogram
const MAX_BYTES = 2048;

/** Points of a five-pointed star centred at (cx, cy), as an SVG path. */
function star(cx, cy, outer, inner) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join('L')}Z`;
}

/**
 * Pictogram definitions: accent colour and SVG body. In bodies, `A` is replaced by
 * the accent colour. Default drawing style is a 6px dark round stroke, no fill.
 */
const ICONS = {
  // ── Science ──
  'doctor-mbbs': {
    accent: '#E53935',
    body: `<path d="M44 20v30a20 20 0 0 0 40 0V20"/><path d="M64 70v14a16 16 0 0 0 32 0v-6"/><circle cx="96" cy="68" r="10" fill="A"/><circle cx="44" cy="18" r="4" fill="${D}"/><circle cx="84" cy="18" r="4" fill="${D}"/>`,
  },
  'computer-science-engineer': {
    accent: '#3949AB',
    body: `<rect x="18" y="24" width="92" height="62" rx="6"/><path d="M64 86v14M42 104h44"/><path d="M50 44 38 55l12 11M78 44l12 11-12 11M68 40l-8 30" stroke="A"/>`,
  },
  'mechanical-engineer': {
    accent: '#F57C00',
    body: `<path d="M64 18v14M64 96v14M18 64h14M96 64h14M31 31l10 10M87 87l10 10M31 97l10-10M87 41l10-10" stroke-width="12"/><circle cx="64" cy="64" r="30"/><circle cx="64" cy="64" r="11" fill="A"/>`,
  },
  'civil-engineer': {
    accent: '#FB8C00',
    body: `<path d="M20 80Q64 24 108 80" stroke="A" stroke-width="8"/><path d="M42 59v21M64 52v28M86 59v21M12 80h104M28 80v26M100 80v26"/>`,
  },
  'electronics-engineer': {
    accent: '#00ACC1',
    body: `<rect x="36" y="36" width="56" height="56" rx="6"/><path d="M50 22v14M64 22v14M78 22v14M50 92v14M64 92v14M78 92v14M22 50h14M22 64h14M22 78h14M92 50h14M92 64h14M92 78h14"/><rect x="52" y="52" width="24" height="24" rx="3" fill="A" stroke="none"/>`,
  },
  'data-scientist': {
    accent: '#7E57C2',
    body: `<path d="M20 18v90h90"/><path d="M40 96V76M60 96V62M80 96V70M100 96V44" stroke="A" stroke-width="12" stroke-linecap="butt"/><path d="M34 62l22-18 20 10 26-30"/><circle cx="102" cy="24" r="5" fill="${D}"/>`,
  },
  pharmacist: {
    accent: '#43A047',
    body: `<g transform="rotate(-45 64 64)"><path d="M64 44h20a20 20 0 0 1 0 40H64z" fill="A"/><rect x="24" y="44" width="80" height="40" rx="20"/><path d="M64 44v40"/></g><path d="M100 16v16M92 24h16" stroke="A"/>`,
  },
  biotechnologist: {
    accent: '#7CB342',
    body: `<path d="M48 24h32M48 64h32M48 104h32" stroke="A"/><path d="M44 14c0 26 40 24 40 50s-40 24-40 50M84 14c0 26-40 24-40 50s40 24 40 50"/>`,
  },
  architect: {
    accent: '#F4511E',
    body: `<circle cx="64" cy="24" r="7"/><path d="M64 10v7M60 31 36 106M68 31l24 75"/><path d="M42 80q22 12 44 0" stroke="A"/><path d="M12 112h104" stroke="A"/>`,
  },
  dentist: {
    accent: '#4FC3F7',
    body: `<path d="M40 22c-16 0-22 20-14 38 6 12 6 46 18 46 8 0 8-24 20-24s12 24 20 24c12 0 12-34 18-46 8-18 2-38-14-38-10 0-16 6-24 6s-14-6-24-6z" fill="A"/><path d="M100 16v12M94 22h12" stroke-width="4"/>`,
  },
  'aerospace-engineer': {
    accent: '#1E88E5',
    body: `<path d="M54 92q10 28 20 0z" fill="A"/><path d="M64 12c20 16 24 44 20 72H44c-4-28 0-56 20-72z"/><circle cx="64" cy="46" r="9" fill="A"/><path d="M44 66 28 90h16M84 66l16 24H84"/>`,
  },

  // ── Commerce ──
  'chartered-accountant': {
    accent: '#2E7D32',
    body: `<rect x="30" y="14" width="68" height="100" rx="8"/><rect x="42" y="26" width="44" height="22" rx="3" fill="A"/><g fill="${D}" stroke="none"><circle cx="48" cy="64" r="5"/><circle cx="64" cy="64" r="5"/><circle cx="80" cy="64" r="5"/><circle cx="48" cy="80" r="5"/><circle cx="64" cy="80" r="5"/><circle cx="80" cy="80" r="5"/><circle cx="48" cy="96" r="5"/><circle cx="64" cy="96" r="5"/><circle cx="80" cy="96" r="5"/></g>`,
  },
  'company-secretary': {
    accent: '#8E24AA',
    body: `<path d="M30 14h44l20 20v80H30z"/><path d="M74 14v20h20M42 50h40M42 64h40M42 78h22"/><circle cx="86" cy="98" r="14" fill="A"/><path d="M80 98l5 5 8-9" stroke-width="4"/>`,
  },
  'cost-accountant': {
    accent: '#FBC02D',
    body: `<circle cx="60" cy="68" r="42"/><path d="M68 18v42h42a42 42 0 0 0-42-42z" fill="A"/><path d="M60 26v42h42"/>`,
  },
  'investment-banker': {
    accent: '#00897B',
    body: `<rect x="18" y="42" width="92" height="64" rx="8"/><path d="M48 42v-8a6 6 0 0 1 6-6h20a6 6 0 0 1 6 6v8"/><path d="M36 90l20-20 12 10 24-24M80 56h12v12" stroke="A"/>`,
  },
  actuary: {
    accent: '#3F51B5',
    body: `<path d="M20 100c24 0 28-70 44-70s20 70 44 70z" fill="A" fill-opacity=".3" stroke="none"/><path d="M12 100h104"/><path d="M20 100c24 0 28-70 44-70s20 70 44 70"/><path d="M64 32v68" stroke="A" stroke-dasharray="6 8"/>`,
  },
  economist: {
    accent: '#FFA000',
    body: `<path d="M22 14v92h94"/><path d="M38 28l64 64"/><path d="M38 92l64-64" stroke="A"/><circle cx="70" cy="60" r="7" fill="${D}"/>`,
  },
  'digital-marketer': {
    accent: '#D81B60',
    body: `<path d="M24 50h16l40-22v72L40 78H24z" fill="A"/><path d="M40 78l8 26h12l-6-26M40 50v28"/><path d="M94 48a20 20 0 0 1 0 32M104 38a34 34 0 0 1 0 52" stroke="A"/>`,
  },
  'hr-manager': {
    accent: '#AB47BC',
    body: `<circle cx="84" cy="42" r="13" fill="A"/><path d="M60 104a24 24 0 0 1 48 0" stroke="A"/><circle cx="44" cy="46" r="14"/><path d="M16 108a28 28 0 0 1 56 0"/>`,
  },
  'financial-analyst': {
    accent: '#43A047',
    body: `<path d="M36 24v76M64 36v76M92 16v70"/><rect x="27" y="40" width="18" height="36" rx="2" fill="A"/><rect x="55" y="54" width="18" height="38" rx="2" fill="#FFFFFF"/><rect x="83" y="28" width="18" height="40" rx="2" fill="A"/>`,
  },
  'bank-po': {
    accent: '#1E88E5',
    body: `<path d="M16 44 64 16l48 28z" fill="A"/><path d="M24 52h80M32 60v32M52 60v32M76 60v32M96 60v32M20 100h88M14 112h100"/>`,
  },
  'supply-chain-manager': {
    accent: '#EF6C00',
    body: `<rect x="12" y="34" width="64" height="50" rx="4" fill="A"/><path d="M76 50h20l16 18v16H76z"/><path d="M12 84h100"/><circle cx="36" cy="92" r="10" fill="#FFFFFF"/><circle cx="92" cy="92" r="10" fill="#FFFFFF"/>`,
  },

  // ── Arts ──
  lawyer: {
    accent: '#8D6E63',
    body: `<path d="M64 26v78M40 108h48M26 36h76M26 36 14 70M26 36l12 34M102 36 90 70M102 36l12 34"/><circle cx="64" cy="20" r="6" fill="${D}"/><path d="M10 70h32a16 16 0 0 1-32 0zM86 70h32a16 16 0 0 1-32 0z" fill="A"/>`,
  },
  psychologist: {
    accent: '#BA68C8',
    body: `<path d="M76 110V94h8a8 8 0 0 0 8-8V74l10-4-10-18c0-22-16-36-36-36S22 32 22 54c0 14 6 24 16 30v26"/><path d="M58 72 42 56a9 9 0 0 1 16-11 9 9 0 0 1 16 11z" fill="A" stroke-width="4"/>`,
  },
  journalist: {
    accent: '#546E7A',
    body: `<path d="M20 22h72v76a8 8 0 0 1-8 8H28a8 8 0 0 1-8-8z"/><path d="M92 42h14v56a8 8 0 0 1-16 0"/><rect x="32" y="34" width="48" height="18" rx="2" fill="A"/><path d="M32 66h48M32 80h48M32 94h30"/>`,
  },
  'civil-services-ias': {
    accent: '#FF8F00',
    body: `<path d="M36 56a28 28 0 0 1 56 0z" fill="A"/><path d="M64 28V12"/><path d="M64 12h16l-5 6 5 6H64z" fill="A" stroke-width="3"/><path d="M28 56h72v40H28zM46 64v24M64 64v24M82 64v24M18 106h92"/>`,
  },
  'graphic-designer': {
    accent: '#FB8C00',
    body: `<path d="M64 14 90 54 74 98H54L38 54z" fill="A"/><path d="M64 14v44"/><circle cx="64" cy="64" r="7" fill="#FFFFFF"/><rect x="50" y="98" width="28" height="14" rx="3"/>`,
  },
  teacher: {
    accent: '#2E7D32',
    body: `<rect x="14" y="16" width="100" height="66" rx="4" fill="A"/><path d="M30 36h36M30 52h52M30 66h24" stroke="#FFFFFF" stroke-width="5"/><path d="M40 82l-10 28M88 82l10 28M64 82v16"/>`,
  },
  'hotel-manager': {
    accent: '#F9A825',
    body: `<path d="M22 88a42 42 0 0 1 84 0z" fill="A"/><path d="M64 46v-8"/><circle cx="64" cy="32" r="6"/><path d="M12 98h104"/>`,
  },
  'social-worker': {
    accent: '#EC407A',
    body: `<path d="M64 84 38 58a15 15 0 0 1 26-20 15 15 0 0 1 26 20z" fill="A"/><path d="M12 80c14 0 22 24 52 24s38-24 52-24"/>`,
  },
  archaeologist: {
    accent: '#A1887F',
    body: `<path d="M46 18h36l-4 14c16 8 26 26 22 46-4 18-18 32-36 32s-32-14-36-32c-4-20 6-38 22-46z" fill="A"/><path d="M58 46l10 12-8 12 10 12"/><path d="M36 62h56" stroke-width="4"/>`,
  },
  'translator-interpreter': {
    accent: '#00ACC1',
    body: `<path d="M28 62v18l18-18"/><rect x="12" y="18" width="64" height="44" rx="8"/><path d="M26 34h36M26 46h22"/><rect x="52" y="54" width="64" height="44" rx="8" fill="A"/><path d="M100 98v16L84 98"/><path d="M66 70h36M66 82h22" stroke="#FFFFFF"/>`,
  },
  'public-relations-specialist': {
    accent: '#8E24AA',
    body: `<rect x="46" y="14" width="36" height="58" rx="18" fill="A"/><path d="M32 58a32 32 0 0 0 64 0M64 90v18M46 110h36"/><path d="M56 32h16M56 44h16" stroke="#FFFFFF" stroke-width="4"/>`,
  },

  // ── Independent ──
  entrepreneur: {
    accent: '#FFB300',
    body: `<path d="M64 14a32 32 0 0 0-18 58c4 3 6 8 6 12v4h24v-4c0-4 2-9 6-12a32 32 0 0 0-18-58z" fill="A"/><path d="M54 98h20M58 110h12M56 58l8 10 8-10M64 68v20"/>`,
  },
  'professional-athlete': {
    accent: '#FDD835',
    body: `<path d="M40 18h48v30a24 24 0 0 1-48 0z" fill="A"/><path d="M40 26H24v8a16 16 0 0 0 16 16M88 26h16v8a16 16 0 0 1-16 16M64 72v16M48 88h32v20H48z"/>`,
  },
  'content-creator': {
    accent: '#E53935',
    body: `<rect x="12" y="34" width="72" height="60" rx="8"/><path d="M84 58l30-16v44L84 70z"/><path d="M38 50l24 14-24 14z" fill="A"/>`,
  },
  'commercial-pilot': {
    accent: '#0288D1',
    body: `<path d="M64 10c6 0 8 8 8 16v26l38 22v12L72 76v22l12 10v8l-20-6-20 6v-8l12-10V76L18 86V74l38-22V26c0-8 2-16 8-16z" fill="A" stroke-width="4"/>`,
  },
  chef: {
    accent: '#FFB74D',
    body: `<path d="M36 76a20 20 0 0 1 4-38 24 24 0 0 1 48 0 20 20 0 0 1 4 38z" fill="A"/><rect x="36" y="76" width="56" height="28" rx="4"/><path d="M52 84v12M64 84v12M76 84v12" stroke-width="4"/>`,
  },
  'fashion-designer': {
    accent: '#EC407A',
    body: `<path d="M64 26v-8a6 6 0 1 1 6-6"/><path d="M50 26l-6 28 8 6-22 50h68L76 60l8-6-6-28c-4 6-8 8-14 8s-10-2-14-8z" fill="A"/><path d="M52 60h24"/>`,
  },
  animator: {
    accent: '#7E57C2',
    body: `<path d="M14 104q18-76 36 0 14-48 28 0 8-24 16-4" stroke-dasharray="2 10"/><circle cx="100" cy="92" r="12" fill="A"/><path d="M8 108h112"/>`,
  },
  'fitness-trainer': {
    accent: '#00897B',
    body: `<path d="M38 64h52M14 54v20M114 54v20"/><rect x="22" y="38" width="16" height="52" rx="4" fill="A"/><rect x="90" y="38" width="16" height="52" rx="4" fill="A"/>`,
  },
  photographer: {
    accent: '#546E7A',
    body: `<path d="M44 38l8-14h24l8 14"/><rect x="12" y="38" width="104" height="68" rx="10"/><circle cx="64" cy="72" r="22"/><circle cx="64" cy="72" r="10" fill="A"/><rect x="92" y="48" width="12" height="6" rx="2" fill="${D}" stroke="none"/>`,
  },
  'event-manager': {
    accent: '#F9A825',
    body: `<rect x="18" y="26" width="92" height="84" rx="8"/><path d="M18 50h92M42 14v22M86 14v22"/><path d="${star(64, 80, 20, 9)}" fill="A" stroke-width="4"/>`,
  },
  'ethical-hacker': {
    accent: '#3949AB',
    body: `<path d="M64 10l42 16v32c0 28-18 50-42 60-24-10-42-32-42-60V26z" fill="A"/><path d="M54 60v-8a10 10 0 0 1 20 0v8"/><rect x="46" y="60" width="36" height="28" rx="4" fill="${D}"/><circle cx="64" cy="72" r="4" fill="#FFFFFF" stroke="none"/>`,
  },
};

function logoSvg({ accent, body }) {
  const inner = body.replace(/"A"/g, `"${accent}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" fill="none" stroke="${D}" ` +
    `stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>\n`
  );
}

/** Brand: a compass rose whose north needle (saffron) points the way: "Disha" means direction. */
const BRAND = { ink: '#1E3A8A', accent: '#F59E0B' };

function compassMark(cx, cy, r) {
  const k = r / 28; // drawn on a 56px design grid
  const p = (x, y) => `${(cx + x * k).toFixed(1)} ${(cy + y * k).toFixed(1)}`;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${(26 * k).toFixed(1)}" fill="none" stroke="${BRAND.ink}" stroke-width="${(4 * k).toFixed(1)}"/>` +
    `<path d="M${p(0, -20)}L${p(7, 0)}L${p(0, 0)}L${p(-7, 0)}Z" fill="${BRAND.accent}"/>` +
    `<path d="M${p(0, 20)}L${p(7, 0)}L${p(0, 0)}L${p(-7, 0)}Z" fill="${BRAND.ink}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(3 * k).toFixed(1)}" fill="#FFFFFF" stroke="${BRAND.ink}" stroke-width="${(2 * k).toFixed(1)}"/>`
  );
}

const brandLogo =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 64" width="320" height="64" role="img" aria-label="Disha Careers">` +
  `<title>Disha Careers</title>` +
  compassMark(32, 32, 28) +
  // textLength keeps the wordmark inside the box whichever fallback font the browser picks.
  `<text x="72" y="43" xml:space="preserve" textLength="236" lengthAdjust="spacingAndGlyphs" ` +
  `font-family="Poppins, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif" font-size="30" font-weight="700" fill="${BRAND.ink}">Disha ` +
  `<tspan fill="${BRAND.accent}" font-weight="600">Careers</tspan></text></svg>\n`;

const favicon =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  `<rect width="64" height="64" rx="14" fill="${BRAND.ink}"/>` +
  `<circle cx="32" cy="32" r="23" fill="none" stroke="#FFFFFF" stroke-width="4"/>` +
  `<path d="M32 12L39 32H25Z" fill="${BRAND.accent}"/><path d="M32 52L39 32H25Z" fill="#FFFFFF"/>` +
  `<circle cx="32" cy="32" r="3" fill="${BRAND.ink}"/></svg>\n`;

function careerSlugs() {
  const src = readFileSync(CAREERS_TS, 'utf8');
  return [...src.matchAll(/^\s*slug:\s*'([a-z0-9-]+)'/gm)].map((m) => m[1]);
}

function main() {
  mkdirSync(LOGO_DIR, { recursive: true });
  mkdirSync(BRAND_DIR, { recursive: true });

  const missing = careerSlugs().filter((s) => !ICONS[s]);
  if (missing.length) {
    console.error(`No pictogram defined for: ${missing.join(', ')}`);
    process.exit(1);
  }

  let n = 0;
  for (const [slug, icon] of Object.entries(ICONS)) {
    const svg = logoSvg(icon);
    if (Buffer.byteLength(svg) > MAX_BYTES) throw new Error(`${slug}.svg is ${Buffer.byteLength(svg)} bytes (> ${MAX_BYTES})`);
    writeFileSync(join(LOGO_DIR, `${slug}.svg`), svg);
    n++;
  }
  writeFileSync(join(BRAND_DIR, 'logo.svg'), brandLogo);
  writeFileSync(join(BRAND_DIR, 'favicon.svg'), favicon);
  console.log(`wrote ${n} logos to media/logos and 2 brand files to media/brand`);
}

main();
