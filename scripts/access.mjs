// Who may talk to `npm start`'s server: which Host headers it answers, and which pages (by their
// Origin) may open the broker's WebSocket. A page on any other site the player visits must not
// be able to register ids at the broker, fill its client limit or flood it; and a site that
// re-points its own name at 127.0.0.1 (DNS rebinding) must not pass as the app's own origin, so
// a Host header is accepted only when it is an address or a name this machine answers to.

/** The host part of a Host header (`[::1]:5173` → `::1`), lower case, or null when unreadable. */
export function hostnameOf(hostHeader) {
  if (typeof hostHeader !== 'string' || hostHeader === '') return null;
  try {
    const url = new URL(`http://${hostHeader}`);
    if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
    return url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  } catch {
    return null;
  }
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Vite's own rule for the dev server (server.allowedHosts): an IP address, `localhost` or a
 * `*.localhost` name, or one of `allowedHosts` (`.example.org` also admits its subdomains).
 * @param {string | undefined} hostHeader
 * @param {readonly string[]} allowedHosts
 */
export function hostAllowed(hostHeader, allowedHosts = []) {
  const name = hostnameOf(hostHeader);
  if (name === null) return false;
  if (IPV4.test(name) || name.includes(':')) return true; // an address names no one else's site
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  return allowedHosts.some((h) => h === name || (h.startsWith('.') && (name === h.slice(1) || name.endsWith(h))));
}

/**
 * May this upgrade request open the broker's WebSocket? A browser always sends its page's
 * Origin with a WebSocket, so a request without one is not from a web page (a Node client,
 * bounded by the per-address limits like anyone). With one, it must be the app's own origin —
 * the same host and port as the Host header, itself allowed — or one listed in `allowedOrigins`
 * (`https://games.example.org`; `*` admits every origin, for a broker shared by many sites).
 * @param {{ headers: import('node:http').IncomingHttpHeaders }} req
 * @param {{ allowedOrigins?: readonly string[], allowedHosts?: readonly string[] }} [policy]
 */
export function originAllowed(req, { allowedOrigins = [], allowedHosts = [] } = {}) {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes('*') || allowedOrigins.includes(origin)) return true;
  let url;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (!hostAllowed(req.headers.host, allowedHosts)) return false;
  return url.host === new URL(`${url.protocol}//${req.headers.host}`).host;
}
