import { readFileSync } from 'node:fs';
import { LOTTERIES, type GameType } from '../../../models/games';
import { SUPPORTED_LANGUAGES, type Language } from '../../../models/language';

/**
 * The pictures of our content, drawn here as SVG (no third-party art): lottery icons, activity
 * icons, home banners per language (their words are drawn in), notice illustrations, and the demo
 * video with its poster. Served under /media by server/routes/media.ts.
 */

export interface MediaFile {
  contentType: string;
  body: string | Buffer;
}

const FONT = `system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans', 'Noto Sans CJK SC', 'Noto Sans', sans-serif`;

const escapeXml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const svg = (width: number, height: number, title: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`;

const gradient = (id: string, from: string, to: string, vertical = false): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

// ---------------------------------------------------------------------------------------------
// Lottery icons

const LOTTERY_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  jsk3: ['#ff7a45', '#d4380d'],
  cqk3: ['#ffa940', '#d46b08'],
  jzk3: ['#36cfc9', '#08979c'],
  dbk3: ['#ffc53d', '#d48806'],
  pk10: ['#597ef7', '#1d39c4'],
  cqssc: ['#f759ab', '#c41d7f'],
  bjkl8: ['#73d13d', '#389e0d'],
  canada28: ['#ff4d4f', '#a8071a'],
  bj28: ['#9254de', '#531dab'],
  xjp28: ['#40a9ff', '#0958d9'],
};

function diceFace(x: number, y: number, size: number, pips: number, rotate: number): string {
  const spots: Record<number, [number, number][]> = {
    1: [[0.5, 0.5]],
    2: [[0.28, 0.28], [0.72, 0.72]],
    3: [[0.26, 0.26], [0.5, 0.5], [0.74, 0.74]],
    4: [[0.28, 0.28], [0.72, 0.28], [0.28, 0.72], [0.72, 0.72]],
    5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
    6: [[0.28, 0.24], [0.72, 0.24], [0.28, 0.5], [0.72, 0.5], [0.28, 0.76], [0.72, 0.76]],
  };
  const dots = (spots[pips] ?? [])
    .map(([dx, dy]) => `<circle cx="${x + dx * size}" cy="${y + dy * size}" r="${size * 0.09}" fill="${pips === 1 ? '#e8383d' : '#262626'}"/>`)
    .join('');
  return `<g transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.18}" fill="#fff" stroke="rgba(0,0,0,.15)" stroke-width="2"/>${dots}</g>`;
}

function ball(cx: number, cy: number, r: number, fill: string, label: string, fontSize = r): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" r="${r * 0.3}" fill="#fff" opacity=".35"/>` +
    `<text x="${cx}" y="${cy + fontSize * 0.36}" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>`
  );
}

const GLYPHS: Readonly<Record<GameType, (code: string) => string>> = {
  k3: (code) => {
    const faces = { jsk3: [5, 3, 6], cqk3: [2, 4, 4], jzk3: [6, 1, 3], dbk3: [4, 5, 2] }[code] ?? [1, 2, 3];
    return diceFace(34, 58, 56, faces[0]!, -12) + diceFace(110, 50, 56, faces[1]!, 10) + diceFace(72, 104, 56, faces[2]!, -4);
  },
  pk10: () =>
    // A race car seen from the side, and a chequered flag.
    `<g><path d="M38 128 q6-22 30-26 l22-16 h34 l24 16 q22 2 28 20 v10 h-138z" fill="#fff"/><path d="M92 90 h26 l14 12 h-48z" fill="#bae0ff"/>` +
    `<circle cx="66" cy="140" r="15" fill="#262626"/><circle cx="66" cy="140" r="6" fill="#d9d9d9"/><circle cx="150" cy="140" r="15" fill="#262626"/><circle cx="150" cy="140" r="6" fill="#d9d9d9"/>` +
    `<text x="108" y="126" font-family="${FONT}" font-size="20" font-weight="800" fill="#1d39c4" text-anchor="middle">10</text></g>` +
    `<g transform="translate(128 34)"><rect x="0" y="0" width="4" height="46" fill="#fff"/>${[0, 1, 2, 3]
      .flatMap((row) => [0, 1, 2, 3].map((col) => `<rect x="${4 + col * 9}" y="${row * 7}" width="9" height="7" fill="${(row + col) % 2 ? '#262626' : '#fff'}"/>`))
      .join('')}</g>`,
  ssc: () =>
    ['3', '8', '0', '5', '9']
      .map((digit, index) => `<rect x="${24 + index * 31}" y="78" width="27" height="44" rx="6" fill="#fff"/><text x="${37.5 + index * 31}" y="110" font-family="${FONT}" font-size="26" font-weight="800" fill="#c41d7f" text-anchor="middle">${digit}</text>`)
      .join('') + `<rect x="24" y="132" width="151" height="6" rx="3" fill="#fff" opacity=".5"/>`,
  hp8: () => {
    const picked = new Set([2, 7, 9, 13, 18, 20]);
    const cells = Array.from({ length: 24 }, (_, i) => {
      const x = 40 + (i % 6) * 24;
      const y = 62 + Math.floor(i / 6) * 24;
      return picked.has(i) ? ball(x, y, 10, '#fadb14', '') : `<circle cx="${x}" cy="${y}" r="9" fill="#fff" opacity=".85"/>`;
    });
    return cells.join('') + `<text x="100" y="170" font-family="${FONT}" font-size="18" font-weight="800" fill="#fff" text-anchor="middle">20 / 80</text>`;
  },
  pc28: () =>
    ball(48, 96, 22, '#ff7875', '9', 22) +
    `<text x="80" y="104" font-family="${FONT}" font-size="22" font-weight="800" fill="#fff" text-anchor="middle">+</text>` +
    ball(110, 96, 22, '#ffc53d', '9', 22) +
    `<text x="142" y="104" font-family="${FONT}" font-size="22" font-weight="800" fill="#fff" text-anchor="middle">+</text>` +
    ball(172, 96, 22, '#69b1ff', '9', 22) +
    `<text x="110" y="160" font-family="${FONT}" font-size="30" font-weight="900" fill="#fff" text-anchor="middle">= 27</text>`,
};

function lotteryIcon(code: string, type: GameType): string {
  const [from, to] = LOTTERY_COLOURS[code] ?? ['#8c8c8c', '#434343'];
  return svg(
    200,
    200,
    code.toUpperCase(),
    `<defs>${gradient('g', from, to)}</defs><rect width="200" height="200" rx="40" fill="url(#g)"/>` +
      `<circle cx="170" cy="30" r="60" fill="#fff" opacity=".08"/><circle cx="20" cy="190" r="50" fill="#fff" opacity=".06"/>` +
      GLYPHS[type](code) +
      `<text x="100" y="34" font-family="${FONT}" font-size="17" font-weight="800" fill="#fff" opacity=".9" text-anchor="middle" letter-spacing="1">${escapeXml(code.toUpperCase())}</text>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Activity icons and illustrations

const ART: Readonly<Record<string, string>> = {
  // A stack of coins with a plus.
  deposit:
    [0, 1, 2, 3]
      .map((i) => `<ellipse cx="92" cy="${150 - i * 18}" rx="44" ry="14" fill="#ffd666" stroke="#d48806" stroke-width="3"/><rect x="48" y="${136 - i * 18}" width="88" height="14" fill="#ffd666"/><ellipse cx="92" cy="${136 - i * 18}" rx="44" ry="14" fill="#ffe58f" stroke="#d48806" stroke-width="3"/>`)
      .join('') +
    `<circle cx="160" cy="70" r="26" fill="#fff"/><path d="M160 56 v28 M146 70 h28" stroke="#52c41a" stroke-width="7" stroke-linecap="round"/>`,
  // Friends linked to one agent.
  agent:
    `<path d="M100 74 L48 140 M100 74 L100 150 M100 74 L152 140" stroke="#fff" stroke-width="5" opacity=".8"/>` +
    `<circle cx="100" cy="62" r="26" fill="#fff"/><circle cx="100" cy="55" r="9" fill="#597ef7"/><path d="M84 76 q16-18 32 0" fill="#597ef7"/>` +
    [48, 100, 152]
      .map((x, i) => `<circle cx="${x}" cy="${i === 1 ? 154 : 144}" r="20" fill="#e6f4ff"/><circle cx="${x}" cy="${(i === 1 ? 154 : 144) - 5}" r="7" fill="#1677ff"/><path d="M${x - 12} ${(i === 1 ? 154 : 144) + 11} q12-14 24 0" fill="#1677ff"/>`)
      .join(''),
  // A shield with a check mark and a hash.
  fair:
    `<path d="M100 36 L154 56 V104 Q154 148 100 170 Q46 148 46 104 V56 Z" fill="#fff"/>` +
    `<path d="M74 102 L94 122 L130 84" fill="none" stroke="#52c41a" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<text x="100" y="154" font-family="${FONT}" font-size="14" font-weight="700" fill="#8c8c8c" text-anchor="middle">SHA-256</text>`,
  // A crown.
  vip:
    `<path d="M42 142 L52 70 L80 104 L100 56 L120 104 L148 70 L158 142 Z" fill="#ffd666" stroke="#d48806" stroke-width="5" stroke-linejoin="round"/>` +
    `<rect x="42" y="142" width="116" height="18" rx="5" fill="#ffc53d" stroke="#d48806" stroke-width="4"/>` +
    `<circle cx="100" cy="118" r="9" fill="#ff4d4f"/><circle cx="70" cy="124" r="6" fill="#40a9ff"/><circle cx="130" cy="124" r="6" fill="#73d13d"/>`,
  // A wrapped gift.
  gift:
    `<rect x="46" y="86" width="108" height="78" rx="8" fill="#ff7875"/><rect x="40" y="68" width="120" height="26" rx="6" fill="#ff4d4f"/>` +
    `<rect x="92" y="68" width="16" height="96" fill="#ffd666"/><path d="M100 68 q-30-34 -40-10 q8 14 40 10 q30-34 40-10 q-8 14 -40 10" fill="none" stroke="#ffd666" stroke-width="7"/>`,
  // A calendar page with a spanner (maintenance).
  maintenance:
    `<rect x="44" y="50" width="112" height="112" rx="12" fill="#fff"/><rect x="44" y="50" width="112" height="30" rx="12" fill="#ff7a45"/><rect x="44" y="66" width="112" height="14" fill="#ff7a45"/>` +
    `<text x="100" y="140" font-family="${FONT}" font-size="40" font-weight="800" fill="#434343" text-anchor="middle">04:00</text>`,
};

const ACTIVITY_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  deposit: ['#ffbb96', '#fa541c'],
  agent: ['#85a5ff', '#2f54eb'],
  fair: ['#95de64', '#389e0d'],
  vip: ['#ffd591', '#d46b08'],
  gift: ['#ffadd2', '#eb2f96'],
  maintenance: ['#ffd8bf', '#fa8c16'],
};

function activityIcon(key: string): string {
  const [from, to] = ACTIVITY_COLOURS[key] ?? ['#d9d9d9', '#8c8c8c'];
  return svg(
    200,
    200,
    key,
    `<defs>${gradient('g', from, to)}</defs><rect width="200" height="200" rx="100" fill="url(#g)"/><circle cx="150" cy="40" r="36" fill="#fff" opacity=".12"/>${ART[key] ?? ''}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Banners: 1200 × 400, words drawn in, one picture per language

export interface BannerWords {
  /** One or two lines of the headline. */
  title: readonly string[];
  subtitle: string;
  /** The call to action on the pill. */
  action: string;
}

export interface BannerDesign {
  art: keyof typeof ART;
  colours: readonly [string, string, string];
  words: Readonly<Record<Language, BannerWords>>;
}

/** About how wide `text` is at `size` px: wide for CJK, narrower for Latin letters. */
const textWidth = (text: string, size: number): number => [...text].reduce((sum, char) => sum + (char.codePointAt(0)! >= 0x2e80 ? size : char === ' ' ? size * 0.3 : size * 0.6), 0);

function banner(design: BannerDesign, lang: Language): string {
  const [from, to, accent] = design.colours;
  const words = design.words[lang];
  const titleSize = lang === 'vi-VN' ? 52 : 60;
  const top = words.title.length > 1 ? 104 : 132;
  const title = words.title
    .map((line, index) => `<text x="80" y="${top + index * (titleSize + 12)}" font-family="${FONT}" font-size="${titleSize}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  const subtitleY = top + words.title.length * (titleSize + 12) + 8;
  const confetti = Array.from({ length: 14 }, (_, i) => {
    const x = 620 + ((i * 97) % 520);
    const y = 30 + ((i * 61) % 340);
    return `<rect x="${x}" y="${y}" width="${8 + (i % 3) * 4}" height="${4 + (i % 2) * 4}" rx="2" fill="${i % 2 ? '#fff' : accent}" opacity=".55" transform="rotate(${(i * 37) % 90} ${x} ${y})"/>`;
  }).join('');
  return svg(
    1200,
    400,
    `${words.title.join(' ')} — ${words.subtitle}`,
    `<defs>${gradient('bg', from, to)}<radialGradient id="glow" cx="0.78" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="1200" height="400" fill="url(#bg)"/><rect width="1200" height="400" fill="url(#glow)"/>` +
      `<circle cx="1080" cy="-40" r="180" fill="#fff" opacity=".07"/><circle cx="-30" cy="420" r="160" fill="#fff" opacity=".06"/>${confetti}` +
      `<g transform="translate(850 60) scale(1.4)">${ART[design.art] ?? ''}</g>` +
      title +
      `<text x="80" y="${subtitleY + 30}" font-family="${FONT}" font-size="28" fill="#fff" opacity=".92">${escapeXml(words.subtitle)}</text>` +
      `<rect x="80" y="${subtitleY + 62}" width="${textWidth(words.action, 26) + 84}" height="56" rx="28" fill="#fff"/>` +
      `<text x="110" y="${subtitleY + 99}" font-family="${FONT}" font-size="26" font-weight="700" fill="${to}">${escapeXml(words.action)} →</text>`,
  );
}

const DEFAULT_BANNER = svg(
  1200,
  400,
  'Fastdraw',
  `<defs>${gradient('bg', '#ff7a45', '#cf1322')}</defs><rect width="1200" height="400" fill="url(#bg)"/>` +
    `<circle cx="1000" cy="200" r="150" fill="#fff" opacity=".1"/><circle cx="1000" cy="200" r="90" fill="#fff" opacity=".12"/>` +
    `<text x="80" y="220" font-family="${FONT}" font-size="88" font-weight="900" fill="#fff">Fastdraw</text>`,
);

/** The poster of the demo video (its first frame, drawn the same way). */
function videoPoster(words: BannerWords, lang: Language): string {
  return banner({ art: 'fair', colours: ['#13c2c2', '#006d75', '#b5f5ec'], words: { 'zh-CN': words, 'en-US': words, 'vi-VN': words, 'ja-JP': words } }, lang).replace(
    '</svg>',
    `<g transform="translate(990 200)"><circle r="60" fill="#000" opacity=".5"/><path d="M-20 -32 L36 0 L-20 32 Z" fill="#fff"/></g></svg>`,
  );
}

// ---------------------------------------------------------------------------------------------

/** The demo video (recorded from a canvas animation by scripts in server/domain/content/video/). */
const VIDEO_FILE = new URL('./video/fair-draws.webm', import.meta.url);

/** Every media file, by its path under /media. */
export function buildMedia(banners: Readonly<Record<string, BannerDesign>>, posterWords: Readonly<Record<Language, BannerWords>>): ReadonlyMap<string, MediaFile> {
  const files = new Map<string, MediaFile>();
  const addSvg = (path: string, body: string) => files.set(path, { contentType: 'image/svg+xml; charset=utf-8', body });
  for (const lottery of LOTTERIES) addSvg(`lottery/${lottery.code}.svg`, lotteryIcon(lottery.code, lottery.type));
  for (const key of Object.keys(ART)) addSvg(`activity/${key}.svg`, activityIcon(key));
  addSvg('banner/default.svg', DEFAULT_BANNER);
  for (const [key, design] of Object.entries(banners)) {
    for (const lang of SUPPORTED_LANGUAGES) addSvg(`banner/${key}.${lang}.svg`, banner(design, lang));
  }
  for (const lang of SUPPORTED_LANGUAGES) addSvg(`video/fair-draws.${lang}.svg`, videoPoster(posterWords[lang], lang));
  try {
    files.set('video/fair-draws.webm', { contentType: 'video/webm', body: readFileSync(VIDEO_FILE) });
  } catch {
    // Without the recorded file the video banner's poster still shows; the video answers 404.
  }
  return files;
}
