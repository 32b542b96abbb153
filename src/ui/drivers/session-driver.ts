// The session GameDriver: the same components play a peer-to-peer game through one seat's Session
// (src/session/). The Session owns the log, the network and the clock; this adapter only reads its
// replica and hands the player's moves to `Session.submit` for the turn the move answers. Nothing
// is applied here: the state, the log and every private card come from what the session consumed
// and saw, so the page shows exactly what this peer holds (style rule 12).
import { apply, pending, type Decision, type House, type Move } from '../../../engine/index';
import { answers } from '../../../engine/decisions';
import type { Session, Turn } from '../../session/session';
import { commitmentOf, isBotted } from '../../session/sealed-round';
import { topOf } from '../../session/joint-deck';
import { drawnHouses } from '../../session/setup';
import { NO_PRIVATE_CARDS, type GameDriver, type PrivateCards } from './game-driver';
import { signedLogFile } from './replica-view';
import type { SeatClock } from './table-clocks';
import { haltSummary, replicaLog, SessionHalted } from './replica-view';
import { ReplicaClocks } from './table-clocks';
import type { SubstituteOffers } from '../../play/substitute-offer';
import { fromHex } from '../../../crypto/index';
import type { Agot } from '../../games/agot';

export { SessionHalted } from './replica-view';

export interface SessionDriverOptions {
  /** Close the session when the driver is disposed (default false: the caller owns the session). */
  readonly closeOnDispose?: boolean;
  /** Called by `dispose`, after the driver let go of the session (the caller's own clean-up). */
  readonly onDispose?: () => void;
  /** This page's clock, for `deadline()` (default Date.now; style rule 23). */
  readonly now?: () => number;
  /** The substitutes that offered this page to take an absent seat (shown beside its clock); none by default. */
  readonly offers?: Pick<SubstituteOffers, 'keys' | 'onChange'> | null;
}

export function createSessionDriver(session: Session<Agot>, options: SessionDriverOptions = {}): GameDriver {
  const { replica } = session;
  const me: House = replica.setup.seats[session.seat]!.house;
  const listeners = new Set<() => void>();
  /** My decision the session waits for now, as announced by onTurn (stale once consumed). */
  let turn: Turn<Agot> | null = null;
  /** When the session asked for `turn` (this page's clock). */
  let askedAt = 0;
  const now = options.now ?? (() => Date.now());
  /** Sealed moves I handed in, by ref: the session keeps only their commitment in the log. */
  const handedIn = new Map<string, Move>();
  let failure: SessionHalted | null = null;

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const offTurn = session.onTurn((t) => {
    turn = t;
    askedAt = now();
    notify();
  });
  // Every seat's clock starts when this page first sees what the table waits for.
  const clocks = new ReplicaClocks(replica, now, session.seat);
  const offChange = session.onChange(() => {
    clocks.observe();
    notify();
  });
  const offers = options.offers ?? null;
  const offOffers = offers?.onChange(notify) ?? (() => undefined);

  /**
   * The refs of my pending sealed decisions that are settled for now: committed (by me), or given
   * to the timeout bot because my commitment came too late. Empty outside a sealed round.
   */
  const settledRefs = (): { committed: Set<string>; botted: Set<string> } => {
    const round = replica.sealedRound();
    const committed = new Set<string>();
    const botted = new Set<string>();
    if (round === null) return { committed, botted };
    for (const d of pending(session.state)) {
      const ref = replica.refOf(d);
      if (d.house !== me || !d.sealed || !round.refs.includes(ref)) continue;
      if (isBotted(round, ref)) botted.add(ref);
      else if (commitmentOf(round, ref) !== null) committed.add(ref);
    }
    return { committed, botted };
  };

  /** What the game waits for; a decision of mine only once the session asks me, and not once committed. */
  const pendingAll = (): readonly Decision[] => {
    const { committed, botted } = settledRefs();
    // A decision of mine shows once the session asks for it (after the private reveal a Raven
    // look needs, or a reload's catching up), and no longer once its commitment is in.
    const asked = (d: Decision) => turn !== null && turn.ref === replica.refOf(d) && !committed.has(turn.ref) && !botted.has(turn.ref);
    return pending(session.state).filter((d) => d.house !== me || asked(d));
  };
  const pendingMine = (): readonly Decision[] => pendingAll().filter((d) => d.house === me);

  /** My current turn, if the move answers its decision and the session still waits for it. */
  const turnFor = (move: Move): Turn<Agot> | null => {
    if (turn === null || !answers(move, turn.decision)) return null;
    const current = pending(session.state).some((d) => d.id === turn!.decision.id && replica.refOf(d) === turn!.ref);
    const { committed, botted } = settledRefs();
    return current && !committed.has(turn.ref) && !botted.has(turn.ref) ? turn : null;
  };

  /** When my decision the session asked for goes to the timeout bot, counted from when it asked. */
  const deadline = (): number | null => {
    const t = turn;
    if (t === null || !pendingMine().some((d) => replica.refOf(d) === t.ref)) return null;
    return askedAt + replica.setup.deadlines[t.decision.sealed ? 'sealed' : 'move'];
  };

  // The log is rebuilt lazily from the replica's moves: a page loaded mid-game gets the whole history.
  const extendLog = replicaLog(replica);

  return {
    state: () => session.state,
    me: () => me,
    pending: (): readonly Decision[] => pendingAll(),
    sealed(): readonly Move[] {
      return [...settledRefs().committed].flatMap((ref) => {
        const move = handedIn.get(ref);
        return move === undefined ? [] : [move];
      });
    },
    submit(move: Move): Promise<void> {
      try {
        const t = turnFor(move);
        if (t === null) throw new TypeError(`expected a move answering a decision of ${me} that the game waits for now, got ${move.kind}: it is not ${me}'s turn`);
        apply(session.state, move); // throws the engine's RuleViolation; nothing is signed then
        const r = session.submit(t.ref, move);
        if (!r.ok) throw new TypeError(`expected the session to take ${move.kind} for ${t.ref}, got ${r.error.code}`);
        if (t.decision.sealed) handedIn.set(t.ref, move);
        notify();
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    log: extendLog,
    failure(): Error | null {
      if (session.status === 'diverged') {
        // Two or more other seats signed a state this page does not compute, even after a resync: its build differs.
        failure ??= new SessionHalted('The game stopped here: this page computed another state than the other players signed, even after re-reading their signed moves (its rules build differs); nobody is blamed', [], 'seat');
        return failure;
      }
      if (session.status !== 'halted') return null;
      failure ??= new SessionHalted(`The game halted: ${haltSummary(replica, session.proofs)}`, session.proofs);
      return failure;
    },
    privateCards: () => privateCardsOf(session, me),
    deadline,
    leftToBot: () => session.leftToBot(),
    exportLog: () => signedLogFile(replica, session.exportLog()),
    drawnHouses: () => drawnHouses(replica.setup),
    awaitingSeat: () => session.substitute && !session.holdsSeat() && replica.handedAway(session.seat, session.key) === null,
    seatLost: () => replica.handedAway(session.seat, session.key),
    replaceSeat(house: House, to?: string): boolean {
      const taker = to === undefined ? 'bot' : /^[0-9a-f]{64}$/.test(to) ? fromHex(to) : null;
      if (taker === null) return false;
      const ok = session.voteReplace(replica.seatOf(house), taker).ok;
      if (ok) notify();
      return ok;
    },
    clocks(): readonly SeatClock[] {
      // My own clock is the one my decision panel counts down: from when the session asked me.
      const mine = deadline();
      return clocks.clocks().map((c) => {
        const clock = c.house === me && mine !== null ? { ...c, deadline: mine } : c;
        if (clock.absent === undefined || offers === null) return clock;
        return { ...clock, absent: { ...clock.absent, offered: offers.keys(replica.seatOf(c.house)) } };
      });
    },
    dispose() {
      offTurn();
      offChange();
      offOffers();
      listeners.clear();
      if (options.closeOnDispose === true) session.close();
      options.onDispose?.();
    },
  };
}

/** What this seat's session opened privately and is still hidden from the others ([2E-HID-08]). */
function privateCardsOf(session: Session<Agot>, me: House): PrivateCards {
  const { replica } = session;
  const wildling = replica.deck('wildling');
  // 2E-INF-11: the card this seat saw with the Raven, as long as that position is on top.
  const wildlingTop = wildling === undefined || wildling.stale ? null : session.privateCard(wildling.spec.deck, topOf(wildling));
  const tides = replica.deck('tides-of-battle');
  const dealt = tides === undefined || tides.stale ? undefined : tides.dealt[me];
  // 2E-TOB-04: my card of this combat, until its public reveal ([2E-TOB-06]).
  const tidesCard = tides === undefined || dealt === undefined || tides.opened[dealt] != null ? null : session.privateCard(tides.spec.deck, dealt);
  return wildlingTop === null && tidesCard === null ? NO_PRIVATE_CARDS : { wildlingTop, tidesCard };
}
