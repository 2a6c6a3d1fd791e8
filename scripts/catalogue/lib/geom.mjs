// Path helpers for the illustrations (600 x 600 canvas, centre line x = 300).

const f = (v) => String(Math.round(v * 10) / 10);

/**
 * Symmetric closed path. `start` is a point on the centre line, `segs` describe the
 * left half and must end on the centre line; the right half is mirrored.
 * Segments: ['L', x, y] | ['Q', cx, cy, x, y] | ['C', c1x, c1y, c2x, c2y, x, y]
 */
export function sym(start, segs, cx = 300) {
  const m = (x) => 2 * cx - x;
  let d = `M${f(start[0])} ${f(start[1])}`;
  const ends = [start];
  for (const s of segs) {
    d += s[0] + s.slice(1).map(f).join(' ');
    ends.push([s[s.length - 2], s[s.length - 1]]);
  }
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i];
    const [px, py] = ends[i];
    if (s[0] === 'L') d += `L${f(m(px))} ${f(py)}`;
    else if (s[0] === 'Q') d += `Q${f(m(s[1]))} ${f(s[2])} ${f(m(px))} ${f(py)}`;
    else if (s[0] === 'C') d += `C${f(m(s[3]))} ${f(s[4])} ${f(m(s[1]))} ${f(s[2])} ${f(m(px))} ${f(py)}`;
  }
  return d + 'Z';
}

/** Mirror an open/closed path string across x = cx (numbers in x,y pairs; only M L Q C H V Z absolute). */
export function mirrorPath(d, cx = 300) {
  // Tokenise into commands and numbers; x values are at even positions for M L Q C.
  const out = [];
  const re = /([MLQCHVZ])([^MLQCHVZ]*)/g;
  let m;
  while ((m = re.exec(d))) {
    const cmd = m[1];
    const nums = m[2].trim() ? m[2].trim().split(/[\s,]+/).map(Number) : [];
    if (cmd === 'H') out.push('H' + nums.map((x) => f(2 * cx - x)).join(' '));
    else if (cmd === 'V' || cmd === 'Z') out.push(cmd + nums.map(f).join(' '));
    else out.push(cmd + nums.map((v, i) => f(i % 2 === 0 ? 2 * cx - v : v)).join(' '));
  }
  return out.join('');
}

export const circle = (cx, cy, r) => `M${f(cx - r)} ${f(cy)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0Z`;

export const ellipse = (cx, cy, rx, ry) =>
  `M${f(cx - rx)} ${f(cy)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0Z`;

export const rect = (x, y, w, h, r = 0) =>
  r
    ? `M${f(x + r)} ${f(y)}H${f(x + w - r)}Q${f(x + w)} ${f(y)} ${f(x + w)} ${f(y + r)}V${f(y + h - r)}Q${f(x + w)} ${f(y + h)} ${f(x + w - r)} ${f(y + h)}H${f(x + r)}Q${f(x)} ${f(y + h)} ${f(x)} ${f(y + h - r)}V${f(y + r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Z`
    : `M${f(x)} ${f(y)}H${f(x + w)}V${f(y + h)}H${f(x)}Z`;

/** Polyline "M x y L x y ..." from points. */
export const poly = (pts, close = false) => 'M' + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L') + (close ? 'Z' : '');

/** x on the segment (x1,y1)-(x2,y2) at height y. */
export const xAt = ([x1, y1], [x2, y2], y) => x1 + ((x2 - x1) * (y - y1)) / (y2 - y1);

export { f as fmt };
