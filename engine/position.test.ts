// Positions from a description (engine/position.ts): a valid description gives the state the
// game itself would reach; a bad one gives errors naming each wrong field, never an exception.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pending } from './flow';
import { stateHash } from './hash';
import { newGame } from './setup';
import { buildPosition, positionOrThrow, type PositionDescription } from './position';
import type { Frame } from './frame-data';

const errorsOf = (d: unknown): readonly string[] => {
  const built = buildPosition(d);
  return built.ok ? [] : built.errors;
};
const asked = (d: PositionDescription) => pending(positionOrThrow(d)).map((x) => `${x.kind} ${x.house ?? 'dealer'}`);

describe('buildPosition: valid descriptions', () => {
  it('an empty description is the start of a 6-player game', () => {
    expect(stateHash(positionOrThrow({}))).toBe(stateHash(newGame({ players: 6 })));
    expect(stateHash(positionOrThrow({ players: 4, tidesOfBattle: true }))).toBe(stateHash(newGame({ players: 4, tidesOfBattle: true })));
    expect(positionOrThrow({ players: 4, darkWingsPorts: false }).options.darkWingsPorts).toBe(false);
  });

  it('an Action phase turn: the March of the house asked, orders and tokens as described', () => {
    const s = positionOrThrow({
      players: 4,
      board: 'empty',
      areas: {
        winterfell: { units: ['stark footman', 'stark knight'], order: 'stark march-plus-1' },
        'the-stony-shore': { units: ['greyjoy footman'], order: 'greyjoy march-0' },
        lannisport: { units: ['lannister knight'], powerToken: null },
        dragonstone: { units: ['baratheon knight'] },
        'white-harbor': { powerToken: 'stark' },
      },
      houses: { stark: { power: 3 } },
      round: 4,
      asked: { kind: 'resolve-march', house: 'stark' },
    });
    expect(pending(s).map((d) => `${d.kind} ${d.house}`)).toEqual(['resolve-march stark']);
    expect(s.round).toBe(4);
    expect(s.houses.stark?.power).toBe(3);
    expect(s.areas['white-harbor'].powerToken).toBe('stark');
    // Supply follows the barrels of the areas now controlled (2E-SUP-02).
    expect(s.houses.stark?.supply).toBe(1);
  });

  it('a combat at its House card step, reached by the real March and supports (2E-COMBAT-21)', () => {
    const s = positionOrThrow({
      board: 'empty',
      areas: {
        'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-plus-1' },
        blackwater: { units: ['lannister footman'], order: 'lannister defense-1a' },
        'kings-landing': { units: ['tyrell knight'], order: 'tyrell support-a', neutralForce: null },
        harrenhal: { units: ['baratheon knight'], order: 'baratheon support-a' },
      },
      asked: { kind: 'choose-house-card', attack: { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'] }, support: { harrenhal: 'defender', 'kings-landing': 'attacker' } },
    });
    expect(pending(s).map((d) => `${d.kind} ${d.house}`)).toEqual(['choose-house-card tyrell', 'choose-house-card lannister']);
    const combat = s.stack.find((f): f is Extract<Frame, { kind: 'combat' }> => f.kind === 'combat')!;
    // Tyrell 4 + 2 (support) + 1 (March +1) = 7; Lannister 1 + 1 (Defense) + 2 (Baratheon's support) = 4.
    expect(combat.initial).toEqual({ attacker: 7, defender: 4 });
  });

  it('the Westeros phase of a later round asks the dealer for deck I (2E-WEST-03)', () => {
    expect(asked({ round: 3, asked: { kind: 'reveal-card', deck: 'westeros-1' } })).toEqual(['reveal-card dealer']);
    expect(positionOrThrow({ round: 3, asked: { kind: 'reveal-card', deck: 'westeros-1' } }).round).toBe(3);
  });

  it('moves go on from the asked decision to a later one: here the retreat after a lost combat', () => {
    const s = positionOrThrow({
      board: 'empty',
      areas: {
        'the-reach': { units: ['tyrell knight', 'tyrell knight'], order: 'tyrell march-0' },
        blackwater: { units: ['lannister footman'] },
      },
      asked: { kind: 'choose-house-card', attack: { house: 'tyrell', from: 'the-reach', to: 'blackwater', units: ['knight', 'knight'] } },
      moves: [
        { kind: 'choose-house-card', house: 'tyrell', card: 'alester-florent' },
        { kind: 'choose-house-card', house: 'lannister', card: 'cersei-lannister' },
      ],
    });
    expect(pending(s).map((d) => `${d.kind} ${d.house}`)).toEqual(['retreat lannister']);
    expect(errorsOf({ moves: [{ kind: 'bid', house: 'stark', amount: 1 }] })).toEqual([expect.stringMatching(/^moves\[0\]: .*not waiting for a 'bid' move/)]);
    expect(errorsOf({ moves: 'all' })).toEqual(['moves: expected a list of moves']);
  });

  it('hands: the cards left out of the hand are discarded', () => {
    const s = positionOrThrow({ houses: { stark: { hand: ['eddard-stark', 'robb-stark'] } } });
    expect(s.houses.stark?.discard).toHaveLength(5);
  });
});

describe('buildPosition: errors name what is wrong', () => {
  it('names each bad field', () => {
    const errors = errorsOf({
      players: 3,
      areas: {
        atlantis: {},
        winterfell: { units: ['stark dragon', 'martell footman', 'stark'], order: 'stark march-0', garrison: 'lannister' },
      },
      tracks: { fiefdoms: ['stark', 'stark', 'lannister'] },
      houses: { stark: { hand: ['tywin-lannister'], power: 30 } },
      round: 11,
      colour: 'red',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        'colour: is not a field of a position',
        'areas.atlantis: is not an area',
        expect.stringMatching(/^areas\.winterfell\.units\[0\]: 'dragon' is not a unit type/),
        'areas.winterfell.units[1]: martell is not in play',
        expect.stringMatching(/^areas\.winterfell\.units\[2\]: /),
        expect.stringMatching(/^areas\.winterfell\.order: orders are on the board only in the Action phase/),
        expect.stringMatching(/^areas\.winterfell\.garrison: lannister's Garrison stands only in its home area/),
        expect.stringMatching(/^tracks\.fiefdoms: expected each house in play once/),
        'houses.stark.hand[0]: tywin-lannister is not one of stark\'s cards',
        'houses.stark.power: 30 is not a whole number from 0 to 20',
        'round: 11 is not a round from 1 to 10',
      ]),
    );
  });

  it('a board that breaks a rule of the game: the invariant is named', () => {
    const errors = errorsOf({ board: 'empty', areas: { winterfell: { units: ['stark footman', 'stark footman', 'stark footman', 'stark footman', 'stark footman'] } } });
    expect(errors).toEqual(['position: stark is over its supply limit']);
  });

  it('a decision the position cannot ask', () => {
    expect(errorsOf({ board: 'empty', areas: { winterfell: { units: ['stark footman'], order: 'stark raid-a' } }, asked: { kind: 'resolve-march', house: 'stark' } })).toEqual([
      expect.stringMatching(/^asked: the position asks .*, not resolve-march from stark$/),
    ]);
    expect(errorsOf({ asked: { kind: 'reveal-card', deck: 'westeros-1' } })).toEqual(['round: the Westeros phase starts rounds 2 to 10 (2E-ROUND-02)']);
    expect(errorsOf({ asked: { kind: 'use-blade' } })).toEqual([expect.stringMatching(/^asked\.kind: 'use-blade' cannot be asked/)]);
  });

  it('never throws, whatever it is given', () => {
    const fields = fc.record(
      {
        players: fc.oneof(fc.integer({ min: 2, max: 7 }), fc.string()),
        board: fc.constantFrom('start', 'empty', 'full'),
        areas: fc.dictionary(fc.constantFrom('winterfell', 'the-reach', 'bay-of-ice', 'nowhere'), fc.anything()),
        tracks: fc.anything(),
        houses: fc.dictionary(fc.constantFrom('stark', 'lannister', 'tyrell', 'x'), fc.anything()),
        round: fc.anything(),
        asked: fc.oneof(fc.anything(), fc.record({ kind: fc.constantFrom('resolve-march', 'choose-house-card', 'reveal-card'), house: fc.constantFrom('stark', 'x'), attack: fc.anything() })),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(fc.oneof(fields, fc.anything()), (d) => {
      const built = buildPosition(d);
      expect(built.ok || built.errors.length > 0).toBe(true);
    }), { numRuns: 300, seed: 16 });
  });
});
