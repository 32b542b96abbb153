// War of the Ring's words: the steps the decision panel offers for a move, and the log's lines,
// from the catalogue (English, and Serbian from its glossary: the Serbian rulebook's names).
import { afterEach, describe, expect, it } from 'vitest';
import { legalMoves, newGame, type Move } from '../../../wotr/index';
import { WOTR_PREVIEW_CONFIG } from '../../games/wotr-preview';
import { SR } from '../../i18n/catalogues/sr';
import { useCatalogue } from '../../i18n/translate';
import { WotrLog } from './wotr-log';
import { cardName, eventText, moveSteps, moveText } from './wotr-words';

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

  it('speaks Serbian with the Serbian rulebook\'s names of the cards and seats', () => {
    useCatalogue('sr', SR);
    expect(cardName(s, 'frodo-baggins')).toBe('Frodo Bagins');
    expect(moveText(s, { kind: 'pass', seat: 0 })).toBe('Balrog od Morije preskače potez');
    expect(eventText({ kind: 'winner', team: 'fp' })).toBe('Pobeđuju Slobodni Narodi');
  });
});
