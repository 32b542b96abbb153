// The your-turn alerts: the title and icon mark the turn while it lasts and come back after it; the
// tone plays and the notification shows once per turn, the notification only when opted in,
// permitted and the page is hidden; the choices survive on the device.
import { describe, expect, it } from 'vitest';
import { TurnAlerts, loadAlertPrefs, saveAlertPrefs, type AlertEnv, type AlertPrefs } from './turn-alerts';

/** Just enough of a Document: a title, a visibility, one icon link. */
function fakePage(hidden: boolean) {
  const icon = { href: 'data:,', rel: 'icon' };
  const doc = { title: 'Sealed Orders', visibilityState: hidden ? 'hidden' : 'visible', querySelector: () => icon, head: { append: () => undefined } };
  return { doc, icon };
}

function env(prefs: AlertPrefs, hidden: boolean, permitted = true) {
  const page = fakePage(hidden);
  const calls: string[] = [];
  const e: AlertEnv = {
    document: page.doc as unknown as Document,
    prefs: () => prefs,
    beep: () => calls.push('beep'),
    canNotify: () => permitted,
    notify: (title, body) => calls.push(`notify ${title}: ${body}`),
  };
  return { env: e, calls, page };
}

describe('TurnAlerts', () => {
  it('marks the title and icon while it is my turn, and puts them back after', () => {
    const { env: e, calls, page } = env({ sound: false, notify: false }, false);
    const alerts = new TurnAlerts(e);
    alerts.update({ mine: false, what: '' });
    expect(page.doc.title).toBe('Sealed Orders');
    alerts.update({ mine: true, what: 'Place your orders' });
    expect(page.doc.title).toBe('● Your turn — Sealed Orders');
    expect(page.icon.href).toMatch(/^data:image\/svg\+xml,/);
    alerts.update({ mine: true, what: 'Place your orders' }); // still my turn: nothing doubles
    expect(page.doc.title).toBe('● Your turn — Sealed Orders');
    alerts.update({ mine: false, what: '' });
    expect(page.doc.title).toBe('Sealed Orders');
    expect(page.icon.href).toBe('data:,');
    expect(calls).toEqual([]);
  });

  it('plays the tone once per turn when chosen, and notifies only when opted in, permitted and hidden', () => {
    const hidden = env({ sound: true, notify: true }, true);
    const alerts = new TurnAlerts(hidden.env);
    alerts.update({ mine: true, what: 'Choose a House card for the battle in Riverrun' });
    alerts.update({ mine: true, what: 'Choose a House card for the battle in Riverrun' });
    expect(hidden.calls).toEqual(['beep', 'notify Your turn: Choose a House card for the battle in Riverrun']);

    for (const [prefs, isHidden, permitted] of [
      [{ sound: false, notify: true }, false, true], // the page is in view: no notification
      [{ sound: false, notify: false }, true, true], // not opted in
      [{ sound: false, notify: true }, true, false], // the browser does not allow it
    ] as const) {
      const quiet = env(prefs, isHidden, permitted);
      new TurnAlerts(quiet.env).update({ mine: true, what: 'Place your orders' });
      expect(quiet.calls).toEqual([]);
    }
  });

  it('resets the title when the game is left mid-turn', () => {
    const { env: e, page } = env({ sound: false, notify: false }, false);
    const alerts = new TurnAlerts(e);
    alerts.update({ mine: true, what: 'Muster' });
    alerts.reset();
    expect(page.doc.title).toBe('Sealed Orders');
  });

  it('keeps the choices on the device and reads anything else as none', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } as unknown as Storage;
    expect(loadAlertPrefs(storage)).toEqual({ sound: false, notify: false });
    saveAlertPrefs({ sound: true, notify: false }, storage);
    expect(loadAlertPrefs(storage)).toEqual({ sound: true, notify: false });
    data.set('sealed-orders/alerts', '{not json');
    expect(loadAlertPrefs(storage)).toEqual({ sound: false, notify: false });
    data.set('sealed-orders/alerts', '{"sound":"yes"}');
    expect(loadAlertPrefs(storage)).toEqual({ sound: false, notify: false });
  });
});
