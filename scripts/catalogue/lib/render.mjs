// Turns a shape description into SVG markup.
import { palette } from './color.mjs';
import { patternFor } from './patterns.mjs';
import { SHAPES } from './shapes.mjs';
import { COLORS } from './data.mjs';

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const MIRROR = 'matrix(-1 0 0 1 600 0)';

/**
 * Render one item. Returns { defs, body } (SVG fragments). `uid` prefixes every id so
 * several items can share one document (banners, category tiles).
 */
export function renderItem(shape, opts, colorName, print, uid, options = {}) {
  const pal = palette(colorName);
  const fn = SHAPES[shape];
  if (!fn) throw new Error(`unknown shape ${shape}`);
  const spec = fn(opts || {}, { pal, print });
  const defs = [];
  const body = [];
  const used = new Set();

  const role = (r) => {
    if (r == null) return 'none';
    if (r === 'none') return 'none';
    if (r.startsWith('#')) return r;
    if (r.startsWith('url(#')) {
      const key = r.slice(5, -1);
      used.add(key);
      return `url(#${uid}${key})`;
    }
    if (pal[r]) return pal[r];
    if (COLORS[r]) return COLORS[r];
    throw new Error(`unknown colour role ${r}`);
  };

  let pat = null;
  if (print && print !== 'Solid' && !spec.noPrint) {
    pat = patternFor(print, `${uid}p`, pal, spec.pat || {});
    if (pat) defs.push(pat.def);
  }

  const layers = spec.layers;
  const needsId = (l, i) => l.print || l.shade || layers.some((o) => o.clip === i) || (i === 0 && ['hang', 'clip'].includes(spec.ground));
  const clipIds = new Set();

  // Ground: hanger / clip hanger behind, floor shadow.
  if (!options.noGround) {
    if (spec.ground === 'floor' && spec.shadow) {
      const [cx, cy, rx, ry] = spec.shadow;
      used.add('SHADOW');
      body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${uid}SHADOW)"/>`);
    }
    if (spec.ground === 'hang') {
      const y = spec.hook;
      body.push(`<path d="M300 ${y - 2}v-14c0-10 14-10 14-24a14 14 0 1 0-28 0" fill="none" stroke="#7C736A" stroke-width="5" stroke-linecap="round"/><path d="M300 ${y - 2}L194 ${y + 26}M300 ${y - 2}L406 ${y + 26}" stroke="#A89E93" stroke-width="7" stroke-linecap="round"/>`);
    }
    if (spec.ground === 'clip') {
      const y = spec.hook;
      body.push(`<path d="M300 ${y - 34}v-14c0-10 14-10 14-24a14 14 0 1 0-28 0M196 ${y - 34}H404" fill="none" stroke="#7C736A" stroke-width="5" stroke-linecap="round"/>`);
    }
  }

  const attrs = (a) =>
    Object.entries(a)
      .filter(([, v]) => v !== undefined && v !== null && v !== false)
      .map(([k, v]) => ` ${k}="${v}"`)
      .join('');

  layers.forEach((l, i) => {
    const id = `${uid}${i}`;
    const withId = needsId(l, i);
    const copies = l.mirror ? [l.t || null, `${MIRROR}${l.t ? ' ' + l.t : ''}`] : [l.t || null];
    const clip = typeof l.clip === 'number' ? `url(#${uid}c${l.clip})` : undefined;
    if (typeof l.clip === 'number' && !clipIds.has(l.clip)) {
      clipIds.add(l.clip);
      defs.push(`<clipPath id="${uid}c${l.clip}"><use href="#${uid}${l.clip}"/></clipPath>`);
    }
    let selfClip;
    if (l.clip === 'self') {
      // clip to the previous layer (same transform)
      selfClip = `${uid}c${i - 1}`;
      if (!clipIds.has(i - 1)) {
        clipIds.add(i - 1);
        defs.push(`<clipPath id="${selfClip}"><use href="#${uid}${i - 1}"/></clipPath>`);
      }
    }
    const stroke = l.stroke === 'none' ? undefined : role(l.stroke || 'outline');
    const base = {
      fill: role(l.fill),
      stroke,
      'stroke-width': stroke ? (l.sw ?? 2) : undefined,
      'stroke-opacity': stroke && !l.stroke ? 0.55 : undefined,
      'stroke-linejoin': stroke ? 'round' : undefined,
      'fill-rule': l.rule,
      opacity: l.op,
      'clip-path': clip || (selfClip ? `url(#${selfClip})` : undefined),
    };
    if (withId) defs.push(`<path id="${id}" d="${l.d}"/>`);
    if (withId && i === 0 && ['hang', 'clip'].includes(spec.ground) && !options.noGround) {
      body.push(`<use href="#${id}" fill="#000" fill-opacity=".07" transform="translate(9 11)"/>`);
    }
    for (const t of copies) {
      const tr = t ? { transform: t } : {};
      if (!withId) {
        body.push(`<path d="${l.d}"${attrs({ ...base, ...tr })}/>`);
        continue;
      }
      const g = [];
      g.push(`<use href="#${id}"${attrs({ ...base, opacity: undefined, 'clip-path': undefined })}/>`);
      if (l.print && pat) g.push(`<use href="#${id}" fill="url(#${uid}p)"/>`);
      if (l.shade) {
        used.add(l.shade === 'v' ? 'GV' : 'GH');
        g.push(`<use href="#${id}" fill="url(#${uid}${l.shade === 'v' ? 'GV' : 'GH'})"/>`);
      }
      const wrap = { ...tr, opacity: l.op, 'clip-path': base['clip-path'] };
      if (g.length === 1 && !wrap['clip-path'] && !wrap.opacity) body.push(g[0].replace('/>', `${attrs(tr)}/>`));
      else body.push(`<g${attrs(wrap)}>${g.join('')}</g>`);
    }
  });

  for (const d of spec.details) {
    const copies = d.mirror ? [d.t || null, `${MIRROR}${d.t ? ' ' + d.t : ''}`] : [d.t || null];
    const stroke = d.s && d.s !== 'none' ? role(d.s) : undefined;
    for (const t of copies) {
      body.push(
        `<path d="${d.d}"${attrs({
          fill: d.fill ? role(d.fill) : 'none',
          stroke,
          'stroke-width': stroke ? d.w ?? 2 : undefined,
          'stroke-dasharray': d.dash,
          'stroke-linecap': d.cap,
          'fill-rule': d.rule,
          opacity: d.op,
          transform: t || undefined,
        })}/>`,
      );
    }
  }

  // Shared gradients, only when used.
  if (used.has('GH'))
    defs.push(`<linearGradient id="${uid}GH"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>`);
  if (used.has('GV'))
    defs.push(`<linearGradient id="${uid}GV" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>`);
  if (used.has('SHADOW'))
    defs.push(`<radialGradient id="${uid}SHADOW"><stop offset="0" stop-color="#000" stop-opacity=".26"/><stop offset=".6" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`);
  if (used.has('LENS'))
    defs.push(`<linearGradient id="${uid}LENS" x2="0" y2="1"><stop offset="0" stop-color="#1E2026"/><stop offset="1" stop-color="${pal.name === 'Gold' ? '#7A5A3A' : '#4A5360'}"/></linearGradient>`);
  if (used.has('GLOW'))
    defs.push(`<radialGradient id="${uid}GLOW"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`);
  if (used.has('FLAMEGLOW'))
    defs.push(`<radialGradient id="${uid}FLAMEGLOW"><stop offset="0" stop-color="#FFD27A" stop-opacity=".6"/><stop offset="1" stop-color="#FFD27A" stop-opacity="0"/></radialGradient>`);

  let out = body.join('');
  if (spec.view) {
    const { s, dx = 0, dy = 0 } = spec.view;
    out = `<g transform="translate(${Math.round((300 * (1 - s) + dx) * 10) / 10} ${Math.round((300 * (1 - s) + dy) * 10) / 10}) scale(${s})">${out}</g>`;
  }
  return { defs: defs.join(''), body: out, pal, spec };
}

/** A complete product illustration (600 x 600). */
export function productSvg(product, shapeInfo) {
  const { defs, body, pal } = renderItem(shapeInfo.shape, shapeInfo.opts, product.color, product.printName, 'a');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" aria-labelledby="t">` +
    `<title id="t">${esc(product.name)}</title>` +
    `<defs><radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${pal.bgLight}"/><stop offset="1" stop-color="${pal.bg}"/></radialGradient>${defs}</defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>${body}</svg>\n`
  );
}
