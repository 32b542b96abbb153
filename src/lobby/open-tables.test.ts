// Open tables over a real Nostr relay (@nostr-relay/core on 127.0.0.1): a creator's listing
// reaches a reader on another connection, follows the table's free seats, disappears when
// withdrawn; junk under the topic is refused and counted, a flood stays bounded, and a listing
// replayed after it was superseded changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finalizeEvent, generateSecretKey } from 'nostr-tools/pure';
import { AbstractRelay } from 'nostr-tools/abstract-relay';
import { verifyEvent } from 'nostr-tools/pure';
import { WebSocket } from 'ws';
import { keyPairFromSeed } from '../../crypto/index';
import { NOTICE_EVENT_KIND, NostrNoticeBoard, type NoticeReport } from '../net/nostr-notices';
import { startTestRelay, type TestRelay } from '../net/nostr-relay.testkit';
import { until, type OnChange } from '../session/until.testkit';
import { realTimers, type Timers } from '../net/peerjs-backoff';
import { lobbyIdOf } from './lobby-protocol';
import { MAX_TABLES } from './open-table-list';
import { makeListing } from './open-table-listing';
import { LISTING_SECONDS, OPEN_TABLES_TOPIC, OpenTablesReader, TableAnnouncer, type TableDescription } from './open-tables';

const websocket = WebSocket as unknown as typeof globalThis.WebSocket;
const lobbyKeys = (n: number) => keyPairFromSeed(new Uint8Array(32).fill(n));
const describeTable = (n: number, free = 2): TableDescription => ({
  game: 'agot', edition: '2e', lobby: lobbyIdOf(lobbyKeys(n).publicKey), site: 'https://so.example/', broker: null, name: `Creator ${n}`, players: 4, free, tidesOfBattle: true, rules: 'cd'.repeat(32),
});
/** Timers that never fire: a test posts refreshes itself. */
const stillTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined, now: () => 0 };

/** A board's reports as they come, and a change source for `until` that fires on each. */
function reportsOf(b: NostrNoticeBoard): { readonly list: NoticeReport[]; readonly on: OnChange } {
  const list: NoticeReport[] = [];
  b.onReport((r) => list.push(r));
  return { list, on: (changed) => b.onReport(() => changed()) };
}
/** Every stored notice of the board's one relay has been handed over (the relay's end of stored events). */
const readAll = (reports: NoticeReport[]) => () => reports.some((r) => r.kind === 'relay-read');
const onReader = (reader: OpenTablesReader): OnChange => (changed) => reader.onChange(changed);

describe('open tables over a Nostr relay', () => {
  let relay: TestRelay;
  const boards: NostrNoticeBoard[] = [];
  const board = (now?: () => number) => {
    const b = new NostrNoticeBoard({ relays: [relay.url], topic: OPEN_TABLES_TOPIC, websocket, timers: realTimers, ...(now ? { now } : {}) });
    boards.push(b);
    return b;
  };
  beforeEach(async () => {
    relay = await startTestRelay();
  });
  afterEach(async () => {
    for (const b of boards.splice(0)) b.close();
    await relay.close();
  });

  it('lists a table, follows its free seats and drops it when withdrawn', async () => {
    const announcer = new TableAnnouncer(board(), lobbyKeys(1), describeTable(1, 3), { nostrKey: generateSecretKey(), timers: stillTimers });
    expect(await announcer.start()).toEqual([relay.url]);
    const reader = new OpenTablesReader(board());
    reader.start();
    await until('the listing', () => reader.tables().length === 1, onReader(reader), 5_000);
    expect(reader.tables()[0]).toMatchObject({ lobby: describeTable(1).lobby, name: 'Creator 1', free: 3, players: 4 });

    await announcer.update(describeTable(1, 1));
    await until('the update', () => reader.tables()[0]?.free === 1, onReader(reader), 5_000);
    await announcer.withdraw();
    await until('the withdrawal', () => reader.tables().length === 0, onReader(reader), 5_000);
    // A late reader sees every stored listing of the lobby, oldest or newest first: the newest wins.
    const lateBoard = board();
    const lateReports = reportsOf(lateBoard);
    const late = new OpenTablesReader(lateBoard);
    late.start();
    await until('the late reader to read every stored listing', readAll(lateReports.list), lateReports.on, 5_000);
    expect(late.tables()).toEqual([]);
  });

  it('refuses junk under the topic, counts it, and keeps reading', async () => {
    const poster = board();
    const readingBoard = board();
    const { list: reports, on: onReports } = reportsOf(readingBoard);
    const reader = new OpenTablesReader(readingBoard);
    reader.start();
    const key = generateSecretKey();
    const expiry = Math.floor(Date.now() / 1000) + 120;
    await poster.post(key, 'not-a-lobby', 'hello', expiry);
    // A valid listing posted under another lobby's notice id.
    const at = Math.floor(Date.now() / 1000);
    await poster.post(key, describeTable(9).lobby, makeListing(lobbyKeys(2), { ...describeTable(2), at, until: at + LISTING_SECONDS }), expiry);
    // A listing whose free seats were changed after signing.
    const forged = JSON.parse(makeListing(lobbyKeys(3), { ...describeTable(3), at, until: at + LISTING_SECONDS })) as Record<string, unknown>;
    await poster.post(key, describeTable(3).lobby, JSON.stringify({ ...forged, free: 3 }), expiry);
    // Events the board itself refuses: an expired one, one without a `d` tag, of another topic.
    const raw = new AbstractRelay(relay.url, { verifyEvent, websocketImplementation: websocket });
    await raw.connect();
    const event = (tags: string[][]) => finalizeEvent({ kind: NOTICE_EVENT_KIND, created_at: at, tags, content: 'x' }, key);
    await raw.publish(event([['t', OPEN_TABLES_TOPIC], ['expiration', String(expiry)]]));
    await raw.publish(event([['d', 'b'], ['t', OPEN_TABLES_TOPIC]]));
    raw.close();
    // And then a good one, which still gets through.
    await new TableAnnouncer(poster, lobbyKeys(4), describeTable(4), { nostrKey: key, timers: stillTimers }).start();
    await until('the good listing', () => reader.tables().length === 1, onReader(reader), 5_000);
    expect(reader.tables()[0]!.lobby).toBe(describeTable(4).lobby);
    const refused = () => reports.flatMap((r) => (r.kind === 'refused-event' ? [r.reason] : []));
    await until('the reports', () => refused().length >= 2, onReports, 5_000);
    expect(refused().sort()).toEqual(['expired', 'no-id']);
    expect(reports.filter((r) => r.kind === 'relay-read')).toEqual([{ kind: 'relay-read', relay: relay.url }]);
    expect(Object.fromEntries(reader.refused)).toEqual({ 'not-json': 1, 'bad-field': 1, 'bad-signature': 1 });
    // A reader whose clock is past the notices' expiration refuses them all, the good one included.
    const ahead = board(() => Date.now() + 10 * 60_000);
    const aheadReports = reportsOf(ahead);
    const late = new OpenTablesReader(ahead, () => Date.now() + 10 * 60_000);
    late.start();
    const aheadRefused = () => aheadReports.list.flatMap((r) => (r.kind === 'refused-event' ? [r.reason] : []));
    await until('the notices stored on the relay', readAll(aheadReports.list), aheadReports.on, 5_000);
    expect(aheadRefused().length).toBeGreaterThanOrEqual(5);
    expect(new Set(aheadRefused())).toEqual(new Set(['expired', 'no-id']));
    expect(late.tables()).toEqual([]);
  });

  it('holds at most MAX_TABLES listings however many lobbies flood the board', async () => {
    const poster = board();
    const key = generateSecretKey();
    const at = Math.floor(Date.now() / 1000);
    const flood = MAX_TABLES + 40;
    for (let n = 0; n < flood; n++) {
      const keys = keyPairFromSeed(new Uint8Array(32).fill(0).map((_, i) => (i === 0 ? n & 0xff : i === 1 ? n >> 8 : 5)));
      const lobby = lobbyIdOf(keys.publicKey);
      await poster.post(key, lobby, makeListing(keys, { ...describeTable(1), lobby, at, until: at + LISTING_SECONDS }), at + LISTING_SECONDS);
    }
    const readingBoard = board();
    const reports = reportsOf(readingBoard);
    const reader = new OpenTablesReader(readingBoard);
    let changes = 0;
    reader.onChange(() => changes++);
    reader.start();
    await until('every listing', readAll(reports.list), reports.on, 20_000);
    expect(changes).toBe(flood);
    expect(reader.tables()).toHaveLength(MAX_TABLES);
  }, 40_000);

  it('reports a relay it cannot reach, and keeps trying it', async () => {
    const down = await startTestRelay();
    const url = down.url;
    await down.close();
    const b = new NostrNoticeBoard({ relays: [url], topic: OPEN_TABLES_TOPIC, websocket, timers: realTimers, backoff: { firstMs: 50, maxMs: 50 } });
    boards.push(b);
    const { list: reports, on } = reportsOf(b);
    b.read(() => undefined);
    await until('relay-down', () => reports.some((r) => r.kind === 'relay-down'), on, 5_000);
    expect(reports[0]).toMatchObject({ kind: 'relay-down', relay: url });
    await until('the retries', () => reports.filter((r) => r.kind === 'relay-down').length >= 3, on, 5_000);
  });
});
