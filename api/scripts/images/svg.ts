// Small SVG building blocks for the flat product illustrations (240 x 240, drawn around the centre).

export interface Art {
  /** Main colour of the fruit or vegetable. */
  color: string;
  /** Second colour: stripes, seeds, flesh. */
  accent?: string;
  /** Leaf and stem colour. */
  leaf?: string;
}

export type Draw = (art: Art) => string;

export const LEAF_GREEN = '#4f9a35';
export const STEM_BROWN = '#7a5230';

/** Lighter (amount > 0) or darker (amount < 0) version of a #rrggbb colour. */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((value) => {
    const target = amount > 0 ? 255 : 0;
    return Math.round(value + (target - value) * Math.abs(amount));
  });
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export function outlined(color: string): string {
  return `fill="${color}" stroke="${shade(color, -0.35)}" stroke-width="4" stroke-linejoin="round"`;
}

export function gloss(cx: number, cy: number, rx: number, ry: number, rotate = -30): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".38" transform="rotate(${rotate} ${cx} ${cy})"/>`;
}

export function leaf(x: number, y: number, rotate: number, color = LEAF_GREEN, scale = 1): string {
  const transform = `translate(${x} ${y}) rotate(${rotate}) scale(${scale})`;
  return `<g transform="${transform}"><path d="M0 0C10-20 38-24 52-8C38 6 14 10 0 0Z" ${outlined(color)}/><path d="M4-1C18-6 32-8 46-8" stroke="${shade(color, -0.3)}" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>`;
}

export function stem(x: number, y: number, length: number, color = STEM_BROWN): string {
  return `<path d="M${x} ${y}q3 ${-length / 2} 10 ${-length}" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
}

export function dots(points: [number, number][], color: string, radius = 3): string {
  return points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${color}"/>`).join('');
}

/** A grid of points inside an ellipse, for seeds, spines and speckles. */
export function speckles(cx: number, cy: number, rx: number, ry: number, step: number): [number, number][] {
  const points: [number, number][] = [];
  for (let y = cy - ry + step; y < cy + ry; y += step) {
    for (let x = cx - rx + step; x < cx + rx; x += step) {
      const offset = (Math.round((y - cy) / step) % 2) * (step / 2);
      const px = x + offset;
      if (((px - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 < 0.72) points.push([px, y]);
    }
  }
  return points;
}

/** The whole picture: tinted rounded tile, ground shadow, then the drawing. */
export function frame(body: string, tint: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="240" height="240" rx="28" fill="${shade(tint, 0.86)}"/>`,
    `<circle cx="120" cy="116" r="92" fill="${shade(tint, 0.74)}"/>`,
    `<ellipse cx="120" cy="206" rx="70" ry="10" fill="#000" opacity=".08"/>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** Places a drawing made for the full tile at another position and size (category collages). */
export function placed(drawing: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale}) translate(-120 -120)">${drawing}</g>`;
}
