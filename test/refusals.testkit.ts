// Illegal moves for the refusal tests: from each pending decision of a position, its legal moves
// with one field changed (another house, another area, another card, a number out of range, a
// value of the wrong type), each refused or not by the engine. Deterministic: the same positions
// always give the same moves.
import { AREA_IDS, HOUSE_CARD_IDS, HOUSES, ORDER_TOKEN_IDS, UNIT_TYPES, apply, choices, pending, sampleMove, type Decision, type GameState, type Move } from '../engine/index';
import { createDrbg } from '../crypto/drbg';

export interface Refusal {
  readonly decision: Decision;
  readonly move: Move;
  /** The rule the engine cited, or null when it accepted the move. */
  readonly rule: string | null;
  readonly message: string;
  /** The move answers a pending decision by kind and house: a refusal must name a specific rule. */
  readonly answering: boolean;
}

/** Values to put in a field in place of the legal one. */
function substitutes(field: string, value: unknown): unknown[] {
  if (typeof value === 'boolean') return [!value, 'yes'];
  if (typeof value === 'number') return [value + 1, -1, 99, 1.5, '1'];
  if (field === 'house' || field === 'pick' || field === 'for') return [...HOUSES, 'nobody'];
  if (field === 'card') return [HOUSE_CARD_IDS[0], HOUSE_CARD_IDS[20], 'no-such-card', null];
  if (field === 'token') return [...ORDER_TOKEN_IDS.slice(0, 4), 'march-plus-9'];
  if (field === 'unit') return [...UNIT_TYPES, 'dragon'];
  if (typeof value === 'string' || value === null) return [AREA_IDS[0], AREA_IDS[13], AREA_IDS[40], 'atlantis', null, 7];
  if (Array.isArray(value)) return [[], [...value, ...value], 'all'];
  return [null];
}

function* variants(move: Move): Generator<Move> {
  for (const [field, value] of Object.entries(move)) {
    if (field === 'kind') continue;
    for (const other of substitutes(field, value)) {
      if (JSON.stringify(other) === JSON.stringify(value)) continue;
      yield { ...move, [field]: other } as Move;
    }
  }
}

/** Every changed move of every pending decision of `state`, with the engine's answer. */
export function refusalsOf(state: GameState, seed: number): Refusal[] {
  const rng = createDrbg(new Uint8Array(32).fill(seed % 256), 'refusals');
  const out: Refusal[] = [];
  for (const decision of pending(state)) {
    const space = choices(state, decision);
    const legal = space.type === 'one-of' ? space.moves.slice(0, 4) : [sampleMove(space, (n) => rng.int(n))];
    for (const move of legal) {
      for (const v of variants(move)) {
        const answering = pending(state).some((d) => d.kind === v.kind && (d.house ?? null) === ((v as { house?: unknown }).house ?? null));
        try {
          apply(state, v);
          out.push({ decision, move: v, rule: null, message: '', answering });
        } catch (e) {
          const err = e as { name?: string; rule?: string; message?: string };
          if (err.name !== 'RuleViolation') throw new Error(`move ${JSON.stringify(v)} threw ${String(e)}`);
          out.push({ decision, move: v, rule: err.rule ?? null, message: err.message ?? '', answering });
        }
      }
    }
  }
  return out;
}
