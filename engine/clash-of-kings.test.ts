// Clash of Kings ([2E-COK-01]–[2E-COK-09]) with the Iron Throne holder's tie-breaks ([2E-INF-04],
// [2E-INF-05]) and the rulebook's example [2E-EX-COK-01].
import { describe, expect, it } from 'vitest';
import type { House } from './data/vocabulary';
import { pending } from './flow';
import { topFrame } from './frames';
import { holderOf } from './influence';
import { powerPool } from './power-tokens';
import { newGame } from './setup';
import type { GameState } from './state';
import { bids, expectListedAccepted, kinds, listedMoves, play, rejects, setHouse, setTrack, withFrame } from './westeros.testkit';

/** A game of `players` whose Clash of Kings starts bidding on `track`. */
function clash(players: number, track: 'iron-throne' | 'fiefdoms' | 'kings-court' = 'iron-throne', edit: (s: GameState) => GameState = (s) => s): GameState {
  return withFrame(edit(newGame({ players })), { kind: 'clash-of-kings', track, bids: null, order: [] });
}

const power = (s: GameState, h: House) => s.houses[h]!.power;

describe('2E-EX-COK-01 the rulebook’s Fiefdoms bidding (5 players)', () => {
  it('Lannister 4, Baratheon 3, Stark 3, Tyrell 2, Greyjoy 0: Greyjoy (Iron Throne) puts Baratheon before Stark; 12 Power to the Pool', () => {
    const start = clash(5, 'fiefdoms', (g) => {
      let s = setTrack(g, 'iron-throne', ['greyjoy', 'baratheon', 'lannister', 'stark', 'tyrell']);
      for (const h of ['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell'] as const) s = setHouse(s, h, { power: 5 });
      return s;
    });
    const poolBefore = (['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell'] as const).reduce((n, h) => n + powerPool(start, h), 0);
    let s = bids(start, { lannister: 4, baratheon: 3, stark: 3, tyrell: 2, greyjoy: 0 });
    // 2E-COK-05: Baratheon and Stark are tied; the Iron Throne holder, Greyjoy, places them.
    expect(pending(s)).toEqual([
      { id: expect.any(String), kind: 'break-tie', house: 'greyjoy', sealed: false, contest: 'fiefdoms', for: 'position', tied: ['stark', 'baratheon'] },
    ]);
    s = play(s, { kind: 'break-tie', house: 'greyjoy', pick: 'baratheon' });
    expect(s.tracks.fiefdoms).toEqual(['lannister', 'baratheon', 'stark', 'tyrell', 'greyjoy']);
    expect(holderOf(s, 'valyrian-steel-blade')).toBe('lannister');
    const poolAfter = (['stark', 'lannister', 'baratheon', 'greyjoy', 'tyrell'] as const).reduce((n, h) => n + powerPool(s, h), 0);
    expect(poolAfter - poolBefore).toBe(12);
    // The King's Court bidding follows.
    expect(pending(s)[0]).toMatchObject({ kind: 'bid', contest: 'kings-court' });
  });
});

describe('2E-COK-01 the three tracks in order: Iron Throne, Fiefdoms, King’s Court', () => {
  it('each track is bid for in turn and gets its new order', () => {
    let s = clash(3);
    expect(pending(s).map((d) => d.kind === 'bid' && d.contest)).toEqual(['iron-throne', 'iron-throne', 'iron-throne']);
    s = bids(s, { stark: 2, lannister: 1, baratheon: 0 });
    expect(s.tracks['iron-throne']).toEqual(['stark', 'lannister', 'baratheon']);
    expect(pending(s)[0]).toMatchObject({ contest: 'fiefdoms' });
    s = bids(s, { baratheon: 3, lannister: 2, stark: 1 });
    expect(s.tracks.fiefdoms).toEqual(['baratheon', 'lannister', 'stark']);
    s = bids(s, { lannister: 2, stark: 1, baratheon: 0 });
    expect(s.tracks['kings-court']).toEqual(['lannister', 'stark', 'baratheon']);
  });
});

describe('2E-COK-02 / 2E-INF-05 the old Iron Throne holder breaks the Iron Throne ties, the new one the later ties', () => {
  it('Baratheon (old holder) places the Iron Throne tie; Stark, the new holder, places the Fiefdoms tie', () => {
    let s = clash(3);
    expect(holderOf(s, 'iron-throne')).toBe('baratheon');
    s = bids(s, { stark: 1, lannister: 1, baratheon: 0 });
    expect(kinds(s)).toEqual(['break-tie:baratheon']);
    s = play(s, { kind: 'break-tie', house: 'baratheon', pick: 'stark' });
    expect(s.tracks['iron-throne']).toEqual(['stark', 'lannister', 'baratheon']);
    s = bids(s, {});
    expect(kinds(s)).toEqual(['break-tie:stark']);
  });
});

describe('2E-COK-03 a sealed bid from 0 up to the available Power', () => {
  it('every house bids at once, sealed; bids above the available Power, negative or fractional are rejected', () => {
    const s = clash(4);
    expect(pending(s).every((d) => d.kind === 'bid' && d.sealed)).toBe(true);
    expect(pending(s)).toHaveLength(4);
    rejects(s, { kind: 'bid', house: 'stark', amount: 6 }, '2E-COK-03');
    rejects(s, { kind: 'bid', house: 'stark', amount: -1 }, '2E-COK-03');
    rejects(s, { kind: 'bid', house: 'stark', amount: 1.5 }, '2E-COK-03');
    rejects(s, { kind: 'bid', house: 'stark', amount: '2' as unknown as number }, '2E-COK-03');
    expect(listedMoves(s)).toHaveLength(6);
    expectListedAccepted(s);
  });

  it('a house bids once', () => {
    const s = play(clash(4), { kind: 'bid', house: 'stark', amount: 5 });
    rejects(s, { kind: 'bid', house: 'stark', amount: 0 }, '2E-COK-03');
  });
});

describe('2E-COK-04 higher bids take better positions', () => {
  it('positions follow the bids, whatever the old order', () => {
    const s = bids(clash(4), { greyjoy: 5, stark: 3, lannister: 2, baratheon: 1 });
    expect(s.tracks['iron-throne']).toEqual(['greyjoy', 'stark', 'lannister', 'baratheon']);
  });
});

describe('2E-COK-05 ties placed by the Iron Throne holder on the group’s best free positions', () => {
  it('a three-way tie is placed one pick at a time; a house outside the tie cannot be picked', () => {
    let s = bids(clash(4), { greyjoy: 3, stark: 1, lannister: 1, baratheon: 1 });
    rejects(s, { kind: 'break-tie', house: 'baratheon', pick: 'greyjoy' }, '2E-COK-05');
    rejects(s, { kind: 'break-tie', house: 'stark', pick: 'lannister' }, '2E-COK-05');
    expect(listedMoves(s)).toHaveLength(3);
    expectListedAccepted(s);
    s = play(s, { kind: 'break-tie', house: 'baratheon', pick: 'lannister' });
    expect(pending(s)[0]).toMatchObject({ tied: ['stark', 'baratheon'] });
    s = play(s, { kind: 'break-tie', house: 'baratheon', pick: 'baratheon' });
    expect(s.tracks['iron-throne']).toEqual(['greyjoy', 'lannister', 'baratheon', 'stark']);
  });
});

describe('2E-COK-06 / 2E-TERM-11 every bid goes to the Power Pool', () => {
  it('winners and losers pay', () => {
    const before = clash(3);
    const s = bids(before, { stark: 3, lannister: 2, baratheon: 1 });
    expect([power(s, 'stark'), power(s, 'lannister'), power(s, 'baratheon')]).toEqual([2, 3, 4]);
    expect(powerPool(s, 'stark') - powerPool(before, 'stark')).toBe(3);
  });
});

describe('2E-COK-07 position 1 takes the track’s Dominance token', () => {
  it('the King’s Court winner holds the Messenger Raven', () => {
    let s = bids(clash(3), { stark: 2, lannister: 1 });
    s = bids(s, { stark: 2, lannister: 1 });
    s = bids(s, { baratheon: 2, stark: 1 });
    expect(holderOf(s, 'messenger-raven')).toBe('baratheon');
    expect(holderOf(s, 'iron-throne')).toBe('stark');
    expect(holderOf(s, 'valyrian-steel-blade')).toBe('stark');
  });
});

describe('2E-COK-08 later bids use only the Power left', () => {
  it('a house that spent all its Power on the Iron Throne can only bid 0 on Fiefdoms', () => {
    const s = bids(clash(3), { stark: 5, lannister: 1 });
    rejects(s, { kind: 'bid', house: 'stark', amount: 1 }, '2E-COK-03');
    expect(listedMoves(s).filter((m) => m.kind === 'bid' && m.house === 'stark')).toHaveLength(1);
  });
});

describe('2E-COK-09 Clash of Kings ends with the King’s Court', () => {
  it('after the third track the Planning phase begins', () => {
    let s = bids(clash(3), { stark: 1, lannister: 2 });
    s = bids(s, { stark: 1, lannister: 2 });
    s = bids(s, { stark: 2, lannister: 1 });
    expect(topFrame(s).kind).toBe('planning');
  });
});

describe('2E-INF-04 the Iron Throne holder breaks the ties between players', () => {
  it('in King’s Court bidding the tie goes to the current holder', () => {
    const s = clash(4, 'kings-court', (g) => setTrack(g, 'iron-throne', ['greyjoy', 'stark', 'lannister', 'baratheon']));
    expect(kinds(bids(s, {}))).toEqual(['break-tie:greyjoy']);
  });
});
