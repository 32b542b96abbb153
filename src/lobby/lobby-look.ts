// A look at a lobby before joining it: the arrival page of a friend's link shows whose table it is
// and which seats are free before the visitor takes a seat or watches. The visitor sends `look`
// instead of a hello, gets one state back, and closes: the creator keeps nothing of it.
import { LobbyError } from './lobby-result';
import type { LobbyLink } from './lobby-link';
import { decodeHostMessage, encodeGuestMessage, type LobbyView } from './lobby-messages';

/** The lobby as its creator shows it now, over `link` to `host`; rejects with a LobbyError. */
export function lookAtLobby(link: LobbyLink, host: string): Promise<LobbyView> {
  return new Promise<LobbyView>((resolve, reject) => {
    const offs: (() => void)[] = [];
    const end = (finish: () => void) => {
      for (const off of offs) off();
      finish();
    };
    offs.push(
      link.onPeer((peer, up) => {
        if (peer !== host) return;
        if (up) link.send(host, encodeGuestMessage({ t: 'look' }));
        else end(() => reject(new LobbyError('host-left', 'the lobby closed')));
      }),
      link.onMessage((from, bytes) => {
        if (from !== host) return;
        const m = decodeHostMessage(bytes);
        if (!m.ok) return; // not a state: wait for one (the link's own limits bound the rest)
        const message = m.value;
        if (message.t === 'state') end(() => resolve(message.view));
        else if (message.t === 'refused') end(() => reject(new LobbyError('refused', `the host refused: ${message.reason}`)));
      }),
    );
  });
}

/** How many seats of a lobby are still free, and whose table it is (slot 0 is its creator). */
export function tableOf(view: LobbyView): { readonly creator: string; readonly free: number; readonly seats: number } {
  return { creator: view.slots[0]?.name ?? '', free: view.settings.players - view.slots.length, seats: view.settings.players };
}
