// How a colour looks to people with the common colour-vision deficiencies, to check that the house
// colours stay apart (issue 20). The simulation is Machado, Oliveira and Fernandes (2009), "A
// physiologically-based model for simulation of color vision deficiency", severity 1.0 (complete
// dichromacy), applied to linear sRGB; distances are CIE76 ΔE in CIELAB (D65).

export const VISIONS = ['normal', 'protanopia', 'deuteranopia', 'tritanopia'] as const;
export type Vision = (typeof VISIONS)[number];

type Matrix = readonly [number, number, number, number, number, number, number, number, number];

/** Row-major 3 × 3 matrices on linear RGB (the paper's table, severity 1.0). */
const SIMULATION: { [v in Vision]: Matrix } = {
  normal: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
};

const toLinear = (byte: number): number => {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/** CIELAB (D65) of a 0xRRGGBB colour as seen with `vision`. */
export function labAs(hex: number, vision: Vision): readonly [number, number, number] {
  const [r, g, b] = [toLinear((hex >> 16) & 255), toLinear((hex >> 8) & 255), toLinear(hex & 255)];
  const m = SIMULATION[vision];
  const R = clamp01(m[0] * r + m[1] * g + m[2] * b);
  const G = clamp01(m[3] * r + m[4] * g + m[5] * b);
  const B = clamp01(m[6] * r + m[7] * g + m[8] * b);
  const x = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 ΔE between two colours as seen with `vision` (about 2.3 is just noticeable). */
export function distanceAs(a: number, b: number, vision: Vision): number {
  const p = labAs(a, vision);
  const q = labAs(b, vision);
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}
