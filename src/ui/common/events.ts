// The events components send up (style rule 21): intent as `request-…` events, bubbling and
// composed so they cross shadow roots, typed by augmenting HTMLElementEventMap. Whoever owns the
// GameDriver (the app shell) decides what happens; components never change the game themselves.
import type { AreaId, House, Move, OrderPlacement, ResolveMarchMove, Ruleset } from '../../../engine/index';
import type { PickEvent } from '../../../scene/index';
import type { BotLevel } from '../../bots/levels';

/** What a new game against bots starts with; `house: null` asks for a random house. */
export interface GameSetup {
  readonly players: 3 | 4 | 5 | 6;
  readonly house: House | null;
  readonly tidesOfBattle: boolean;
  /** The edition: absent or '2e' the 2nd (2011); '1e' the 1st (2003: 3–5 players, no Tides of Battle). */
  readonly ruleset?: Ruleset;
  /** Milliseconds between two bot moves. */
  readonly pace: number;
  /** How well the bots play (src/bots/levels.ts); absent: seeded random bots (tests, prepared positions). */
  readonly level?: BotLevel;
}

/** What a panel wants drawn over the state while the user works: highlighted areas, draft orders. */
export interface Preview {
  readonly highlight: readonly AreaId[];
  /** Orders being placed, shown face up on the board before they are handed in. */
  readonly orders: readonly OrderPlacement[];
  /** A march being planned: its units are drawn where they are sent. */
  readonly march?: ResolveMarchMove;
}

/** A point of the page to pick on the board (a token dropped there); the board's owner fills `result`. */
export interface PickAtRequest {
  readonly x: number;
  readonly y: number;
  result: PickEvent | null;
}

/** A saved game to open again ("My games"). */
export interface ResumeRequest {
  readonly kind: 'network' | 'local';
  /** The lobby id or the local game's id. */
  readonly id: string;
}

export type RequestMoveEvent = CustomEvent<{ readonly move: Move }>;
export type RequestNewGameEvent = CustomEvent<GameSetup>;
export type BoardPickEvent = CustomEvent<PickEvent>;
export type PreviewChangeEvent = CustomEvent<Preview>;
export type RequestPickAtEvent = CustomEvent<PickAtRequest>;

declare global {
  interface HTMLElementEventMap {
    /** A move of the player's, to hand to the driver (cancelable: a host may refuse it). */
    'request-move': RequestMoveEvent;
    /** Start a new game against bots. */
    'request-new-game': RequestNewGameEvent;
    /** Leave the current game for the setup screen. */
    'request-setup': CustomEvent<null>;
    /** The user clicked or tapped an area, unit or order on the board. */
    'board-pick': BoardPickEvent;
    /** A decision panel's highlights and draft orders changed. */
    'preview-change': PreviewChangeEvent;
    /** Open a game file to replay: its bytes, or the address to fetch them from. */
    'request-replay': CustomEvent<{ readonly bytes: Uint8Array } | { readonly url: string }>;
    /** A new lobby for the same table, once the game is over. */
    'request-rematch': CustomEvent<null>;
    /** Open a saved game again. */
    'request-resume': CustomEvent<ResumeRequest>;
    /** A panel asks what lies on the board under a point (drag and drop). */
    'request-pick-at': RequestPickAtEvent;
    /** This page's vote to hand an absent house to the timeout bot for the rest of the game. */
    /** `to`: a substitute's key in hex; absent: the timeout bot. */
    'request-replace-seat': CustomEvent<{ readonly house: House; readonly to?: string }>;
  }
}

/** Dispatches a bubbling, composed event; returns false when a listener cancelled it. */
export function emit<K extends keyof HTMLElementEventMap>(
  from: EventTarget,
  name: K,
  detail: HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never,
  cancelable = false,
): boolean {
  return from.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
