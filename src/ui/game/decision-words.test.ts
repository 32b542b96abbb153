// Words for decisions: the waiting indicator names the houses and what they owe; every decision of
// a whole bots game has a title with no id or undefined leaking through.
import { afterEach, describe, expect, it } from 'vitest';
import { apply, choices, newGame, pending, type Decision, type GameState } from '../../../engine/index';
import { decisionNote, decisionTitle, timeLeft, waitingText } from './decision-words';
import { useCatalogue } from '../../i18n/translate';
import { CS } from '../../i18n/catalogues/cs';
import { HE } from '../../i18n/catalogues/he';
import { RU } from '../../i18n/catalogues/ru';
import { SR } from '../../i18n/catalogues/sr';
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

// The second walk: the bid buttons went up to the Power held without saying how much that was, and
// the muster list did not say how many mustering points each area had left.
describe('decisionNote', () => {
  afterEach(() => useCatalogue('en', {}));
  const start = newGame({ players: 3 });
  const bid: Decision = { id: '1', kind: 'bid', house: 'stark', sealed: true, contest: 'fiefdoms' };
  /** Stark mustering in Winterfell (a Stronghold, 2 points) and White Harbor (a Castle, 1). */
  const mustering: GameState = { ...start, stack: [...start.stack, { kind: 'muster', id: 90, house: 'stark', points: [{ area: 'winterfell', left: 2 }, { area: 'white-harbor', left: 1 }] }] };

  it('says the Power a bid can spend and the mustering points left per area, in every language', () => {
    const power = start.houses.stark!.power;
    const bids = choices(start, bid);
    expect(bids.type === 'one-of' ? bids.moves.length : 0).toBe(power + 1);
    const muster = pending(mustering)[0]!;
    expect(muster.kind).toBe('muster');
    const said = () => [decisionNote(bid, start), decisionNote(muster, mustering)];
    expect(said()).toEqual([`You hold ${power} Power.`, 'Mustering points left: Winterfell: 2 · White Harbor: 1']);
    useCatalogue('ru', RU);
    expect(said()).toEqual([`Ваши жетоны власти: ${power}.`, `Осталось очков сбора войск: ${RU['area.winterfell']}: 2 · ${RU['area.white-harbor']}: 1`]);
    useCatalogue('cs', CS);
    expect(said()[0]).toBe(`Vaše žetony moci: ${power}.`);
    expect(said()[1]).toMatch(/^Zbývající body shromažďování: .+: 2 · .+: 1$/);
    useCatalogue('sr', SR);
    expect(said()[0]).toBe(`Vaši tokeni moći: ${power}.`);
    expect(said()[1]).toMatch(/^Preostali poeni regrutacije: .+: 2 · .+: 1$/);
    useCatalogue('he', HE);
    expect(said()[0]).toBe(`סמני הכוח שלך: ${power}.`);
    expect(said()[1]).toMatch(/^נקודות גיוס שנותרו: .+: 2 · .+: 1$/);
  });

  it('counts down as points are spent, and says nothing for other decisions', () => {
    const muster = pending(mustering)[0]!;
    const after = apply(mustering, { kind: 'muster', house: 'stark', muster: 'recruit', area: 'winterfell', unit: 'footman', to: 'winterfell' });
    const next = pending(after)[0]!;
    expect(next.kind).toBe('muster');
    expect(decisionNote(next, after)).toBe('Mustering points left: Winterfell: 1 · White Harbor: 1');
    expect(decisionNote(muster, start)).toBeNull();
    expect(decisionNote(pending(start)[0]!, start)).toBeNull();
  });
});
