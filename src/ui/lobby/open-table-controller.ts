// The creator's side of an open table in <so-lobby>: while "List this table under Open tables" is
// ticked and the lobby gathers players, the table is listed on the lobby's relays
// (src/lobby/open-tables.ts) as it is — its free seats, player count, edition — and withdrawn when
// the box is cleared, the seats are full, the lobby settles or the element leaves the page. The
// Nostr code is fetched only when a table is first listed.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LobbyKey, LobbyView } from '../../lobby/lobby-protocol';
import { siteOf } from '../../lobby/open-table-listing';
import type { TableAnnouncer, TableDescription } from '../../lobby/open-tables';
import type { NostrNoticeBoard } from '../../net/nostr-notices';
import { realTimers } from '../../net/peerjs-backoff';

/** What the lobby shows the controller at each update. */
export interface ListedLobby {
  /** The lobby key while this page is the creator; null otherwise. */
  readonly key: LobbyKey | null;
  readonly view: LobbyView | null;
}

export class OpenTableController implements ReactiveController {
  /** The box is ticked. */
  wanted = false;
  /** Relays that took the last listing; null while nothing was listed. */
  listedOn: number | null = null;
  private announcer: TableAnnouncer | null = null;
  private board: NostrNoticeBoard | null = null;
  /** What is to be listed now, and its text (to tell a change); null: nothing. */
  private current: { readonly relays: readonly string[]; readonly description: TableDescription; readonly text: string } | null = null;
  private starting = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly lobby: () => ListedLobby,
  ) {
    host.addController(this);
  }

  set(on: boolean): void {
    this.wanted = on;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    const { key, view } = this.lobby();
    // A listing describes a table of A Game of Thrones (its edition, players 3–6, Tides): a War of the Ring table is not listed (src/lobby/README.md).
    const open = this.wanted && key !== null && view !== null && view.phase === 'gathering' && view.settings.relays.length > 0 && view.settings.game === undefined;
    if (!open) return this.withdraw();
    const relays = view.settings.relays;
    if (this.current !== null && relays.join(' ') !== this.current.relays.join(' ')) this.withdraw();
    const description = describe(view, key.lobby);
    const text = JSON.stringify(description);
    if (text === this.current?.text) return;
    this.current = { relays, description, text };
    void this.announce(key, description);
  }

  hostDisconnected(): void {
    this.withdraw();
  }

  private async announce(key: LobbyKey, description: TableDescription): Promise<void> {
    if (this.announcer !== null) return this.count(this.announcer.update(description));
    if (this.starting) return; // the start under way lists what is current when it is ready
    this.starting = true;
    try {
      const [{ NostrNoticeBoard }, { OPEN_TABLES_TOPIC, TableAnnouncer }, { generateSecretKey }] = await Promise.all([import('../../net/nostr-notices'), import('../../lobby/open-tables'), import('nostr-tools/pure')]);
      // Withdrawn meanwhile, or changed (its table, or its relays): what is current now.
      const current = this.current;
      if (current === null) return;
      this.board = new NostrNoticeBoard({ relays: current.relays, topic: OPEN_TABLES_TOPIC });
      this.announcer = new TableAnnouncer(this.board, key.keys, current.description, { nostrKey: generateSecretKey(), timers: realTimers });
      await this.count(this.announcer.start());
    } finally {
      this.starting = false;
    }
  }

  private async count(posted: Promise<string[]>): Promise<void> {
    const took = await posted;
    if (this.announcer === null) return;
    this.listedOn = took.length;
    this.host.requestUpdate();
  }

  private withdraw(): void {
    this.current = null;
    const announcer = this.announcer;
    const board = this.board;
    this.announcer = null;
    this.board = null;
    if (this.listedOn !== null) {
      this.listedOn = null;
      this.host.requestUpdate();
    }
    if (announcer === null) return;
    void announcer.withdraw().finally(() => board?.close());
  }
}

/** The table as the lobby shows it now. */
function describe(view: LobbyView, lobby: string): TableDescription {
  const s = view.settings;
  const taken = Array.from({ length: s.players }, (_, i) => view.slots[i] ?? null).filter((slot) => slot !== null).length;
  return {
    game: 'agot',
    edition: s.ruleset === '1e' ? '1e' : '2e',
    lobby,
    site: siteOf(location),
    broker: new URLSearchParams(globalThis.location?.search ?? '').get('broker'),
    name: view.slots[0]?.name ?? '',
    players: s.players,
    free: s.players - taken,
    tidesOfBattle: s.tidesOfBattle,
    rules: s.rules.fingerprint,
  };
}
