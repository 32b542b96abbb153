// Every seat's clock, for everyone at the table to see: whom the game waits for, whether a house
// has already sealed its choice, and when each open decision goes to the timeout bot. Read from
// what a page already holds — the replica's expectations for a networked game (a seat's page or a
// watcher's), the engine's pending decisions for a local one — never decided here.
import { pending, type Decision, type GameState, type House } from '../../../engine/index';
import { isStopped } from '../../session/fold-status';
import type { Replica } from '../../session/replica';
import { expectationKey, type Expectation } from '../../session/expectation';
import { isBotted } from '../../session/sealed-round';
import type { Agot } from '../../games/agot';

/**
 * Where a seat stands on the decision the table is at now:
 * - `deciding`: the game waits for this house's choice;
 * - `thinking`: the same, and this page's bot for the house is working it out (a local game);
 * - `sealed`: its sealed choice is in, face down, until every house's is;
 * - `page`: the game waits for its page's own part of the protocol (a deck share, an
 *   opening) — instant when the page is online, so a long wait here means it is away;
 * - `timed-out`: it missed its deadline and the timeout bot answered for it;
 * - `replaced`: the other seats handed it to the timeout bot for the rest of the game (session README, "Replacing a seat");
 * - `idle`: nothing is asked of it now.
 */
export type SeatWait = 'deciding' | 'thinking' | 'sealed' | 'page' | 'timed-out' | 'replaced' | 'idle';

/** A seat absent now (timed out and not back): the votes to hand it to the bot for good, and how many it takes. */
export interface SeatAbsence {
  readonly votes: number;
  readonly needed: number;
  /** Whether this page's seat has voted (false for a spectator). */
  readonly voted: boolean;
  /**
   * Whom the votes so far name: `'bot'` or a substitute's key in hex (Replica.replaceTakers). Every
   * vote must name the same taker and nobody can vote twice, so once one is named a page offers
   * that one alone; two or more: the votes disagree and nobody takes the seat in this absence.
   */
  readonly named: readonly string[];
  /** The substitutes that offered themselves to this page, by key in hex, newest first (substitute-offer.ts). */
  readonly offered: readonly string[];
}

export interface SeatClock {
  readonly house: House;
  readonly wait: SeatWait;
  /** When this seat's open step goes to the timeout bot or a vote (this page's clock, ms since the epoch); null: no limit. */
  readonly deadline: number | null;
  /** Set while the seat is absent in a networked game (never in a local one). */
  readonly absent?: SeatAbsence;
}

/** Whether the table waits for this seat now. */
export const isWaitedFor = (c: SeatClock): boolean => c.wait === 'deciding' || c.wait === 'thinking' || c.wait === 'page';

/** The houses whose sealed choice is in. */
export const sealedHouses = (clocks: readonly SeatClock[]): House[] => clocks.filter((c) => c.wait === 'sealed').map((c) => c.house);

/**
 * The pending decisions of houses still to answer: a house that sealed its choice (or whose choice
 * went to the timeout bot) is no longer waited for, though the engine lists its decision until the
 * openings. Without clocks (an empty list) everything pending is.
 */
export function stillToAnswer(decisions: readonly Decision[], clocks: readonly SeatClock[]): readonly Decision[] {
  const settled = new Set(clocks.filter((c) => c.wait === 'sealed' || c.wait === 'timed-out').map((c) => c.house));
  return settled.size === 0 ? decisions : decisions.filter((d) => d.house === null || !settled.has(d.house));
}

/**
 * The clocks of a local game (bots in the page): no deadlines; a house is `sealed` once its sealed
 * move is chosen (`chosen`: mine handed in, the bots' drawn), `thinking` while its bot works on a
 * pending decision (`thinking`), `deciding` while its decision is otherwise pending.
 */
export function localClocks(state: GameState, chosen: ReadonlySet<House>, thinking: ReadonlySet<House> = new Set()): SeatClock[] {
  const open = pending(state);
  return state.options.houses.map((house) => {
    const mine = open.filter((d) => d.house === house);
    const wait: SeatWait = mine.length === 0 ? 'idle' : mine.every((d) => d.sealed) && chosen.has(house) ? 'sealed' : thinking.has(house) ? 'thinking' : 'deciding';
    return { house, wait, deadline: null };
  });
}

/**
 * The clocks of a networked game, read from a replica (a seat's or a watcher's). Each open
 * expectation's deadline is counted from when this page first saw it — as each peer's own vote
 * timer is — so call `observe` on every change of the replica. The memory holds only the
 * expectations open now.
 */
export class ReplicaClocks {
  /** When this page first saw each expectation still open (page clock). */
  readonly #seen = new Map<string, number>();

  constructor(
    private readonly replica: Replica<Agot>,
    private readonly now: () => number = () => Date.now(),
    /** This page's seat (its votes are marked), or null for a watcher. */
    private readonly voter: number | null = null,
  ) {}

  /** Notes the expectations open now, forgetting those that closed. */
  observe(): readonly Expectation[] {
    const open = isStopped(this.replica.status) ? [] : this.replica.expectations();
    const keys = new Set(open.map(expectationKey));
    for (const key of this.#seen.keys()) if (!keys.has(key)) this.#seen.delete(key);
    const t = this.now();
    for (const key of keys) if (!this.#seen.has(key)) this.#seen.set(key, t);
    return open;
  }

  /** The sealed round the table is at, if it is at one (a finished round is not kept, but be sure). */
  private currentRound(): ReturnType<Replica<Agot>['sealedRound']> {
    const round = this.replica.sealedRound();
    if (round === null) return null;
    const now = pending(this.replica.state).map((d) => this.replica.refOf(d));
    return round.refs.some((r) => now.includes(r)) ? round : null;
  }

  clocks(): SeatClock[] {
    const open = this.observe();
    const { setup } = this.replica;
    const round = this.currentRound();
    return setup.seats.map(({ house }, seat): SeatClock => {
      // Handed to the bot (out of the game); a seat handed to a substitute plays on, its clock like any other.
      if (this.replica.isReplaced(seat) && this.replica.fold.excluded[seat] === true) return { house, wait: 'replaced', deadline: null };
      const absence = this.absence(seat);
      const exp = open.find((e) => e.seat === seat);
      if (exp !== undefined) {
        const deadline = this.#seen.get(expectationKey(exp))! + setup.deadlines[exp.deadline];
        return { house, wait: exp.kind === 'move' || exp.kind === 'commit' ? 'deciding' : 'page', deadline, ...absence };
      }
      const refs = round === null ? [] : round.refs.filter((_, i) => round.seats[i] === seat);
      if (refs.length > 0 && refs.every((r) => isBotted(round!, r))) return { house, wait: 'timed-out', deadline: null, ...absence };
      if (refs.length > 0) return { house, wait: 'sealed', deadline: null, ...absence };
      return { house, wait: 'idle', deadline: null, ...absence };
    });
  }

  /** The seat's absence, if it is absent: a replacement needs every other seat not excluded (or, several gone at once, the present ones). */
  private absence(seat: number): { absent?: SeatAbsence } {
    if (isStopped(this.replica.status) || this.replica.absentSince(seat) === null) return {};
    const needed = this.replica.replaceNeeded(seat);
    const voters = this.replica.replaceVoters(seat);
    return { absent: { votes: voters.length, needed, voted: this.voter !== null && voters.includes(this.voter), named: this.replica.replaceTakers(seat), offered: [] } };
  }
}
