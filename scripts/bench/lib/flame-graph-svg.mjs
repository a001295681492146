/**
 * A call tree (cpu-profile.mjs callTree) drawn as a flame graph SVG: one box per frame, as wide as its
 * share of the window's CPU time, callers below their callees; hover a box for its name and times. Plain
 * SVG with no script, so it renders where the docs are read (an image in docs/performance.md).
 */

const WIDTH = 1200;
const ROW = 17;
const FONT = 11;
const CHAR_PX = 6.2; // average glyph width of an 11 px monospace font
const MARGIN = 10;
const TITLE_H = 44;

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A box's colour by where its code lives: the project's own, a dependency, Node itself, V8. */
export function colourOf(module) {
  if (module === '(native)') return '#d6d6d6'; // V8: garbage collector, program
  if (module.startsWith('node:')) return '#f2c58c'; // Node's own JavaScript
  if (/^(libs|services|scripts)\//.test(module)) return '#8cc2f2'; // the project's code
  if (module.startsWith('@prisma/')) return '#f29c8c';
  if (module === 'pg' || module.startsWith('pg-')) return '#e8a0d8';
  return '#b8e08c'; // other dependencies
}

export const LEGEND = [
  ['#8cc2f2', 'project code'],
  ['#f29c8c', 'Prisma'],
  ['#e8a0d8', 'pg driver'],
  ['#b8e08c', 'other packages'],
  ['#f2c58c', 'Node.js'],
  ['#d6d6d6', 'V8 (GC, program)'],
];

/**
 * SVG text of `tree`. Boxes narrower than `minWidthPx` are left out (their time stays in the parent's
 * width). `title` and `subtitle` head the picture.
 */
export function flameGraphSvg(tree, { title, subtitle = '', minWidthPx = 0.3 } = {}) {
  const total = tree.totalUs || 1;
  const scale = (WIDTH - 2 * MARGIN) / total;
  const boxes = [];
  let depth = 0;
  const place = (node, x, level) => {
    depth = Math.max(depth, level);
    boxes.push({ node, x, level });
    let childX = x;
    // Widest first, so the heavy paths sit at the left.
    const children = [...node.children.values()].sort((a, b) => b.totalUs - a.totalUs);
    for (const child of children) {
      if (child.totalUs * scale >= minWidthPx) place(child, childX, level + 1);
      childX += child.totalUs * scale;
    }
  };
  place(tree, MARGIN, 0);

  const height = TITLE_H + (depth + 1) * ROW + 2 * MARGIN + ROW;
  const yOf = (level) => height - MARGIN - ROW - (level + 1) * ROW;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Menlo, Consolas, 'DejaVu Sans Mono', monospace" font-size="${FONT}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="${WIDTH / 2}" y="20" text-anchor="middle" font-size="15">${escape(title ?? 'CPU flame graph')}</text>`,
    `<text x="${WIDTH / 2}" y="36" text-anchor="middle" fill="#555">${escape(subtitle)}</text>`,
  ];
  LEGEND.forEach(([colour, name], i) => {
    const x = MARGIN + i * 150;
    parts.push(`<rect x="${x}" y="${height - MARGIN - 12}" width="12" height="12" fill="${colour}"/>`);
    parts.push(`<text x="${x + 16}" y="${height - MARGIN - 2}">${escape(name)}</text>`);
  });
  for (const { node, x, level } of boxes) {
    const w = node.totalUs * scale;
    const y = yOf(level);
    const share = ((node.totalUs / total) * 100).toFixed(2);
    const selfShare = ((node.selfUs / total) * 100).toFixed(2);
    const tip = `${node.label} — ${share} % total, ${selfShare} % self`;
    parts.push(`<g><title>${escape(tip)}</title>`);
    parts.push(`<rect x="${x.toFixed(2)}" y="${y}" width="${Math.max(0.1, w - 0.5).toFixed(2)}" height="${ROW - 1}" rx="1" fill="${node === tree ? '#eeeeee' : colourOf(node.module)}"/>`);
    const fits = Math.floor((w - 6) / CHAR_PX);
    if (fits >= 3) {
      const text = node.label.length <= fits ? node.label : `${node.label.slice(0, fits - 1)}…`;
      parts.push(`<text x="${(x + 3).toFixed(2)}" y="${y + ROW - 5}">${escape(text)}</text>`);
    }
    parts.push('</g>');
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
