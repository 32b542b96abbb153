// House colours for units and tokens: the conventional colour of each house, chosen to stay apart
// from each other and from the land and sea palette.
import type { ByHouse } from '../engine/data/vocabulary';

export const HOUSE_COLORS: ByHouse<number> = {
  stark: 0xe8e8e8,
  lannister: 0xc0262b,
  baratheon: 0xf2c230,
  greyjoy: 0x1c1c1c,
  tyrell: 0x3f9b3a,
  martell: 0xe07a1f,
};
