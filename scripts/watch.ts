// npm run watch -- <lobby link> : a watcher left running on any machine. It joins the lobby by its
// link through the broker as the page's Watch button does, then verifies and replays the game the
// players sign (src/play/watch.ts) and, unless --no-serve, answers the players' sync requests from
// what it verified: entries pass through it between players who are not online together. It also
// reads the game's entries from the Nostr relays the lobby chose (if any), so it follows the game
// while no player is online. stdout
// gets one line per round (its state hash, which every player's page holds after the same move) and
// the verdict at the end; a status line is drawn on stderr when it is a terminal.
import { register } from 'node:module';
import { installNodeWebRtc } from '../src/net/node-webrtc';
import { parseLobbyFragment } from '../src/lobby/lobby-protocol';
import { failUsage, parseCli, progress } from './cli-args';

const { values, positionals } = parseCli({
  usage: 'npm run watch --',
  positionals: '<lobby link>',
  summary:
    'Watches a game by its lobby link (…#lobby=<id>), verifying everything the players sign, and answers their sync requests so entries pass through it while they are not online together. Runs until Ctrl+C, or with --until-end until the game is over.',
  options: {
    name: { type: 'string', default: 'Watcher (npm run watch)', value: 'NAME', help: 'the name the lobby shows for this watcher' },
    broker: {
      type: 'string',
      value: 'HOST[:PORT][/PATH]',
      help: "the PeerJS broker (as ?broker= in a link); default: the link's ?broker=, else the broker `npm start` serves on the link's host at /signal if it answers, else the public PeerJS broker",
    },
    'no-serve': { type: 'boolean', default: false, help: "only watch: do not answer the players' sync requests" },
    'until-end': { type: 'boolean', default: false, help: 'exit once the game is over (0: certified, 1: a deviation or halted)' },
    out: { type: 'string', value: 'FILE', help: 'write the signed log there at every new round and at the end (npm run verify reads it)' },
    quiet: { type: 'boolean', default: false, help: 'no status line (there is none when stderr is not a terminal either)' },
  },
});
if (positionals.length !== 1) failUsage(`expected one lobby link, got ${positionals.length}`);
let url: URL;
try {
  url = new URL(positionals[0]!);
} catch {
  failUsage(`not a link: '${positionals[0]}'`);
}
if (url.protocol !== 'http:' && url.protocol !== 'https:') failUsage(`expected an http or https link, got ${url.protocol}`);
const lobby = parseLobbyFragment(url.hash);
if (lobby === null) failUsage('the link names no lobby (expected …#lobby=<16 hex digits>)');

// PeerJS reads the WebRTC globals when it is first loaded: install them before importing it, and
// let Node load its ES module build as the app's bundler does (peerjs-esm.mjs).
installNodeWebRtc();
register('./peerjs-esm.mjs', import.meta.url);
const { writeFileSync } = await import('node:fs');
const { joinPeerjsLobby, gameCode } = await import('../src/lobby/peerjs-lobby');
const { parseBrokerParam } = await import('../src/net/peerjs-broker-options');
const { chooseLinkBroker, fetchBrokerProbe } = await import('../src/net/broker-choice');
const { watchLobbyGame } = await import('../src/play/watch');
const { watchFailureText } = await import('../src/cli/watch-words');
const { roundLines } = await import('../src/play/round-lines');
const { encodeLogFile } = await import('../src/session/log-file');
const { describeVerdict, verdictOf } = await import('../src/session/verify-log');

const network = await (async () => {
  if (values.broker !== undefined) {
    const broker = parseBrokerParam(values.broker, url.protocol === 'https:');
    if (!broker.ok) failUsage(`--broker cannot be read (${broker.error.code})`);
    return { broker: broker.value, iceServers: [] as RTCIceServer[] };
  }
  // As <sealed-orders-board watch> chooses (src/net/broker-choice.ts), with no page of its own.
  const chosen = await chooseLinkBroker(url, { probe: fetchBrokerProbe() });
  if (!chosen.ok) failUsage(`the link's ?broker= cannot be read (${chosen.error.code})`);
  return chosen.value.network;
})();
const { broker } = network;
const brokerText = `${broker.secure ? 'wss' : 'ws'}://${broker.host}:${broker.port}${broker.path}`;
console.log(`joining lobby ${lobby} as a watcher through ${brokerText}`);
progress(`joining lobby ${lobby}…`, false, values.quiet);

const { guest } = joinPeerjsLobby({ name: values.name, network, lobby, watch: true });
let result;
try {
  result = await guest.result;
} catch (e) {
  progress('', false, values.quiet);
  console.error(watchFailureText(e, guest.view() !== null, lobby));
  process.exit(1);
}
guest.close();
if (result.seat !== null) {
  console.error('could not watch: the lobby gave this watcher a seat');
  process.exit(1);
}
const serve = !values['no-serve'];
// Node 20 has no WebSocket of its own: the relays are read through ws's.
const { WebSocket } = await import('ws');
const { watcher, mesh } = watchLobbyGame(result, network, { serve, websocket: WebSocket as unknown as typeof globalThis.WebSocket });
if (result.relays.length > 0) console.log(`reading relays: ${result.relays.join(', ')}`);
const setup = result.setup;
// The game is the one the lobby settled (setup.game: A Game of Thrones or War of the Ring); its module tells the round.
const game = setup.game;
const houses = setup.seats.map((s) => s.house);
console.log(`game ${gameCode(result.gameId)} (${game.id}): ${houses.join(', ')}; ${serve ? 'watching and serving' : 'watching'}`);

const writeLog = () => {
  if (values.out !== undefined) writeFileSync(values.out, encodeLogFile(setup, watcher.replica.chains.all()));
};
// Every round gets its line, also those a catch-up passed in one step (round-lines.ts).
const rounds = roundLines(watcher.replica);
let ended = false;
const status = () => {
  const replica = watcher.replica;
  const state = replica.state;
  const lines = rounds.take();
  if (lines.length > 0) {
    progress('', false, values.quiet);
    for (const line of lines) console.log(line);
    writeLog();
  }
  const linked = mesh.peers().length;
  progress(`${game.id} round ${game.round(state)} · ${replica.moves.length} moves · ${replica.status} · ${linked} of ${houses.length} players linked${serve ? ' · serving' : ''}`, false, values.quiet);
  const over = replica.status === 'finished' || replica.status === 'halted';
  if (over && !ended && (replica.certificate !== null || replica.status === 'halted' || replica.deviations.length > 0)) {
    ended = true;
    progress('', false, values.quiet);
    const verdict = verdictOf({ replica, forged: watcher.proofs().filter((d) => d.code === 'forged') });
    console.log(describeVerdict(verdict, houses));
    console.log(`state ${replica.lastHash() ?? '-'} after ${replica.moves.length} moves`);
    writeLog();
    if (values['until-end']) {
      watcher.close();
      process.exit(verdict.kind === 'certified' ? 0 : 1);
    }
  }
};
watcher.onChange(status);
status();
const timer = setInterval(status, 1000);
process.on('SIGINT', () => {
  clearInterval(timer);
  progress('', false, values.quiet);
  writeLog();
  watcher.close();
  console.log(`left at round ${game.round(watcher.replica.state)}, ${watcher.replica.moves.length} moves`);
  process.exit(0);
});
