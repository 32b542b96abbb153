// Words for decisions: the waiting indicator names the houses and what they owe; every decision of
// a whole bots game has a title with no id or undefined leaking through.
import { describe, expect, it } from 'vitest';
import { choices, newGame, pending, type Decision } from '../../../engine/index';
import { decisionTitle, timeLeft, waitingText } from './decision-words';
import { createLocalDriver } from '../drivers/local-driver';
import { moveWords } from './move-words';

describe('waitingText', () => {
  const orders = pending(newGame({ players: 4 }));

  it('names one house, several, and the dealer', () => {
    expect(waitingText(orders.slice(0, 1))).toBe("Waiting for Stark's orders");
    expect(waitingText(orders)).toBe("Waiting for Stark's, Lannister's, Baratheon's and Greyjoy's orders");
    const bids: Decision[] = [
      { id: '1', kind: 'bid', house: 'tyrell', sealed: true, contest: 'fiefdoms' },
      { id: '2', kind: 'bid', house: 'martell', sealed: true, contest: 'fiefdoms' },
    ];
    expect(waitingText(bids)).toBe("Waiting for Tyrell's and Martell's bids");
    expect(waitingText([{ id: '3', kind: 'shuffle-deck', house: null, sealed: false, deck: 'westeros-1', reason: 'refill' }])).toBe('Waiting for the dealer');
    expect(waitingText([])).toBe('');
  });
});

describe('decisionTitle', () => {
  it('titles every decision of a whole 5-player game', () => {
    const queue: (() => void)[] = [];
    const driver = createLocalDriver({ config: { players: 5 }, seed: new Uint8Array(32).fill(21), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
    const kinds = new Set<string>();
    while (queue.length > 0) {
      queue.shift()!();
      for (const d of driver.pending()) {
        const title = decisionTitle(d, driver.state());
        expect(title).not.toMatch(/undefined|null|\[object/);
        kinds.add(d.kind);
      }
    }
    expect(driver.state().winner).not.toBeNull();
    expect(kinds.size).toBeGreaterThan(10);
  }, 60_000);
});

describe('a 1st-edition game (issue 22)', () => {
  it('titles every decision and words every offered move of a whole 3-player game, with no id leaking through', () => {
    const queue: (() => void)[] = [];
    const driver = createLocalDriver({ config: { players: 3, ruleset: '1e' }, seed: new Uint8Array(32).fill(22), me: null, timer: { set: (c) => queue.push(c), clear: () => undefined } });
    const kinds = new Set<string>();
    while (queue.length > 0) {
      queue.shift()!();
      const state = driver.state();
      for (const d of driver.pending()) {
        expect(decisionTitle(d, state)).not.toMatch(/undefined|null|\[object/);
        kinds.add(d.kind);
        if (d.house === null) continue;
        const space = choices(state, d);
        if (space.type !== 'one-of') continue;
        for (const m of space.moves.slice(0, 20)) expect(moveWords(m, state), JSON.stringify(m)).not.toMatch(/undefined|null|\[object/);
      }
    }
    expect(driver.failure()).toBeNull();
    expect(driver.state().winner).not.toBeNull();
    expect(kinds.size).toBeGreaterThan(8);
  }, 60_000);
});

describe('the one-input decisions', () => {
  const state = newGame({ players: 4 });
  it('title the Power token and the retreat losses, and name them while waiting', () => {
    const token: Decision = { id: '7/leave-power-token/stark/1', kind: 'leave-power-token', house: 'stark', sealed: false, area: 'karhold' };
    const losses: Decision = { id: '9/choose-retreat-losses/tyrell', kind: 'choose-retreat-losses', house: 'tyrell', sealed: false, area: 'the-reach', count: 1 };
    expect(decisionTitle(token, state)).toBe('Leave a Power token in Karhold?');
    expect(decisionTitle(losses, state)).toBe('Choose 1 unit to lose before retreating to The Reach');
    expect(decisionTitle({ ...losses, count: 2 }, state)).toBe('Choose 2 units to lose before retreating to The Reach');
    expect(waitingText([token])).toBe("Waiting for Stark's Power token choice");
    expect(waitingText([losses])).toBe("Waiting for Tyrell's retreat losses");
    expect(moveWords({ kind: 'choose-retreat-losses', house: 'tyrell', units: ['footman'] }, state)).toBe('Lose a Footman to keep within supply');
    expect(moveWords({ kind: 'retreat', house: 'tyrell', area: 'the-reach' }, state)).toBe('Retreat to The Reach');
  });
});

describe('timeLeft', () => {
  it('reads like a clock, rounds up to the second and never goes below zero', () => {
    expect(timeLeft(102_000)).toBe('1:42');
    expect(timeLeft(4_001)).toBe('0:05');
    expect(timeLeft(60_000)).toBe('1:00');
    expect(timeLeft(0)).toBe('0:00');
    expect(timeLeft(-3_000)).toBe('0:00');
    expect(timeLeft(3_599_000)).toBe('59:59');
    expect(timeLeft(7_500_000)).toBe('2:05:00');
    expect(timeLeft(86_400_000)).toBe('24:00:00');
  });
});
