// Settling a lobby in memory for tests of what comes after it, each step waiting for the lobby's
// own change (src/session/until.testkit.ts), never for a fixed time.
import type { BotLevel } from '../bots/levels';
import { onAny, until } from '../session/until.testkit';
import type { LobbyGuest, LobbyHost } from './lobby-protocol';

/**
 * With `guest` (one joiner) in `host`'s lobby: once it is seated, adds a bot of `level`; the guest
 * says ready to the lobby as it sees it, with the bot; then the creator. The caller awaits the results.
 */
export async function readyWithBot(host: LobbyHost, guest: LobbyGuest, level?: BotLevel): Promise<void> {
  const guestSlot = () => host.view().slots.slice(1).find((s) => !s.bot); // slot 0 is the creator's
  await until('the guest seated', () => guestSlot() !== undefined, onAny(host));
  host.addBot(level);
  await until('the bot on the guest’s page', () => guest.view()?.slots.some((s) => s.bot) === true, onAny(guest));
  guest.setReady(true);
  await until('the guest’s ready at the creator', () => guestSlot()?.ready != null, onAny(host));
  host.setReady(true);
}
