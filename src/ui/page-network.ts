// The broker and ICE servers of this page, as its address says (`?broker=`, or the broker `npm start`
// serves beside the app), or the sentence that tells the player why the address cannot be used.
import { configuredIceServers, networkForPage, servedBrokerPath, type NetworkOptions } from '../net/peerjs-broker-options';

export function pageNetwork(): NetworkOptions | string {
  const ice = configuredIceServers();
  if (!ice.ok) return `The STUN/TURN servers this page was built with cannot be read (${ice.error.code}).`;
  const r = networkForPage(location, servedBrokerPath, ice.value);
  return r.ok ? r.value : `The ?broker= address cannot be read (${r.error.code}).`;
}
