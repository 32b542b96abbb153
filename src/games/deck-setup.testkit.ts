// What the joint deck set-up costs at the start of a game, on a network where every message takes
// exactly one tick and nothing is lost (bots answer at once, so the ticks are message delays): the
// game is played until the Westeros I–III and Wildling decks all have a finished joint shuffle, or
// round 2 is over. Used by `npm run bench` (delays_deck_setup_6p) and deck-batch.test.ts.
import { decodeCanonical, decodeLogEntry, type LogEntry } from '../../crypto/index';
import type { Deck } from '../../engine/index';
import { InMemoryGame, seedBytes, agot } from './agot-harness';
import { isReady } from '../session/joint-deck';
import type { Agot } from './agot';

export interface DeckSetupCost {
  /** Ticks during which a set-up was in progress: per set-up (one `ref` of shuffle and lock entries), its first shuffle sent to its last lock arriving, summed. */
  readonly delays: number;
  /** How many set-ups (distinct refs) that took. */
  readonly setups: number;
  /** Shuffle and lock entries each peer broadcast (each goes to every other peer once). */
  readonly entriesPerPeer: number;
  /** Bytes of those broadcasts per peer (one copy; the mesh sends one to each other peer). */
  readonly bytesPerPeer: number;
  /** Whether the four decks were all set up when the measure stopped. */
  readonly allSetUp: boolean;
}

const START_DECKS: readonly Deck[] = ['westeros-1', 'westeros-2', 'westeros-3', 'wildling'];

export function deckSetupCost(players = 6, seed = players): DeckSetupCost {
  const spans = new Map<string, { first: number; last: number }>();
  let entries = 0;
  let bytes = 0;
  const g: InMemoryGame<Agot> = new InMemoryGame(agot({
    players,
    seed: seedBytes(seed),
    faults: { delay: [1, 1] },
    syncInterval: 1_000,
    wrapTransport: (_, t) => ({
      ...t,
      broadcast: (message) => {
        const e = entryOf(message);
        if (e !== null && (e.kind === 'shuffle' || e.kind === 'lock')) {
          const ref = String((e.body as { ref?: unknown }).ref);
          const now = g.network.now; // the tick being delivered: the entry arrives one tick later
          const span = spans.get(ref) ?? { first: now, last: now };
          spans.set(ref, { first: Math.min(span.first, now), last: Math.max(span.last, now) });
          entries++;
          bytes += message.length;
        }
        t.broadcast(message);
      },
    }),
  }));
  const ready = () => START_DECKS.every((d) => g.sessions.every((s) => s.replica.allDecks.some((jd) => jd.engineDeck === d && isReady(jd))));
  g.start();
  g.run({ until: () => ready() || g.sessions[0]!.state.round >= 3, maxTime: 10_000_000 });
  const delays = [...spans.values()].reduce((n, s) => n + s.last + 1 - s.first, 0);
  return { delays, setups: spans.size, entriesPerPeer: entries / players, bytesPerPeer: bytes / players, allSetUp: ready() };
}

/** The log entry inside a session's message (wire.ts), if it is one. */
function entryOf(bytes: Uint8Array): LogEntry | null {
  const m = decodeCanonical(bytes);
  const e = m.ok ? (m.value as { t?: unknown; e?: unknown }) : null;
  if (e?.t !== 'entry' || !(e.e instanceof Uint8Array)) return null;
  const entry = decodeLogEntry(e.e);
  return entry.ok ? entry.value : null;
}
