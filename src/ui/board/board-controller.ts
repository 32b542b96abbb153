// Mounts the Three.js board when its host is in the page and frees it when the host leaves (style
// rule 22). Each mount gets a fresh canvas: a disposed renderer's WebGL context is released at once
// (forceContextLoss), and a canvas whose context was lost cannot hold a new one.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Vector3 } from 'three';
import { ORDER_TOKENS, type AreaId, type AreaInfo, type ByArea, type GameState, type Ruleset } from '../../../engine/index';
import { boardOfGame } from '../game/edition';
import { areaName } from '../game/words';
import { createBoard, type Board, type PickEvent, type Selection } from '../../../scene/index';
import { pickAt, toNdc } from '../../../scene/picking';

/** The areas of the edition's board with their names in the reader's language: the map paints these (the scene reads `name`). */
function namedAreas(ruleset: Ruleset): ByArea<AreaInfo> {
  const board = boardOfGame({ options: ruleset === '1e' ? { ruleset } : {} });
  return Object.fromEntries(board.ids.map((id) => [id, { ...board.info[id], name: areaName(id) }])) as unknown as ByArea<AreaInfo>;
}

const rulesetOfState = (state: GameState | undefined): Ruleset => (state?.options.ruleset === '1e' ? '1e' : '2e');

const scratch = new Vector3();

export interface BoardControllerOptions {
  /** Where the canvas goes; available once the host has rendered. */
  readonly container: () => HTMLElement | null;
  readonly onPick: (event: PickEvent) => void;
  /** The state the host is about to show, if it knows it at mount: its edition's board is mounted. */
  readonly state?: () => GameState | null;
}

const sameList = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined, same: (x: T, y: T) => boolean): boolean =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((x, i) => same(x, b![i]!));

/** Whether two selections light and lay the same things (a new object each render, often the same content). */
export function sameSelection(a: Selection, b: Selection): boolean {
  return sameList(a.highlight, b.highlight, (x, y) => x === y) && sameList(a.sealedOrders, b.sealedOrders, (x, y) => x.area === y.area && x.house === y.house);
}

export class BoardController implements ReactiveController {
  #board: Board | null = null;
  #canvas: HTMLCanvasElement | null = null;
  #offPick: (() => void) | null = null;
  #shown: { state: GameState; selection: Selection } | null = null;
  /** The edition whose board is mounted: a state of the other edition mounts that one's board. */
  #ruleset: Ruleset = '2e';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: BoardControllerOptions,
  ) {
    host.addController(this);
  }

  get board(): Board | null {
    return this.#board;
  }

  get canvas(): HTMLCanvasElement | null {
    return this.#canvas;
  }

  hostConnected(): void {
    // The container exists only after the host renders: mount in hostUpdated.
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    if (this.#board !== null) return;
    const container = this.options.container();
    if (container === null) return;
    const canvas = document.createElement('canvas');
    canvas.setAttribute('part', 'canvas');
    container.append(canvas);
    this.#canvas = canvas;
    // No motion for a player who asked the system for less of it.
    const motion = !(globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
    this.#ruleset = rulesetOfState(this.#shown?.state ?? this.options.state?.() ?? undefined);
    this.#board = createBoard(canvas, { data: { ruleset: this.#ruleset, areas: namedAreas(this.#ruleset), orderTokens: ORDER_TOKENS }, autoResize: false, motion });
    this.#offPick = this.#board.onPick(this.options.onPick);
    this.resize(container.clientWidth, container.clientHeight);
    if (this.#shown !== null) this.#board.update(this.#shown.state, this.#shown.selection);
  }

  hostDisconnected(): void {
    this.#offPick?.();
    this.#offPick = null;
    const board = this.#board;
    this.#board = null;
    if (board !== null) {
      board.dispose();
      board.renderer.forceContextLoss();
    }
    this.#canvas?.remove();
    this.#canvas = null;
  }

  /** Frees the board; the host's update in progress mounts a fresh one that draws what was shown (its area names painted anew). */
  remount(): void {
    this.hostDisconnected();
  }

  /**
   * Draws `state` now if mounted, and whenever the board is mounted again. The same state with the
   * same selection draws nothing: the page renders again for changes beside the board (a bot
   * thinking, a clock), and a frame drawn on a CPU without a GPU can take a tenth of a second.
   */
  show(state: GameState, selection: Selection): void {
    const shown = this.#shown;
    this.#shown = { state, selection };
    if (shown !== null && shown.state === state && sameSelection(shown.selection, selection)) return;
    if (this.#board !== null && rulesetOfState(state) !== this.#ruleset) {
      // Another edition's game (a replay, a new game): its own board is mounted at the host's next update.
      this.hostDisconnected();
      this.host.requestUpdate();
      return;
    }
    this.#board?.update(state, selection);
  }

  resize(width: number, height: number): void {
    if (width > 0 && height > 0) this.#board?.resize(width, height);
  }

  /** Where an area's units stand, in CSS pixels from the canvas's top left corner, or null. */
  areaPoint(area: AreaId): { x: number; y: number } | null {
    const board = this.#board;
    const canvas = this.#canvas;
    const anchor = board?.scene.model.byArea.get(area)?.anchors.units;
    if (board === null || canvas === null || anchor === undefined) return null;
    const p = scratch.set(anchor.x, 0.6, anchor.y).project(board.camera);
    return { x: ((p.x + 1) / 2) * canvas.clientWidth, y: ((1 - p.y) / 2) * canvas.clientHeight };
  }

  /** What lies under a point of the page (for a token dropped on the board), or null. */
  pickAt(clientX: number, clientY: number): PickEvent | null {
    const board = this.#board;
    const canvas = this.#canvas;
    if (board === null || canvas === null) return null;
    const rect = canvas.getBoundingClientRect();
    if (clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom) return null;
    const p = toNdc(clientX, clientY, rect);
    return pickAt(board.camera, board.scene.pickables, p.x, p.y);
  }
}
