/**
 * Records the demo video fair-draws.webm (the type-3 home banner) from a canvas animation we draw
 * ourselves, in Chromium with MediaRecorder (VP8). Not part of the server: run it by hand when the
 * animation changes, and commit the file:
 *
 *   node --import tsx server/domain/content/video/record.ts [path/to/chromium]
 *
 * The story, without words of any language: a seed is made, its SHA-256 hash is published (lock),
 * bets come in, the seed is revealed, the hash is checked (tick), and the dice fall from the seed.
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const WIDTH = 960;
const HEIGHT = 540;
const SECONDS = 10;

/** Runs in the page: draws frame after frame and records them; answers the WebM as base64. */
const animation = `async () => {
  const W = ${WIDTH}, H = ${HEIGHT}, T = ${SECONDS};
  const canvas = document.createElement('canvas');
  canvas.width = W; canvas.height = H;
  document.body.appendChild(canvas);
  const g = canvas.getContext('2d');
  const hex = '3f9a0c7be15d42a8c6f0e9b21d7a554c08e3b6f19d2ac47e85b03f6a9c1d2e74';
  const hash = 'a41c9e07d8b35f62e0c19ab4f7d3862e5b90c4a1f6e8d2073cb5a9e41f0d68b3';
  const dice = [5, 3, 6];
  const ease = (t) => t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t);
  const font = (size, weight = 700) => weight + ' ' + size + 'px system-ui, sans-serif';
  function rounded(x, y, w, h, r, fill, stroke) {
    g.beginPath(); g.roundRect(x, y, w, h, r);
    if (fill) { g.fillStyle = fill; g.fill(); }
    if (stroke) { g.strokeStyle = stroke; g.lineWidth = 4; g.stroke(); }
  }
  function die(cx, cy, size, pips, spin) {
    g.save(); g.translate(cx, cy); g.rotate(spin);
    rounded(-size / 2, -size / 2, size, size, size * 0.18, '#fff', 'rgba(0,0,0,.2)');
    const spots = { 1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
      5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]] }[pips];
    g.fillStyle = pips === 1 ? '#e8383d' : '#262626';
    for (const [dx, dy] of spots) { g.beginPath(); g.arc(dx * size * 0.25, dy * size * 0.25, size * 0.09, 0, Math.PI * 2); g.fill(); }
    g.restore();
  }
  function lock(x, y, open) {
    g.strokeStyle = '#fff'; g.lineWidth = 8; g.beginPath();
    g.arc(x, y - 18 - (open ? 12 : 0), 18, Math.PI, 0); g.stroke();
    rounded(x - 28, y - 18, 56, 44, 8, '#ffd666');
  }
  function frame(t) {
    const bg = g.createLinearGradient(0, 0, W, H); bg.addColorStop(0, '#13c2c2'); bg.addColorStop(1, '#006d75');
    g.fillStyle = bg; g.fillRect(0, 0, W, H);
    g.fillStyle = 'rgba(255,255,255,.06)'; g.beginPath(); g.arc(W - 80, 60, 200, 0, Math.PI * 2); g.fill();
    // 1. The seed appears, character by character (0–2 s).
    const seedChars = Math.floor(ease(t / 2) * 64);
    rounded(60, 60, 840, 70, 14, 'rgba(0,0,0,.25)');
    g.font = font(18, 600); g.fillStyle = '#b5f5ec'; g.fillText('seed', 80, 88);
    const revealed = t > 6;
    g.font = '600 17px ui-monospace, monospace'; g.fillStyle = '#fff';
    const seedText = revealed ? hex : hex.slice(0, seedChars).replace(/./g, t > 2 ? '•' : (c) => c);
    g.fillText(seedText, 80, 118);
    // 2. SHA-256 turns it into the hash, published with a lock (2–4 s).
    const p = ease((t - 2) / 1.5);
    if (p > 0) {
      g.globalAlpha = p;
      rounded(380, 160, 200, 56, 28, '#fff');
      g.font = font(24, 800); g.fillStyle = '#006d75'; g.textAlign = 'center'; g.fillText('SHA-256', 480, 197); g.textAlign = 'left';
      g.strokeStyle = '#fff'; g.lineWidth = 4; g.beginPath(); g.moveTo(480, 134); g.lineTo(480, 156); g.moveTo(480, 220); g.lineTo(480, 244); g.stroke();
      rounded(60, 248, 840, 70, 14, 'rgba(0,0,0,.25)');
      g.font = font(18, 600); g.fillStyle = '#b5f5ec'; g.fillText('hash', 80, 276);
      g.font = '600 17px ui-monospace, monospace'; g.fillStyle = '#fff'; g.fillText(hash.slice(0, Math.floor(p * 64)), 80, 306);
      lock(860, 290, revealed);
      g.globalAlpha = 1;
    }
    // 3. Bets come in while the round is open (4–6 s).
    const b = ease((t - 4) / 1.5);
    for (let i = 0; i < 5; i += 1) {
      const k = ease((t - 4 - i * 0.25) / 0.6);
      if (k <= 0 || t > 6.5) continue;
      g.globalAlpha = k * (t > 6 ? 1 - (t - 6) * 2 : 1);
      rounded(90 + i * 160, 360 + (1 - k) * 40, 130, 54, 27, ['#ff7a45', '#ffc53d', '#69b1ff', '#95de64', '#ff85c0'][i]);
      g.font = font(24, 800); g.fillStyle = '#fff'; g.textAlign = 'center'; g.fillText(['10', '25', '5', '50', '20'][i], 155 + i * 160, 396 + (1 - k) * 40); g.textAlign = 'left';
      g.globalAlpha = 1;
    }
    void b;
    // 4. The seed is revealed and checked against the hash (6–7.5 s).
    const c = ease((t - 6.3) / 0.8);
    if (c > 0) {
      g.globalAlpha = c;
      g.beginPath(); g.arc(860, 95, 26, 0, Math.PI * 2); g.fillStyle = '#52c41a'; g.fill();
      g.strokeStyle = '#fff'; g.lineWidth = 7; g.beginPath(); g.moveTo(847, 96); g.lineTo(857, 106); g.lineTo(874, 86); g.stroke();
      g.globalAlpha = 1;
    }
    // 5. The dice fall from the seed (7.5–10 s).
    const d = (t - 7.4) / 1.2;
    if (d > 0) {
      for (let i = 0; i < 3; i += 1) {
        const k = ease(d - i * 0.15);
        const rolling = k < 1;
        die(340 + i * 140, 330 + (1 - k) * -160 + 60, 100, rolling ? 1 + Math.floor((t * 12 + i * 2) % 6) : dice[i], rolling ? (1 - k) * 6 : 0);
      }
      const s = ease((t - 9) / 0.5);
      if (s > 0) {
        g.globalAlpha = s; g.font = font(44, 900); g.fillStyle = '#fff'; g.textAlign = 'center';
        g.fillText('= ' + (dice[0] + dice[1] + dice[2]), 480, 500); g.textAlign = 'left'; g.globalAlpha = 1;
      }
    }
  }
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 300000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const step = () => {
      const t = (performance.now() - start) / 1000;
      frame(Math.min(t, T));
      if (t < T) requestAnimationFrame(step); else resolve();
    };
    requestAnimationFrame(step);
  });
  recorder.stop();
  await done;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
  return btoa(binary);
}`;

const browser = await chromium.launch({ executablePath: process.argv[2] ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  const base64 = (await page.evaluate(`(${animation})()`)) as string;
  const target = new URL('./fair-draws.webm', import.meta.url);
  writeFileSync(target, Buffer.from(base64, 'base64'));
  console.log(`wrote ${target.pathname} (${Math.round((base64.length * 3) / 4 / 1024)} KiB)`);
} finally {
  await browser.close();
}
