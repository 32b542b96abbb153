// The rematch of a game: every page of the table derives the same lobby id from the game id (and
// another game gives another), seat 0's page hosts with the bots it ran, the others join; the
// settings are the game's.
import { describe, expect, it } from 'vitest';
import { makeLobby, seedBytes } from '../../games/agot-harness';
import { gameId } from '../../session/setup';
import { rematchLobbyId, rematchOf } from './rematch';

describe('rematchOf', () => {
  it('gives every page the same lobby, seat 0 as its host with its bots, and the game settings', () => {
    const setup = makeLobby({ players: 4, tidesOfBattle: true, darkWingsPorts: false, kingsCourtOverlay: 'two-positions' }, seedBytes(5)).setup;
    const id = gameId(setup);
    const relays = ['ws://127.0.0.1:7777', 'wss://relay.example.org'];
    const creator = rematchOf(
      setup,
      id,
      [
        { seat: 0, role: 'player' },
        { seat: 2, role: 'bot' },
        { seat: 3, role: 'bot' },
      ],
      relays,
    );
    const guest = rematchOf(setup, id, [{ seat: 1, role: 'player' }], relays);
    expect(creator.lobby).toMatch(/^[0-9a-f]{16}$/);
    expect(guest.lobby).toBe(creator.lobby);
    expect(creator).toMatchObject({ host: true, bots: 2, settings: { players: 4, tidesOfBattle: true, options: { darkWingsPorts: false, kingsCourtOverlay: 'two-positions', lannisterPortShipAtThree: true, faq2Tiebreakers: false }, deadlines: setup.deadlines, relays } });
    expect(guest).toMatchObject({ host: false, bots: 0 });
    // Every page names seat 0's house: the guests wait for that player's own click.
    expect([creator.hostHouse, guest.hostHouse]).toEqual([setup.seats[0]!.house, setup.seats[0]!.house]);
    // A bot in seat 0 makes its owner the host.
    expect(rematchOf(setup, id, [{ seat: 0, role: 'bot' }, { seat: 3, role: 'player' }], relays).host).toBe(true);
    const other = makeLobby({ players: 4 }, seedBytes(6)).setup;
    expect(rematchLobbyId(gameId(other))).not.toBe(creator.lobby);
  });

  it("keeps the table's relays, and a table that played without relays keeps none", () => {
    const setup = makeLobby({ players: 3 }, seedBytes(7)).setup;
    const id = gameId(setup);
    const chosen = ['ws://127.0.0.1:7777'];
    expect(rematchOf(setup, id, [{ seat: 0, role: 'player' }], chosen).settings.relays).toEqual(chosen);
    expect(rematchOf(setup, id, [{ seat: 0, role: 'player' }], []).settings.relays).toEqual([]);
  });
});
