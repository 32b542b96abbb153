// War of the Ring's words: the steps the decision panel offers for a move, and the log's lines,
// from the catalogue (English, and Serbian from its glossary: the Serbian rulebook's names).
import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves, newGame, type Move } from '../../../wotr/index';
import { WOTR_PREVIEW_CONFIG } from '../../games/wotr-preview';
import { SR } from '../../i18n/catalogues/sr';
import { useCatalogue } from '../../i18n/translate';
import { WotrLog } from './wotr-log';
import { cardName, eventText, explanations, moveSteps, moveText } from './wotr-words';

afterEach(() => useCatalogue('en', {}));

describe('the WotR words', () => {
  const s = newGame(WOTR_PREVIEW_CONFIG);
  const gandalf = s.seats[1]!;
  const hand = gandalf.hand.map((ref, i) => ({ ref, card: ['frodo-baggins', 'sting', 'high-elves', 'elrond', 'lembas', 'gimli', 'arwen'][i]! }));

  it('a setup cycle is a set of cards picked together; a play is four steps: the action, the card, where, how it is paid', () => {
    const cycle = legalMoves(s, 1, (ref) => hand.find((c) => c.ref === ref)?.card ?? null)[0]!;
    expect(moveSteps(s, cycle, hand)).toEqual([{ set: cycle.kind === 'setup-cycle' ? cycle.refs : [] }]);
    const play: Move = { kind: 'play', seat: 1, ref: hand[0]!.ref, card: 'frodo-baggins', to: { zone: 'reserve' }, cost: { cycle: hand[1]!.ref } };
    expect(moveSteps(s, play, hand).map((x) => ('label' in x ? x.label : 'set'))).toEqual(['Play a card', 'Frodo Baggins', 'to your reserve', 'by cycling Sting']);
    expect(moveSteps(s, { kind: 'pass', seat: 1 }, hand)).toEqual([{ key: 'action:pass', label: 'Pass' }]);
  });

  it('the log tells a play with its card and where it went, in the third person, and the rounds', () => {
    expect(moveText(s, { kind: 'play', seat: 1, ref: hand[0]!.ref, card: 'frodo-baggins', to: { zone: 'reserve' }, cost: { cycle: hand[1]!.ref } })).toBe('Gandalf plays Frodo Baggins to their reserve');
    expect(moveText(s, { kind: 'pass', seat: 0 })).toBe('Balrog of Moria passes');
    const log = new WotrLog(WOTR_PREVIEW_CONFIG);
    expect(log.events.map(eventText)).toEqual(['Round 1']);
    expect(eventText({ kind: 'won', team: 'shadow', location: 'caradhras', faceDown: true })).toBe('The Shadow corrupts Caradhras: it is set aside face down');
    // A message per side, its verb agreeing with it.
    expect(eventText({ kind: 'won', team: 'shadow', location: 'caradhras', faceDown: false })).toBe('The Shadow wins Caradhras');
    expect(eventText({ kind: 'won', team: 'fp', location: 'caradhras', faceDown: false })).toBe('The Free Peoples win Caradhras');
    expect(eventText({ kind: 'winner', team: 'shadow' })).toBe('The Shadow wins the game');
    expect(eventText({ kind: 'winner', team: 'fp' })).toBe('The Free Peoples win the game');
  });

  it('explains each term a step offers in a line, in the rules\' sense: cycle, forsake, winnow, eliminate, a play\'s cost', () => {
    const cycle = 'To cycle a card is to put it face down on your cycle pile: when your deck runs out, that pile is shuffled into your new deck.';
    const winnow = 'To winnow is to eliminate 2 cards from your hand (out of the game) and draw 1 from your deck.';
    const forsake = 'To forsake a card is to eliminate it (from your hand, your reserve or, unseen, the top of your deck): it goes to your eliminated pile, out of the game.';
    const cost = 'Playing a card costs a second card from your hand, cycled at the same time; with no other card in hand, you forsake one instead.';
    const eliminate = 'An eliminated card goes to your eliminated pile, out of the game for good.';
    expect(explanations('setup-cycle', [], [])).toEqual([cycle]);
    // A turn: the actions offered name cycling and winnowing; once Winnow is chosen, its line stays over the cards to pick.
    expect(explanations('turn', [], ['action:play', 'action:cycle', 'action:winnow'])).toEqual([cycle, winnow]);
    expect(explanations('turn', [], ['action:play', 'action:pass'])).toEqual([]);
    expect(explanations('turn', ['action:winnow'], [])).toEqual([winnow]);
    // How a play is paid: its cost, then cycling or forsaking as offered (the keys as moveSteps makes them).
    const play: Move = { kind: 'play', seat: 1, ref: hand[0]!.ref, card: 'frodo-baggins', to: { zone: 'reserve' }, cost: { cycle: hand[1]!.ref } };
    const [action, card, target, paid] = moveSteps(s, play, hand).map((x) => ('key' in x ? x.key : ''));
    expect(explanations('turn', [action!, card!, target!], [paid!])).toEqual([cost, cycle]);
    expect(explanations('turn', [action!, card!, target!], [`cost:${JSON.stringify({ forsake: 'deck-top' })}`])).toEqual([cost, forsake]);
    expect(explanations('ring-discard', [], [`cost:${JSON.stringify({ cycle: 3 })}`])).toEqual([cycle, eliminate]);
    expect(explanations('casualties', [], [])).toEqual([eliminate]);
    expect(explanations('combat-order', [], ['location:moria'])).toEqual([]);
  });

  it('speaks Serbian with the Serbian rulebook\'s names of the cards and seats', () => {
    useCatalogue('sr', SR);
    expect(cardName(s, 'frodo-baggins')).toBe('Frodo Bagins');
    expect(moveText(s, { kind: 'pass', seat: 0 })).toBe('Balrog od Morije preskače potez');
    expect(eventText({ kind: 'winner', team: 'fp' })).toBe('Pobeđuju Slobodni Narodi');
    expect(explanations('turn', [], ['action:winnow'])).toEqual(['Sejanje: odbacite dve karte iz ruke (van igre), zatim izvucite jednu kartu iz špila.']);
  });
});
