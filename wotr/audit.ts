// [WOTR-HIO-17] The end-of-game audit: once every position is opened, check the hidden moves
// against the cards they really were. The protocol proves each reveal as it happens; what only
// an audit can check is what a seat kept hidden: that its deck held its list, that a card it
// declared non-reacting did not react ([WOTR-HIO-07]), that a card it said was already eliminated
// was ([WOTR-PROC-08]), and that every reshuffle kept its cards ([WOTR-HIO-12]).
import type { WotrRuleId } from './errors';
import { apply } from './game';
import type { Move } from './moves';
import { reacts } from './replacement';
import type { Ref, WotrState } from './state';

export interface AuditFinding {
  /** The move's index in the log (-1: the game's start). */
  readonly step: number;
  readonly rule: WotrRuleId;
  readonly message: string;
}

const sorted = (ids: readonly (string | undefined)[]): string => JSON.stringify([...ids].map((x) => x ?? '?').sort());

/**
 * Replays `moves` from `start` and checks them against `identity` (every ref's card, from the
 * opened positions). Returns the findings in log order; none for an honest game.
 */
export function auditGame(start: WotrState, moves: readonly Move[], identity: (ref: Ref) => string | undefined): AuditFinding[] {
  const findings: AuditFinding[] = [];
  const checkOps = (s: WotrState, step: number): void => {
    for (const op of s.ops) {
      if (op.op === 'new-deck' && sorted(op.refs.map(identity)) !== sorted(s.seats[op.seat]!.list))
        findings.push({ step, rule: 'WOTR-HIO-17', message: `seat ${op.seat}'s deck did not hold its list` });
      if (op.op === 'recycle' && sorted(op.from.map(identity)) !== sorted(op.to.map(identity)))
        findings.push({ step, rule: 'WOTR-HIO-12', message: `seat ${op.seat}'s reshuffle changed its cards` });
    }
  };
  checkOps(start, -1);
  let s = start;
  moves.forEach((m, step) => {
    const revealed: [Ref, string][] =
      m.kind === 'play' || ((m.kind === 'take' || m.kind === 'remove') && m.from !== 'none') ? [[m.ref, m.card]] : [];
    for (const [ref, card] of revealed)
      if (identity(ref) !== card) findings.push({ step, rule: 'WOTR-HIO-08', message: `card ${ref} was ${identity(ref) ?? '?'}, not ${card}` });
    const task = s.tasks[0];
    if (m.kind === 'declare' && task?.kind === 'declare')
      task.refs.forEach((ref, i) => {
        const said = m.cards[i];
        const was = identity(ref);
        if (said === null && was !== undefined && reacts(s, was, task.context))
          findings.push({ step, rule: 'WOTR-HIO-07', message: `card ${ref} was ${was}, which reacts, and was not revealed` });
        if (typeof said === 'string' && said !== was) findings.push({ step, rule: 'WOTR-HIO-08', message: `card ${ref} was ${was ?? '?'}, not ${said}` });
      });
    if (m.kind === 'remove' && m.from === 'none' && task?.kind === 'remove') {
      const gone = s.seats[m.seat]!.eliminated.some((p) => p.card === null && identity(p.ref) === task.card);
      if (!gone) findings.push({ step, rule: 'WOTR-PROC-08', message: `${task.card} was not among seat ${m.seat}'s eliminated cards` });
    }
    s = apply(s, m);
    checkOps(s, step);
  });
  return findings;
}
