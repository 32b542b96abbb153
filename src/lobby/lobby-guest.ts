// A joiner's side of the lobby. It says hello with its public key, seed commitment and game
// PeerJS id; says ready to one exact lobby (a digest of the settings and every seat) with a fresh
// house-nonce commitment; opens the nonce only if the locked lobby is the one it readied on and its
// own seat is intact; re-derives the setup itself and signs the game id only if the host's
// proposal is byte for byte the same; and finishes when every seat's signature verifies.
import { equalBytes, sign, verify } from '../../crypto/index';
import { rulesBuildName } from '../../engine/index';
import { seedCommitment, type RandomSource } from '../session/setup';
import type { LobbyLink } from './lobby-link';
import { LOBBY_VERSION, decodeHostMessage, unknownGameOf, encodeGuestMessage, type GuestMessage, type LobbyView, type RulesBuild, type StartProposal } from './lobby-messages';
import { deferred, LobbyError, Listeners, memberOf, type Identity, type LobbyErrorCode, type LobbyReport, type AnyLobbyResult } from './lobby-result';
import { acceptMessage, gameProblem, isSameSetup, lobbyDigest, localRulesBuild, needsNonces, nonceCommitment, sameBuild, settle, type Settled } from './lobby-setup';
import { WOTR_TABLES, type WotrTableEntry } from '../games/registry';

export interface GuestOptions {
  readonly link: LobbyLink;
  /** The host's peer on the link. */
  readonly host: string;
  readonly name: string;
  readonly identity: Identity;
  readonly rng: RandomSource;
  /** Only watch, even if a seat is free. */
  readonly watch?: boolean;
  /** The rules build this page plays; by default its engine's (`localRulesBuild()`). */
  readonly rules?: RulesBuild;
  /** The War of the Ring card tables this page has (a lobby names one by id); default the build's, `WOTR_TABLES`. */
  readonly tables?: readonly WotrTableEntry[];
}

export class LobbyGuest {
  readonly result: Promise<AnyLobbyResult>;
  private readonly done = deferred<AnyLobbyResult>();
  private readonly changes = new Listeners<LobbyView>();
  private readonly reports = new Listeners<LobbyReport>();
  private current: LobbyView | null = null;
  /** The digest and nonce of the ready this peer sent, while it stands. */
  private readied: { digest: Uint8Array; nonce: Uint8Array; commitment: Uint8Array } | null = null;
  /** The lobby as locked (phase opening or accepting) that matched our ready. */
  private locked: LobbyView | null = null;
  private opened = false;
  private settled: Settled | null = null;
  private finished = false;
  private readonly unsubscribe: (() => void)[];
  private readonly rules: RulesBuild;
  private readonly tables: readonly WotrTableEntry[];

  constructor(private readonly options: GuestOptions) {
    this.rules = options.rules ?? localRulesBuild();
    this.tables = options.tables ?? WOTR_TABLES;
    this.result = this.done.promise;
    const { link, host } = options;
    this.unsubscribe = [
      link.onMessage((from, bytes) => {
        if (from === host) this.receive(bytes);
        else this.reports.emit({ kind: 'dropped', from, code: 'not-host' });
      }),
      link.onPeer((peer, up) => {
        if (peer !== host) return;
        if (up) this.send({ t: 'hello', v: LOBBY_VERSION, member: memberOf(options.identity, options.name), watch: options.watch ?? false, rules: this.rules });
        else if (link.gaveUpOnBroker?.() === true) this.fail('no-broker', 'the broker cannot be reached');
        else this.fail('host-left', 'the lobby closed');
      }),
    ];
  }

  /** The lobby as the host last showed it (null before the first state). */
  view(): LobbyView | null {
    return this.current;
  }

  /** This peer's slot in the current view, or null while watching. */
  slot(): number | null {
    const at = this.current?.slots.findIndex((s) => equalBytes(s.publicKey, this.options.identity.keys.publicKey)) ?? -1;
    return at < 0 ? null : at;
  }

  /** Whether this peer's ready stands for the lobby as it is now. */
  isReady(): boolean {
    return this.readied !== null && this.current !== null && equalBytes(this.readied.digest, lobbyDigest(this.current));
  }

  onChange(fn: (view: LobbyView) => void): () => void {
    return this.changes.add(fn);
  }

  onReport(fn: (report: LobbyReport) => void): () => void {
    return this.reports.add(fn);
  }

  /** Ready to the lobby exactly as shown now (a fresh house nonce each time), or not ready. */
  setReady(ready: boolean): void {
    const view = this.current;
    if (!ready || view === null || this.slot() === null || view.phase !== 'gathering') {
      this.readied = null;
      this.send({ t: 'ready', digest: null, nonceCommitment: null });
      return;
    }
    const nonce = this.options.rng.bytes(32);
    const digest = lobbyDigest(view);
    this.readied = { digest, nonce, commitment: nonceCommitment(view.lobby, this.options.identity.keys.publicKey, nonce) };
    this.send({ t: 'ready', digest, nonceCommitment: this.readied.commitment });
  }

  close(): void {
    this.fail('closed', 'the lobby was closed');
  }

  private receive(bytes: Uint8Array): void {
    if (this.finished) return;
    const decoded = decodeHostMessage(bytes);
    if (!decoded.ok) {
      // A lobby of a game this build does not play: refused, named, rather than waited on for ever.
      const game = unknownGameOf(decoded.error);
      if (game !== null) return this.fail('unknown-game', `this lobby plays ${game}, a game this page does not know`, null, null, game);
      return this.reports.emit({ kind: 'dropped', from: this.options.host, code: decoded.error.code, path: decoded.error.path });
    }
    const m = decoded.value;
    if (m.t === 'state') return this.state(m.view);
    if (m.t === 'start') return this.start(m.start);
    if (m.t === 'go') return this.go(m.sigs);
    if (m.rules !== undefined) return this.otherRules(m.rules);
    this.fail('refused', `the host refused: ${m.reason}`);
  }

  /** The creator plays another rules build: no game together (the lobby says both builds). */
  private otherRules(host: RulesBuild): void {
    const message = `the rules builds differ: this game was made with ${rulesBuildName(host.fingerprint, host.version)}; you have ${rulesBuildName(this.rules.fingerprint, this.rules.version)}`;
    this.fail('other-rules', message, { host, mine: this.rules });
  }

  private state(view: LobbyView): void {
    if (this.current !== null && view.lobby !== this.current.lobby) return this.reports.emit({ kind: 'dropped', from: this.options.host, code: 'other-lobby' });
    // A host that seated us with another rules build anyway: this peer refuses the game itself.
    if (!sameBuild(view.settings.rules, this.rules)) return this.otherRules(view.settings.rules);
    // A game on a card table this page has not (or has another version of): it could never settle it.
    const game = view.settings.game;
    const problem = gameProblem(view.settings, this.tables);
    if (game !== undefined && problem === 'unknown-table') return this.fail(problem, `this game is played on the card table '${game.table}', which this page does not have`, null, game.table);
    if (game !== undefined && problem === 'other-table') return this.fail(problem, `this game is played on another version of the card table '${game.table}' than this page's`, null, game.table);
    this.current = view;
    if (view.phase === 'gathering') {
      this.locked = null;
      this.opened = false;
      this.settled = null;
      if (!this.isReady()) this.readied = null; // the lobby changed: agree again
    } else if (this.isOurLobby(view)) {
      this.locked = view;
      if (view.phase === 'opening' && !this.opened && this.readied !== null) {
        this.opened = true;
        this.send({ t: 'open', nonce: this.readied.nonce });
      }
    }
    this.changes.emit(view);
  }

  /** A locked lobby is ours if it is the one we readied on, with our seat and nonce intact; a watcher takes it as shown. */
  private isOurLobby(view: LobbyView): boolean {
    const me = this.options.identity;
    const at = view.slots.findIndex((s) => equalBytes(s.publicKey, me.keys.publicKey));
    if (at < 0) return this.readied === null;
    const s = view.slots[at]!;
    const r = this.readied;
    const intact = r !== null && equalBytes(lobbyDigest(view), r.digest) && equalBytes(s.seedCommitment, seedCommitment(me.keys.publicKey, me.seedSecret)) && s.peerId === me.peerId;
    const nonceOk = !needsNonces(view.settings) || (s.nonceCommitment !== null && r !== null && equalBytes(s.nonceCommitment, r.commitment));
    if (!intact || !nonceOk) this.reports.emit({ kind: 'dropped', from: this.options.host, code: 'not-our-lobby' });
    return intact && nonceOk;
  }

  private start(proposal: StartProposal): void {
    const base = this.locked;
    if (base === null || this.settled !== null) return this.reports.emit({ kind: 'dropped', from: this.options.host, code: 'unexpected-start' });
    const r = settle(base, needsNonces(base.settings) ? proposal.nonces : base.slots.map(() => null), this.tables);
    if (!r.ok) return this.fail('bad-start', `the proposed start does not settle: ${r.code}${r.slot === undefined ? '' : ` (slot ${r.slot})`}`);
    if (!isSameSetup(r.value.setup, proposal.setup, base.settings)) return this.fail('bad-start', 'the proposed setup is not the one this lobby agreed');
    this.settled = r.value;
    const seat = this.seatIn(r.value);
    if (seat !== null) this.send({ t: 'accept', sig: sign(this.options.identity.keys.secretKey, acceptMessage(r.value.gameId)) });
  }

  private go(sigs: readonly Uint8Array[]): void {
    const settled = this.settled;
    if (settled === null) return this.reports.emit({ kind: 'dropped', from: this.options.host, code: 'unexpected-go' });
    const message = acceptMessage(settled.gameId);
    const bad = settled.setup.seats.findIndex((s, i) => sigs[i] === undefined || !verify(s.publicKey, message, sigs[i]!));
    if (bad >= 0 || sigs.length !== settled.setup.seats.length) return this.fail('bad-go', `seat ${bad}'s acceptance does not verify`);
    this.finished = true;
    const { setup, gameId, peerIds, names, bots, relays } = settled;
    this.done.resolve({ setup, gameId, peerIds, names, bots, relays, seat: this.seatIn(settled), identity: this.options.identity, botSeats: [], acceptances: sigs });
    this.stop();
  }

  private seatIn(settled: Settled): number | null {
    const seat = settled.setup.seats.findIndex((s) => equalBytes(s.publicKey, this.options.identity.keys.publicKey));
    return seat < 0 ? null : seat;
  }

  private fail(code: LobbyErrorCode, message: string, builds: LobbyError['builds'] = null, table: string | null = null, game: string | null = null): void {
    if (this.finished) return;
    this.finished = true;
    this.reports.emit({ kind: 'aborted', reason: code });
    this.done.reject(new LobbyError(code, message, builds, table, game));
    this.stop();
  }

  /** Leaves the lobby link: after the go, or after a failure. */
  private stop(): void {
    for (const off of this.unsubscribe) off();
    this.options.link.close();
  }

  private send(m: GuestMessage): void {
    this.options.link.send(this.options.host, encodeGuestMessage(m));
  }
}
