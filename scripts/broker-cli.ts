// npm run broker -- [--host ADDRESS] [--port N] [--path PATH] [--allow-origin URL]…
// The PeerJS signalling broker alone (scripts/broker.mjs, with its limits), for those who host the
// app statically and want their own broker: pages then add ?broker=HOST:PORT/PATH to the app's
// address (README, "Deploy on a static host"). It relays offers and answers only, never game data.
import { startBroker } from './broker.mjs';
import { failUsage, intOption, parseCli } from './cli-args';

const { values } = parseCli({
  usage: 'npm run broker --',
  summary: 'Runs the PeerJS signalling broker alone, for a static deployment of the app.',
  options: {
    host: { type: 'string', default: '127.0.0.1', value: 'ADDRESS', help: 'address to listen on (0.0.0.0: every interface)' },
    port: { type: 'string', default: '9000', value: 'N', help: 'port to listen on (0: any free one)' },
    path: { type: 'string', default: '/signal', value: 'PATH', help: 'where the broker answers' },
    'allow-origin': { type: 'string', multiple: true, default: [], value: 'URL', help: 'a site whose pages may use the broker, e.g. https://example.org (repeat for more)' },
    json: { type: 'boolean', default: false, help: 'print the address as one JSON object' },
  },
});
const port = intOption('port', values.port, 0, 65_535);
const origins = values['allow-origin'] as unknown as string[];
for (const origin of origins) if (!/^https?:\/\/[^/]+$/.test(origin)) failUsage(`--allow-origin must be an origin like https://example.org, got '${origin}'`);
let broker: Awaited<ReturnType<typeof startBroker>>;
try {
  broker = await startBroker({ host: values.host, port, path: values.path, allowedOrigins: origins });
} catch (error) {
  failUsage(`cannot listen on ${values.host}:${port}${values.path}: ${error instanceof Error ? error.message : String(error)}`);
}
const where = `${broker.host}:${broker.port}${broker.path}`;
if (values.json) console.log(JSON.stringify({ host: broker.host, port: broker.port, path: broker.path, allowedOrigins: origins }));
else {
  console.log(`PeerJS broker at ws://${where}`);
  console.log(`Pages of ${origins.length > 0 ? origins.join(', ') : 'no other site (add --allow-origin)'} use it with ?broker=${where}`);
  console.log('Ctrl+C stops it.');
}
const stop = () => void broker.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
