// A copy of a combat frame made by one object literal, as state-copy.ts copies a state.
import type { CombatFrame } from './combat-data';

/**
 * The combat frame with some fields replaced, `{ ...frame, ...parts }` through one object literal
 * with the keys written out (in the order a pushed frame has them): a combat frame is copied at
 * almost every step, and V8 copies an object that was itself made by a spread on its slow path
 * (docs/performance.md, "The engine's copies").
 */
export function withCombat(f: CombatFrame, parts: Partial<CombatFrame>): CombatFrame {
  const copy: { -readonly [K in keyof CombatFrame]: CombatFrame[K] } = {
    kind: f.kind,
    area: f.area,
    attacker: f.attacker,
    defender: f.defender,
    from: f.from,
    marchToken: f.marchToken,
    attackers: f.attackers,
    step: f.step,
    support: f.support,
    initial: f.initial,
    chosen: f.chosen,
    cards: f.cards,
    bladeUsedBy: f.bladeUsedBy,
    final: f.final,
    victor: f.victor,
    casualties: f.casualties,
    skulls: f.skulls,
    abilitiesDone: f.abilitiesDone,
    resolved: f.resolved,
    ask: f.ask,
    flags: f.flags,
    tides: f.tides,
    tidesRedraw: f.tidesRedraw,
    id: f.id,
  };
  for (const key in parts) (copy as Record<string, unknown>)[key] = (parts as Record<string, unknown>)[key];
  return copy;
}
