// Words for decisions: the waiting indicator names the houses and what they owe; every decision of
// a whole bots game has a title with no id or undefined leaking through.
import { describe, expect, it } from 'vitest';
import { newGame, pending, type Decision } from '../../engine/index';
import { decisionTitle, timeLeft, waitingText } from './decision-words';
import { createLocalDriver } from './local-driver';

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
