// [WOTR-SCORE-*], [WOTR-CORR-01] Team scores and the victory check.
import { locationOf } from './piles';
import { SCENARIOS } from './scenarios';
import type { WotrState } from './state';
import type { Team } from './vocabulary';

/**
 * [WOTR-SCORE-01] A team's score: VP of its battlegrounds, plus its paths (Free Peoples) or its
 * corruption tokens (Shadow; face-down paths score 0). `final` adds [WOTR-SCORE-02] unused Ring tokens.
 */
export function score(s: Pick<WotrState, 'scoring' | 'locations' | 'seats' | 'scenario'>, team: Team, final = false): number {
  const area = s.scoring[team];
  let total = 0;
  for (const id of area.won) {
    const l = locationOf(s, id);
    if (l.kind === 'battleground' || team === 'fp') total += l.vp;
  }
  if (team === 'shadow') total += area.corruption;
  if (final)
    SCENARIOS[s.scenario].seats.forEach((spec, i) => {
      if (spec.team === team && spec.ringVp) total += s.seats[i]!.ringTokens;
    });
  return total;
}

/**
 * [WOTR-SCORE-10] The victory check (step 4): a lead of more than the scenario's margin wins at
 * once (Ring tokens not counted). [WOTR-SCORE-11] After the last path's combat, the final scores
 * decide and a tie goes to the Shadow. Returns the winner, or null when the game goes on.
 */
export function victoryCheck(s: Pick<WotrState, 'scoring' | 'locations' | 'seats' | 'scenario' | 'lastPathFought'>): Team | null {
  const margin = SCENARIOS[s.scenario].suddenDeathMargin;
  const fp = score(s, 'fp');
  const shadow = score(s, 'shadow');
  if (fp - shadow > margin) return 'fp';
  if (shadow - fp > margin) return 'shadow';
  if (!s.lastPathFought) return null;
  return score(s, 'fp', true) > score(s, 'shadow', true) ? 'fp' : 'shadow';
}
