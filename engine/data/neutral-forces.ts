// Neutral Force tokens by player count ([2E-FEW-05], OQ-03): a number is the token's strength,
// 'impassable' the "–" face that nobody may ever enter ([2E-NEUT-08]). No other area has one.
import type { AreaId } from './areas';
import type { PlayerCount } from './vocabulary';

export type NeutralForce = number | 'impassable';

export const NEUTRAL_FORCES: { readonly [n in PlayerCount]: readonly (readonly [AreaId, NeutralForce])[] } = {
  3: [
    ['dornish-marches', 'impassable'],
    ['highgarden', 'impassable'],
    ['kings-landing', 5],
    ['oldtown', 'impassable'],
    ['princes-pass', 'impassable'],
    ['pyke', 'impassable'],
    ['salt-shore', 'impassable'],
    ['starfall', 'impassable'],
    ['storms-end', 'impassable'],
    ['sunspear', 'impassable'],
    ['the-boneway', 'impassable'],
    ['the-eyrie', 6],
    ['three-towers', 'impassable'],
    ['yronwood', 'impassable'],
  ],
  4: [
    ['dornish-marches', 3],
    ['kings-landing', 5],
    ['oldtown', 3],
    ['princes-pass', 3],
    ['salt-shore', 3],
    ['starfall', 3],
    ['storms-end', 4],
    ['sunspear', 5],
    ['the-boneway', 3],
    ['the-eyrie', 6],
    ['three-towers', 3],
    ['yronwood', 3],
  ],
  5: [
    ['kings-landing', 5],
    ['princes-pass', 3],
    ['salt-shore', 3],
    ['starfall', 3],
    ['sunspear', 5],
    ['the-boneway', 3],
    ['the-eyrie', 6],
    ['three-towers', 3],
    ['yronwood', 3],
  ],
  6: [
    ['kings-landing', 5],
    ['the-eyrie', 6],
  ],
};
