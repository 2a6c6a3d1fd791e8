// Product silhouettes on a 600 x 600 canvas. Each shape returns:
//   layers:  filled paths { d, fill (palette role or #hex), print?, shade?: 'h'|'v', stroke?, sw?, op?, clip?, mirror? }
//   details: stroked or small filled paths { d, s (stroke role), w, dash?, op?, fill?, mirror? }
//   ground:  'hang' (garment on a hanger), 'clip' (trousers on a clip hanger), 'floor' (object on the floor)
//   shadow:  floor shadow ellipse [cx, cy, rx, ry] for 'floor'
//   pat:     options for the print pattern (stripe direction, fades ...)
//   noPrint: true when the shape draws the print itself (colour-block trainers etc.)
import { circle, ellipse, fmt as f, mirrorPath, poly, rect, sym, xAt } from './geom.mjs';

const along = ([x1, y1], [x2, y2], d) => {
  const l = Math.hypot(x2 - x1, y2 - y1);
  return [x1 + ((x2 - x1) * d) / l, y1 + ((y2 - y1) * d) / l];
};
const line = (a, b) => `M${f(a[0])} ${f(a[1])}L${f(b[0])} ${f(b[1])}`;
const M = (d) => mirrorPath(d);
const both = (d) => d + M(d);

// ---------------------------------------------------------------- apparel

function tee(o, c) {
  const nw = o.vneck ? 36 : o.polo ? 30 : 40;
  const ny = 116;
  const nd = o.vneck ? 64 : o.polo ? 36 : 28;
  let sh;
  let so;
  let si;
  let ar;
  if (o.oversized) [sh, so, si, ar] = [[186, 144], [114, 262], [160, 290], [190, 252]];
  else if (o.fitted) [sh, so, si, ar] = [[216, 130], [160, 192], [184, 218], [214, 202]];
  else [sh, so, si, ar] = [[202, 132], [128, 210], [164, 242], [198, 214]];
  const hemY = o.crop ? 352 : o.oversized ? 508 : 500;
  const hemX = o.fitted ? 214 : o.oversized ? 186 : 198;
  const nx = 300 - nw;
  const body = sym([300, ny + nd], [
    o.vneck ? ['L', nx, ny] : ['Q', 300 - nw * 0.6, ny + nd, nx, ny],
    ['Q', nx - 24, ny + 8, ...sh],
    ['L', ...so],
    ['L', ...si],
    ['L', ...ar],
    ['Q', ar[0] + (o.fitted ? 6 : -3), (ar[1] + hemY) / 2, hemX, hemY - 4],
    ['Q', hemX + 30, hemY + 5, 300, hemY + 5],
  ]);
  const layers = [{ d: body, fill: 'main', print: !o.raglan, shade: 'h' }];
  const details = [];
  // inside of the back neck
  const frontBack = o.vneck
    ? `L300 ${ny + nd}Z`
    : `Q${f(300 + nw * 0.6)} ${ny + nd} 300 ${ny + nd}Q${f(300 - nw * 0.6)} ${ny + nd} ${nx} ${ny}Z`;
  details.push({ d: `M${nx} ${ny}Q300 ${ny + 14} ${600 - nx} ${ny}${frontBack}`, fill: 'darker', s: 'none' });
  if (o.raglan) {
    const seam = `M${nx + 4} ${ny + 2}L${sh[0]} ${sh[1]}L${so[0]} ${so[1]}L${si[0]} ${si[1]}L${ar[0]} ${ar[1]}Q${ar[0] + 30} ${ar[1] - 50} ${nx + 4} ${ny + 2}Z`;
    layers.push({ d: seam, fill: 'accent', mirror: true, shade: 'h' });
  }
  // rib band
  const rib = o.vneck
    ? `M${nx + 6} ${ny + 2}L300 ${ny + nd + 10}L${600 - nx - 6} ${ny + 2}`
    : `M${nx + 2} ${ny + 4}Q${f(300 - nw * 0.6)} ${ny + nd + 10} 300 ${ny + nd + 9}Q${f(300 + nw * 0.6)} ${ny + nd + 10} ${600 - nx - 2} ${ny + 4}`;
  details.push({ d: rib, s: 'dark', w: 2, op: 0.6 });
  // sleeve hems
  const p1 = along(so, sh, 16);
  const p2 = along(si, ar, 16);
  details.push({ d: line(p1, p2), s: 'dark', w: 2, op: 0.5, mirror: true });
  details.push({ d: `M${hemX + 4} ${hemY - 12}Q300 ${hemY - 4} ${600 - hemX - 4} ${hemY - 12}`, s: 'dark', w: 1.6, dash: '5 4', op: 0.55 });
  if (o.polo) {
    layers.push({ d: `M${nx} ${ny - 2}L${nx - 26} ${ny + 8}L${nx - 10} ${ny + 56}L298 ${ny + nd + 2}Z`, fill: 'main', print: true, mirror: true, shade: 'h' });
    details.push({ d: rect(288, ny + nd, 24, 74), s: 'dark', w: 2, op: 0.6 });
    details.push({ d: circle(300, ny + nd + 22, 4) + circle(300, ny + nd + 52, 4), fill: 'light', s: 'dark', w: 1 });
  }
  if (o.henley) {
    details.push({ d: rect(290, ny + nd - 2, 20, 84), s: 'dark', w: 2, op: 0.6 });
    details.push({ d: circle(300, ny + nd + 16, 3.6) + circle(300, ny + nd + 40, 3.6) + circle(300, ny + nd + 64, 3.6), fill: 'light', s: 'dark', w: 1 });
  }
  return { layers, details, ground: 'hang', hook: ny, pat: { dir: 'h', blockY: o.oversized ? 300 : 330 } };
}

function shirt(o) {
  const camp = o.collar === 'camp';
  const mand = o.collar === 'mandarin';
  const ny = 112;
  const startY = camp ? 214 : mand ? 128 : 150;
  const sh = o.women ? [194, 142] : [204, 134];
  const segs = [['L', 262, ny], ['Q', 236, ny + 10, ...sh]];
  let cuff;
  if (o.short) {
    segs.push(['Q', 174, sh[1] + 8, 162, 180], ['L', 140, 262], ['L', 192, 276], ['L', 202, 238]);
  } else {
    cuff = [[130, 418], [174, 426]];
    segs.push(['Q', 172, sh[1] + 10, 164, 196], ['L', ...cuff[0]], ['L', ...cuff[1]], ['L', 202, 250]);
  }
  if (camp) segs.push(['L', 200, 492], ['Q', 250, 497, 300, 497]);
  else segs.push(['L', 200, 474], ['Q', 206, 514, 300, 514]);
  const body = sym([300, startY], segs);
  const layers = [{ d: body, fill: 'main', print: true, shade: 'h' }];
  const details = [];
  const hemY = camp ? 497 : 514;
  // collar
  if (mand) {
    details.push({ d: `M264 98Q300 88 336 98Q300 112 264 98Z`, fill: 'darker', s: 'none' });
    layers.push({ d: `M262 112Q300 132 338 112L336 96Q300 114 264 96Z`, fill: 'main', print: true, shade: 'v' });
  } else if (camp) {
    details.push({ d: `M262 110Q300 100 338 110L300 214Z`, fill: 'darker', s: 'none' });
    layers.push({ d: `M262 110L232 124L256 178L300 214Q282 160 262 110Z`, fill: 'main', print: true, mirror: true, shade: 'h' });
  } else {
    details.push({ d: `M262 110Q300 98 338 110L300 150Z`, fill: 'darker', s: 'none' });
    layers.push({ d: `M263 108L240 118L254 180L300 150Z`, fill: 'main', print: true, mirror: true, shade: 'h' });
  }
  // placket + buttons
  const top = camp ? 214 : mand ? 128 : 152;
  details.push({ d: `M292 ${top}V${hemY - 2}M308 ${top + 6}V${hemY - 2}`, s: 'dark', w: 1.6, op: 0.55 });
  let btn = '';
  for (let y = camp ? 244 : top + 26; y < hemY - 20; y += 56) btn += circle(300, y, 4.5);
  details.push({ d: btn, fill: 'light', s: 'dark', w: 1 });
  // sleeve seams
  details.push({ d: `M${sh[0]} ${sh[1]}Q${sh[0] - 6} ${sh[1] + 56} 202 ${o.short ? 238 : 250}`, s: 'dark', w: 1.6, op: 0.45, mirror: true });
  if (cuff) {
    const a = along(cuff[0], [164, 196], 30);
    const b = along(cuff[1], [202, 250], 30);
    details.push({ d: line(a, b), s: 'dark', w: 2, op: 0.55, mirror: true });
  } else {
    details.push({ d: line(along([140, 262], [162, 180], 14), along([192, 276], [202, 238], 14)), s: 'dark', w: 2, op: 0.5, mirror: true });
  }
  if (o.pockets === 2) {
    details.push({ d: `M222 206H270V254L246 264L222 254Z`, s: 'dark', w: 2, op: 0.6, mirror: true });
    details.push({ d: `M222 206H270V226L246 236L222 226Z`, s: 'stitch', w: 1.6, dash: '4 3', mirror: true });
  } else if (!o.women && !camp) {
    details.push({ d: `M224 206H268V250L246 260L224 250Z`, s: 'dark', w: 2, op: 0.55 });
  }
  return { layers, details, ground: 'hang', hook: ny, pat: { dir: 'v', fades: [[246, 300, 60, 140], [354, 300, 60, 140]] } };
}

function kurta(o) {
  const st = o.style || 'straight';
  const ny = 114;
  const sh = [212, 130];
  const longSleeve = st === 'anarkali';
  const sEnd = longSleeve ? 424 : 346;
  const sOut = [144, sEnd];
  const sIn = [186, sEnd + 10];
  const arm = [208, 236];
  const segs = [['Q', 282, 140, 272, ny], ['Q', 244, ny + 8, ...sh], ['Q', 184, 138, 176, 176], ['L', ...sOut], ['L', ...sIn], ['L', ...arm]];
  let hemY;
  let sideTop;
  let sideBot;
  if (st === 'aline') {
    hemY = 540;
    [sideTop, sideBot] = [arm, [168, hemY]];
    segs.push(['L', ...sideBot], ['Q', 230, hemY + 10, 300, hemY + 10]);
  } else if (st === 'anarkali') {
    hemY = 552;
    [sideTop, sideBot] = [[222, 282], [110, hemY]];
    segs.push(['Q', 214, 262, 222, 282], ['Q', 150, 420, 110, hemY], ['Q', 200, hemY + 16, 300, hemY + 16]);
  } else if (st === 'short') {
    hemY = 424;
    [sideTop, sideBot] = [arm, [202, hemY]];
    segs.push(['L', 202, hemY], ['Q', 250, hemY + 4, 300, hemY + 4]);
  } else {
    hemY = 540;
    [sideTop, sideBot] = [arm, [196, hemY]];
    segs.push(['L', 204, 470], ['L', 196, hemY], ['Q', 250, hemY + 4, 300, hemY + 4]);
  }
  const body = sym([300, 140], segs);
  const layers = [{ d: body, fill: 'main', print: true, shade: 'h' }];
  // borders: hem and sleeve cuffs
  layers.push({ d: rect(0, hemY - 24, 600, 60), fill: 'accent', clip: 0, op: 0.92 });
  const cuffBand = poly([sOut, sIn, along(sIn, arm, 20), along(sOut, [176, 176], 20)], true);
  layers.push({ d: cuffBand, fill: 'accent', mirror: true, op: 0.92 });
  const details = [];
  details.push({ d: `M272 114Q300 126 328 114Q316 140 300 140Q284 140 272 114Z`, fill: 'darker', s: 'none' });
  details.push({ d: `M266 118Q300 206 334 118`, s: 'accent', w: 4, dash: '0.1 8', cap: 'round' });
  if (st === 'angrakha') {
    details.push({ d: `M272 116Q304 206 356 252`, s: 'dark', w: 2.5, op: 0.7 });
    details.push({ d: `M356 252L366 296M356 252L348 298`, s: 'accent', w: 3, cap: 'round' });
    details.push({ d: circle(366, 298, 4) + circle(348, 300, 4), fill: 'accent', s: 'none' });
  } else {
    details.push({ d: `M300 140V206`, s: 'dark', w: 2, op: 0.6 });
    details.push({ d: circle(300, 158, 3.4) + circle(300, 178, 3.4) + circle(300, 198, 3.4), fill: 'accent', s: 'none' });
  }
  if (st === 'anarkali') {
    details.push({ d: `M222 282Q300 292 378 282`, s: 'dark', w: 2, op: 0.6 });
    let g = '';
    for (let x = 236; x <= 364; x += 16) g += `M${x} 292L${f(x + (x - 300) * 0.2)} 330`;
    details.push({ d: g, s: 'dark', w: 1.4, op: 0.35 });
  }
  if (st === 'straight' || st === 'angrakha') {
    details.push({ d: `M204 470L210 ${hemY - 2}`, s: 'dark', w: 2, op: 0.5, mirror: true });
  }
  void sideTop;
  void sideBot;
  return { layers, details, ground: 'hang', hook: ny };
}

function dress(o) {
  const st = o.style || 'aline';
  const layers = [];
  const details = [];
  let body;
  let hook = 118;
  const neckInside = (nx, ny, cy) => ({ d: `M${nx} ${ny}Q300 ${ny + 12} ${600 - nx} ${ny}Q${600 - nx - 12} ${cy} 300 ${cy}Q${nx + 12} ${cy} ${nx} ${ny}Z`, fill: 'darker', s: 'none' });
  if (st === 'maxi') {
    body = sym([300, 160], [
      ['Q', 280, 158, 268, 122], ['L', 236, 126], ['C', 196, 116, 174, 164, 194, 206], ['L', 216, 204],
      ['L', 224, 256], ['L', 198, 344], ['L', 190, 344], ['L', 168, 440], ['L', 160, 440], ['L', 130, 548], ['Q', 210, 560, 300, 560],
    ]);
    details.push(neckInside(268, 122, 160));
    details.push({ d: `M190 344Q300 354 410 344M160 440Q300 452 440 440`, s: 'dark', w: 2, op: 0.55 });
    let g = '';
    for (let x = 206; x <= 394; x += 17) g += `M${x} 350l${f((x - 300) * 0.08)} 26`;
    for (let x = 178; x <= 422; x += 19) g += `M${x} 447l${f((x - 300) * 0.1)} 30`;
    details.push({ d: g, s: 'dark', w: 1.3, op: 0.3 });
    details.push({ d: `M226 222H374M225 236H375M224 250H376`, s: 'dark', w: 1.3, dash: '3 3', op: 0.45 });
    details.push({ d: `M196 204L216 204`, s: 'dark', w: 2.4, op: 0.5, mirror: true });
    details.push({ d: `M300 160q-14-10-20 2q8 6 20-2q14-10 20 2q-8 6-20-2M300 160l-8 26M300 160l8 26`, s: 'dark', w: 2, op: 0.6, cap: 'round' });
  } else if (st === 'wrap') {
    body = sym([300, 240], [['L', 262, 116], ['L', 228, 124], ['L', 170, 186], ['Q', 190, 200, 212, 204], ['L', 226, 262], ['L', 164, 476], ['Q', 230, 488, 300, 484]]);
    details.push({ d: `M262 116Q300 128 338 116L300 240Z`, fill: 'darker', s: 'none' });
    details.push({ d: `M262 116Q300 206 374 262Q352 380 334 484`, s: 'dark', w: 2.2, op: 0.6 });
    details.push({ d: `M226 262H374`, s: 'dark', w: 2, op: 0.5 });
    details.push({ d: `M374 264q22-22 34-6q-10 16-34 6q18 18 6 34q-16-8-6-34M374 264l22 64M374 264l4 72`, s: 'dark', w: 2.4, op: 0.6, cap: 'round' });
    details.push({ d: line(along([170, 186], [228, 124], 14), along([212, 204], [226, 262], 0)), s: 'dark', w: 1.5, op: 0.4, mirror: true });
  } else if (st === 'shirt') {
    body = sym([300, 150], [['L', 262, 112], ['Q', 234, 122, 204, 134], ['Q', 176, 142, 164, 176], ['L', 146, 246], ['L', 192, 258], ['L', 208, 222], ['L', 222, 262], ['L', 170, 492], ['Q', 230, 502, 300, 502]]);
    details.push({ d: `M262 110Q300 98 338 110L300 150Z`, fill: 'darker', s: 'none' });
    layers.push({ d: `M263 108L240 118L254 180L300 150Z`, fill: 'main', print: true, mirror: true, shade: 'h', late: true });
    details.push({ d: `M292 152V500M308 158V500`, s: 'dark', w: 1.5, op: 0.5 });
    let b = '';
    for (let y = 178; y < 490; y += 52) if (Math.abs(y - 266) > 14) b += circle(300, y, 4.2);
    details.push({ d: b, fill: 'light', s: 'dark', w: 1 });
    layers.push({ d: rect(0, 256, 600, 20), fill: 'main', clip: 0, shade: 'v', stroke: 'outline', sw: 1.5 });
    details.push({ d: `M300 266q-26-14-30 4q12 10 30-4q26-14 30 4q-12 10-30-4M300 266l-14 64M300 266l12 70`, s: 'dark', w: 2.4, op: 0.55, cap: 'round' });
    details.push({ d: line(along([146, 246], [164, 176], 14), along([192, 258], [208, 222], 14)), s: 'dark', w: 1.8, op: 0.5, mirror: true });
    hook = 112;
  } else if (st === 'slip') {
    body = sym([300, 198], [['Q', 264, 196, 244, 172], ['L', 234, 196], ['Q', 226, 240, 232, 282], ['L', 194, 512], ['Q', 250, 520, 300, 520]]);
    details.push({ d: `M246 174L264 112`, s: 'main', w: 4, mirror: true, cap: 'round' });
    details.push({ d: `M252 180Q300 226 348 180M264 178Q300 208 336 178`, s: 'dark', w: 2, op: 0.35 });
    details.push({ d: `M262 240Q256 380 236 500M330 250Q338 390 352 504`, s: '#FFFFFF', w: 10, op: 0.14, cap: 'round' });
    hook = 112;
  } else if (st === 'sun') {
    body = sym([300, 178], [['L', 236, 176], ['Q', 232, 210, 224, 214], ['L', 228, 258], ['L', 160, 470], ['Q', 230, 482, 300, 482]]);
    details.push({ d: `M244 178L262 114`, s: 'main', w: 7, mirror: true, cap: 'round' });
    details.push({ d: `M262 114l-12 4M262 114l-4 14`, s: 'main', w: 5, mirror: true, cap: 'round' });
    let sm = '';
    for (let y = 190; y <= 250; y += 10) sm += `M230 ${y}H370`;
    details.push({ d: sm, s: 'dark', w: 1.4, dash: '3 4', op: 0.5 });
    details.push({ d: `M228 258Q300 266 372 258`, s: 'dark', w: 1.8, op: 0.5 });
    hook = 114;
  } else {
    body = sym([300, 154], [['Q', 276, 152, 268, 120], ['L', 238, 118], ['Q', 236, 178, 214, 204], ['L', 226, 262], ['L', 150, 488], ['Q', 220, 500, 300, 500]]);
    details.push(neckInside(268, 120, 154));
    details.push({ d: `M226 262Q300 270 374 262`, s: 'dark', w: 2, op: 0.55 });
    details.push({ d: `M214 318L204 352`, s: 'dark', w: 2, op: 0.5, mirror: true });
    details.push({ d: `M226 266L206 484M262 270L252 494M338 270L348 494M374 266L394 484`, s: 'dark', w: 4, op: 0.08 });
  }
  layers.unshift({ d: body, fill: 'main', print: true, shade: 'h' });
  return { layers, details, ground: 'hang', hook };
}

function top(o) {
  const st = o.style || 'puff';
  const layers = [];
  const details = [];
  let body;
  let hook = 122;
  if (st === 'peplum') {
    body = sym([300, 156], [['Q', 278, 156, 270, 122], ['L', 244, 120], ['Q', 240, 176, 216, 204], ['L', 230, 316], ['L', 176, 404], ['Q', 208, 416, 238, 404], ['Q', 270, 418, 300, 406]]);
    details.push({ d: `M270 122Q300 134 330 122Q318 156 300 156Q282 156 270 122Z`, fill: 'darker', s: 'none' });
    details.push({ d: `M230 316Q300 324 370 316`, s: 'dark', w: 2, op: 0.55 });
    details.push({ d: `M246 322L226 404M272 324L268 410M328 324L332 410M354 322L374 404`, s: 'dark', w: 1.4, op: 0.3 });
  } else if (st === 'cami') {
    body = sym([300, 198], [['L', 248, 170], ['L', 234, 186], ['Q', 226, 300, 222, 420], ['Q', 262, 428, 300, 426]]);
    details.push({ d: `M248 170L264 112`, s: 'main', w: 4, mirror: true, cap: 'round' });
    details.push({ d: `M250 174L300 202L350 174`, s: 'light', w: 3, dash: '0.1 6', cap: 'round', op: 0.9 });
    details.push({ d: `M264 240Q258 330 246 414M334 246Q342 336 352 416`, s: '#FFFFFF', w: 10, op: 0.14, cap: 'round' });
    hook = 112;
  } else if (st === 'kaftan') {
    body = sym([300, 206], [['L', 264, 118], ['L', 104, 172], ['L', 96, 300], ['Q', 160, 300, 200, 350], ['L', 206, 452], ['Q', 252, 458, 300, 458]]);
    details.push({ d: `M264 118Q300 130 336 118L300 206Z`, fill: 'darker', s: 'none' });
    details.push({ d: `M262 118L300 210L338 118`, s: 'accent', w: 9, op: 0.9 });
    details.push({ d: `M97 282L104 172`, s: 'accent', w: 12, op: 0.85, mirror: true });
    details.push({ d: `M300 210V246M294 210L288 244M306 210L312 244`, s: 'accent', w: 2.4, cap: 'round' });
    details.push({ d: `M206 440Q300 448 394 440`, s: 'dark', w: 1.5, dash: '5 4', op: 0.5 });
    hook = 118;
  } else {
    body = sym([300, 168], [['L', 256, 168], ['L', 254, 126], ['L', 228, 130], ['C', 176, 112, 156, 184, 188, 218], ['L', 206, 210], ['L', 212, 404], ['Q', 250, 412, 300, 412]]);
    details.push({ d: `M254 126Q300 136 346 126L344 168H256Z`, fill: 'darker', s: 'none' });
    details.push({ d: `M188 218L206 210`, s: 'dark', w: 3, op: 0.6, mirror: true });
    details.push({ d: `M214 134Q196 160 196 206M222 132Q212 166 210 206M204 136Q180 156 184 198`, s: 'dark', w: 1.4, op: 0.35, mirror: true });
    details.push({ d: `M256 168H344`, s: 'dark', w: 3, op: 0.35 });
    hook = 126;
  }
  layers.unshift({ d: body, fill: 'main', print: true, shade: 'h' });
  return { layers, details, ground: 'hang', hook };
}

const JEANS = {
  skinny: { hip: 206, ko: 222, ki: 290, ho: 234, hi: 284, hemY: 540 },
  slim: { hip: 204, ko: 216, ki: 292, ho: 226, hi: 286, hemY: 540 },
  straight: { hip: 204, ko: 210, ki: 292, ho: 210, hi: 286, hemY: 540 },
  tapered: { hip: 202, ko: 210, ki: 294, ho: 228, hi: 284, hemY: 540 },
  relaxed: { hip: 198, ko: 198, ki: 294, ho: 198, hi: 290, hemY: 540 },
  wide: { hip: 202, ko: 190, ki: 294, ho: 168, hi: 294, hemY: 548 },
  flare: { hip: 206, ko: 218, ki: 288, ho: 178, hi: 292, hemY: 548 },
  boot: { hip: 204, ko: 214, ki: 290, ho: 198, hi: 290, hemY: 544 },
  mom: { hip: 196, ko: 208, ki: 292, ho: 220, hi: 286, hemY: 514 },
  boyfriend: { hip: 198, ko: 204, ki: 294, ho: 208, hi: 288, hemY: 522 },
};

function jeans(o, c) {
  const g = JEANS[o.fit] || JEANS.straight;
  const top = 108;
  const band = 136;
  const body = sym([300, top], [
    ['L', 212, top],
    ['L', 210, band],
    ['Q', g.hip - 4, 176, g.hip, 222],
    ['Q', g.ko - 4, 300, g.ko, 392],
    ['L', g.ho, g.hemY],
    ['L', g.hi, g.hemY + 2],
    ['L', g.ki, 392],
    ['Q', 296, 290, 300, 250],
  ]);
  const layers = [{ d: body, fill: 'main', print: true, shade: 'h' }];
  const details = [];
  const denim = ['Indigo', 'Light Blue', 'Navy', 'Black', 'Grey', 'Sky Blue'].includes(c.pal.name);
  const st = denim ? '#D29A40' : 'dark';
  details.push({ d: `M211 ${band}H389`, s: 'dark', w: 2, op: 0.6 });
  details.push({ d: `M212 ${band - 7}H388`, s: st, w: 1.4, dash: '4 3', op: 0.9 });
  details.push({ d: `M236 ${top - 4}h10v42h-10Z M278 ${top - 4}h10v42h-10Z`, fill: 'main', s: 'outline', w: 1.2, mirror: true });
  details.push({ d: circle(300, 122, 7), fill: '#B8BCC2', s: '#7E848C', w: 1.5 });
  details.push({ d: `M308 ${band + 2}V208Q308 228 290 230`, s: st, w: 1.6, dash: '4 3' });
  details.push({ d: `M300 ${band}V244`, s: 'dark', w: 2, op: 0.55 });
  details.push({ d: `M252 ${band}Q250 180 208 190`, s: 'dark', w: 2, op: 0.6, mirror: true });
  details.push({ d: `M244 ${band + 2}Q242 172 208 182`, s: st, w: 1.4, dash: '4 3', op: 0.9, mirror: true });
  details.push({ d: `M352 ${band + 4}h26v18q-13 5-26 0Z`, s: st, w: 1.3, dash: '3 3' });
  const hemL = (g.ho + g.hi) / 2;
  details.push({ d: `M${g.ho + 2} ${g.hemY - 12}L${g.hi - 1} ${g.hemY - 10}`, s: st, w: 1.4, dash: '4 3', mirror: true });
  if (o.fit === 'boyfriend') {
    layers.push({ d: `M${g.ho - 3} ${g.hemY - 26}L${g.hi + 2} ${g.hemY - 24}L${g.hi + 2} ${g.hemY + 2}L${g.ho - 2} ${g.hemY}Z`, fill: 'light', mirror: true, stroke: 'outline', sw: 1.2 });
  }
  const kneeL = (g.ko + g.ki) / 2;
  return {
    layers,
    details,
    ground: 'clip',
    hook: top,
    pat: {
      fades: [
        [f(kneeL - 4), 270, 30, 90],
        [f(600 - kneeL + 4), 270, 30, 90],
        [f(kneeL), 400, 26, 46],
        [f(600 - kneeL), 400, 26, 46],
        [f(hemL), 150, 0, 0],
      ].filter((e) => e[2] > 0),
      rips: [
        [kneeL, 384],
        [600 - kneeL + 6, 300],
      ],
    },
  };
}

// ---------------------------------------------------------------- footwear

const SHOE_VIEW = { s: 1.14, dx: 0, dy: -34 };

function sneaker(o, c) {
  const T = o.chunky ? 384 : 400; // top of the sole
  const layers = [];
  const details = [];
  const upper =
    `M112 ${T + 4}C104 ${T - 40} 106 ${T - 88} 122 ${T - 112}Q150 ${T - 120} 182 ${T - 108}Q206 ${T - 100} 226 ${T - 116}` +
    `L244 ${T - 150}Q252 ${T - 160} 266 ${T - 152}L280 ${T - 136}Q340 ${T - 96} 392 ${T - 74}Q460 ${T - 52} 488 ${T - 28}Q504 ${T - 14} 502 ${T + 4}Z`;
  const sole = o.chunky
    ? `M96 ${T}L506 ${T}Q516 ${T + 12} 512 ${T + 34}Q506 ${T + 62} 478 ${T + 62}L124 ${T + 62}Q94 ${T + 62} 92 ${T + 36}Q90 ${T + 14} 96 ${T}Z`
    : `M100 ${T}L504 ${T}Q512 ${T + 18} 502 ${T + 34}Q496 ${T + 42} 478 ${T + 42}L124 ${T + 42}Q100 ${T + 42} 98 ${T + 22}Z`;
  const cb = c.print === 'Colour Block';
  const canvas = !o.men && !o.chunky;
  layers.push({ d: upper, fill: 'main', print: !cb, shade: 'v' });
  if (cb) {
    layers.push({ d: `M112 ${T + 4}C104 ${T - 40} 106 ${T - 88} 122 ${T - 112}Q140 ${T - 118} 160 ${T - 114}Q150 ${T - 50} 170 ${T + 4}Z`, fill: 'accent', shade: 'v' });
    layers.push({ d: `M430 ${T - 56}Q468 ${T - 44} 488 ${T - 28}Q504 ${T - 14} 502 ${T + 4}L420 ${T + 4}Q412 ${T - 30} 430 ${T - 56}Z`, fill: 'accent', shade: 'v' });
    layers.push({ d: `M196 ${T - 10}Q300 ${T - 24} 380 ${T - 70}L396 ${T - 64}Q312 ${T - 8} 204 ${T + 4}Z`, fill: 'darker', op: 0.85 });
  } else if (canvas) {
    layers.push({ d: `M436 ${T - 48}Q474 ${T - 38} 490 ${T - 24}Q504 ${T - 10} 502 ${T + 4}L424 ${T + 4}Q418 ${T - 26} 436 ${T - 48}Z`, fill: 'sole', stroke: 'soleEdge', sw: 1.5 });
  } else {
    details.push({ d: `M432 ${T - 52}Q414 ${T - 24} 428 ${T + 2}`, s: 'dark', w: 1.8, op: 0.6 });
  }
  layers.push({ d: `M112 ${T - 90}C108 ${T - 56} 108 ${T - 26} 114 ${T + 2}L136 ${T + 2}C130 ${T - 30} 130 ${T - 60} 136 ${T - 96}Z`, fill: cb ? 'darker' : 'dark' });
  layers.push({ d: sole, fill: 'sole', stroke: 'soleEdge', sw: 1.5 });
  if (canvas) details.push({ d: `M102 ${T + 14}H506`, s: 'accent', w: 3, op: 0.8 });
  else details.push({ d: `M100 ${T + 16}H508`, s: 'soleEdge', w: 2 });
  if (o.chunky) details.push({ d: `M104 ${T + 36}Q200 ${T + 26} 300 ${T + 38}T506 ${T + 32}`, s: 'soleEdge', w: 2 });
  details.push({ d: `M122 ${T - 112}Q150 ${T - 120} 182 ${T - 108}Q206 ${T - 100} 226 ${T - 116}`, s: 'darker', w: 6, cap: 'round', op: 0.7 });
  details.push({ d: `M258 ${T - 128}Q330 ${T - 80} 394 ${T - 56}`, s: 'dark', w: 1.6, op: 0.55 });
  details.push({ d: `M232 ${T - 100}Q214 ${T - 40} 230 ${T + 2}`, s: 'dark', w: 1.6, op: 0.4 });
  let lace = '';
  for (let i = 0; i < 5; i++) {
    const x = 288 + i * 24;
    const y = T - 128 + i * 14;
    lace += `M${x - 9} ${y + 8}L${x + 9} ${y - 10}`;
  }
  details.push({ d: lace, s: c.pal.isLight ? '#CFC8BC' : '#F4F1EA', w: 5, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [304, T + 44, 214, 14], pat: { dir: 'h' }, view: SHOE_VIEW, noPrint: cb };
}

function heel(o) {
  const layers = [];
  const details = [];
  let heelD;
  if (o.heel === 'stiletto') heelD = `M164 318L200 328Q188 370 186 440L177 440Q174 376 164 318Z`;
  else if (o.heel === 'wedge') heelD = `M158 314Q250 344 330 398Q362 424 398 436L398 442L164 442Q152 380 158 314Z`;
  else heelD = `M166 320L206 332L202 442L172 442Z`;
  const wedge = o.heel === 'wedge';
  if (o.strap) {
    const bed = `M156 300Q250 330 330 392Q360 416 400 424L486 428Q500 430 498 440L396 442Q330 436 270 392Q236 360 208 334L162 324Q148 314 156 300Z`;
    layers.push({ d: heelD, fill: wedge ? 'main' : 'dark', print: wedge, shade: 'h' });
    layers.push({ d: bed, fill: 'darker' });
    layers.push({ d: `M156 300Q250 330 330 392Q360 416 400 424L486 428L486 432L398 430Q356 422 326 398Q248 338 158 308Z`, fill: 'lining' });
    layers.push({ d: `M150 308Q142 272 156 244L196 246Q186 282 206 318Z`, fill: 'main', print: !wedge, shade: 'h' });
    layers.push({ d: `M378 424Q392 370 444 366Q486 370 498 424L486 430Z`, fill: 'main', print: !wedge, shade: 'v' });
    layers.push({ d: `M306 374Q322 340 352 338L362 348Q336 352 326 392Z`, fill: 'main', print: !wedge, shade: 'v' });
    details.push({ d: `M154 242C150 222 244 222 242 244C240 262 158 264 154 242Z`, s: 'main', w: 8 });
    details.push({ d: rect(230, 236, 14, 16, 2), s: 'metal', w: 3 });
    return { layers, details, ground: 'floor', shadow: [324, 444, 190, 14], view: SHOE_VIEW };
  }
  const upper = `M152 258Q146 292 168 320L208 332Q300 380 372 426L470 432Q496 432 492 412Q488 390 460 382Q400 360 350 326Q300 320 246 298Q198 278 176 258Q162 252 152 258Z`;
  layers.push({ d: heelD, fill: 'dark', shade: 'h' });
  layers.push({ d: upper, fill: 'main', print: true, shade: 'v' });
  layers.push({ d: `M152 262Q222 300 334 342Q280 334 220 314Q184 302 158 290Z`, fill: 'lining' });
  details.push({ d: `M372 428L470 434Q494 434 494 418`, s: 'darker', w: 3, op: 0.8 });
  details.push({ d: `M176 320L206 334Q300 382 372 428`, s: 'darker', w: 3, op: 0.6 });
  details.push({ d: `M176 262Q240 300 340 336`, s: '#FFFFFF', w: 4, op: 0.18, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [326, 444, 186, 14], view: SHOE_VIEW };
}

function flat(o) {
  const layers = [];
  const details = [];
  if (o.style === 'jutti') {
    layers.push({ d: `M116 434Q110 404 124 392Q196 404 270 394Q340 350 430 356Q476 358 512 330Q508 374 492 408Q474 440 440 442L138 442Q116 442 116 434Z`, fill: 'main', shade: 'v' });
    layers.push({ d: `M270 394Q340 350 430 356Q476 358 512 330Q508 374 492 408Q470 426 440 428Q350 430 282 412Z`, fill: 'main', print: true, shade: 'v' });
    layers.push({ d: `M124 392Q196 404 270 394Q280 402 282 412Q200 420 128 406Z`, fill: 'lining' });
    details.push({ d: `M270 394Q340 350 430 356Q476 358 512 330`, s: '#D9B45E', w: 4 });
    details.push({ d: `M282 412Q350 430 440 428Q470 426 492 408`, s: '#D9B45E', w: 2, dash: '2 3' });
    details.push({ d: `M118 442H470`, s: 'darker', w: 5, op: 0.7 });
    return { layers, details, ground: 'floor', shadow: [312, 446, 204, 12], view: { s: 1.18, dx: 0, dy: -60 } };
  }
  layers.push({ d: `M118 432Q106 388 124 366Q210 380 292 372Q344 346 404 348Q470 354 494 398Q502 426 486 436L140 438Q118 438 118 432Z`, fill: 'main', print: true, shade: 'v' });
  layers.push({ d: `M124 366Q210 380 292 372Q300 378 300 386Q210 396 128 382Z`, fill: 'lining' });
  details.push({ d: `M118 438H488`, s: 'darker', w: 5, op: 0.7 });
  details.push({ d: `M294 372q-18-18-28-2q12 12 28 2q16-18 28-2q-12 12-28 2`, s: 'dark', w: 3.4, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [310, 442, 200, 12], view: { s: 1.18, dx: 0, dy: -56 } };
}

const FOOT = `M0 -190C48 -190 66 -142 64 -92C62 -42 44 0 46 60C48 120 56 188 0 194C-56 188 -48 120 -46 60C-44 0 -62 -42 -64 -92C-66 -142 -48 -190 0 -190Z`;
const FOOT_IN = `M0 -176C38 -176 52 -138 50 -92C48 -42 32 0 34 60C36 116 42 176 0 180C-42 176 -36 116 -34 60C-32 0 -48 -42 -50 -92C-52 -138 -38 -176 0 -176Z`;

function pair(strapD, extra, strapFill = 'main') {
  const place = (x, r, flip) => (d) => ({ d, t: `translate(${x} 300) rotate(${r})${flip ? ' scale(-1 1)' : ''}` });
  const items = [place(222, -7, true), place(378, 7, false)];
  const layers = [];
  const details = [];
  for (const p of items) {
    layers.push({ ...p(FOOT), fill: 'darker' });
    layers.push({ ...p(FOOT_IN), fill: 'main', shade: 'v' });
    layers.push({ ...p(strapD), fill: strapFill, print: true, shade: 'h', stroke: 'outline', sw: 1.5 });
    for (const e of extra) details.push({ ...p(e.d), ...e, d: p(e.d).d, t: p(e.d).t });
  }
  return { layers, details, ground: 'floor', shadow: [300, 504, 170, 16] };
}

function kolhapuri() {
  return pair(`M-72 -66Q0 -92 72 -66L68 -10Q0 -28 -68 -10Z`, [
    { d: `M-60 -58Q0 -80 60 -58M-60 -24Q0 -42 60 -24`, s: 'darker', w: 2, dash: '6 4' },
    { d: `M-18 -150C-34 -150 -34 -126 -18 -126C-2 -126 -2 -150 -18 -150Z`, s: 'dark', w: 5 },
    { d: `M-18 -126L-10 -74`, s: 'dark', w: 5 },
    { d: `M0 -170C30 -170 40 -120 38 -96`, s: 'darker', w: 1.5, dash: '3 4', op: 0.7 },
  ]);
}

function slider() {
  return pair(`M-74 -120Q0 -146 74 -120L70 -10Q0 -26 -70 -10Z`, [{ d: `M-56 -112Q0 -130 56 -112`, s: 'dark', w: 2, op: 0.5 }], 'main');
}

function derby(o) {
  const layers = [];
  const details = [];
  layers.push({ d: `M110 418L500 418Q512 424 506 440L196 440L196 450L116 450Q108 436 110 418Z`, fill: 'darker' });
  layers.push({ d: `M116 420C108 380 110 336 122 312Q170 318 214 314Q232 302 246 290Q258 282 272 286L340 316Q430 350 480 380Q506 396 504 420Z`, fill: 'main', print: true, shade: 'v' });
  layers.push({ d: `M212 316Q232 302 248 292L336 320Q314 344 270 350Q234 342 212 316Z`, fill: 'main', shade: 'v', stroke: 'darker', sw: 1.5 });
  details.push({ d: `M122 314Q170 322 212 316`, s: 'darker', w: 4, op: 0.6 });
  let lace = '';
  for (let i = 0; i < 4; i++) {
    const x = 262 + i * 20;
    const y = 298 + i * 8;
    lace += `M${x - 6} ${y + 8}L${x + 8} ${y - 6}`;
  }
  details.push({ d: lace, s: '#2B211B', w: 3.5, cap: 'round' });
  details.push({ d: `M124 330Q176 350 178 418`, s: 'darker', w: 2, op: 0.6 });
  if (o.brogue) {
    details.push({ d: `M396 338Q384 372 414 392Q444 404 466 418M396 338Q420 360 452 358`, s: 'darker', w: 2, op: 0.8 });
    details.push({ d: `M388 344Q378 376 408 398Q438 410 458 420`, s: 'darker', w: 2.6, dash: '0.1 6', cap: 'round' });
    details.push({ d: `M130 336Q180 356 184 418`, s: 'darker', w: 2.6, dash: '0.1 6', cap: 'round' });
    details.push({ d: circle(454, 392, 3) + circle(466, 382, 3) + circle(444, 380, 3), fill: 'darker', s: 'none' });
  } else {
    details.push({ d: `M410 344Q396 380 424 418`, s: 'darker', w: 2, op: 0.6 });
  }
  details.push({ d: `M140 330Q200 340 250 312M350 334Q420 360 470 392`, s: '#FFFFFF', w: 5, op: 0.18, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [308, 450, 204, 14], view: SHOE_VIEW };
}

function loafer() {
  const layers = [];
  const details = [];
  layers.push({ d: `M108 420L500 420Q512 428 506 442L196 442L196 450L114 450Q104 438 108 420Z`, fill: 'darker' });
  layers.push({ d: `M116 420C108 388 112 356 126 340Q200 354 268 346Q300 326 356 324Q440 330 482 372Q506 392 504 420Z`, fill: 'main', print: true, shade: 'v' });
  layers.push({ d: `M126 340Q200 354 268 346Q274 352 272 360Q200 370 130 354Z`, fill: 'lining' });
  details.push({ d: `M272 352Q300 332 356 332Q430 338 470 374`, s: 'darker', w: 2, dash: '5 3', op: 0.8 });
  details.push({ d: `M278 352L372 334L378 358L286 378Z`, fill: 'dark', s: 'darker', w: 1.5 });
  details.push({ d: `M312 358Q328 346 346 352Q330 366 312 358Z`, fill: 'darker', s: 'none' });
  details.push({ d: `M110 432H506`, s: '#000000', w: 2, op: 0.25 });
  details.push({ d: `M140 352Q220 370 268 356M380 340Q440 350 476 384`, s: '#FFFFFF', w: 5, op: 0.16, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [308, 450, 204, 14], view: { s: 1.14, dx: 0, dy: -44 } };
}

function boot(o) {
  const layers = [];
  const details = [];
  layers.push({ d: `M110 418L500 418Q510 428 504 444L190 444L190 ${o.heel ? 460 : 452}L116 ${o.heel ? 460 : 452}Q106 440 110 418Z`, fill: 'darker' });
  if (o.heel) details.push({ d: `M116 434H190M116 446H190`, s: '#000000', w: 1.2, op: 0.3 });
  layers.push({ d: `M118 420C110 360 114 260 124 178L250 174Q248 252 270 294Q336 326 424 346Q492 362 498 420Z`, fill: 'main', print: true, shade: 'v' });
  layers.push({ d: `M182 176L228 175Q222 232 206 272Q192 232 182 176Z`, fill: 'darker', op: 0.75 });
  details.push({ d: `M192 180L203 264M204 178L206 268M216 177L210 262`, s: '#000000', w: 1.2, op: 0.25 });
  details.push({ d: `M124 180L120 148Q132 140 148 148L150 178`, s: 'darker', w: 6, cap: 'round' });
  details.push({ d: `M142 196Q150 300 146 408`, s: '#FFFFFF', w: 6, op: 0.14, cap: 'round' });
  details.push({ d: `M424 346Q408 384 432 418`, s: 'darker', w: 1.8, op: 0.5 });
  details.push({ d: `M126 178L250 174`, s: 'darker', w: 3, op: 0.5 });
  return { layers, details, ground: 'floor', shadow: [308, 452, 204, 14], view: { s: 1.08, dx: 0, dy: -12 } };
}

// ---------------------------------------------------------------- bags

function tote(o) {
  const layers = [];
  const details = [];
  const handle = o.jute ? 'darker' : 'Tan';
  details.push({ d: `M232 234C240 142 360 142 368 234`, s: o.jute ? 'darker' : '#8E5E36', w: 12, cap: 'round' });
  layers.push({ d: `M168 232L432 232L458 500Q458 510 448 510L152 510Q142 510 142 500Z`, fill: 'main', print: true, shade: 'h' });
  details.push({ d: `M214 236C220 116 380 116 386 236`, s: o.jute ? 'darker' : '#A46B3E', w: 14, cap: 'round' });
  details.push({ d: `M214 236V270M386 236V270`, s: o.jute ? 'darker' : '#A46B3E', w: 14 });
  details.push({ d: `M214 262h0M386 262h0`, s: '#E9D8B6', w: 6, cap: 'round' });
  details.push({ d: `M168 258L432 258`, s: 'dark', w: 1.6, dash: '5 4', op: 0.6 });
  details.push({ d: `M146 470L454 470`, s: 'dark', w: 1.4, op: 0.25 });
  void handle;
  return { layers, details, ground: 'floor', shadow: [300, 512, 190, 14] };
}

function sling() {
  const layers = [];
  const details = [];
  details.push({ d: `M212 292C150 50 450 50 388 292`, s: 'dark', w: 10 });
  details.push({ d: circle(212, 290, 8) + circle(388, 290, 8), s: 'metal', w: 4 });
  layers.push({ d: rect(190, 286, 220, 196, 26), fill: 'main', print: true, shade: 'h' });
  layers.push({ d: `M190 312Q190 286 216 286L384 286Q410 286 410 312L410 388Q300 428 190 388Z`, fill: 'main', print: true, shade: 'v', stroke: 'darker', sw: 2 });
  details.push({ d: `M198 316Q198 294 218 294L382 294Q402 294 402 316L402 382Q300 418 198 382Z`, s: 'light', w: 1.5, dash: '4 3', op: 0.7 });
  details.push({ d: rect(288, 396, 24, 20, 4), fill: 'metal', s: 'metalDark', w: 1.5 });
  return { layers, details, ground: 'floor', shadow: [300, 486, 150, 12] };
}

function backpack() {
  const layers = [];
  const details = [];
  details.push({ d: `M276 140Q276 98 300 98Q324 98 324 140`, s: 'darker', w: 10 });
  details.push({ d: `M206 180Q172 280 186 440M394 180Q428 280 414 440`, s: 'darker', w: 16, cap: 'round' });
  layers.push({ d: `M196 196Q196 138 256 134L344 134Q404 138 404 196L412 488Q412 512 388 512L212 512Q188 512 188 488Z`, fill: 'main', print: true, shade: 'h' });
  layers.push({ d: `M218 330Q218 318 232 318L368 318Q382 318 382 330L386 480Q386 494 372 494L228 494Q214 494 214 480Z`, fill: 'dark', shade: 'h', stroke: 'darker', sw: 2 });
  details.push({ d: `M220 332Q300 318 380 332`, s: 'metal', w: 3, dash: '2 2' });
  details.push({ d: `M206 196Q300 168 394 196`, s: 'metal', w: 3, dash: '2 2' });
  details.push({ d: rect(370, 326, 8, 24, 3) + rect(396, 190, 8, 24, 3), fill: 'metal', s: 'none' });
  details.push({ d: `M250 224H350`, s: 'darker', w: 8, cap: 'round', op: 0.6 });
  return { layers, details, ground: 'floor', shadow: [300, 514, 140, 12] };
}

function potli() {
  const layers = [];
  const details = [];
  layers.push({ d: `M300 262C200 262 168 336 176 412C186 484 238 512 300 512C362 512 414 484 424 412C432 336 400 262 300 262Z`, fill: 'main', print: true, shade: 'h' });
  layers.push({ d: `M252 268Q244 230 218 206Q238 196 252 208Q262 196 276 206Q288 194 300 206Q312 194 324 206Q338 196 348 208Q362 196 382 206Q356 230 348 268Z`, fill: 'main', shade: 'h' });
  details.push({ d: `M186 400Q300 430 414 400`, s: '#D9B45E', w: 10, op: 0.9 });
  details.push({ d: `M186 400Q300 430 414 400`, s: 'darker', w: 1.5, dash: '2 4', op: 0.6 });
  details.push({ d: `M248 262Q300 276 352 262`, s: '#D9B45E', w: 5 });
  details.push({ d: `M262 270Q240 330 246 380M338 270Q362 330 354 382`, s: '#D9B45E', w: 3 });
  details.push({ d: circle(246, 388, 8) + circle(354, 390, 8), fill: '#D9B45E', s: 'none' });
  details.push({ d: `M240 394l-4 26M246 396v26M252 394l4 26M348 396l-4 26M354 398v26M360 396l4 26`, s: 'accent', w: 2.4, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [300, 514, 140, 12] };
}

function clutch() {
  const layers = [];
  const details = [];
  details.push({ d: `M170 276C170 120 430 120 430 276`, s: '#C9A24D', w: 5, dash: '9 4' });
  layers.push({ d: rect(136, 266, 328, 166, 12), fill: 'main', print: true, shade: 'h' });
  layers.push({ d: `M136 280Q136 266 150 266L450 266Q464 266 464 280L464 290L300 382L136 290Z`, fill: 'main', print: true, shade: 'v', stroke: 'darker', sw: 2 });
  details.push({ d: `M300 360l14 16l-14 16l-14-16Z`, fill: 'metal', s: 'metalDark', w: 1.5 });
  details.push({ d: `M146 296L300 384L454 296`, s: 'light', w: 1, op: 0.4 });
  return { layers, details, ground: 'floor', shadow: [300, 436, 190, 12] };
}

function duffle() {
  const layers = [];
  const details = [];
  details.push({ d: `M230 262C236 152 364 152 370 262`, s: '#7A4E2C', w: 14, cap: 'round' });
  layers.push({ d: `M128 304Q128 250 188 250L412 250Q472 250 472 304L472 432Q472 462 442 462L158 462Q128 462 128 432Z`, fill: 'main', print: true, shade: 'v' });
  layers.push({ d: ellipse(150, 356, 20, 80), fill: 'dark', op: 0.6 });
  layers.push({ d: ellipse(450, 356, 20, 80), fill: 'dark', op: 0.6 });
  layers.push({ d: rect(128, 420, 344, 42, 14), fill: '#7A4E2C', clip: 0 });
  details.push({ d: `M176 262H424`, s: '#9DA3AA', w: 5, dash: '2 2' });
  details.push({ d: `M218 250V300M382 250V300`, s: '#7A4E2C', w: 14 });
  details.push({ d: rect(212, 290, 12, 14, 2) + rect(376, 290, 12, 14, 2), fill: 'metal', s: 'none' });
  details.push({ d: `M134 428H466`, s: '#E9D8B6', w: 1.4, dash: '4 3', op: 0.7 });
  return { layers, details, ground: 'floor', shadow: [300, 466, 196, 14] };
}

function hobo() {
  const layers = [];
  const details = [];
  details.push({ d: `M176 292Q300 92 424 292`, s: 'main', w: 24, cap: 'round' });
  details.push({ d: `M176 292Q300 92 424 292`, s: 'dark', w: 2, dash: '5 4', op: 0.5 });
  layers.push({ d: `M150 282Q300 252 450 282Q476 402 404 474Q300 512 196 474Q124 402 150 282Z`, fill: 'main', print: true, shade: 'h' });
  details.push({ d: `M166 300Q300 276 434 300`, s: 'metalDark', w: 3, dash: '2 2' });
  details.push({ d: `M220 330Q200 400 228 460M380 330Q400 400 372 460`, s: 'dark', w: 2, op: 0.3 });
  return { layers, details, ground: 'floor', shadow: [300, 494, 160, 12] };
}

// ---------------------------------------------------------------- accessories

function scarf(o) {
  const layers = [];
  const details = [];
  const len = o.stole ? 510 : 440;
  details.push({ d: `M130 150H470`, s: '#A9825A', w: 12, cap: 'round' });
  details.push({ d: circle(128, 150, 10) + circle(472, 150, 10), fill: '#8E6A45', s: 'none' });
  layers.push({ d: `M232 148L372 148Q380 300 392 ${len - 30}L252 ${len - 30}Q244 300 232 148Z`, fill: 'dark', print: true });
  layers.push({ d: `M208 144Q226 148 364 144Q346 300 360 ${len}L212 ${len}Q224 300 208 144Z`, fill: 'main', print: true, shade: 'h' });
  if (o.stole) {
    let fr = '';
    for (let x = 216; x <= 356; x += 10) fr += `M${x} ${len}v24`;
    details.push({ d: fr, s: 'main', w: 3, cap: 'round' });
  } else {
    layers.push({ d: `M208 144Q226 148 364 144Q346 300 360 ${len}L212 ${len}Q224 300 208 144Z`, fill: 'none', stroke: 'accent', sw: 8, op: 0.9 });
  }
  details.push({ d: `M250 170Q262 300 246 ${len - 10}M300 170Q290 320 306 ${len - 8}`, s: '#000000', w: 6, op: 0.06 });
  details.push({ d: `M210 146Q290 164 364 146`, s: 'darker', w: 2, op: 0.4 });
  return { layers, details, ground: 'none', shadowPath: true };
}

function belt() {
  const layers = [];
  const details = [];
  const back = `M110 290A190 100 0 0 1 490 290L490 332A190 100 0 0 0 110 332Z`;
  const front = `M110 290A190 100 0 0 0 490 290L490 332A190 100 0 0 1 110 332Z`;
  layers.push({ d: back, fill: 'darker' });
  layers.push({ d: front, fill: 'main', print: true, shade: 'h' });
  details.push({ d: `M116 300A184 92 0 0 0 484 300M116 322A184 92 0 0 0 484 322`, s: 'light', w: 1.2, dash: '4 3', op: 0.55 });
  let holes = '';
  for (let i = 0; i < 5; i++) holes += circle(360 + i * 22, 208 + i * 2.6, 3.4);
  details.push({ d: holes, fill: 'darker', s: 'none' });
  details.push({ d: `M268 374h64v66h-64Z M280 386v42h40v-42Z`, fill: 'metal', s: 'metalDark', w: 1.5, rule: 'evenodd' });
  details.push({ d: `M300 384V432`, s: 'metalDark', w: 4, cap: 'round' });
  details.push({ d: rect(338, 380, 16, 58, 3), fill: 'dark', s: 'darker', w: 1 });
  return { layers, details, ground: 'floor', shadow: [300, 446, 200, 16] };
}

function sunglasses(o, c) {
  const layers = [];
  const details = [];
  const lens = 'url(#LENS)';
  if (o.style === 'aviator') {
    const L = `M286 268C286 250 256 246 222 248C182 250 160 262 158 288C156 332 178 364 214 364C252 364 284 322 286 268Z`;
    layers.push({ d: L, fill: lens, mirror: true, stroke: 'main', sw: 6 });
    details.push({ d: `M286 264Q300 254 314 264M222 244Q300 232 378 244`, s: 'main', w: 5 });
    details.push({ d: `M160 270L120 258M440 270L480 258`, s: 'main', w: 6, cap: 'round' });
    details.push({ d: `M190 262L234 330M206 258L246 318`, s: '#FFFFFF', w: 5, op: 0.22, cap: 'round', mirror: true });
  } else {
    const frame = `M150 254Q152 242 166 242L290 240Q304 240 304 252L304 262Q300 266 296 262L292 262Q286 340 250 350L204 352Q172 350 166 326L156 274Q150 262 150 254Z`;
    layers.push({ d: frame, fill: 'main', mirror: true, shade: 'v' });
    layers.push({ d: `M170 262L282 260Q280 332 248 338L208 340Q184 338 178 320Z`, fill: lens, mirror: true });
    details.push({ d: `M292 252Q300 246 308 252`, s: 'main', w: 8 });
    details.push({ d: `M152 258L114 250M448 258L486 250`, s: 'main', w: 7, cap: 'round' });
    details.push({ d: `M196 270L230 330M212 268L246 322`, s: '#FFFFFF', w: 5, op: 0.2, cap: 'round', mirror: true });
    details.push({ d: circle(166, 256, 2.6) + circle(434, 256, 2.6), fill: 'metal', s: 'none' });
  }
  void c;
  return { layers, details, ground: 'floor', shadow: [300, 420, 190, 14], lens: true };
}

function watch(o, c) {
  const layers = [];
  const details = [];
  const steel = o.steel;
  // Black steel watches get a gunmetal case so the dial still reads.
  const caseFill = steel ? (c.pal.name === 'Black' ? '#5A5D65' : 'main') : c.pal.metal;
  const strap = steel && c.pal.name === 'Black' ? '#3A3C42' : 'main';
  layers.push({ d: `M258 90L342 90L336 216L264 216Z`, fill: strap, shade: 'h' });
  layers.push({ d: `M264 384L336 384L342 520L258 520Z`, fill: strap, shade: 'h' });
  if (steel) {
    let links = '';
    for (let y = 104; y < 214; y += 22) links += `M262 ${y}H338`;
    for (let y = 398; y < 520; y += 22) links += `M262 ${y}H338`;
    details.push({ d: links + 'M286 90V216M314 90V216M286 384V520M314 384V520', s: 'darker', w: 1.4, op: 0.5 });
  } else {
    let holes = '';
    for (let y = 430; y < 510; y += 18) holes += circle(300, y, 3);
    details.push({ d: holes, fill: 'darker', s: 'none' });
    details.push({ d: rect(258, 400, 84, 16, 3), fill: 'dark', s: 'none' });
    details.push({ d: `M266 96V214M334 96V214M270 386V516M330 386V516`, s: 'light', w: 1.2, dash: '4 3', op: 0.6 });
  }
  layers.push({ d: circle(300, 300, 100), fill: caseFill, shade: 'h' });
  layers.push({ d: rect(396, 290, 18, 22, 4), fill: caseFill });
  const dial = steel ? (c.pal.name === 'Gold' ? '#F3ECDD' : c.pal.name === 'Black' ? '#17191D' : '#24375C') : '#F4EFE6';
  const tick = dial === '#F4EFE6' || dial === '#F3ECDD' ? '#2A2A2E' : '#E7D4A6';
  layers.push({ d: circle(300, 300, 84), fill: dial, shade: 'h' });
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const t = (i * Math.PI) / 6;
    const r1 = i % 3 === 0 ? 62 : 68;
    ticks += `M${f(300 + Math.sin(t) * r1)} ${f(300 - Math.cos(t) * r1)}L${f(300 + Math.sin(t) * 76)} ${f(300 - Math.cos(t) * 76)}`;
  }
  details.push({ d: ticks, s: tick, w: 3, cap: 'round' });
  details.push({ d: `M300 300L300 244M300 300L340 322`, s: tick, w: 5, cap: 'round' });
  details.push({ d: `M300 312L300 236`, s: '#C0392B', w: 1.6 });
  details.push({ d: circle(300, 300, 6), fill: tick, s: 'none' });
  details.push({ d: `M236 250Q264 222 300 218`, s: '#FFFFFF', w: 6, op: 0.25, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [300, 526, 120, 10] };
}

function socks(o) {
  const layers = [];
  const details = [];
  const T = o.crew ? 150 : 240;
  const sock = `M196 ${T}L290 ${T}L292 318Q296 350 330 355L444 362Q486 366 486 402Q486 440 442 440L252 440Q196 440 196 384Z`;
  for (const [t, fill] of [
    ['translate(-44 -30)', 'dark'],
    ['translate(10 6)', 'main'],
  ]) {
    layers.push({ d: sock, fill, print: true, shade: 'h', t });
    layers.push({ d: rect(196, T, 94, 30), fill, shade: 'v', t, stroke: 'outline', sw: 1.5 });
    let rib = '';
    for (let x = 206; x < 290; x += 10) rib += `M${x} ${T + 4}v22`;
    details.push({ d: rib, s: 'darker', w: 1.5, op: 0.35, t });
    details.push({ d: `M196 384Q196 440 252 440L262 440Q232 420 234 392Q232 376 196 372ZM444 362Q486 366 486 402Q486 440 442 440Q456 402 444 362Z`, fill: 'darker', s: 'none', t });
  }
  return { layers, details, ground: 'floor', shadow: [306, 452, 190, 12], pat: { dir: 'h' }, view: { s: 1, dx: 0, dy: o.crew ? 0 : -30 } };
}

function scrunchie() {
  const ring = (cx, cy, R, r) => {
    // Scalloped outer edge (gathered satin), smooth inner hole.
    const N = 12;
    const P = (t, rr) => `${f(cx + Math.cos(t) * rr)} ${f(cy + Math.sin(t) * rr * 0.86)}`;
    let d = `M${P(0, R - 5)}`;
    for (let i = 0; i < N; i++) {
      const t0 = (i / N) * Math.PI * 2;
      const t1 = ((i + 1) / N) * Math.PI * 2;
      d += `Q${P((t0 + t1) / 2, R + 11)} ${P(t1, R - 5)}`;
    }
    d += 'Z';
    d += `M${P(0, r)}`;
    for (let i = 0; i < 8; i++) {
      const t0 = -(i / 8) * Math.PI * 2;
      const t1 = -((i + 1) / 8) * Math.PI * 2;
      d += `Q${P((t0 + t1) / 2, r / Math.cos(Math.PI / 8))} ${P(t1, r)}`;
    }
    return d + 'Z';
  };
  const layers = [];
  const details = [];
  const items = [
    [212, 252, 84, 30, 'dark'],
    [390, 246, 84, 30, 'light'],
    [300, 352, 112, 40, 'main'],
  ];
  for (const [cx, cy, R, r, fill] of items) {
    layers.push({ d: ring(cx, cy, R, r), fill, print: true, shade: 'h', rule: 'evenodd' });
    let folds = '';
    for (let i = 0; i < 12; i++) {
      const t = (i / 12) * Math.PI * 2;
      const a = [cx + Math.cos(t) * (r + 12), cy + Math.sin(t) * (r + 12) * 0.86];
      const b = [cx + Math.cos(t + 0.12) * (R - 10), cy + Math.sin(t + 0.12) * (R - 10) * 0.86];
      folds += `M${f(a[0])} ${f(a[1])}Q${f((a[0] + b[0]) / 2 + 4)} ${f((a[1] + b[1]) / 2)} ${f(b[0])} ${f(b[1])}`;
    }
    details.push({ d: folds, s: 'darker', w: 2.2, op: 0.3, cap: 'round' });
    details.push({ d: ellipse(cx, cy, (R + r) / 2, ((R + r) / 2) * 0.86), fill: 'none', s: '#FFFFFF', w: (R - r) * 0.35, op: 0.12 });
  }
  return { layers, details, ground: 'floor', shadow: [300, 462, 200, 16] };
}

function clips() {
  const layers = [];
  const details = [];
  const clip = (cx, cy, rot) => {
    const t = `rotate(${rot} ${cx} ${cy})`;
    layers.push({ d: rect(cx - 150, cy - 20, 300, 40, 20), fill: 'main', shade: 'v', t });
    let pearls = '';
    let hi = '';
    for (let i = 0; i < 9; i++) {
      pearls += circle(cx - 128 + i * 32, cy, 13);
      hi += circle(cx - 132 + i * 32, cy - 5, 3.5);
    }
    details.push({ d: pearls, fill: '#F6F1E7', s: '#D6CCBB', w: 1.2, t });
    details.push({ d: hi, fill: '#FFFFFF', s: 'none', t });
  };
  clip(300, 250, -12);
  clip(300, 370, -6);
  return { layers, details, ground: 'floor', shadow: [300, 440, 190, 14] };
}

function cap() {
  const layers = [];
  const details = [];
  layers.push({ d: `M150 372C146 252 232 190 316 190C404 190 458 256 460 344L462 372Q300 392 150 372Z`, fill: 'main', print: true, shade: 'h' });
  layers.push({ d: `M424 350Q500 346 548 378Q520 402 440 392Q420 372 424 350Z`, fill: 'dark', shade: 'v' });
  details.push({ d: `M316 192Q300 280 318 384M316 192Q386 250 412 372M316 192Q232 240 214 380`, s: 'darker', w: 2, op: 0.5 });
  details.push({ d: ellipse(316, 192, 14, 6), fill: 'dark', s: 'none' });
  details.push({ d: circle(262, 248, 4) + circle(372, 252, 4), fill: 'darker', s: 'none' });
  details.push({ d: `M152 360Q300 380 460 360`, s: 'darker', w: 2, dash: '5 4', op: 0.6 });
  return { layers, details, ground: 'floor', shadow: [320, 396, 210, 14] };
}

// ---------------------------------------------------------------- home

function cushion() {
  const layers = [];
  const details = [];
  const d = `M154 164Q300 146 446 164Q456 166 456 178Q438 300 456 422Q456 434 446 436Q300 454 154 436Q144 434 144 422Q162 300 144 178Q144 166 154 164Z`;
  layers.push({ d, fill: 'main', print: true, shade: 'h', stroke: 'darker', sw: 4 });
  details.push({ d: `M158 172Q200 190 210 220M442 172Q400 190 390 220M158 428Q200 410 210 380M442 428Q400 410 390 380`, s: 'darker', w: 2, op: 0.3 });
  details.push({ d: ellipse(300, 300, 130, 118), fill: 'url(#GLOW)', s: 'none' });
  return { layers, details, ground: 'floor', shadow: [300, 452, 170, 14] };
}

function mug() {
  const layers = [];
  const details = [];
  layers.push({ d: `M386 268C462 262 470 388 382 398L382 368C430 362 428 298 386 300Z`, fill: 'main', shade: 'h' });
  layers.push({ d: `M196 220L390 220L384 446Q382 472 356 472L230 472Q204 472 202 446Z`, fill: 'main', print: true, shade: 'h' });
  layers.push({ d: `M203 452L383 452Q380 472 356 472L230 472Q206 472 203 452Z`, fill: '#D7C1A0' });
  details.push({ d: ellipse(293, 220, 97, 18), fill: 'darker', s: 'dark', w: 3 });
  details.push({ d: `M220 250Q214 360 224 440`, s: '#FFFFFF', w: 8, op: 0.18, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [310, 474, 150, 14] };
}

function throwBlanket() {
  const layers = [];
  const details = [];
  layers.push({ d: `M152 236Q300 228 448 236L468 282Q300 274 132 282Z`, fill: 'light', print: true });
  let fr = '';
  for (let i = 0; i < 3; i++) {
    const y = 282 + i * 56;
    const band = `M132 ${y}Q300 ${y - 8} 468 ${y}Q488 ${y + 28} 468 ${y + 56}Q300 ${y + 48} 132 ${y + 56}Q112 ${y + 28} 132 ${y}Z`;
    layers.push({ d: band, fill: 'main', print: true, shade: 'v', stroke: 'darker', sw: 1.5 });
    for (let k = 0; k < 6; k++) fr += `M${f(476 + Math.sin((k / 5) * Math.PI) * 6)} ${y + 6 + k * 9}l16 2`;
  }
  details.push({ d: fr, s: 'main', w: 3, cap: 'round' });
  details.push({ d: `M140 300Q300 292 460 300M140 356Q300 348 460 356M140 412Q300 404 460 412`, s: '#FFFFFF', w: 3, op: 0.25 });
  return { layers, details, ground: 'floor', shadow: [300, 456, 200, 14] };
}

function candle() {
  const layers = [];
  const details = [];
  layers.push({ d: `M214 238L386 238L382 450Q380 472 358 472L242 472Q220 472 218 450Z`, fill: 'main', shade: 'h' });
  layers.push({ d: `M214 238L386 238L385 276L215 276Z`, fill: '#FFFFFF', op: 0.45 });
  details.push({ d: ellipse(300, 278, 85, 12), fill: 'light', s: 'none' });
  details.push({ d: ellipse(300, 238, 86, 12), fill: 'none', s: '#FFFFFF', w: 3, op: 0.8 });
  details.push({ d: rect(236, 340, 128, 76, 6), fill: '#FBF8F2', s: 'darker', w: 1, op: 0.95 });
  details.push({ d: `M258 378H342`, s: 'darker', w: 1, op: 0.5 });
  details.push({ d: circle(300, 362, 5), fill: 'accent', s: 'none' });
  details.push({ d: `M300 278V258`, s: '#3A3028', w: 3, cap: 'round' });
  details.push({ d: ellipse(300, 232, 34, 48), fill: 'url(#FLAMEGLOW)', s: 'none' });
  details.push({ d: `M300 212Q316 236 308 250Q300 262 292 250Q284 236 300 212Z`, fill: '#F2A93B', s: 'none' });
  details.push({ d: `M300 232Q306 244 302 252Q298 256 296 250Q294 242 300 232Z`, fill: '#FFF1C9', s: 'none' });
  details.push({ d: `M228 290Q222 380 232 456`, s: '#FFFFFF', w: 7, op: 0.25, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [300, 474, 120, 12] };
}

function coasters() {
  const layers = [];
  const details = [];
  for (let i = 3; i >= 1; i--) {
    const y = 250 + i * 16;
    layers.push({ d: `M150 ${y}A110 40 0 0 0 370 ${y}L370 ${y + 12}A110 40 0 0 1 150 ${y + 12}Z`, fill: 'darker' });
    layers.push({ d: ellipse(260, y, 110, 40), fill: 'main', print: true, shade: 'h' });
  }
  layers.push({ d: `M250 396A140 50 0 0 0 530 396L530 410A140 50 0 0 1 250 410Z`, fill: 'darker' });
  layers.push({ d: ellipse(390, 396, 140, 50), fill: 'main', print: true, shade: 'h' });
  details.push({ d: ellipse(390, 396, 126, 44), fill: 'none', s: 'dark', w: 1.5, op: 0.5 });
  return { layers, details, ground: 'floor', shadow: [340, 430, 210, 20] };
}

function planter() {
  const layers = [];
  const details = [];
  const leaf = (x, h, lean, w) => `M${x - w} 292Q${x - w - 6 + lean * 0.3} ${292 - h * 0.5} ${x + lean} ${292 - h}Q${x + w + 6 + lean * 0.3} ${292 - h * 0.5} ${x + w} 292Z`;
  details.push({ d: leaf(260, 150, -40, 14) + leaf(330, 160, 36, 14), fill: '#5E7F55', s: '#3F5C3A', w: 1.5 });
  details.push({ d: leaf(292, 210, -6, 16) + leaf(312, 130, 20, 12) + leaf(276, 120, -24, 12), fill: '#6F9461', s: '#3F5C3A', w: 1.5 });
  details.push({ d: `M290 120Q292 200 292 288M266 172Q264 240 262 288`, s: '#C9D8A4', w: 2, op: 0.8 });
  layers.push({ d: `M202 300L398 300L380 478Q378 496 360 496L240 496Q222 496 220 478Z`, fill: 'main', print: true, shade: 'h' });
  layers.push({ d: rect(188, 280, 224, 32, 6), fill: 'main', shade: 'h', stroke: 'dark', sw: 1.5 });
  details.push({ d: `M214 320Q210 400 226 486`, s: '#FFFFFF', w: 7, op: 0.2, cap: 'round' });
  return { layers, details, ground: 'floor', shadow: [300, 498, 140, 12], pat: { dir: 'h' } };
}

export const SHAPES = {
  tee,
  shirt,
  kurta,
  dress,
  top,
  jeans,
  sneaker,
  heel,
  flat,
  kolhapuri,
  slider,
  derby,
  loafer,
  boot,
  tote,
  sling,
  backpack,
  potli,
  clutch,
  duffle,
  hobo,
  scarf,
  belt,
  sunglasses,
  watch,
  socks,
  scrunchie,
  clips,
  cap,
  cushion,
  mug,
  throw: throwBlanket,
  candle,
  coasters,
  planter,
};

export { both, xAt };
