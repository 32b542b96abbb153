// A prepared 3-player position for the browser test of a whole round: Lannister (the page's house)
// has two Knights and a Footman in Lannisport next to a lone Stark Footman in Riverrun, a Footman
// in Stoney Sept to raid from, and its ship in The Golden Sound; the rest is the rulebook's start.
// So the round holds, whatever the bots do: orders, a raid, a march into a battle Lannister wins,
// House cards, and Stark's retreat or loss.
import { invariantViolations, newGame, type GameState, type Unit } from '../../engine/index';

const unit = (house: Unit['house'], type: Unit['type']): Unit => ({ house, type, routed: false });

export function firstBattle(): GameState {
  const start = newGame({ players: 3 });
  const areas = {
    ...start.areas,
    lannisport: { ...start.areas.lannisport, units: [unit('lannister', 'footman'), unit('lannister', 'knight'), unit('lannister', 'knight')] },
    riverrun: { ...start.areas.riverrun, units: [unit('stark', 'footman')] },
  };
  const state: GameState = { ...start, areas };
  const problems = invariantViolations(state);
  if (problems.length > 0) throw new RangeError(`expected a legal prepared position, got: ${problems.join('; ')}`);
  return state;
}
