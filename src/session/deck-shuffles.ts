// New joint shuffles (README, "Deck flow", "Batches"): when a draw needs one, and the batch it is
// set up in. When a deck of the policy's `batched` list needs a new joint shuffle, every other deck
// of that list that has none yet, or a stale one, and cards left in the game, gets its new one in
// the same set-up: within one deck the seats' order is sequential by construction (each shuffles
// the previous output), so each seat's one `shuffle` entry carries its shuffle of every deck of the
// batch, then each seat's one `lock` entry its locks: 2n message delays for the batch instead of 2n
// per deck. Any other deck is set up alone.
import { specCardIds, newJointDeck, remainingCards, type JointDeck } from './joint-deck';
import { deckOf, type DeckContext, type DeckFlow } from './deck-state';

/** The name of a batch in entries and expectation keys: its decks' spec names, joined by '+'. */
export function batchRef(jd: JointDeck): string {
  return jd.batch.join('+');
}

/** The decks of `jd`'s batch, in batch order (each the current one of its deck while the batch is set up). */
export function batchOf(flow: DeckFlow, jd: JointDeck): JointDeck[] {
  return jd.batch.map((name) => {
    const found = flow.all.find((x) => x.spec.deck === name);
    if (found === undefined) throw new RangeError(`expected the joint deck ${name} of batch ${batchRef(jd)}`);
    return found;
  });
}

/**
 * A flow with a new joint shuffle when the deck has none, was reshuffled, or holds other cards; null
 * when the current one stands. The new one is batched (header): every other deck of the policy's
 * `batched` list with no joint shuffle yet, or a stale one, and cards left in the game, gets its new one too.
 */
export function ensureDeck(ctx: DeckContext, flow: DeckFlow, state: unknown, deck: string, cards: readonly string[], members: readonly number[]): DeckFlow | null {
  const jd = deckOf(flow, deck);
  const sorted = (a: readonly string[]) => [...a].sort().join('\u0000');
  if (jd !== undefined && !jd.stale && sorted(remainingCards(jd)) === sorted(cards)) return null;
  const batched = ctx.policy.batched;
  if (!batched.includes(deck)) return newDeck(ctx, flow, deck, cards, members);
  const batch = batched.flatMap((other) => {
    if (other === deck) return [{ deck, cards }];
    const current = deckOf(flow, other);
    if (current !== undefined && !current.stale) return [];
    const left = ctx.policy.cards(state, other, null);
    return left.length === 0 ? [] : [{ deck: other, cards: left }];
  });
  return newDecks(ctx, flow, batch, members);
}

export function newDeck(ctx: DeckContext, flow: DeckFlow, deck: string, cards: readonly string[], members: readonly number[]): DeckFlow {
  return newDecks(ctx, flow, [{ deck, cards }], members);
}

/** New joint shuffles, one per deck given, set up together (one batch) by `members`; each locks what the policy says. */
function newDecks(ctx: DeckContext, flow: DeckFlow, decks: readonly { readonly deck: string; readonly cards: readonly string[] }[], members: readonly number[]): DeckFlow {
  const named = decks.map(({ deck, cards }) => ({ deck, cards, name: `${deck}#${flow.all.filter((jd) => jd.engineDeck === deck).length}` }));
  const batch = named.map((x) => x.name);
  return named.reduce((f, { deck, cards, name }) => {
    const locked = ctx.policy.locked(deck);
    const spec = { game: ctx.game, deck: name, cards: specCardIds(cards), players: members.length, ...(locked === undefined ? {} : { locked }) };
    return { all: [...f.all, newJointDeck(deck, spec, members, batch)], current: { ...f.current, [deck]: f.all.length } };
  }, flow);
}
