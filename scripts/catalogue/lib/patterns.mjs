// SVG <pattern> overlays for each print. Colours come from palette(); all
// geometry is fixed, so the output is deterministic.
import { mix } from './color.mjs';

const P = (id, w, h, body, extra = '') =>
  `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>${body}</pattern>`;

function rot(deg) {
  return deg ? ` patternTransform="rotate(${deg})"` : '';
}

/**
 * Returns { def, opacity } or null when the print needs no overlay.
 * o: { dir: 'h'|'v', angle, fades: [[cx, cy, rx, ry], ...], scale }
 */
export function patternFor(print, id, pal, o = {}) {
  const a = pal.accent;
  const s = o.scale || 1;
  const n = (v) => Math.round(v * s * 10) / 10;
  switch (print) {
    case 'Stripes': {
      if (o.dir === 'h') return { def: P(id, n(40), n(28), `<rect width="${n(40)}" height="${n(10)}" fill="${a}"/>`, rot(o.angle || 0)) };
      return { def: P(id, n(30), n(40), `<rect width="${n(10)}" height="${n(40)}" fill="${a}"/>`, rot(o.angle || 0)) };
    }
    case 'Pinstripe':
      return { def: P(id, n(18), 40, `<rect width="${n(2.2)}" height="40" fill="${a}" opacity=".8"/>`) };
    case 'Checks': {
      const w = n(64);
      const b = n(24);
      return {
        def: P(
          id,
          w,
          w,
          `<rect width="${w}" height="${b}" fill="${pal.darker}" opacity=".5"/><rect width="${b}" height="${w}" fill="${pal.darker}" opacity=".45"/>` +
            `<rect y="${n(40)}" width="${w}" height="${n(4)}" fill="${a}" opacity=".75"/><rect x="${n(40)}" width="${n(4)}" height="${w}" fill="${a}" opacity=".75"/>` +
            `<rect y="${n(10)}" width="${w}" height="${n(2)}" fill="${a}" opacity=".5"/><rect x="${n(10)}" width="${n(2)}" height="${w}" fill="${a}" opacity=".5"/>`,
        ),
      };
    }
    case 'Gingham': {
      const w = n(26);
      const h = n(13);
      return { def: P(id, w, w, `<rect width="${h}" height="${w}" fill="${a}" opacity=".42"/><rect width="${w}" height="${h}" fill="${a}" opacity=".42"/>`) };
    }
    case 'Polka Dot':
      return { def: P(id, n(40), n(40), `<g fill="${a}"><circle cx="${n(10)}" cy="${n(10)}" r="${n(5.5)}"/><circle cx="${n(30)}" cy="${n(30)}" r="${n(5.5)}"/></g>`) };
    case 'Floral': {
      const flower = (x, y, r, c) =>
        `<g fill="${c}">${[0, 72, 144, 216, 288]
          .map((d) => {
            const t = (d * Math.PI) / 180;
            return `<circle cx="${n(x + Math.sin(t) * r)}" cy="${n(y - Math.cos(t) * r)}" r="${n(r * 0.85)}"/>`;
          })
          .join('')}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.55)}" fill="${pal.center}"/>`;
      const leaf = (x, y, deg) =>
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(7)}" ry="${n(3)}" fill="${pal.accent2}" transform="rotate(${deg} ${n(x)} ${n(y)})"/>`;
      return {
        def: P(
          id,
          n(96),
          n(96),
          leaf(36, 34, 30) + leaf(14, 38, -30) + flower(25, 24, 8, a) + leaf(82, 78, -40) + leaf(62, 84, 20) + flower(72, 70, 6, a) +
            `<circle cx="${n(74)}" cy="${n(22)}" r="${n(2.4)}" fill="${a}"/><circle cx="${n(22)}" cy="${n(76)}" r="${n(2.4)}" fill="${a}"/>`,
        ),
      };
    }
    case 'Paisley': {
      const pz = (x, y, sc, deg) =>
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${deg}) scale(${Math.round(sc * s * 100) / 100})"><path d="M14 0C26 0 32 12 29 24C26 36 12 42 2 38C12 34 16 26 13 18C10 12 4 12 2 18C0 8 6 0 14 0Z" fill="${a}"/><path d="M15 7C22 8 26 16 24 23C22 30 15 34 9 34" fill="none" stroke="${pal.main}" stroke-width="1.6"/><circle cx="15" cy="19" r="3" fill="${pal.main}"/></g>`;
      return {
        def: P(
          id,
          n(64),
          n(64),
          pz(6, 4, 0.72, 0) + pz(38, 36, 0.72, 0) + `<g fill="${a}"><circle cx="${n(48)}" cy="${n(12)}" r="${n(2)}"/><circle cx="${n(16)}" cy="${n(46)}" r="${n(2)}"/><circle cx="${n(56)}" cy="${n(20)}" r="${n(1.4)}"/><circle cx="${n(24)}" cy="${n(54)}" r="${n(1.4)}"/></g>`,
        ),
      };
    }
    case 'Block Print': {
      const motif = (x, y) =>
        `<path d="M${n(x)} ${n(y - 10)}Q${n(x + 4)} ${n(y)} ${n(x)} ${n(y + 10)}Q${n(x - 4)} ${n(y)} ${n(x)} ${n(y - 10)}ZM${n(x - 10)} ${n(y)}Q${n(x)} ${n(y - 4)} ${n(x + 10)} ${n(y)}Q${n(x)} ${n(y + 4)} ${n(x - 10)} ${n(y)}Z"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(2.6)}" fill="${pal.main}"/>`;
      return {
        def: P(id, n(56), n(56), `<g fill="${a}" opacity=".92">${motif(14, 14)}${motif(42, 42)}<circle cx="${n(42)}" cy="${n(14)}" r="${n(2)}"/><circle cx="${n(14)}" cy="${n(42)}" r="${n(2)}"/></g>`),
      };
    }
    case 'Ikat': {
      const pts = [
        [30, 4], [44, 20], [38, 21], [50, 38], [40, 40], [48, 56], [30, 76], [12, 56], [20, 40], [10, 38], [22, 21], [16, 20],
      ];
      const poly = pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
      return {
        def: P(id, n(60), n(80), `<polygon points="${poly}" fill="${a}" opacity=".9"/><polygon points="${n(30)},${n(28)} ${n(38)},${n(42)} ${n(30)},${n(56)} ${n(22)},${n(42)}" fill="${pal.main}"/><rect x="${n(28)}" y="${n(38)}" width="${n(4)}" height="${n(8)}" fill="${a}"/>`),
      };
    }
    case 'Chevron':
      return { def: P(id, n(24), n(26), `<path d="M0 ${n(18)}L${n(12)} ${n(6)}L${n(24)} ${n(18)}" fill="none" stroke="${a}" stroke-width="${n(5)}"/>`) };
    case 'Bandhani': {
      const cl = (x, y) =>
        [[0, 0], [3.4, 0], [-3.4, 0], [0, 3.4], [0, -3.4]].map(([dx, dy]) => `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(1.5)}"/>`).join('');
      return { def: P(id, n(32), n(32), `<g fill="${a}">${cl(8, 8)}${cl(24, 24)}</g>`) };
    }
    case 'Leheriya':
      return { def: P(id, n(26), n(26), `<rect width="${n(26)}" height="${n(7)}" fill="${a}" opacity=".85"/><rect y="${n(13)}" width="${n(26)}" height="${n(3)}" fill="${pal.accent2}" opacity=".8"/>`, rot(-38)) };
    case 'Geometric':
      return {
        def: P(id, n(48), n(48), `<path d="M${n(24)} ${n(2)}L${n(46)} ${n(24)}L${n(24)} ${n(46)}L${n(2)} ${n(24)}Z" fill="none" stroke="${a}" stroke-width="${n(3)}"/><circle cx="${n(24)}" cy="${n(24)}" r="${n(4)}" fill="${a}"/>`),
      };
    case 'Colour Block':
      return { def: P(id, 600, 600, `<rect y="${o.blockY || 320}" width="600" height="${600 - (o.blockY || 320)}" fill="${a}"/><rect y="${(o.blockY || 320) - 14}" width="600" height="6" fill="${pal.accent2}"/>`) };
    case 'Stone Wash':
    case 'Acid Wash':
    case 'Distressed': {
      const fades = (o.fades || [])
        .map(([cx, cy, rx, ry]) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id}f)"/>`)
        .join('');
      const grad = `<radialGradient id="${id}f"><stop offset="0" stop-color="#fff" stop-opacity="${print === 'Acid Wash' ? 0.42 : 0.34}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
      let extra = '';
      if (print === 'Acid Wash') {
        // Marbled bleach blotches (fixed list, deterministic).
        const blobs = [
          [40, 30, 22, 9, 20], [110, 70, 18, 7, -30], [60, 110, 26, 8, 10], [150, 20, 14, 6, 50], [170, 120, 20, 7, -10],
          [20, 160, 16, 6, 35], [95, 170, 24, 8, -25], [140, 180, 12, 5, 0],
        ];
        extra = `<pattern id="${id}m" width="200" height="200" patternUnits="userSpaceOnUse">${blobs
          .map(([x, y, rx, ry, r]) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${r} ${x} ${y})" fill="#fff" opacity=".2"/>`)
          .join('')}</pattern>`;
      }
      let rips = '';
      if (print === 'Distressed') {
        rips = (o.rips || [])
          .map(([x, y]) =>
            [0, 7, 14, 21]
              .map((dy, i) => `<path d="M${x - 16 + (i % 2) * 3} ${y + dy}h${26 - (i % 2) * 6}" stroke="#F2EEE6" stroke-width="2.4" stroke-linecap="round"/>`)
              .join(''),
          )
          .join('');
      }
      const body = `${fades}${print === 'Acid Wash' ? `<rect width="600" height="600" fill="url(#${id}m)"/>` : ''}${rips}`;
      return { def: `${grad}${extra}${P(id, 600, 600, body)}` };
    }
    case 'Chikankari': {
      const c = pal.isLight ? mix(pal.main, '#6E5F4D', 0.4) : '#FFFFFF';
      const fl = (x, y) =>
        `<g fill="none" stroke="${c}" stroke-width="${n(1.3)}">${[0, 60, 120]
          .map((d) => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(7)}" ry="${n(2.6)}" transform="rotate(${d} ${n(x)} ${n(y)})"/>`)
          .join('')}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(1.6)}" fill="${c}"/>`;
      return {
        def: P(id, n(52), n(52), `${fl(13, 13)}${fl(39, 39)}<g fill="${c}"><circle cx="${n(39)}" cy="${n(13)}" r="${n(1.2)}"/><circle cx="${n(13)}" cy="${n(39)}" r="${n(1.2)}"/><circle cx="${n(26)}" cy="${n(26)}" r="${n(1)}"/></g>`),
      };
    }
    case 'Embroidered': {
      const g = pal.name === 'Gold' ? '#F3E1B0' : '#D9B45E';
      const fl = (x, y) =>
        `<g fill="${g}">${[[0, -4], [4, 0], [0, 4], [-4, 0]].map(([dx, dy]) => `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(2.6)}"/>`).join('')}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(1.8)}" fill="${pal.accent}"/>`;
      return {
        def: P(id, n(44), n(44), `<path d="M0 ${n(22)}L${n(22)} 0L${n(44)} ${n(22)}L${n(22)} ${n(44)}Z" fill="none" stroke="${g}" stroke-width="${n(1.2)}" stroke-dasharray="${n(2)} ${n(2)}"/>${fl(22, 22)}${fl(0, 0)}${fl(44, 0)}${fl(0, 44)}${fl(44, 44)}`),
      };
    }
    case 'Quilted':
      return { def: P(id, n(34), n(34), `<path d="M0 0L${n(34)} ${n(34)}M${n(34)} 0L0 ${n(34)}" stroke="${pal.darker}" stroke-width="${n(1.6)}" opacity=".55"/>`) };
    case 'Croc Texture':
      return {
        def: P(id, n(30), n(24), `<g fill="none" stroke="${pal.darker}" stroke-width="${n(1.2)}" opacity=".45"><rect x="${n(1)}" y="${n(1)}" width="${n(12)}" height="${n(9)}" rx="${n(3)}"/><rect x="${n(15)}" y="${n(1)}" width="${n(13)}" height="${n(9)}" rx="${n(3)}"/><rect x="${n(-7)}" y="${n(13)}" width="${n(13)}" height="${n(9)}" rx="${n(3)}"/><rect x="${n(8)}" y="${n(13)}" width="${n(13)}" height="${n(9)}" rx="${n(3)}"/><rect x="${n(23)}" y="${n(13)}" width="${n(13)}" height="${n(9)}" rx="${n(3)}"/></g>`),
      };
    case 'Terrazzo': {
      const chips = [
        [12, 14, pal.accent, '0,0 7,2 4,7'], [48, 10, pal.darker, '0,0 5,1 3,5 -1,3'], [80, 30, '#FFFFFF', '0,0 6,3 1,6'],
        [30, 44, pal.accent2, '0,0 8,1 5,6'], [66, 62, pal.accent, '0,0 4,-3 7,3 2,5'], [16, 80, '#FFFFFF', '0,0 5,0 3,4'],
        [88, 86, pal.darker, '0,0 6,2 2,6'], [50, 88, pal.accent, '0,0 4,2 1,5'],
      ];
      return {
        def: P(id, n(100), n(100), chips.map(([x, y, c, pts]) => `<polygon points="${pts}" fill="${c}" transform="translate(${n(x)} ${n(y)}) scale(${1.4 * s})"/>`).join('')),
      };
    }
    case 'Speckled': {
      const dots = [[6, 8, 1.4], [22, 4, 1], [40, 12, 1.6], [54, 28, 1.1], [14, 30, 1.2], [32, 34, 1.8], [48, 50, 1.2], [8, 52, 1.5], [26, 56, 1], [58, 58, 1.3]];
      return { def: P(id, n(62), n(62), `<g fill="${pal.darker}" opacity=".7">${dots.map(([x, y, r]) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`).join('')}</g>`) };
    }
    case 'Woven':
      return {
        def: P(id, n(14), n(14), `<path d="M0 ${n(3.5)}h${n(7)}M${n(7)} ${n(10.5)}h${n(7)}" stroke="${pal.darker}" stroke-width="${n(3)}" opacity=".35"/><path d="M${n(3.5)} ${n(7)}v${n(7)}M${n(10.5)} 0v${n(7)}" stroke="#FFFFFF" stroke-width="${n(3)}" opacity=".25"/>`),
      };
    default:
      return null;
  }
}
