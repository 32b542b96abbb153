// Game options (engine/config.ts): the readings the sources disagree on, the rules reference's
// ruling by default; and the rules build's fingerprint (engine/fingerprint.ts).
import { describe, expect, it } from 'vitest';
import { parseConfig, type GameConfig } from './config';
import { describeOptions, GAME_OPTIONS, optionsFor } from './option-text';
import * as DATA from './data/index';
import { fingerprintOf, rulesBuildName, rulesFingerprint, RULES_VERSION } from './fingerprint';
import { starLimit } from './influence';
import { newGame } from './setup';
import type { GameState } from './state';

const onKingsCourt = (s: GameState) => s.tracks['kings-court'].map((h) => starLimit(s, h));

describe('game options default to the rules reference’s rulings', () => {
  it('normalised into the state', () => {
    expect(parseConfig({ players: 4 })).toEqual({
      houses: ['stark', 'lannister', 'baratheon', 'greyjoy'],
      tidesOfBattle: false,
      faq2Tiebreakers: false,
      darkWingsPorts: true,
      kingsCourtOverlay: 'four-positions',
      lannisterPortShipAtThree: true,
    });
    expect(newGame({ players: 4, darkWingsPorts: false, kingsCourtOverlay: 'two-positions' }).options).toMatchObject({ darkWingsPorts: false, kingsCourtOverlay: 'two-positions' });
  });

  it('2E-FEW-07 (OQ-02): the 4-player overlay covers 4 positions, 3/2/1/0 stars; the option reads SR’s 2 positions, 3/2/2/1', () => {
    expect(onKingsCourt(newGame({ players: 4 }))).toEqual([3, 2, 1, 0]);
    expect(onKingsCourt(newGame({ players: 4, kingsCourtOverlay: 'two-positions' }))).toEqual([3, 2, 2, 1]);
    // Only the 4-player game has the choice.
    expect(onKingsCourt(newGame({ players: 3, kingsCourtOverlay: 'two-positions' }))).toEqual([3, 2, 1]);
    expect(onKingsCourt(newGame({ players: 6, kingsCourtOverlay: 'two-positions' }))).toEqual([3, 3, 2, 1, 0, 0]);
  });

  it('2E-FEW-08 (OQ-25): the errata Lannister ship in its port at every count; the option leaves it out at 3 players only', () => {
    const ships = (s: GameState) => s.areas['port-of-lannisport'].units.map((u) => `${u.house} ${u.type}`);
    expect(ships(newGame({ players: 3 }))).toEqual(['lannister ship']);
    expect(ships(newGame({ players: 3, lannisterPortShipAtThree: false }))).toEqual([]);
    expect(ships(newGame({ players: 4, lannisterPortShipAtThree: false }))).toEqual(['lannister ship']);
  });
});

describe('the rules fingerprint', () => {
  it('is a SHA-256 of the rules version and every data table, stable and named for people', () => {
    expect(rulesFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(rulesFingerprint()).toBe(fingerprintOf(RULES_VERSION, DATA));
    expect(rulesBuildName()).toBe(`rules ${RULES_VERSION} · ${rulesFingerprint().slice(0, 8)}`);
    expect(rulesBuildName('ab'.repeat(32), 9)).toBe('rules 9 · abababab');
  });

  it('changes with the version and with any data table', () => {
    expect(fingerprintOf(RULES_VERSION + 1, DATA)).not.toBe(rulesFingerprint());
    expect(fingerprintOf(RULES_VERSION, { ...DATA, STARTING_POWER: 6 })).not.toBe(rulesFingerprint());
    expect(fingerprintOf(RULES_VERSION, { ...DATA, KINGS_COURT_STARS: { ...DATA.KINGS_COURT_STARS, 4: [3, 3, 2, 1] } })).not.toBe(rulesFingerprint());
  });
});

describe('the options in words (engine/option-text.ts)', () => {
  it('every option of GameOptions is described, the ruling first, and its default is the first choice', () => {
    const defaults = parseConfig({ players: 4 });
    expect(GAME_OPTIONS.map((o) => o.id).sort()).toEqual(Object.keys(defaults).filter((k) => k !== 'houses').sort());
    for (const o of GAME_OPTIONS) expect(o.choices[0]?.value).toEqual(defaults[o.id]);
    expect(describeOptions(defaults).every((d) => d.isDefault)).toBe(true);
  });
  it('lists an option only at the player counts it changes: the King\'s Court overlay at 4, the Lannister port ship at 3', () => {
    const ids = (players: number) => optionsFor(players).map((o) => o.id);
    expect(ids(6)).toEqual(['tidesOfBattle', 'darkWingsPorts', 'faq2Tiebreakers']);
    expect(ids(5)).toEqual(['tidesOfBattle', 'darkWingsPorts', 'faq2Tiebreakers']);
    expect(ids(4)).toEqual(['tidesOfBattle', 'darkWingsPorts', 'kingsCourtOverlay', 'faq2Tiebreakers']);
    expect(ids(3)).toEqual(['tidesOfBattle', 'darkWingsPorts', 'lannisterPortShipAtThree', 'faq2Tiebreakers']);
    expect(describeOptions(parseConfig({ players: 6 })).map((d) => d.label)).toEqual(['Tides of Battle', 'Dark Wings, Dark Words, option (b)', 'Tie for victory at the end of round 10']);
  });
  it('an info panel reads the chosen values', () => {
    const config: GameConfig = { players: 4, darkWingsPorts: false };
    expect(describeOptions(parseConfig(config))).toContainEqual({ label: 'Dark Wings, Dark Words, option (b)', text: 'As the printed English card: Power for crowns only', isDefault: false });
  });
});
