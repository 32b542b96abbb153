// Ship transport ([2E-SHIP-01]–[2E-SHIP-12]) and the rulebook's example ([2E-EX-SHIP-01]).
import { describe, expect, it } from 'vitest';
import { apply } from './flow';
import { march, position, rejects, unitsOf } from './action.testkit';
import { marchDestinations } from './march';
import { transportDestinations } from './transport';

const KEEP = { 'castle-black': { units: [['stark', 'footman']], order: ['stark', 'consolidate-a'] } } as const;
const OPTS = { step: 'march' } as const;

describe('2E-EX-SHIP-01 Tyrell ships in the Redwyne Straits, West Summer Sea and East Summer Sea', () => {
  // 6 players; Sunspear is empty (its Garrison taken away), so entering it starts no combat.
  const s = position(
    {
      ...KEEP,
      highgarden: { units: [['tyrell', 'knight'], ['tyrell', 'footman']], order: ['tyrell', 'march-0'] },
      'redwyne-straits': { units: [['tyrell', 'ship']] },
      'west-summer-sea': { units: [['tyrell', 'ship']] },
      'east-summer-sea': { units: [['tyrell', 'ship']] },
      sunspear: { garrison: null },
    },
    OPTS,
  );

  it('2E-SHIP-01: every coastal land area of the chain is in reach', () => {
    expect(transportDestinations(s, 'tyrell', 'highgarden')).toEqual([
      'oldtown', 'salt-shore', 'searoad-marches', 'starfall', 'storms-end', 'sunspear', 'the-arbor', 'three-towers',
    ]);
  });

  it('2E-SHIP-02: a Tyrell unit marches from Highgarden straight to Sunspear', () => {
    const after = apply(s, march('tyrell', 'highgarden', [['sunspear', ['knight']]]));
    expect(unitsOf(after, 'sunspear')).toEqual(['tyrell:knight']);
  });

  it('2E-SHIP-03: the same ships carry units to several destinations in one march', () => {
    const after = apply(s, march('tyrell', 'highgarden', [['sunspear', ['knight']], ['storms-end', ['footman']]]));
    expect(unitsOf(after, 'storms-end')).toEqual(['tyrell:footman']);
  });

  it('a gap in the chain cuts it: without the West Summer Sea ship, Sunspear is out of reach', () => {
    const gap = position({ ...KEEP, highgarden: { units: [['tyrell', 'knight']], order: ['tyrell', 'march-0'] }, 'redwyne-straits': { units: [['tyrell', 'ship']] }, 'east-summer-sea': { units: [['tyrell', 'ship']] }, sunspear: { garrison: null } }, OPTS);
    rejects(gap, march('tyrell', 'highgarden', [['sunspear', ['knight']]]), '2E-MARCH-01');
  });
});

describe('2E-SHIP-04 only the house’s own ships transport', () => {
  it('a Martell ship does not carry Tyrell units', () => {
    const s = position(
      { ...KEEP, highgarden: { units: [['tyrell', 'knight']], order: ['tyrell', 'march-0'] }, 'west-summer-sea': { units: [['martell', 'ship']] } },
      OPTS,
    );
    rejects(s, march('tyrell', 'highgarden', [['starfall', ['knight']]]), '2E-MARCH-01');
  });
});

describe('2E-SHIP-06 routed ships still transport (OQ-01)', () => {
  it('a routed Tyrell ship carries the Knight', () => {
    const s = position(
      { ...KEEP, highgarden: { units: [['tyrell', 'knight']], order: ['tyrell', 'march-0'] }, 'west-summer-sea': { units: [['tyrell', 'ship', 'routed']] } },
      OPTS,
    );
    expect(unitsOf(apply(s, march('tyrell', 'highgarden', [['starfall', ['knight']]])), 'starfall')).toEqual(['tyrell:knight']);
  });
});

describe('2E-SHIP-08 transport may carry units into an attack', () => {
  it('a transported Knight attacks Starfall', () => {
    const s = position(
      {
        ...KEEP,
        highgarden: { units: [['tyrell', 'knight']], order: ['tyrell', 'march-0'] },
        'west-summer-sea': { units: [['tyrell', 'ship']] },
        starfall: { units: [['martell', 'footman']] },
      },
      OPTS,
    );
    const after = apply(s, march('tyrell', 'highgarden', [['starfall', ['knight']]]));
    expect(after.stack.some((f) => f.kind === 'combat' && f.area === 'starfall')).toBe(true);
  });
});

describe('2E-SHIP-10 ships are never transported', () => {
  it('a ship cannot reach a sea beyond its neighbours through its house’s other ships', () => {
    const s = position(
      { ...KEEP, 'redwyne-straits': { units: [['tyrell', 'ship']], order: ['tyrell', 'march-0'] }, 'west-summer-sea': { units: [['tyrell', 'ship']] } },
      OPTS,
    );
    rejects(s, march('tyrell', 'redwyne-straits', [['east-summer-sea', ['ship']]]), '2E-MARCH-02');
  });
});

describe('2E-SHIP-11 / 2E-SHIP-12 only seas chain; island land units leave only by ship', () => {
  it('a Greyjoy Footman on Pyke with a ship only in its port goes nowhere (OQ-24)', () => {
    const s = position(
      { ...KEEP, pyke: { units: [['greyjoy', 'footman']], order: ['greyjoy', 'march-0'] }, 'port-of-pyke': { units: [['greyjoy', 'ship']] } },
      OPTS,
    );
    expect(marchDestinations(s, 'greyjoy', 'pyke', true)).toEqual([]);
    rejects(s, march('greyjoy', 'pyke', [['greywater-watch', ['footman']]]), '2E-MARCH-01');
  });

  it('with a ship in Ironman’s Bay it reaches the bay’s coasts', () => {
    const s = position(
      { ...KEEP, pyke: { units: [['greyjoy', 'footman']], order: ['greyjoy', 'march-0'] }, 'ironmans-bay': { units: [['greyjoy', 'ship']] } },
      OPTS,
    );
    expect(marchDestinations(s, 'greyjoy', 'pyke', true)).toEqual(['flints-finger', 'greywater-watch', 'riverrun', 'seagard']);
  });
});
