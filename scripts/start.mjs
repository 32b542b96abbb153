// `npm start`: serves the app from source with vite on http://localhost:5173 (and the LAN).
// The PeerJS signalling broker joins this same server when the peer-to-peer layer lands (issue 8).
import { createServer } from 'vite';

const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ configFile: new URL('../vite.config.ts', import.meta.url).pathname, server: { port, host: true } });
await server.listen();
server.printUrls();
console.log('\nSealed Orders: open the address above. Ctrl+C stops the server.');
