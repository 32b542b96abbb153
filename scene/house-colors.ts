// House colours for units and tokens: the conventional colour of each house (Stark white, Lannister
// red, Baratheon yellow, Greyjoy black, Tyrell green, Martell orange), tuned so that every pair stays
// at least 25 ΔE apart for normal vision and under protanopia, deuteranopia and tritanopia
// (house-colors.test.ts, simulated with color-vision.ts). The old palette fell to 9.5 ΔE: Lannister
// and Tyrell under deuteranopia, Tyrell and Martell under protanopia. Tyrell's green is light and
// Lannister's red dark, so the two part by lightness where the hue is lost.
import type { ByHouse } from '../engine/data/vocabulary';

export const HOUSE_COLORS: ByHouse<number> = {
  stark: 0xeeeeee,
  lannister: 0xa90d13,
  baratheon: 0xfcd11c,
  greyjoy: 0x1e1e1e,
  tyrell: 0x17dc89,
  martell: 0xec732b,
};
