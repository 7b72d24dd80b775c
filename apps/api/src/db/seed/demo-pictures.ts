/**
 * The demo sites' pictures: flat illustrations drawn as SVG and rendered to JPEG when the demo is
 * seeded, so the repository carries a few kilobytes of drawing instead of binary photos, and
 * every picture is the same on every machine.
 */

/** The width and height every demo picture is drawn at (16:9, larger than any card or banner). */
export const pictureSize = { width: 1600, height: 900 } as const;
const { width: W, height: H } = pictureSize;

/** A small seeded random generator (mulberry32), so a scene's details repeat exactly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;

const sky = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
  `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;

const sun = (x: number, y: number, r: number, color: string) =>
  `<circle cx="${x}" cy="${y}" r="${r * 1.5}" fill="${color}" opacity=".25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;

const cloud = (x: number, y: number, s: number) =>
  `<g fill="#fff" opacity=".85"><ellipse cx="${x}" cy="${y}" rx="${90 * s}" ry="${30 * s}"/>` +
  `<ellipse cx="${x - 40 * s}" cy="${y - 18 * s}" rx="${50 * s}" ry="${34 * s}"/>` +
  `<ellipse cx="${x + 30 * s}" cy="${y - 28 * s}" rx="${56 * s}" ry="${40 * s}"/></g>`;

const water = (y: number, color: string, light: string, next: () => number) => {
  let waves = '';
  for (let i = 0; i < 26; i++) {
    const wy = y + 20 + next() * (H - y - 30);
    const wx = next() * W;
    const length = 40 + next() * 120;
    waves += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="${length.toFixed(0)}" height="5" rx="2.5" fill="${light}" opacity=".55"/>`;
  }
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${color}"/>${waves}`;
};

const hills = (y: number, color: string, amplitude: number, phase: number) => {
  let d = `M0 ${H} L0 ${y}`;
  for (let x = 0; x <= W; x += 100) {
    d += ` L${x} ${(y + Math.sin(x / 260 + phase) * amplitude).toFixed(0)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${color}"/>`;
};

const housePalette = ['#9a3412', '#b45309', '#7c2d12', '#1e3a5f', '#3f6212', '#854d0e', '#57534e'];

/** A row of Dutch canal houses standing on `base`, with stepped, bell and neck gables. */
const canalHouses = (base: number, from: number, to: number, next: () => number, scale = 1) => {
  let svg = '';
  let x = from;
  while (x < to) {
    const w = (70 + next() * 50) * scale;
    const h = (170 + next() * 150) * scale;
    const color = pick(next, housePalette);
    const top = base - h;
    const gable = pick(next, ['step', 'bell', 'neck'] as const);
    const g = 60 * scale;
    let roof = '';
    if (gable === 'step') {
      const s = w / 6;
      roof = `M${x} ${top} L${x + s} ${top} L${x + s} ${top - g / 3} L${x + 2 * s} ${top - g / 3} L${x + 2 * s} ${top - (2 * g) / 3} L${x + 4 * s} ${top - (2 * g) / 3} L${x + 4 * s} ${top - g / 3} L${x + 5 * s} ${top - g / 3} L${x + 5 * s} ${top} L${x + w} ${top} Z`;
    } else if (gable === 'bell') {
      roof = `M${x} ${top} C${x} ${top - g * 0.6} ${x + w * 0.3} ${top - g * 0.5} ${x + w * 0.3} ${top - g} L${x + w * 0.7} ${top - g} C${x + w * 0.7} ${top - g * 0.5} ${x + w} ${top - g * 0.6} ${x + w} ${top} Z`;
    } else {
      roof = `M${x} ${top} L${x + w * 0.25} ${top - g * 0.4} L${x + w * 0.3} ${top - g} L${x + w * 0.7} ${top - g} L${x + w * 0.75} ${top - g * 0.4} L${x + w} ${top} Z`;
    }
    svg += `<path d="${roof}" fill="${color}"/><rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${color}"/>`;
    const cols = w > 95 * scale ? 3 : 2;
    const cell = w / cols;
    for (let row = 0; top + 30 * scale + row * 55 * scale < base - 60 * scale; row++) {
      for (let col = 0; col < cols; col++) {
        const lit = next() > 0.55;
        svg += `<rect x="${(x + col * cell + cell * 0.25).toFixed(0)}" y="${(top + 30 * scale + row * 55 * scale).toFixed(0)}" width="${(cell * 0.5).toFixed(0)}" height="${(34 * scale).toFixed(0)}" rx="3" fill="${lit ? '#fde68a' : '#e7e5e4'}" opacity="${lit ? 1 : 0.8}"/>`;
      }
    }
    svg += `<rect x="${(x + w / 2 - 14 * scale).toFixed(0)}" y="${(base - 56 * scale).toFixed(0)}" width="${(28 * scale).toFixed(0)}" height="${(56 * scale).toFixed(0)}" rx="12" fill="#292524"/>`;
    x += w + 4 * scale;
  }
  return svg;
};

const tallShip = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  '<path d="M-170 0 L170 0 L130 60 L-140 60 Z" fill="#3b2314"/><rect x="-170" y="-8" width="340" height="12" fill="#f5f5f4"/>' +
  '<g stroke="#292524" stroke-width="6"><line x1="-80" y1="0" x2="-80" y2="-300"/><line x1="20" y1="0" x2="20" y2="-360"/><line x1="110" y1="0" x2="110" y2="-260"/></g>' +
  '<g fill="#fafaf9"><path d="M-135 -40 Q-80 -20 -25 -40 L-35 -120 Q-80 -105 -125 -120 Z"/><path d="M-125 -140 Q-80 -125 -35 -140 L-42 -220 Q-80 -208 -118 -220 Z"/>' +
  '<path d="M-40 -40 Q20 -20 80 -40 L70 -130 Q20 -115 -30 -130 Z"/><path d="M-30 -150 Q20 -135 70 -150 L62 -250 Q20 -238 -22 -250 Z"/>' +
  '<path d="M65 -40 Q110 -25 155 -40 L148 -120 Q110 -108 72 -120 Z"/><path d="M75 -140 Q110 -128 145 -140 L140 -210 Q110 -200 80 -210 Z"/></g>' +
  '<path d="M20 -360 L60 -345 L20 -330 Z" fill="#dc2626"/></g>';

const bunting = (y: number, colors: readonly string[]) => {
  let flags = `<path d="M0 ${y} Q${W / 2} ${y + 80} ${W} ${y}" fill="none" stroke="#44403c" stroke-width="3"/>`;
  for (let i = 1; i < 24; i++) {
    const t = i / 24;
    const fx = t * W;
    const fy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + 80) + t * t * y;
    flags += `<path d="M${fx - 18} ${fy} L${fx + 18} ${fy} L${fx} ${fy + 40} Z" fill="${colors[i % colors.length] ?? '#dc2626'}"/>`;
  }
  return flags;
};

const tree = (x: number, base: number, s: number, color: string) =>
  `<rect x="${x - 8 * s}" y="${base - 90 * s}" width="${16 * s}" height="${90 * s}" fill="#57351f"/>` +
  `<circle cx="${x}" cy="${base - 120 * s}" r="${55 * s}" fill="${color}"/><circle cx="${x - 35 * s}" cy="${base - 95 * s}" r="${38 * s}" fill="${color}"/><circle cx="${x + 35 * s}" cy="${base - 95 * s}" r="${38 * s}" fill="${color}"/>`;

const bicycle = (x: number, y: number, s: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round">` +
  '<circle cx="-45" cy="0" r="32"/><circle cx="45" cy="0" r="32"/><path d="M-45 0 L-10 -50 L30 -50 L45 0 M-10 -50 L5 0 L30 -50 M-18 -62 L2 -62 M30 -50 L25 -70 L40 -72"/>' +
  `<circle cx="-5" cy="-118" r="14" fill="${color}" stroke="none"/><path d="M-8 -100 L-2 -62 M-8 -95 L25 -75"/></g>`;

const crane = (x: number, base: number, s: number) =>
  `<g transform="translate(${x} ${base}) scale(${s})" stroke="#b91c1c" stroke-width="10" fill="none">` +
  '<path d="M-40 0 L-20 -260 L20 -260 L40 0 M-30 -130 L30 -130 M-20 -260 L-200 -230 L200 -300 L20 -260"/>' +
  '<line x1="150" y1="-292" x2="150" y2="-150" stroke-width="4" stroke="#292524"/></g>' +
  `<rect x="${x + 120 * s}" y="${base - 150 * s}" width="${60 * s}" height="${40 * s}" fill="#2563eb"/>`;

const containers = (x: number, base: number, next: () => number) => {
  let svg = '';
  const colors = ['#2563eb', '#dc2626', '#16a34a', '#ea580c', '#0d9488', '#7c3aed'];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 6 - row; col++) {
      svg += `<rect x="${x + col * 122 + row * 40}" y="${base - (row + 1) * 52}" width="118" height="48" fill="${pick(next, colors)}" stroke="#1c1917" stroke-width="2"/>`;
    }
  }
  return svg;
};

const ferry = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M-220 0 L220 0 L190 50 L-190 50 Z" fill="#f8fafc"/><rect x="-220" y="22" width="440" height="10" fill="#1d4ed8"/>` +
  '<rect x="-90" y="-70" width="180" height="70" rx="8" fill="#f1f5f9"/><g fill="#0f172a"><rect x="-75" y="-55" width="40" height="26"/><rect x="-20" y="-55" width="40" height="26"/><rect x="35" y="-55" width="40" height="26"/></g>' +
  '<rect x="40" y="-120" width="22" height="50" fill="#dc2626"/></g>';

const stalls = (base: number, next: () => number) => {
  let svg = '';
  const awnings = ['#dc2626', '#2563eb', '#16a34a', '#f59e0b'];
  for (let i = 0; i < 5; i++) {
    const x = 80 + i * 300;
    const c = pick(next, awnings);
    svg += `<rect x="${x}" y="${base - 150}" width="240" height="150" fill="#e7e5e4"/>`;
    for (let s = 0; s < 6; s++) {
      svg += `<path d="M${x + s * 40} ${base - 190} L${x + s * 40 + 40} ${base - 190} L${x + s * 40 + 40} ${base - 150} Q${x + s * 40 + 20} ${base - 135} ${x + s * 40} ${base - 150} Z" fill="${s % 2 ? '#fff' : c}"/>`;
    }
    for (let f = 0; f < 7; f++) {
      svg += `<circle cx="${x + 25 + f * 32}" cy="${base - 70}" r="14" fill="${pick(next, ['#f97316', '#84cc16', '#ef4444', '#facc15'])}"/>`;
    }
    svg += `<rect x="${x}" y="${base - 58}" width="240" height="58" fill="#78350f"/>`;
  }
  return svg;
};

const browserWindow = (body: string, accent: string) =>
  `<g transform="translate(260 110)"><rect width="1080" height="700" rx="22" fill="#fff"/><rect width="1080" height="64" rx="22" fill="#e2e8f0"/><rect y="40" width="1080" height="24" fill="#e2e8f0"/>` +
  '<g fill="#94a3b8"><circle cx="40" cy="32" r="10"/><circle cx="72" cy="32" r="10"/><circle cx="104" cy="32" r="10"/></g><rect x="150" y="18" width="700" height="28" rx="14" fill="#fff"/>' +
  `<rect x="40" y="96" width="1000" height="60" rx="10" fill="${accent}"/>${body}</g>`;

/** The demo pictures by name, each a drawing of what its item or banner is about. */
const scenes = {
  harbourFestival: () => {
    const next = random(1);
    return (
      sky('s', '#fb923c', '#fde68a') +
      sun(1250, 250, 90, '#fef3c7') +
      canalHouses(560, -20, W + 20, next, 0.9) +
      water(560, '#1e40af', '#93c5fd', next) +
      tallShip(560, 600, 1.1) +
      bunting(60, ['#dc2626', '#f59e0b', '#2563eb', '#16a34a'])
    );
  },
  cycleBridge: () => {
    const next = random(2);
    return (
      sky('s', '#7dd3fc', '#e0f2fe') +
      cloud(300, 160, 1.2) +
      cloud(1200, 120, 0.9) +
      canalHouses(520, -20, W + 20, next, 0.75) +
      water(520, '#0369a1', '#bae6fd', next) +
      `<path d="M-20 640 Q800 330 1620 640" fill="none" stroke="#f8fafc" stroke-width="26"/>` +
      `<path d="M-20 640 Q800 330 1620 640" fill="none" stroke="#e11d48" stroke-width="8" transform="translate(0 -24)"/>` +
      bicycle(640, 470, 0.9, '#0f172a') +
      bicycle(900, 455, 0.9, '#be123c')
    );
  },
  greenQuay: () => {
    const next = random(3);
    let trees = '';
    for (let i = 0; i < 8; i++) trees += tree(100 + i * 200, 640, 1, i % 2 ? '#15803d' : '#16a34a');
    return (
      sky('s', '#a5f3fc', '#f0fdf4') +
      sun(220, 180, 70, '#fef9c3') +
      canalHouses(560, -20, W + 20, next, 0.8) +
      `<rect y="560" width="${W}" height="80" fill="#a3a3a3"/>` +
      trees +
      water(640, '#0e7490', '#a5f3fc', next)
    );
  },
  portQuarter: () => {
    const next = random(4);
    return (
      sky('s', '#cbd5e1', '#f1f5f9') +
      cloud(1250, 170, 1.1) +
      hills(520, '#94a3b8', 18, 1) +
      containers(520, 600, next) +
      crane(300, 600, 1) +
      crane(1380, 600, 0.8) +
      water(600, '#1e3a8a', '#93c5fd', next)
    );
  },
  warehouseLibrary: () => {
    const next = random(5);
    let windows = '';
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 8; col++) {
        windows += `<rect x="${440 + col * 92}" y="${200 + row * 90}" width="50" height="62" rx="25" fill="${next() > 0.4 ? '#fde68a' : '#1c1917'}"/>`;
      }
    }
    return (
      sky('s', '#312e81', '#a78bfa') +
      sun(1350, 160, 50, '#f5f3ff') +
      `<path d="M400 180 L800 60 L1200 180 Z" fill="#7f1d1d"/><rect x="400" y="180" width="800" height="520" fill="#991b1b"/>${windows}` +
      `<rect x="760" y="600" width="80" height="100" rx="40" fill="#fde68a"/><line x1="800" y1="80" x2="800" y2="20" stroke="#1c1917" stroke-width="10"/>` +
      water(700, '#1e1b4b', '#c4b5fd', next)
    );
  },
  hockeyFinal: () => {
    const next = random(6);
    let fans = '';
    for (let i = 0; i < 60; i++) {
      fans += `<circle cx="${(i * 27 + next() * 10).toFixed(0)}" cy="${(300 + next() * 60).toFixed(0)}" r="14" fill="${pick(next, ['#f97316', '#1d4ed8', '#fafafa', '#facc15'])}"/>`;
    }
    return (
      sky('s', '#60a5fa', '#dbeafe') +
      `<rect y="260" width="${W}" height="140" fill="#334155"/>${fans}` +
      `<rect y="400" width="${W}" height="500" fill="#15803d"/><path d="M0 520 L${W} 520 M0 780 L${W} 780 M800 400 L800 900" stroke="#fff" stroke-width="6"/>` +
      `<circle cx="800" cy="650" r="90" fill="none" stroke="#fff" stroke-width="6"/>` +
      `<path d="M1380 560 L1520 560 L1520 740 L1380 740" fill="none" stroke="#fafafa" stroke-width="10"/><circle cx="1120" cy="690" r="14" fill="#fef08a"/>`
    );
  },
  saturdayMarket: () => {
    const next = random(7);
    return (
      sky('s', '#fcd34d', '#fef3c7') +
      cloud(400, 140, 1) +
      canalHouses(620, -20, W + 20, next, 0.85) +
      `<rect y="620" width="${W}" height="280" fill="#d6d3d1"/>` +
      stalls(800, next)
    );
  },
  ferryService: () => {
    const next = random(8);
    return (
      sky('s', '#38bdf8', '#e0f2fe') +
      cloud(1100, 150, 1.3) +
      hills(480, '#4d7c0f', 30, 2) +
      water(520, '#0c4a6e', '#7dd3fc', next) +
      ferry(760, 620)
    );
  },
  quayConcert: () => {
    const next = random(9);
    let crowd = '';
    for (let i = 0; i < 70; i++) {
      crowd += `<circle cx="${(i * 24 + next() * 12).toFixed(0)}" cy="${(800 + next() * 60).toFixed(0)}" r="${(16 + next() * 6).toFixed(0)}" fill="#0f172a"/>`;
    }
    return (
      sky('s', '#1e1b4b', '#db2777') +
      `<g fill="#fef08a" opacity=".9"><circle cx="200" cy="120" r="3"/><circle cx="520" cy="80" r="2"/><circle cx="1300" cy="140" r="3"/><circle cx="1000" cy="60" r="2"/></g>` +
      canalHouses(560, -20, W + 20, next, 0.7) +
      `<path d="M520 720 L1080 720 L1080 460 Q800 360 520 460 Z" fill="#f8fafc"/><rect x="560" y="600" width="480" height="120" fill="#1e293b"/>` +
      `<g fill="#f472b6"><path d="M620 460 L560 720 L680 720 Z" opacity=".4"/><path d="M980 460 L920 720 L1040 720 Z" opacity=".4"/></g>` +
      crowd
    );
  },
  newNeighbourhood: () => {
    const next = random(10);
    let blocks = '';
    for (let i = 0; i < 7; i++) {
      const h = 160 + next() * 220;
      blocks += `<rect x="${120 + i * 200}" y="${640 - h}" width="160" height="${h}" fill="${pick(next, ['#fef3c7', '#e0e7ff', '#dcfce7', '#fee2e2'])}" stroke="#334155" stroke-width="4" stroke-dasharray="14 10"/>`;
    }
    return (
      sky('s', '#f1f5f9', '#ffffff') +
      `<rect y="640" width="${W}" height="260" fill="#bbf7d0"/>` +
      blocks +
      tree(160, 760, 0.8, '#22c55e') +
      tree(1450, 780, 0.9, '#16a34a') +
      `<rect x="520" y="700" width="560" height="140" rx="12" fill="#fff" stroke="#334155" stroke-width="4"/><path d="M560 770 L1040 770" stroke="#94a3b8" stroke-width="8" stroke-dasharray="30 20"/>`
    );
  },
  planting: () => {
    const next = random(11);
    let saplings = '';
    for (let i = 0; i < 9; i++) saplings += tree(120 + i * 170, 700 + next() * 60, 0.55, '#4ade80');
    return (
      sky('s', '#bae6fd', '#f0f9ff') +
      sun(1350, 170, 80, '#fde047') +
      hills(520, '#65a30d', 40, 0.5) +
      `<rect y="640" width="${W}" height="260" fill="#a16207"/>` +
      saplings
    );
  },
  shipModel: () => {
    const next = random(12);
    return (
      sky('s', '#292524', '#57534e') +
      `<rect x="300" y="120" width="1000" height="600" fill="#1c1917" opacity=".5"/>` +
      `<rect x="380" y="700" width="840" height="40" fill="#a16207"/><rect x="440" y="740" width="720" height="160" fill="#78350f"/>` +
      tallShip(800, 640, 1.3) +
      `<path d="M300 0 L380 120 M1300 0 L1220 120" stroke="#fef3c7" stroke-width="4" opacity=".5"/>` +
      `<circle cx="${(next() * 0 + 800).toFixed(0)}" cy="60" r="40" fill="#fef3c7" opacity=".3"/>`
    );
  },
  citySquare: () => {
    const next = random(13);
    let trees = '';
    for (let i = 0; i < 5; i++) trees += tree(180 + i * 310, 700, 0.9, '#15803d');
    return (
      sky('s', '#0ea5e9', '#e0f2fe') +
      cloud(420, 150, 1.1) +
      cloud(1250, 110, 0.8) +
      canalHouses(640, -20, W + 20, next, 1) +
      `<rect y="640" width="${W}" height="260" fill="#e7e5e4"/><path d="M0 760 L${W} 760" stroke="#d6d3d1" stroke-width="6"/>` +
      trees +
      bicycle(760, 810, 0.8, '#0f172a')
    );
  },
  layouts: () =>
    sky('s', '#0f766e', '#5eead4') +
    browserWindow(
      '<rect x="40" y="180" width="640" height="480" rx="10" fill="#ccfbf1"/><rect x="710" y="180" width="330" height="230" rx="10" fill="#fde68a"/><rect x="710" y="430" width="330" height="230" rx="10" fill="#fecaca"/>' +
        '<g fill="#0f766e"><rect x="80" y="220" width="400" height="24" rx="12"/><rect x="80" y="264" width="520" height="16" rx="8" opacity=".5"/><rect x="80" y="296" width="480" height="16" rx="8" opacity=".5"/></g>',
      '#0f766e',
    ),
  search: () =>
    sky('s', '#1d4ed8', '#93c5fd') +
    browserWindow(
      '<rect x="140" y="200" width="800" height="70" rx="35" fill="#f1f5f9" stroke="#1d4ed8" stroke-width="4"/>' +
        '<g fill="#cbd5e1"><rect x="140" y="320" width="620" height="22" rx="11"/><rect x="140" y="360" width="760" height="14" rx="7"/><rect x="140" y="440" width="560" height="22" rx="11"/><rect x="140" y="480" width="700" height="14" rx="7"/><rect x="140" y="560" width="600" height="22" rx="11"/></g>' +
        '<g transform="translate(860 236)" stroke="#1d4ed8" stroke-width="16" fill="none" stroke-linecap="round"><circle r="60" cx="-40" cy="-10"/><line x1="4" y1="34" x2="70" y2="100"/></g>',
      '#1d4ed8',
    ),
  palette: () =>
    sky('s', '#be185d', '#f9a8d4') +
    browserWindow(
      ['#be185d', '#0f766e', '#1d4ed8', '#ca8a04', '#7c3aed']
        .map(
          (color, i) =>
            `<rect x="${60 + i * 200}" y="220" width="160" height="300" rx="16" fill="${color}"/><rect x="${60 + i * 200}" y="540" width="160" height="24" rx="12" fill="#e2e8f0"/>`,
        )
        .join(''),
      '#be185d',
    ),
} satisfies Record<string, () => string>;

/** The name of a demo picture. */
export type DemoPictureName = keyof typeof scenes;

/** The SVG drawing of a demo picture. */
export function demoPictureSvg(name: DemoPictureName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${scenes[name]()}</svg>`;
}

/** Every demo picture's name. */
export const demoPictureNames = Object.keys(scenes) as DemoPictureName[];

/** What each demo picture shows, as its alternative text on the Dutch demo sites. */
export const demoPictureAlt: Readonly<Record<DemoPictureName, string>> = {
  harbourFestival:
    'Een driemaster met witte zeilen voor een rij grachtenpanden, met vlaggetjes boven de kade',
  cycleBridge: 'Twee fietsers op een witte boogbrug over het water, met grachtenpanden erachter',
  greenQuay: 'Een kade met een rij bomen langs het water, voor kleurige grachtenpanden',
  portQuarter: 'Havenkranen en gestapelde containers aan het water',
  warehouseLibrary: 'Een rood pakhuis met verlichte ramen in de avond, aan het water',
  hockeyFinal: 'Een hockeyveld met een volle tribune',
  saturdayMarket: 'Marktkramen met gestreepte luifels en fruit op een plein',
  ferryService: 'Een witte veerpont op een brede rivier, met groene oever',
  quayConcert: 'Een podium op de kade bij avond, met publiek ervoor',
  newNeighbourhood: 'Een schets van nieuwe woonblokken tussen bomen, met een tekentafel',
  planting: 'Een rij jonge bomen in pas omgewerkte grond onder een zonnige hemel',
  shipModel: 'Een scheepsmodel van een driemaster in een museumvitrine',
  citySquare: 'Een plein met bomen en een fietser voor een rij grachtenpanden',
  layouts: 'Een browservenster met een pagina in een brede en een smalle kolom',
  search: 'Een browservenster met een zoekveld, een vergrootglas en zoekresultaten',
  palette: 'Een browservenster met vijf kleurstalen naast elkaar',
};
