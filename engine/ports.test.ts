// Ports in the Action phase ([2E-PORT-02], [2E-PORT-07], [2E-PORT-09]–[2E-PORT-15], OQ-19) and the
// rulebook's port example ([2E-EX-PORT-01]).
import { describe, expect, it } from 'vitest';
import { choices, sampleMove } from './choices';
import type { Move } from './decisions';
import { apply, pending } from './flow';
import { asked, editAreas, march, position, raid, rejects, unitsOf, withSupply } from './action.testkit';
import { checkMarch } from './march';
import { newGame } from './setup';

const KEEP = { sunspear: { units: [['martell', 'footman']], order: ['martell', 'consolidate-a'] } } as const;
const OPTS = { step: 'march' } as const;
const capture = (ships: number): Move => ({ kind: 'capture-port', house: 'lannister', port: 'port-of-white-harbor', ships });

describe('2E-PORT-02 a port holds at most 3 ships', () => {
  const s = position(
    {
      ...KEEP,
      lannisport: { units: [['lannister', 'footman']] },
      'port-of-lannisport': { units: [['lannister', 'ship'], ['lannister', 'ship']] },
      'the-golden-sound': { units: [['lannister', 'ship'], ['lannister', 'ship']], order: ['lannister', 'march-0'] },
    },
    OPTS,
  );

  it('a third ship may enter, a fourth may not', () => {
    expect(unitsOf(apply(s, march('lannister', 'the-golden-sound', [['port-of-lannisport', ['ship']]])), 'port-of-lannisport')).toHaveLength(3);
    rejects(s, march('lannister', 'the-golden-sound', [['port-of-lannisport', ['ship', 'ship']]]), '2E-PORT-02');
  });
});

describe('2E-PORT-07 ships enter only their house’s port, and leave into its sea', () => {
  it('rejects a port owned by another house, or by nobody', () => {
    const s = position(
      {
        ...KEEP,
        'the-golden-sound': { units: [['greyjoy', 'ship']], order: ['greyjoy', 'march-0'] },
        'the-narrow-sea': { units: [['greyjoy', 'ship']], order: ['greyjoy', 'march-minus-1'] },
        lannisport: { units: [['lannister', 'footman']] },
      },
      OPTS,
    );
    rejects(s, march('greyjoy', 'the-golden-sound', [['port-of-lannisport', ['ship']]]), '2E-PORT-07');
    // White Harbor is empty and nobody's home: nobody owns its port.
    rejects(s, march('greyjoy', 'the-narrow-sea', [['port-of-white-harbor', ['ship']]]), '2E-PORT-07');
  });

  it('a ship leaves its port into the port’s sea only', () => {
    const s = position(
      { ...KEEP, lannisport: { units: [['lannister', 'footman']] }, 'port-of-lannisport': { units: [['lannister', 'ship']], order: ['lannister', 'march-0'] } },
      OPTS,
    );
    expect(unitsOf(apply(s, march('lannister', 'port-of-lannisport', [['the-golden-sound', ['ship']]])), 'the-golden-sound')).toEqual(['lannister:ship']);
    rejects(s, march('lannister', 'port-of-lannisport', [['sunset-sea', ['ship']]]), '2E-MARCH-02');
  });
});

describe('2E-PORT-14 a new owner replaces the enemy ships in a port (OQ-19: also without combat)', () => {
  // Stark holds White Harbor by a Power token and has 2 ships with an order in its port. Lannister
  // marches into White Harbor: the token goes (2E-MARCH-08) and the port changes hands.
  const edits = {
    ...KEEP,
    'moat-cailin': { units: [['lannister', 'footman']], order: ['lannister', 'march-0'] },
    'white-harbor': { powerToken: 'stark' },
    'port-of-white-harbor': { units: [['stark', 'ship'], ['stark', 'ship']], order: ['stark', 'support-a'] },
  } as const;
  const s = position(edits, OPTS);
  const taken = apply(s, march('lannister', 'moat-cailin', [['white-harbor', ['footman']]]));

  it('the new owner is asked at once, with 0 up to the enemy ships as choices', () => {
    expect(asked(taken)).toEqual([['capture-port', 'lannister']]);
    expect(choices(taken, pending(taken)[0]!)).toEqual({ type: 'one-of', moves: [capture(0), capture(1), capture(2)] });
  });

  it('replacing with fewer ships destroys the rest and removes the enemy order', () => {
    const after = apply(taken, capture(1));
    expect(unitsOf(after, 'port-of-white-harbor')).toEqual(['lannister:ship']);
    expect(after.areas['port-of-white-harbor'].order).toBeNull();
    expect(asked(after)).toEqual([['resolve-consolidate-power', 'martell']]);
  });

  it('rejects more ships than the enemy had', () => {
    rejects(taken, capture(3), '2E-PORT-14');
    rejects(taken, capture(-1), '2E-PORT-14');
    rejects(taken, capture(1.5), '2E-PORT-14');
    rejects(taken, { ...capture(1), ships: '1' } as unknown as Move, '2E-PORT-14');
    rejects(taken, { ...capture(1), port: '__proto__' } as unknown as Move, '2E-PORT-14');
  });

  it('2E-SUP-09: the new ships must fit the Supply level', () => {
    // Supply 0 allows two armies of 2; Lannister already has two.
    const tight = position(
      { ...edits, riverrun: { units: [['lannister', 'footman'], ['lannister', 'footman']] }, seagard: { units: [['lannister', 'footman'], ['lannister', 'footman']] } },
      { ...OPTS, tweak: (g) => withSupply(g, 'lannister', 0) },
    );
    const t = apply(tight, march('lannister', 'moat-cailin', [['white-harbor', ['footman']]]));
    rejects(t, capture(2), '2E-SUP-09');
    expect(() => apply(t, capture(1))).not.toThrow();
  });
});

describe('2E-PORT-15 a port whose land area nobody controls loses its ships (OQ-19)', () => {
  const edits = {
    ...KEEP,
    'white-harbor': { units: [['stark', 'footman']], order: ['stark', 'march-0'] },
    'port-of-white-harbor': { units: [['stark', 'ship']], order: ['stark', 'support-a'] },
  } as const;

  it('leaving White Harbor without a Power token destroys the ships in its port', () => {
    const after = apply(position(edits, OPTS), march('stark', 'white-harbor', [['widows-watch', ['footman']]]));
    expect(unitsOf(after, 'port-of-white-harbor')).toEqual([]);
    expect(after.areas['port-of-white-harbor'].order).toBeNull();
  });

  it('leaving a Power token keeps them', () => {
    const after = apply(position(edits, OPTS), march('stark', 'white-harbor', [['widows-watch', ['footman']]], true));
    expect(unitsOf(after, 'port-of-white-harbor')).toEqual(['stark:ship']);
  });
});

describe('2E-EX-PORT-01 a Raid from the Port of Sunspear', () => {
  it('removes Tyrell’s Support order in the East Summer Sea (2E-PORT-09)', () => {
    const s = position({
      ...KEEP,
      'port-of-sunspear': { units: [['martell', 'ship']], order: ['martell', 'raid-a'] },
      'east-summer-sea': { units: [['tyrell', 'ship']], order: ['tyrell', 'support-a'] },
    });
    const after = apply(s, raid('martell', 'port-of-sunspear', 'east-summer-sea'));
    expect(after.areas['east-summer-sea'].order).toBeNull();
    expect(after.areas['port-of-sunspear'].order).toBeNull();
  });
});

describe('2E-PORT-06 no combat ever takes place in a port', () => {
  it('ships never march into a port holding another house’s ships, even their own house’s port', () => {
    // Only reachable for an instant (the new owner settles such a port at once, 2E-PORT-14), so the
    // check is shown on a raw position.
    const raw = editAreas(newGame({ players: 6 }), {
      'port-of-lannisport': { units: [['greyjoy', 'ship']] },
      'the-golden-sound': { units: [['lannister', 'ship']], order: ['lannister', 'march-0'] },
    });
    const move = march('lannister', 'the-golden-sound', [['port-of-lannisport', ['ship']]]);
    expect(() => checkMarch(raw, move)).toThrow(expect.objectContaining({ rule: '2E-PORT-06' }));
  });
});

describe('2E-PORT-14 a port captured by winning a combat', () => {
  it('Lannister takes White Harbor from Stark and may replace the Stark ships in its port', () => {
    let s = position(
      {
        ...KEEP,
        'moat-cailin': { units: [['lannister', 'knight'], ['lannister', 'knight']], order: ['lannister', 'march-0'] },
        'white-harbor': { units: [['stark', 'footman']] },
        'port-of-white-harbor': { units: [['stark', 'ship'], ['stark', 'ship']], order: ['stark', 'raid-a'] },
      },
      OPTS,
    );
    s = apply(s, march('lannister', 'moat-cailin', [['white-harbor', ['knight', 'knight']]]));
    // Drive the combat: Tywin Lannister (4) against Catelyn Stark (0); every other answer is the first choice.
    for (let n = 0; n < 20 && pending(s)[0]?.kind !== 'capture-port'; n++) {
      const decision = pending(s)[0]!;
      if (decision.kind === 'choose-house-card') {
        s = apply(s, { kind: 'choose-house-card', house: 'lannister', card: 'tywin-lannister' });
        s = apply(s, { kind: 'choose-house-card', house: 'stark', card: 'catelyn-stark' });
      } else {
        s = apply(s, sampleMove(choices(s, decision), () => 0));
      }
    }
    expect(unitsOf(s, 'white-harbor')).toEqual(['lannister:knight', 'lannister:knight']);
    expect(asked(s)).toEqual([['capture-port', 'lannister']]);
    const after = apply(s, capture(2));
    expect(unitsOf(after, 'port-of-white-harbor')).toEqual(['lannister:ship', 'lannister:ship']);
    expect(after.areas['port-of-white-harbor'].order).toBeNull();
  });
});
