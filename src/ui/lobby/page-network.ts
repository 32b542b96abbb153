// The broker and ICE servers of this page, as its address says (`?broker=`, or the broker `npm start`
// serves beside the app), or the sentence that tells the player why the address cannot be used.
import { configuredIceServers, networkForPage, servedBrokerPath, type NetworkOptions } from '../../net/peerjs-broker-options';
import { t } from '../../i18n/translate';

export function pageNetwork(): NetworkOptions | string {
  const ice = configuredIceServers();
  if (!ice.ok) return t('shell.badIceServers', { code: ice.error.code });
  const r = networkForPage(location, servedBrokerPath, ice.value);
  return r.ok ? r.value : t('shell.badBroker', { code: r.error.code });
}
