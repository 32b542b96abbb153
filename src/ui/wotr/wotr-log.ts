// What happened in a game of War of the Ring, as the log panel tells it: derived by replaying the
// engine's moves (`WotrTable.history`, public: each card it names was opened to everyone) from the
// game's start and comparing the states on both sides of each (style rule 12: written once, in the
// signed log; everything shown is derived from it).
import { apply, newGame, type Move, type Team, type WotrConfig, type WotrState } from '../../../wotr/index';

/** One line of the log. */
export type WotrEvent =
  | { readonly kind: 'round'; readonly round: number }
  | { readonly kind: 'move'; readonly move: Move; readonly before: WotrState }
  /** A location put in a team's scoring area (face down: a path the Shadow corrupted). */
  | { readonly kind: 'won'; readonly team: Team; readonly location: string; readonly faceDown: boolean }
  | { readonly kind: 'corruption'; readonly count: number }
  | { readonly kind: 'winner'; readonly team: Team };

/** The log, kept up to date move by move: `follow(history)` takes the moves not seen yet. */
export class WotrLog {
  #state: WotrState;
  #seen = 0;
  readonly events: WotrEvent[] = [];

  constructor(config: WotrConfig) {
    this.#state = newGame(config);
    this.events.push({ kind: 'round', round: 1 });
  }

  /** Takes in the engine's moves after those already seen (the history only grows). */
  follow(history: readonly Move[]): void {
    for (; this.#seen < history.length; this.#seen++) {
      const move = history[this.#seen]!;
      const before = this.#state;
      const after = apply(before, move);
      this.#state = after;
      if (move.kind !== 'lot') this.events.push({ kind: 'move', move, before });
      for (const team of ['fp', 'shadow'] as const) {
        const was = before.scoring[team];
        const now = after.scoring[team];
        for (const id of now.won.filter((x) => !was.won.includes(x))) this.events.push({ kind: 'won', team, location: id, faceDown: false });
        for (const id of now.faceDown.filter((x) => !was.faceDown.includes(x))) this.events.push({ kind: 'won', team, location: id, faceDown: true });
        if (now.corruption > was.corruption) this.events.push({ kind: 'corruption', count: now.corruption - was.corruption });
      }
      if (after.winner !== null && before.winner === null) this.events.push({ kind: 'winner', team: after.winner });
      else if (after.round !== before.round) this.events.push({ kind: 'round', round: after.round });
    }
  }

  /** The engine state after the moves seen. */
  get state(): WotrState {
    return this.#state;
  }
}
