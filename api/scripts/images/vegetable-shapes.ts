import { dots, gloss, LEAF_GREEN, leaf, outlined, shade, speckles, type Draw } from './svg.js';

export const carrot: Draw = ({ color, leaf: leafColor = LEAF_GREEN }) =>
  [
    [-30, -10, 10, 30].map((dx) => leaf(120, 70, -90 + dx, leafColor, 0.9)).join(''),
    `<path d="M86 76C100 66 140 66 154 76C150 120 132 170 122 204C118 210 114 206 112 200C100 160 88 120 86 76Z" ${outlined(color)}/>`,
    [100, 124, 148]
      .map(
        (y) =>
          `<path d="M${96 + (y - 100) / 6} ${y}h18" stroke="${shade(color, -0.3)}" stroke-width="3" stroke-linecap="round"/>`,
      )
      .join(''),
  ].join('');

/** Jalapeño and serrano: a long curved pod. `accent` sets how slim it is. */
export const chili: Draw = ({ color, leaf: stemColor = '#3f7d2a', accent = '1' }) => {
  const width = Number(accent);
  return [
    `<g transform="translate(120 130) scale(${width} 1) translate(-120 -130)">`,
    `<path d="M70 84C64 130 104 182 178 196C188 198 190 188 182 184C128 160 108 124 110 84C108 70 74 70 70 84Z" ${outlined(color)}/>`,
    gloss(86, 112, 7, 20, -15),
    '</g>',
    `<path d="M90 80q0-18 18-30" stroke="${stemColor}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    `<ellipse cx="90" cy="80" rx="22" ry="9" fill="${stemColor}"/>`,
  ].join('');
};

export const poblano: Draw = ({ color, leaf: stemColor = '#3f7d2a' }) =>
  [
    `<path d="M64 90C60 60 116 62 140 76C176 96 196 150 170 196C164 204 156 198 156 190C150 160 130 140 102 132C80 126 66 112 64 90Z" ${outlined(color)}/>`,
    gloss(96, 94, 18, 8, 10),
    `<path d="M78 72q-6-16 8-30" stroke="${stemColor}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  ].join('');

export const habanero: Draw = ({ color, leaf: stemColor = '#3f7d2a' }) =>
  [
    `<path d="M78 96C78 70 162 70 162 96C170 140 150 184 126 196C118 200 112 194 112 186C104 178 72 150 78 96Z" ${outlined(color)}/>`,
    `<path d="M120 86q-4 50 4 104" stroke="${shade(color, -0.25)}" stroke-width="4" fill="none"/>`,
    gloss(98, 108, 8, 16, 10),
    `<path d="M120 80q0-20 14-32" stroke="${stemColor}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  ].join('');

export const corn: Draw = ({ color, leaf: husk = '#8fbf4a' }) => {
  const kernels = speckles(120, 120, 34, 80, 13);
  return [
    `<ellipse cx="120" cy="120" rx="36" ry="84" ${outlined(color)}/>`,
    dots(kernels, shade(color, 0.35), 4.5),
    `<path d="M120 204C80 180 66 140 76 96C96 130 104 170 120 204Z" ${outlined(husk)}/>`,
    `<path d="M120 204C160 180 174 140 164 96C144 130 136 170 120 204Z" ${outlined(shade(husk, -0.1))}/>`,
  ].join('');
};

/** Lettuce, spinach, chard: layered leaves fanning out. */
export const leafy: Draw = ({ color, accent }) =>
  [
    [-60, -30, 30, 60, 0]
      .map((angle, index) => {
        const tone = shade(color, index % 2 ? -0.12 : 0.05);
        const shape = `<path d="M120 200C70 170 62 100 92 64C106 48 134 48 148 64C178 100 170 170 120 200Z" ${outlined(tone)}/>`;
        const rib = `<path d="M120 196V70" stroke="${accent ?? shade(color, 0.45)}" stroke-width="5" stroke-linecap="round"/>`;
        return `<g transform="rotate(${angle * 0.7} 120 200)">${shape}${rib}</g>`;
      })
      .join(''),
  ].join('');

/** Herbs sold by the bunch: stems with small leaves, tied with a string. */
export const herbs: Draw = ({ color, accent = '#c8a25a' }) =>
  [
    [-36, -18, 0, 18, 36]
      .map((dx) => {
        const stalk = `<path d="M120 204Q${120 + dx / 2} 140 ${120 + dx} 78" stroke="${shade(color, -0.2)}" stroke-width="4" fill="none"/>`;
        const tip = [0, 18, 36]
          .map((dy) => leaf(120 + dx * (1 - dy / 130), 80 + dy, dx < 0 ? 200 : -20, color, 0.5))
          .join('');
        return stalk + tip;
      })
      .join(''),
    `<rect x="104" y="160" width="32" height="10" rx="4" fill="${accent}"/>`,
  ].join('');

export const bulb: Draw = ({ color, accent = shade(color, -0.2) }) =>
  [
    `<path d="M120 54C126 80 176 100 176 150C176 186 150 200 120 200C90 200 64 186 64 150C64 100 114 80 120 54Z" ${outlined(color)}/>`,
    [-26, 0, 26]
      .map(
        (dx) =>
          `<path d="M120 64Q${120 + dx * 1.6} 130 ${120 + dx} 196" stroke="${accent}" stroke-width="3" fill="none"/>`,
      )
      .join(''),
    gloss(96, 140, 10, 24, 10),
    `<path d="M110 200q10 10 20 0" stroke="#b89a6a" stroke-width="4" fill="none"/>`,
  ].join('');

export const broccoli: Draw = ({ color, accent = '#8cbf5a' }) =>
  [
    `<path d="M104 204l6-70h20l6 70Z" ${outlined(accent)}/>`,
    [
      [84, 110],
      [120, 90],
      [156, 110],
      [100, 130],
      [140, 130],
      [120, 116],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="34" ${outlined(shade(color, (x ?? 0) % 3 ? 0 : -0.08))}/>`)
      .join(''),
  ].join('');

export const nopal: Draw = ({ color, accent = '#f4e7b0' }) =>
  [
    `<ellipse cx="120" cy="122" rx="62" ry="84" transform="rotate(12 120 122)" ${outlined(color)}/>`,
    dots(speckles(120, 122, 56, 80, 22), accent, 3),
    gloss(96, 90, 10, 22, 15),
  ].join('');

export const beans: Draw = ({ color }) =>
  [-34, -12, 10, 32]
    .map((dx, index) => {
      const tone = shade(color, index % 2 ? -0.1 : 0.05);
      return `<path d="M${96 + dx} 60C${150 + dx} 90 ${150 + dx} 160 ${110 + dx} 206" stroke="${tone}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    })
    .join('');

/** Potato, sweet potato, jicama, beetroot, radish: a knobbly root, with leaves when `leaf` is given. */
export const root: Draw = ({ color, accent, leaf: leafColor }) =>
  [
    leafColor ? [-25, 0, 25].map((dx) => leaf(120, 84, -90 + dx, leafColor, 0.9)).join('') : '',
    `<path d="M70 120C66 86 110 74 140 80C176 88 186 130 170 164C154 200 94 202 76 170C70 158 72 140 70 120Z" ${outlined(color)}/>`,
    accent ? dots(speckles(124, 138, 46, 50, 20), accent, 3) : '',
    gloss(96, 112, 14, 8, -20),
  ].join('');

/** Husk tomato: a round fruit in its papery husk. */
export const tomatillo: Draw = ({ color, accent = '#d9d49a' }) =>
  [
    `<circle cx="120" cy="132" r="62" ${outlined(color)}/>`,
    `<path d="M120 66C90 70 66 96 62 124C84 110 100 92 120 66ZM120 66C150 70 174 96 178 124C156 110 140 92 120 66Z" ${outlined(accent)}/>`,
    gloss(100, 140, 12, 8, -20),
  ].join('');

/** Zucchini and cucumber: long, with faint stripes. */
export const squash: Draw = ({ color, accent = shade(color, 0.3) }) =>
  [
    `<rect x="36" y="98" width="168" height="56" rx="28" transform="rotate(-20 120 126)" ${outlined(color)}/>`,
    [-14, 0, 14]
      .map((dy) => `<path d="M58 ${146 + dy}L180 ${102 + dy}" stroke="${accent}" stroke-width="3" opacity=".6"/>`)
      .join(''),
    `<rect x="192" y="74" width="22" height="14" rx="5" transform="rotate(-20 203 81)" fill="#6b8f3a"/>`,
  ].join('');

/** Spring onions: long hollow leaves over small white bulbs. */
export const chives: Draw = ({ color, accent = '#f4f0e0' }) =>
  [-30, -12, 6, 24]
    .map((dx) => {
      const stalk = `<path d="M${120 + dx} 176Q${118 + dx * 1.3} 120 ${122 + dx * 1.8} 52" stroke="${color}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
      const bulb = `<ellipse cx="${120 + dx}" cy="186" rx="10" ry="14" ${outlined(accent)}/>`;
      return stalk + bulb;
    })
    .join('');
