// Tides of Battle ([2E-TOB-01]–[2E-TOB-11]): the deck shuffled before every combat, a private draw
// for each combatant (the engine holds no card identity until the reveal, [2E-HID-08]), the Blade
// redraw, the reveal checked against the composition, strength and icons of every card kind,
// skulls hitting either side, Garrisons and The Blackfish immune, the cards back after the combat.
import { describe, expect, it } from 'vitest';
import type { HouseCardId } from './data/house-cards';
import { TIDES_CARD_IDS, TIDES_CARDS, type TidesCardId } from './data/tides-of-battle';
import type { House } from './data/vocabulary';
import { fight, tallyWith, type FightSpec } from './ability-test-support';
import { choices } from './choices';
import { asked, board, card, combatOf, findCombat, march, play, rejects, retreat, unitsIn } from './combat-test-support';
import type { Move } from './decisions';
import { pending } from './flow';
import type { GameState } from './state';
import { deepFreeze } from './test-support';

const tidesOn = (s: GameState): GameState => ({ ...s, options: { ...s.options, tidesOfBattle: true }, decks: { ...s.decks, 'tides-of-battle': { drawPile: 24, discard: [] } } });
const shuffle: Move = { kind: 'shuffle-deck', deck: 'tides-of-battle' };
const draw = (house: House): Move => ({ kind: 'draw-card', deck: 'tides-of-battle', for: house });
const reveal = (house: House, c: TidesCardId): Move => ({ kind: 'reveal-card', deck: 'tides-of-battle', card: c, for: house });

/** A combat with Tides of Battle, shuffled, both cards played and both Tides cards dealt. */
function dealt(spec: Omit<FightSpec, 'edit'>, attackerCard: HouseCardId, defenderCard: HouseCardId): GameState {
  const s = fight({ ...spec, edit: tidesOn });
  return play(s, shuffle, card(spec.attacker, attackerCard), card(spec.defender, defenderCard), draw(spec.attacker), draw(spec.defender));
}

describe('2E-TOB-01 / 2E-TOB-03 the 24 cards are shuffled before step 3 of every combat', () => {
  it('the dealer is asked before the House cards; then the deck holds 24', () => {
    const s = fight({ attacker: 'lannister', defender: 'stark', edit: (g) => ({ ...tidesOn(g), decks: { ...tidesOn(g).decks, 'tides-of-battle': { drawPile: 17, discard: [] } } }) });
    expect(pending(s).map((d) => [d.kind, d.house, d.kind === 'shuffle-deck' ? d.deck : null])).toEqual([['shuffle-deck', null, 'tides-of-battle']]);
    const shuffled = play(s, shuffle);
    expect(shuffled.decks['tides-of-battle']?.drawPile).toBe(24);
    expect(asked(shuffled)).toEqual(['choose-house-card lannister', 'choose-house-card stark']);
  });
  it('without the module nothing is asked', () => {
    expect(asked(fight({ attacker: 'lannister', defender: 'stark' }))).toEqual(['choose-house-card lannister', 'choose-house-card stark']);
  });
});

describe('2E-TOB-02 / 2E-TOB-04 / 2E-HID-08 after the House cards, each combatant draws privately', () => {
  const s = play(fight({ attacker: 'lannister', defender: 'stark', edit: tidesOn }), shuffle, card('lannister', 'the-hound'), card('stark', 'eddard-stark'));
  it('two dealer draws, one for each combatant, with no card in the move', () => {
    expect(pending(s).map((d) => (d.kind === 'draw-card' ? d.for : d.kind))).toEqual(['lannister', 'stark']);
    const [d] = pending(s);
    const space = d === undefined ? null : choices(s, d);
    expect(space?.type === 'one-of' ? space.moves : []).toEqual([draw('lannister')]);
  });
  it('the state knows only that a card is face down', () => {
    const both = play(s, draw('lannister'), draw('stark'));
    expect(combatOf(both).tides).toEqual({ attacker: 'face-down', defender: 'face-down' });
    expect(both.decks['tides-of-battle']?.drawPile).toBe(22);
    expect(asked(both)).toEqual(['reveal-card dealer', 'reveal-card dealer']);
  });
});

describe('2E-TOB-06 / 2E-TOB-07 / 2E-TOB-10 every card kind: its number, its icons as if on the House card', () => {
  const s = dealt({ attacker: 'lannister', defender: 'stark' }, 'the-hound', 'eddard-stark');
  it.each(TIDES_CARD_IDS.map((id) => [id]))('%s', (id) => {
    const t = tallyWith(s, { attacker: 'the-hound', defender: null }, { tides: { attacker: id, defender: null } }).attacker;
    expect([t.tides, t.swords, t.towers]).toEqual([TIDES_CARDS[id].strength, TIDES_CARDS[id].swords, 2 + TIDES_CARDS[id].towers]);
  });
  it('the composition: 8 + 4 + 4 + 4 + 2 + 2 = 24; both reveals list every copy', () => {
    expect(TIDES_CARD_IDS.map((id) => TIDES_CARDS[id].copies)).toEqual([8, 4, 4, 4, 2, 2]);
    const [d] = pending(s);
    const space = d === undefined ? null : choices(s, d);
    expect(space?.type === 'one-of' ? space.moves.length : 0).toBe(24);
  });
  it('revealed through the dealer: Lannister 2 + 2 (Hound) + 3 against Stark 1 + 4 (Eddard) + 0', () => {
    const r = play(s, reveal('lannister', 'three'), reveal('stark', 'zero'));
    expect(findCombat(r).final).toEqual({ attacker: 7, defender: 5 });
  });
  it('a card not of the deck is refused', () => {
    rejects(s, reveal('lannister', 'four' as TidesCardId), '2E-TOB-10');
    rejects(s, { kind: 'reveal-card', deck: 'tides-of-battle', card: 'three' } as Move, '2E-TOB-06');
  });
});

describe('2E-TOB-05 / 2E-INF-08 the Blade may discard its holder’s card for a new one, instead of +1', () => {
  // Greyjoy holds the Blade (Fiefdoms 1st with 6 players).
  const s = dealt({ attacker: 'greyjoy', defender: 'stark' }, 'dagmar-cleftjaw', 'ser-rodrik-cassel');
  it('asked after both draws, before the reveal', () => {
    expect(asked(s)).toEqual(['redraw-tides-card greyjoy']);
    rejects(s, { kind: 'redraw-tides-card', house: 'greyjoy', redraw: 1 as unknown as boolean }, '2E-TOB-05');
  });
  it('redrawn: the Blade is used, Greyjoy draws again (a new decision id) and gets no +1', () => {
    const r = play(s, { kind: 'redraw-tides-card', house: 'greyjoy', redraw: true });
    expect(r.bladeUsed).toBe(true);
    expect(pending(r).map((d) => d.id)).toEqual([`${combatOf(r).id}/draw-card/greyjoy/2`]);
    const again = play(r, draw('greyjoy'));
    expect(asked(again)).toEqual(['reveal-card dealer', 'reveal-card dealer']);
    const shown = play(again, reveal('greyjoy', 'zero'), reveal('stark', 'zero'));
    expect(asked(shown)).not.toContain('use-blade greyjoy');
    expect(findCombat(shown).bladeUsedBy).toBeNull();
  });
  it('kept: the cards are revealed, then the Blade may give +1', () => {
    const k = play(s, { kind: 'redraw-tides-card', house: 'greyjoy', redraw: false }, reveal('greyjoy', 'zero'), reveal('stark', 'zero'));
    expect(asked(k)).toEqual(['use-blade greyjoy']);
  });
});

describe('2E-TOB-08 skulls: one casualty to the opponent, whoever wins, towers or not', () => {
  it('the loser’s skull hits the winner, through The Hound’s towers: the winner chooses the unit', () => {
    const s = dealt({ attacker: 'lannister', defender: 'stark', attackers: ['lannister knight', 'lannister footman'] }, 'the-hound', 'ser-rodrik-cassel');
    const r = play(s, reveal('lannister', 'zero'), reveal('stark', 'skull'));
    // Lannister 3 + 2 beats Stark 1 + 1; the Stark Footman retreats after Lannister's casualty.
    expect(pending(r).map((d) => d.id)).toEqual([`${combatOf(r).id}/choose-casualties/lannister/skull`]);
    const c = play(r, { kind: 'choose-casualties', house: 'lannister', units: ['footman'] }, retreat('stark', 'stoney-sept'));
    expect(unitsIn(c, 'blackwater')).toEqual(['lannister knight']);
  });
  it('the winner’s skull adds a casualty to its swords', () => {
    const s = dealt({ attacker: 'lannister', defender: 'stark', attackers: ['lannister knight', 'lannister knight'], defenders: ['stark footman', 'stark footman', 'stark footman'] }, 'ser-jaime-lannister', 'ser-rodrik-cassel');
    const r = play(s, reveal('lannister', 'skull'), reveal('stark', 'zero'));
    // 1 sword − 2 towers = 0, plus the skull: one Footman dies, two retreat.
    expect(findCombat(r).casualties).toBe(0);
    const rt = r.stack[r.stack.length - 1];
    expect(rt?.kind === 'retreat' ? rt.units.length : -1).toBe(2);
  });
  it('2E-GARR-07 a Garrison is immune: a skull against a lone Garrison destroys nothing', () => {
    const s = deepFreeze(march(tidesOn(board({ riverrun: { units: ['stark footman'], order: 'stark march-0' }, 'stoney-sept': { units: ['lannister footman'] } })), { house: 'stark', from: 'riverrun', to: 'lannisport', units: ['footman'] }));
    const r = play(s, shuffle, card('stark', 'eddard-stark'), card('lannister', 'the-hound'), draw('stark'), draw('lannister'), reveal('stark', 'skull'), reveal('lannister', 'three'));
    // Lannister 2 (Garrison) + 2 + 3 wins; Stark's skull finds no Lannister unit to destroy.
    expect(r.areas.lannisport.garrison).toBe('lannister');
    expect(unitsIn(r, 'riverrun')).toEqual(['stark footman routed']);
  });
  it('2E-HCARD-05 The Blackfish is immune to skulls, winning or losing', () => {
    const won = dealt({ attacker: 'stark', defender: 'lannister', attackers: ['stark knight', 'stark knight'] }, 'the-blackfish', 'the-hound');
    const r = play(won, reveal('stark', 'zero'), reveal('lannister', 'skull'));
    expect(findCombat(r).skulls).toBe(0);
    const lost = dealt({ attacker: 'lannister', defender: 'stark', attackers: ['lannister knight', 'lannister knight'], defenders: ['stark footman', 'stark footman'] }, 'ser-gregor-clegane', 'the-blackfish');
    const l = play(lost, reveal('lannister', 'skull'), reveal('stark', 'zero'));
    expect(findCombat(l).casualties).toBe(0);
    const rt = l.stack[l.stack.length - 1];
    expect(rt?.kind === 'retreat' ? rt.units.length : -1).toBe(2);
  });
});

describe('2E-TOB-09 / 2E-TOB-11 the cards go back after the combat; none against a Neutral Force', () => {
  it('after the combat the deck holds 24 again', () => {
    const s = dealt({ attacker: 'lannister', defender: 'stark', defenders: ['stark knight', 'stark knight'] }, 'the-hound', 'eddard-stark');
    const done = play(s, reveal('lannister', 'zero'), reveal('stark', 'one-sword'));
    expect(done.stack.some((f) => f.kind === 'combat')).toBe(false);
    expect(done.decks['tides-of-battle']?.drawPile).toBe(24);
  });
  it('an attack on a Neutral Force asks for no Tides of Battle card', () => {
    const s = tidesOn(board({ 'the-reach': { units: ['tyrell knight', 'tyrell knight', 'tyrell knight'], order: 'tyrell march-0' }, 'kings-landing': { neutralForce: 5 } }));
    const after = march(s, { house: 'tyrell', from: 'the-reach', to: 'kings-landing', units: ['knight', 'knight', 'knight'] });
    expect(unitsIn(after, 'kings-landing')).toEqual(['tyrell knight', 'tyrell knight', 'tyrell knight']);
    expect(after.decks['tides-of-battle']).toEqual({ drawPile: 24, discard: [] });
  });
});
