// Hero banners (1600 x 600), category tiles (600 x 600) and the placeholder.
// No text is baked in: the client overlays titles and buttons.
import { renderItem } from './render.mjs';

/** Place a 600 x 600 item so its centre lands on (x, y) at scale s. */
function place(item, uid, x, y, s) {
  const { defs, body } = renderItem(item.shape, item.opts || {}, item.color, item.print || 'Solid', uid);
  const tx = Math.round((x - 300 * s) * 10) / 10;
  const ty = Math.round((y - 300 * s) * 10) / 10;
  return { defs, body: `<g transform="translate(${tx} ${ty}) scale(${s})">${body}</g>` };
}

function compose(items, prefix) {
  const defs = [];
  const body = [];
  items.forEach((it, i) => {
    const r = place(it, `${prefix}${i}`, it.x, it.y, it.s);
    defs.push(r.defs);
    body.push(r.body);
  });
  return { defs: defs.join(''), body: body.join('') };
}

const svgOpen = (w, h, title) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="t" preserveAspectRatio="xMidYMid slice"><title id="t">${title}</title>`;

// ------------------------------------------------------------------ banners

export const BANNERS = {
  new: {
    title: 'New arrivals: fresh prints and easy summer shapes',
    bg: ['#F5EFE6', '#E3EADB'],
    decor:
      `<circle cx="1410" cy="150" r="112" fill="#F3D2BC" opacity=".75"/>` +
      `<path d="M1000 600V250a170 170 0 0 1 340 0V600Z" fill="#CAD6BD"/>` +
      `<path d="M1030 600V262a140 140 0 0 1 280 0V600Z" fill="#D6E0CB"/>` +
      `<path d="M760 600V330a110 110 0 0 1 220 0V600Z" fill="#EADFCF"/>` +
      `<rect y="520" width="1700" height="80" fill="#D9CDBB" opacity=".55"/>` +
      `<path d="M0 520H1700" stroke="#C9BBA5" stroke-width="2"/>`,
    items: [
      { shape: 'dress', opts: { style: 'maxi' }, color: 'Mustard', print: 'Floral', x: 1170, y: 300, s: 0.86 },
      { shape: 'tote', color: 'Indigo', print: 'Block Print', x: 880, y: 408, s: 0.46 },
      { shape: 'sneaker', color: 'White', print: 'Solid', x: 1452, y: 482, s: 0.48 },
      { shape: 'planter', color: 'Ivory', print: 'Speckled', x: 1545, y: 356, s: 0.52 },
    ],
  },
  sale: {
    title: 'The sale edit: favourites at up to 60% off',
    bg: ['#F7E6DA', '#EDC2AA'],
    decor:
      `<circle cx="1180" cy="300" r="270" fill="#E9A886" opacity=".45"/>` +
      `<circle cx="1180" cy="300" r="200" fill="#F1BFA2" opacity=".55"/>` +
      `<g stroke="#E7A07E" stroke-width="10" opacity=".35">${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${1380 + i * 34} 0L${1180 + i * 34} 600"/>`).join('')}</g>` +
      `<rect y="522" width="1700" height="78" fill="#E2B298" opacity=".5"/>` +
      `<g transform="translate(1440 96) rotate(14)"><path d="M0 0H96L126 40L96 80H0Z" fill="#8E2F35"/><circle cx="94" cy="40" r="8" fill="#F7E6DA"/><path d="M94 40C120 10 150 -10 170 -40" stroke="#8E2F35" stroke-width="3" fill="none"/></g>`,
    items: [
      { shape: 'kurta', opts: { style: 'straight' }, color: 'Indigo', print: 'Block Print', x: 1160, y: 296, s: 0.84 },
      { shape: 'sling', color: 'Tan', print: 'Solid', x: 900, y: 400, s: 0.5 },
      { shape: 'heel', opts: { heel: 'block', strap: true }, color: 'Maroon', print: 'Solid', x: 1420, y: 440, s: 0.56 },
    ],
  },
  premium: {
    title: 'Premium: leather, silk and steel made to last',
    bg: ['#1E2926', '#2F3D39'],
    decor:
      `<circle cx="1190" cy="250" r="250" fill="none" stroke="#C9A24D" stroke-width="2" opacity=".45"/>` +
      `<circle cx="1190" cy="250" r="300" fill="none" stroke="#C9A24D" stroke-width="1" opacity=".25"/>` +
      `<rect y="500" width="1700" height="100" fill="#16201D"/>` +
      // plinths
      `<path d="M960 600V440h180V600Z" fill="#E9E1D3"/><ellipse cx="1050" cy="440" rx="90" ry="16" fill="#F6F0E6"/>` +
      `<path d="M1150 600V330h190V600Z" fill="#DDD3C2"/><ellipse cx="1245" cy="330" rx="95" ry="17" fill="#F1EADD"/>` +
      `<path d="M1360 600V470h170V600Z" fill="#E9E1D3"/><ellipse cx="1445" cy="470" rx="85" ry="15" fill="#F6F0E6"/>`,
    items: [
      { shape: 'clutch', color: 'Black', print: 'Embroidered', x: 1050, y: 390, s: 0.46 },
      { shape: 'watch', opts: { steel: true }, color: 'Gold', print: 'Solid', x: 1245, y: 218, s: 0.5 },
      { shape: 'heel', opts: { heel: 'stiletto' }, color: 'Wine', print: 'Croc Texture', x: 1445, y: 420, s: 0.46 },
    ],
  },
};

export function bannerSvg(key) {
  const b = BANNERS[key];
  const { defs, body } = compose(b.items, key[0]);
  return (
    svgOpen(1600, 600, b.title) +
    `<defs><linearGradient id="bg" x2="1" y2=".35"><stop offset="0" stop-color="${b.bg[0]}"/><stop offset="1" stop-color="${b.bg[1]}"/></linearGradient>${defs}</defs>` +
    // Products sit right of centre, clear of the client's left-aligned title and button.
    `<rect width="1600" height="600" fill="url(#bg)"/><g transform="translate(-50 0)">${b.decor}${body}</g></svg>\n`
  );
}

// ------------------------------------------------------------------ category tiles

const TILES = {
  'women-footwear': { bg: '#F2DED7', arch: '#E8C8BE', items: [{ shape: 'heel', opts: { heel: 'stiletto' }, color: 'Wine', print: 'Solid', x: 300, y: 318, s: 0.95 }] },
  'women-jeans': { bg: '#DCE3EC', arch: '#C9D4E2', items: [{ shape: 'jeans', opts: { fit: 'flare' }, color: 'Indigo', print: 'Stone Wash', x: 300, y: 312, s: 0.86 }] },
  'women-dresses': { bg: '#F4E8D6', arch: '#EAD6B9', items: [{ shape: 'dress', opts: { style: 'maxi' }, color: 'Rust', print: 'Floral', x: 300, y: 310, s: 0.86 }] },
  'women-tops': { bg: '#EAE5F1', arch: '#DAD1E8', items: [{ shape: 'top', opts: { style: 'puff' }, color: 'Lavender', print: 'Polka Dot', x: 300, y: 320, s: 0.98 }] },
  'women-kurtas': { bg: '#F5E6D2', arch: '#EBD3B3', items: [{ shape: 'kurta', opts: { style: 'aline' }, color: 'Teal', print: 'Block Print', x: 300, y: 310, s: 0.86 }] },
  'men-shirts': { bg: '#E1E8EE', arch: '#CCD8E2', items: [{ shape: 'shirt', color: 'Navy', print: 'Checks', x: 300, y: 312, s: 0.88 }] },
  'men-tshirts': { bg: '#E8ECE1', arch: '#D5DDCA', items: [{ shape: 'tee', color: 'Olive', print: 'Solid', x: 300, y: 320, s: 0.92 }] },
  'men-jeans': { bg: '#DADFE6', arch: '#C6CDD8', items: [{ shape: 'jeans', opts: { fit: 'straight', men: true }, color: 'Black', print: 'Stone Wash', x: 300, y: 312, s: 0.86 }] },
  'men-footwear': { bg: '#EFE5D9', arch: '#E2D2BE', items: [{ shape: 'derby', opts: { brogue: true }, color: 'Tan', print: 'Solid', x: 300, y: 318, s: 0.95 }] },
  bags: {
    bg: '#F2E8DC',
    arch: '#E6D5C0',
    items: [
      { shape: 'tote', color: 'Mustard', print: 'Ikat', x: 236, y: 316, s: 0.66 },
      { shape: 'sling', color: 'Tan', print: 'Solid', x: 404, y: 360, s: 0.56 },
    ],
  },
  accessories: {
    bg: '#EEE8DE',
    arch: '#E1D7C6',
    items: [
      { shape: 'watch', color: 'Tan', print: 'Solid', x: 230, y: 300, s: 0.62 },
      { shape: 'sunglasses', opts: { style: 'aviator' }, color: 'Gold', print: 'Solid', x: 400, y: 370, s: 0.56 },
    ],
  },
  home: {
    bg: '#E5EBE3',
    arch: '#D2DDCF',
    items: [
      { shape: 'cushion', color: 'Mustard', print: 'Ikat', x: 244, y: 318, s: 0.7 },
      { shape: 'planter', color: 'Ivory', print: 'Speckled', x: 418, y: 330, s: 0.6 },
    ],
  },
};

export function categorySvg(slug) {
  const t = TILES[slug] || { bg: '#EEE9E2', arch: '#E2DBD1', items: [] };
  const { defs, body } = compose(t.items, 'c');
  const label = slug.replace(/-/g, ' ');
  return (
    svgOpen(600, 600, `Shop ${label}`) +
    (defs ? `<defs>${defs}</defs>` : '') +
    `<rect width="600" height="600" fill="${t.bg}"/><path d="M110 600V250a190 190 0 0 1 380 0V600Z" fill="${t.arch}"/>` +
    `<rect y="520" width="600" height="80" fill="#000" opacity=".04"/>${body}</svg>\n`
  );
}

// ------------------------------------------------------------------ placeholder

export function placeholderSvg() {
  return (
    svgOpen(600, 600, 'Image not available') +
    `<rect width="600" height="600" fill="#F1EEE9"/><circle cx="300" cy="300" r="150" fill="#E8E3DC"/>` +
    `<path d="M300 262v-14c0-12 16-12 16-28a16 16 0 1 0-32 0" fill="none" stroke="#B9B0A4" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M300 262L188 352Q180 362 194 362H406Q420 362 412 352Z" fill="none" stroke="#B9B0A4" stroke-width="8" stroke-linejoin="round"/></svg>\n`
  );
}
