// Hiding (protocol.md): before the last commitment of a sealed decision is in, nothing a peer
// receives reveals another player's choice; and no peer ever holds every other seat's decryption
// share for a deck position before the game reveals that card to it.
import { describe, expect, it } from 'vitest';
import { decodeLogEntry, encodeCanonical, toHex } from '../../crypto/index';
import type { MessageHandler, Transport } from '../net/transport';
import { InMemoryGame, seedBytes } from './harness';
import { decodeMessage } from './wire';

/** A transport that shows every delivered message to `before`, then the session, then `after`. */
function tapped(inner: Transport, before: (bytes: Uint8Array) => void, after: (bytes: Uint8Array) => void): Transport {
  return {
    ...inner,
    self: inner.self,
    onMessage: (handler: MessageHandler) =>
      inner.onMessage((from, bytes) => {
        before(bytes);
        handler(from, bytes);
        after(bytes);
      }),
  };
}

const entryOf = (bytes: Uint8Array) => {
  const m = decodeMessage(bytes, 3);
  if (!m.ok || m.value.t !== 'entry') return null;
  const e = decodeLogEntry(m.value.e);
  return e.ok ? e.value : null;
};

const contains = (hay: Uint8Array, needle: Uint8Array) => toHex(hay).includes(toHex(needle));

describe('hiding', () => {
  it('reveals no sealed choice before every commitment is in, and no card before its reveal', () => {
    const beforeCommitments: Uint8Array[] = [];
    let sealedOver = false;
    const game: InMemoryGame = new InMemoryGame({
      players: 3,
      seed: seedBytes(21),
      faults: { delay: [1, 3] },
      syncInterval: 60,
      wrapTransport: (seat, t) =>
        tapped(
          t,
          (bytes) => {
            if (seat !== 0) return;
            const r = game.sessions[0]!.replica;
            sealedOver ||= r.hashes.length > 0 || (r.sealedRound()?.phase ?? 'commit') !== 'commit';
            if (!sealedOver) beforeCommitments.push(bytes);
          },
          () => undefined,
        ),
    });
    game.start();
    game.run({ until: () => game.sessions.every((s) => s.state.round >= 4), maxTime: 500_000 });
    expect(game.sessions[0]!.state.round).toBeGreaterThanOrEqual(4);
    // The other seats' first order placements, as they were opened later.
    const opened = game.sessions[0]!.entries().filter((e) => e.kind === 'open' && toHex(e.author) !== toHex(game.setup.seats[0]!.publicKey));
    const firstRound = opened.filter((e) => (e.body as { ref: string }).ref.includes('place-orders') && (e.body as { ref: string }).ref.endsWith('@0'));
    expect(firstRound).toHaveLength(2);
    expect(beforeCommitments.length).toBeGreaterThan(0);
    for (const bytes of beforeCommitments) {
      expect(entryOf(bytes)?.kind).not.toBe('open');
      for (const o of firstRound) expect(contains(bytes, encodeCanonical((o.body as { payload: unknown }).payload))).toBe(false);
    }
    // Every share that went out was asked for by the canonical order: for each position, any seat
    // holding every other seat's share is one the card was revealed to, publicly or privately.
    const replica = game.sessions[0]!.replica;
    const open = replica.expectations().filter((e) => e.kind === 'share').map((e) => e.ref);
    let positions = 0;
    for (const deck of replica.allDecks) {
      for (const [position, bySeat] of deck.shares) {
        positions++;
        for (const seat of [0, 1, 2]) {
          const couldOpen = [0, 1, 2].every((s) => s === seat || bySeat.has(s));
          const revealed = deck.opened.has(position) || deck.privatelyOpened.get(position)?.has(seat) === true || open.includes(`${deck.spec.deck}@${position}`);
          if (couldOpen) expect(revealed, `${deck.spec.deck}@${position} to seat ${seat}`).toBe(true);
        }
      }
    }
    expect(positions).toBeGreaterThan(3);
  }, 120_000);
});
