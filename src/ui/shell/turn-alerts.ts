// "Your turn", told to a player who looks elsewhere: while the game waits for this page's house the
// tab's title starts with a mark and its icon turns gold; when the turn begins, an optional short
// tone, and — if the player opted in and the page is hidden — a system notification. The browser's
// pieces (document, Notification, audio) come in through `AlertEnv`, so tests can watch them.
import { ALERT_WORDS } from './alert-words';

/** What the player chose (stored on this device, `alertPrefs`). */
export interface AlertPrefs {
  readonly sound: boolean;
  readonly notify: boolean;
}

export const NO_ALERTS: AlertPrefs = Object.freeze({ sound: false, notify: false });

/** The page around the alerts. */
export interface AlertEnv {
  readonly document: Document;
  prefs(): AlertPrefs;
  /** Plays the turn tone (no-op where audio is unavailable). */
  beep(): void;
  /** Shows a system notification (only called when permitted and opted in). */
  notify(title: string, body: string): void;
  /** Whether the browser lets this page show notifications now. */
  canNotify(): boolean;
}

/** What the alerts need to know of the game at each change. */
export interface TurnView {
  /** The game waits for this page's house. */
  readonly mine: boolean;
  /** What it waits for, in words ("Place your orders"). */
  readonly what: string;
}

// A gold seal with a red centre for "your turn"; the page's own icon otherwise.
const TURN_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#e0b84c"/><circle cx="8" cy="8" r="3.5" fill="#b3261e"/></svg>')}`;

export class TurnAlerts {
  #mine = false;
  #title: string | null = null;
  #icon: string | null = null;

  constructor(private readonly env: AlertEnv) {}

  /** Called after every change of the game; acts only when the turn begins or ends. */
  update(view: TurnView): void {
    if (view.mine === this.#mine) return;
    this.#mine = view.mine;
    if (view.mine) this.begin(view.what);
    else this.end();
  }

  /** Puts the title and icon back (the game is left). */
  reset(): void {
    if (this.#mine) this.end();
    this.#mine = false;
  }

  private begin(what: string): void {
    const doc = this.env.document;
    this.#title = doc.title;
    doc.title = `${ALERT_WORDS.titleMark} ${ALERT_WORDS.yourTurn} — ${this.#title}`;
    const link = iconLink(doc);
    this.#icon = link.href;
    link.href = TURN_ICON;
    const prefs = this.env.prefs();
    if (prefs.sound) this.env.beep();
    if (prefs.notify && doc.visibilityState === 'hidden' && this.env.canNotify()) this.env.notify(ALERT_WORDS.yourTurn, what);
  }

  private end(): void {
    const doc = this.env.document;
    if (this.#title !== null) doc.title = this.#title;
    if (this.#icon !== null) iconLink(doc).href = this.#icon;
    this.#title = null;
    this.#icon = null;
  }
}

function iconLink(doc: Document): HTMLLinkElement {
  let link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (link === null) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  return link;
}

const PREFS_KEY = 'sealed-orders/alerts';

/** The player's alert choices on this device (none until chosen). */
export function loadAlertPrefs(storage: Storage | undefined = globalThis.localStorage): AlertPrefs {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(PREFS_KEY) ?? 'null');
    if (raw === null || typeof raw !== 'object') return NO_ALERTS;
    const r = raw as Record<string, unknown>;
    return { sound: r.sound === true, notify: r.notify === true };
  } catch {
    return NO_ALERTS;
  }
}

export function saveAlertPrefs(prefs: AlertPrefs, storage: Storage | undefined = globalThis.localStorage): void {
  storage?.setItem(PREFS_KEY, JSON.stringify({ sound: prefs.sound, notify: prefs.notify }));
}

/** A short two-note tone through Web Audio; silent where the browser has none or blocks it. */
export function beep(): void {
  const Ctx = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (Ctx === undefined) return;
  try {
    const ctx = new Ctx();
    const gain = ctx.createGain();
    gain.connect(ctx.destination);
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.5);
    for (const [freq, at] of [
      [660, 0],
      [880, 0.15],
    ] as const) {
      const osc = ctx.createOscillator();
      osc.frequency.value = freq;
      osc.connect(gain);
      osc.start(ctx.currentTime + at);
      osc.stop(ctx.currentTime + at + 0.3);
    }
    setTimeout(() => void ctx.close(), 800);
  } catch {
    // Audio blocked (no user gesture yet): the title and icon still tell.
  }
}

/** The browser's alert environment. */
export function browserAlertEnv(prefs: () => AlertPrefs = () => loadAlertPrefs()): AlertEnv {
  return {
    document,
    prefs,
    beep,
    canNotify: () => typeof Notification !== 'undefined' && Notification.permission === 'granted',
    notify: (title, body) => {
      try {
        new Notification(title, { body, tag: 'sealed-orders-turn' });
      } catch {
        // Some browsers allow notifications only from a service worker: the title still tells.
      }
    },
  };
}
