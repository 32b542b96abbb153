// `verify`: re-checks a log from scratch with nothing but the file — every entry's encoding,
// game, author and signature (intake.ts), then the whole game through a fresh replica: chains,
// the canonical order, state hashes, commitments, shuffles, locks and shares, the legality of
// every move, the seeds and deck audits, and the final certificate. The verdict names who
// deviated, with the signed evidence, or gives the certificate.
import { checkLogEntry, toHex, type LogEntry } from '../../crypto/index';
import { parseBody } from './entry-body';
import type { Deviation } from './deviation';
import { admitEntry, junkRecord } from './intake';
import type { GameModule, GameTypes } from './game-module';
import { decodeLogFile } from './log-file';
import { Replica, type Certificate } from './replica';

/**
 * `junk`: entries in the file that no seat signed (or of another game): reported, never blamed on a seat.
 * `certified`: every seat not excluded signed the final log hash; `proofs` convict the excluded seats
 * (empty when nobody was), and name any seat that was only absent (`withheld`); `winnerWords`: how the
 * text says the winner won, when the game words it (`GameModule.winnerWords`).
 */
export type Verdict =
  | { readonly kind: 'certified'; readonly winner: string; readonly winnerWords?: string; readonly round: number; readonly moves: number; readonly certificate: Certificate; readonly proofs: readonly Deviation[]; readonly junk: number }
  | { readonly kind: 'cheated'; readonly proofs: readonly Deviation[]; readonly status: string; readonly junk: number }
  | { readonly kind: 'incomplete'; readonly status: string; readonly moves: number; readonly waitingFor: readonly string[]; readonly junk: number }
  | { readonly kind: 'invalid-file'; readonly error: string };

/** The fold of a log file: its replica after every entry, and the entries no seat signed. */
export interface Replay<G extends GameTypes = GameTypes> {
  readonly replica: Replica<G>;
  readonly forged: readonly Deviation[];
}

/**
 * Folds every entry of a log file (in any order: the replica re-derives the canonical one).
 * `progress` hears each entry before its signature and chain are checked, then the start of the
 * replay of the game (the moves, the decks, the end audit), which runs as one step.
 */
export function replayLog<G extends GameTypes>(bytes: Uint8Array, game: GameModule<G>, progress?: (stage: 'entries' | 'replay', done: number, total: number) => void): Replay<G> | { readonly error: string } {
  const file = decodeLogFile(bytes, game);
  if (!file.ok) return { error: `${file.error.code} ${file.error.path.join('/')}` };
  const replica = new Replica(file.value.setup);
  const total = file.value.entries.length;
  // A substitute's entries name a key the setup does not (README, "Replacing a seat"): they are
  // admitted once the fold reached their hand-over, as a live peer's sync brings them after it.
  let unknown: { readonly i: number; readonly raw: Uint8Array; readonly code: string }[] = [];
  for (const [i, raw] of file.value.entries.entries()) {
    progress?.('entries', i, total);
    const admitted = admitEntry(file.value.setup, replica.game, raw);
    if (!admitted.ok) {
      unknown.push({ i, raw, code: admitted.error.code });
      continue;
    }
    replica.add(admitted.value.seat, admitted.value.entry, admitted.value.id);
  }
  progress?.('replay', 0, total);
  replica.advance();
  for (let handovers = 0; unknown.length > 0 && replica.fold.handovers.length > handovers; ) {
    handovers = replica.fold.handovers.length;
    const left: typeof unknown = [];
    for (const u of unknown) {
      const admitted = u.code === 'unknown-author' ? admitEntry(file.value.setup, replica.game, u.raw, (author) => replica.seatOfAuthor(author)) : null;
      if (admitted?.ok === true) replica.add(admitted.value.seat, admitted.value.entry, admitted.value.id);
      else left.push(admitted === null || admitted.ok ? u : { ...u, code: admitted.error.code });
    }
    unknown = left;
    replica.advance();
  }
  // A forged or foreign entry proves nothing against any seat; it is reported, not replayed.
  const forged = unknown.map((u) => junkRecord(u.raw, `file entry ${u.i}`, u.code));
  return { replica, forged };
}

/** The verdict on a log file of `game`. */
export function verifyLog(bytes: Uint8Array, game: GameModule): Verdict {
  const replay = replayLog(bytes, game);
  return 'error' in replay ? { kind: 'invalid-file', error: replay.error } : verdictOf(replay);
}

export function verdictOf({ replica, forged }: Replay): Verdict {
  // Junk appended to or interleaved with a log changes nothing: it is counted, and names nobody.
  const junk = forged.length;
  // A game whose cheaters were excluded goes on to its end: certified by every other seat, proofs kept.
  if (isCertified(replica)) {
    const { module, state } = replica;
    const winner = module.winner(state) ?? '';
    return { kind: 'certified', winner, ...(module.winnerWords === undefined ? {} : { winnerWords: module.winnerWords(winner) }), round: module.round(state), moves: replica.hashes.length, certificate: replica.certificate!, proofs: replica.deviations, junk };
  }
  if (replica.deviations.length > 0) return { kind: 'cheated', proofs: replica.deviations, status: replica.status, junk };
  const waitingFor = replica.unsupported !== null ? [replica.unsupported] : replica.expectations().map((e) => `seat ${e.seat}: ${e.kind} ${e.ref}`);
  return { kind: 'incomplete', status: replica.status, moves: replica.hashes.length, waitingFor, junk };
}

/** Whether the replica holds the signed final entry on its log hash of every seat not excluded. */
export function isCertified(replica: Replica): boolean {
  return replica.status === 'finished' && replica.certificate !== null && replica.certificate.entries.every((e) => checkLogEntry(e).ok);
}

/**
 * The verdict in one line's worth of data (`verdict: {json}` of simulate and verify): whether every
 * seat not excluded signed the end (`certified`), who deviated and how (each seat once per kind:
 * every cheater is excluded from the game at its conviction, and the game goes on without it), and
 * who was only absent. Junk no seat signed (`forged`) names nobody.
 */
export interface VerdictSummary {
  readonly certified: boolean;
  readonly cheaters: readonly { readonly seat: number; readonly kind: string }[];
  readonly absent: readonly number[];
  /**
   * The seats the others handed over while absent (README, "Replacing a seat"), each with whom to:
   * 'bot', or the substitute's public key in hex; only when there are some.
   */
  readonly replaced?: readonly { readonly seat: number; readonly to: string }[];
}

export function summarize(proofs: readonly Deviation[], certified: boolean): VerdictSummary {
  const cheaters = new Map<string, { seat: number; kind: string }>();
  const absent = new Set<number>();
  const replaced = new Map<string, { seat: number; to: string }>();
  for (const p of proofs) {
    if (p.culprit === null) continue;
    if (p.code === 'withheld') absent.add(p.culprit);
    else if (p.code === 'replaced') {
      const to = takerOf(p);
      replaced.set(`${p.culprit}|${to}`, { seat: p.culprit, to });
    }
    else cheaters.set(`${p.culprit}|${p.code}`, { seat: p.culprit, kind: p.code });
  }
  return {
    certified,
    cheaters: [...cheaters.values()].sort((a, b) => a.seat - b.seat || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0)),
    absent: [...absent].sort((a, b) => a - b),
    ...(replaced.size > 0 ? { replaced: [...replaced.values()].sort((a, b) => a.seat - b.seat) } : {}),
  };
}

/** Whom a replacement handed its seat to, read from its signed votes (they all name the same): 'bot' or the key's hex. */
function takerOf(p: Deviation): string {
  const vote = p.entries[0];
  const body = vote === undefined ? null : parseBody(vote.kind, vote.body);
  if (body?.ok !== true || body.value.kind !== 'replace') throw new RangeError(`expected a replacement proven by replace votes, got ${vote?.kind ?? 'none'}`);
  return body.value.to === 'bot' ? 'bot' : toHex(body.value.to);
}

/** The summary as the CLI's line. */
export function verdictLine(summary: VerdictSummary): string {
  return `verdict: ${JSON.stringify(summary)}`;
}

/** A verdict as text for the CLI. */
export function describeVerdict(v: Verdict, houses: readonly string[] = []): string {
  const text = describeKind(v, houses);
  return v.kind !== 'invalid-file' && v.junk > 0 ? `${text}\n${v.junk} junk ${v.junk === 1 ? 'entry' : 'entries'} (signed by no seat, or of another game) ignored` : text;
}

function describeKind(v: Verdict, houses: readonly string[]): string {
  const seat = (s: number | null) => (s === null ? 'unknown seat' : `seat ${s}${houses[s] ? ` (${houses[s]})` : ''}`);
  switch (v.kind) {
    case 'certified': {
      const cheats = v.proofs.filter((p) => p.code !== 'withheld' && p.code !== 'replaced' && p.culprit !== null);
      const replaced = v.proofs.filter((p) => p.code === 'replaced');
      return [
        `certified: ${v.winnerWords ?? `${v.winner} wins`} in round ${v.round} after ${v.moves} moves`,
        `log hash ${toHex(v.certificate.logHash)}${cheats.length > 0 || replaced.length > 0 ? ', signed by every seat not excluded' : ''}`,
        ...v.certificate.entries.map((e: LogEntry, i) => `  signed by ${seat(v.certificate.seats[i] ?? i)}: ${toHex(e.sig)}`),
        ...cheats.map((p) => `  excluded: ${seat(p.culprit)} for ${p.code} at ${p.at} — ${p.detail} [${p.entries.length} signed entries as evidence]`),
        ...replaced.map((p) => `  replaced: ${seat(p.culprit)} at ${p.at} — ${p.detail} [${p.entries.length} signed votes]`),
      ].join('\n');
    }
    case 'cheated':
      return [`deviation found (replay stopped: ${v.status})`, ...v.proofs.map((p) => `  ${p.code}: ${seat(p.culprit)} at ${p.at} — ${p.detail} [${p.entries.length} signed entries as evidence]`)].join('\n');
    case 'incomplete':
      return [`incomplete log (${v.status}) after ${v.moves} moves; waiting for:`, ...v.waitingFor.map((w) => `  ${w}`)].join('\n');
    case 'invalid-file':
      return `not a log file: ${v.error}`;
  }
}
