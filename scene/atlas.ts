// One texture for every printed thing on the board: area names, the faces and back of the Order
// tokens, Neutral Force strengths and the Garrison. Painted once per board on a 2D canvas, so all
// names are one draw call and all token faces share one GPU texture.
import { CanvasTexture, LinearMipmapLinearFilter, SRGBColorSpace, type Texture } from 'three';
import type { OrderTokenId, OrderTokenInfo } from '../engine/data/orders';
import type { OrderType } from '../engine/data/vocabulary';
import type { ResourceTracker } from './resource-tracker';

export type Canvas2D = HTMLCanvasElement | OffscreenCanvas;
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
/** Makes a canvas; the default uses the page's document. Node tests pass their own. */
export type CanvasFactory = (width: number, height: number) => Canvas2D;

export interface AtlasEntry {
  readonly key: string;
  readonly width: number;
  readonly height: number;
  draw(ctx: Context2D, width: number, height: number): void;
}

/** Where an entry landed, in texture coordinates (v up, as three samples it). */
export interface AtlasRect {
  readonly u0: number;
  readonly v0: number;
  readonly u1: number;
  readonly v1: number;
  /** Width over height of the entry. */
  readonly aspect: number;
}

export interface Atlas {
  readonly texture: Texture;
  rect(key: string): AtlasRect;
  /** A texture showing only one entry (shares the atlas's GPU texture). */
  subTexture(key: string): Texture;
}

export const defaultCanvasFactory: CanvasFactory = (width, height) => {
  if (typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    return canvas;
  }
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  throw new TypeError('expected a document or OffscreenCanvas to paint the board atlas, got neither (pass createCanvas)');
};

function context(canvas: Canvas2D): Context2D {
  const ctx = canvas.getContext('2d') as Context2D | null;
  if (ctx === null) throw new TypeError('expected a 2D canvas context, got null');
  return ctx;
}

const ATLAS_WIDTH = 2048;
const PAD = 4;

/** Packs the entries in shelves, paints them, and returns the atlas (texture tracked by `tracker`). */
export function paintAtlas(entries: readonly AtlasEntry[], createCanvas: CanvasFactory, tracker: ResourceTracker): Atlas {
  const placed = new Map<string, { x: number; y: number; w: number; h: number }>();
  let x = 0;
  let y = 0;
  let shelf = 0;
  for (const e of entries) {
    if (e.width + 2 * PAD > ATLAS_WIDTH) throw new RangeError(`expected an entry at most ${ATLAS_WIDTH - 2 * PAD} wide, got ${e.width}`);
    if (x + e.width + 2 * PAD > ATLAS_WIDTH) {
      x = 0;
      y += shelf;
      shelf = 0;
    }
    placed.set(e.key, { x: x + PAD, y: y + PAD, w: e.width, h: e.height });
    x += e.width + 2 * PAD;
    shelf = Math.max(shelf, e.height + 2 * PAD);
  }
  const height = y + shelf;
  const canvas = createCanvas(ATLAS_WIDTH, height);
  const ctx = context(canvas);
  for (const e of entries) {
    const p = placed.get(e.key)!;
    ctx.save();
    ctx.translate(p.x, p.y);
    e.draw(ctx, p.w, p.h);
    ctx.restore();
  }
  const texture = tracker.track(new CanvasTexture(canvas));
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.anisotropy = 4;
  const rects = new Map<string, AtlasRect>();
  for (const [key, p] of placed) {
    rects.set(key, {
      u0: p.x / ATLAS_WIDTH,
      u1: (p.x + p.w) / ATLAS_WIDTH,
      v0: 1 - (p.y + p.h) / height,
      v1: 1 - p.y / height,
      aspect: p.w / p.h,
    });
  }
  const rect = (key: string): AtlasRect => {
    const r = rects.get(key);
    if (r === undefined) throw new RangeError(`expected an atlas entry '${key}', got none`);
    return r;
  };
  return {
    texture,
    rect,
    subTexture(key) {
      const r = rect(key);
      const t = tracker.track(texture.clone());
      t.offset.set(r.u0, r.v0);
      t.repeat.set(r.u1 - r.u0, r.v1 - r.v0);
      return t;
    },
  };
}

// ---- what is painted ----

const LABEL_FONT_PX = 44;
const LABEL_FONT = `600 ${LABEL_FONT_PX}px Georgia, 'Times New Roman', serif`;

/** Splits a long name in two lines at the space nearest its middle. */
export function labelLines(name: string): string[] {
  if (name.length <= 14) return [name];
  const mid = name.length / 2;
  let best = -1;
  for (let i = 0; i < name.length; i++) if (name[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  return best < 0 ? [name] : [name.slice(0, best), name.slice(best + 1)];
}

const LABEL_LINE_PX = Math.round(LABEL_FONT_PX * 1.1);
const labelHeightPx = (lines: number): number => LABEL_LINE_PX * lines + 8;

/** The share of a painted name's height that one line's box (1.1 em) takes; the rest is the halo's margin. */
export const labelLineShare = (lines: number): number => LABEL_LINE_PX / labelHeightPx(lines);

/**
 * A name's width over height before it is painted, for laying out pieces around it: the serif's
 * letters average a little under 0.6 em (an estimate on the wide side, so pieces keep clear).
 */
export function estimatedLabelAspect(name: string): number {
  const lines = labelLines(name);
  return (Math.max(...lines.map((l) => l.length)) * 0.6 * LABEL_FONT_PX + 12) / labelHeightPx(lines.length);
}

export function labelEntry(key: string, name: string, measure: Context2D, light: boolean): AtlasEntry {
  const lines = labelLines(name);
  measure.font = LABEL_FONT;
  const width = Math.ceil(Math.max(...lines.map((l) => measure.measureText(l).width))) + 12;
  const lineHeight = LABEL_LINE_PX;
  return {
    key,
    width,
    height: labelHeightPx(lines.length),
    draw(ctx, w) {
      ctx.font = LABEL_FONT;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      ctx.lineJoin = 'round';
      ctx.lineWidth = 8;
      ctx.strokeStyle = light ? 'rgba(10,25,45,0.85)' : 'rgba(250,244,225,0.9)';
      ctx.fillStyle = light ? '#e9f1f7' : '#2a1d10';
      lines.forEach((line, i) => {
        ctx.strokeText(line, w / 2, 4 + i * lineHeight);
        ctx.fillText(line, w / 2, 4 + i * lineHeight);
      });
    },
  };
}

export const LEADER_KEY = 'leader';

/**
 * A leader line's cross-section, from a name beside its area to the area: light between dark
 * edges, so it reads on land and sea alike. Sampled only across its middle row.
 */
export function leaderEntry(): AtlasEntry {
  return {
    key: LEADER_KEY,
    width: 12,
    height: 4,
    draw(ctx) {
      ctx.fillStyle = 'rgba(20,16,10,0.85)';
      ctx.fillRect(0, 0, 12, 4);
      ctx.fillStyle = '#f4ead2';
      ctx.fillRect(4, 0, 4, 4);
    },
  };
}

const TOKEN_PX = 128;

const ORDER_COLORS: { readonly [t in OrderType]: string } = {
  march: '#8c2a1e',
  defense: '#2d4f7c',
  support: '#2f6b35',
  raid: '#4b2f63',
  'consolidate-power': '#9a7414',
};

function disc(ctx: Context2D, fill: string, ring: string): void {
  const r = TOKEN_PX / 2;
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(r, r, r - 2, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = ring;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.arc(r, r, r - 8, 0, Math.PI * 2);
  ctx.stroke();
}

/** The symbol of each order type, drawn in a 128-px token centred at (64, 56). */
function glyph(ctx: Context2D, type: OrderType): void {
  ctx.fillStyle = '#f4ead2';
  ctx.strokeStyle = '#f4ead2';
  ctx.lineWidth = 9;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  switch (type) {
    case 'march': // an arrow pointing ahead
      ctx.moveTo(30, 56);
      ctx.lineTo(92, 56);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(100, 56);
      ctx.lineTo(76, 36);
      ctx.lineTo(76, 76);
      ctx.closePath();
      ctx.fill();
      return;
    case 'defense': // a shield
      ctx.moveTo(40, 30);
      ctx.lineTo(88, 30);
      ctx.lineTo(88, 56);
      ctx.quadraticCurveTo(88, 78, 64, 88);
      ctx.quadraticCurveTo(40, 78, 40, 56);
      ctx.closePath();
      ctx.fill();
      return;
    case 'support': // a cross of two bars: standing together
      ctx.moveTo(64, 28);
      ctx.lineTo(64, 86);
      ctx.moveTo(36, 57);
      ctx.lineTo(92, 57);
      ctx.lineWidth = 14;
      ctx.stroke();
      return;
    case 'raid': // a torch flame
      ctx.moveTo(64, 24);
      ctx.quadraticCurveTo(92, 54, 80, 78);
      ctx.quadraticCurveTo(72, 90, 64, 90);
      ctx.quadraticCurveTo(48, 90, 46, 74);
      ctx.quadraticCurveTo(46, 58, 58, 50);
      ctx.quadraticCurveTo(56, 40, 64, 24);
      ctx.fill();
      return;
    case 'consolidate-power': // a crown
      ctx.moveTo(36, 80);
      ctx.lineTo(36, 40);
      ctx.lineTo(50, 58);
      ctx.lineTo(64, 32);
      ctx.lineTo(78, 58);
      ctx.lineTo(92, 40);
      ctx.lineTo(92, 80);
      ctx.closePath();
      ctx.fill();
      return;
  }
}

export function orderFaceEntry(id: OrderTokenId, info: OrderTokenInfo): AtlasEntry {
  return {
    key: `order:${id}`,
    width: TOKEN_PX,
    height: TOKEN_PX,
    draw(ctx) {
      disc(ctx, ORDER_COLORS[info.type], info.star ? '#e8c15a' : '#d8cfb8');
      glyph(ctx, info.type);
      ctx.fillStyle = '#fff8e6';
      ctx.font = 'bold 30px Georgia, serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'alphabetic';
      const bonus = info.bonus === 0 ? '' : info.bonus > 0 ? `+${info.bonus}` : `\u2212${-info.bonus}`;
      ctx.fillText(`${info.star ? '\u2605' : ''}${bonus}`, 64, 118);
    },
  };
}

export const ORDER_BACK_KEY = 'order-back';

export function orderBackEntry(): AtlasEntry {
  return {
    key: ORDER_BACK_KEY,
    width: TOKEN_PX,
    height: TOKEN_PX,
    draw(ctx) {
      disc(ctx, '#3a2c1c', '#b89a5a');
      ctx.strokeStyle = '#b89a5a';
      ctx.lineWidth = 5;
      // A sealed order: a wax seal's ring and a closed eye of diamonds.
      ctx.beginPath();
      ctx.arc(64, 64, 30, 0, Math.PI * 2);
      ctx.stroke();
      ctx.fillStyle = '#b89a5a';
      ctx.beginPath();
      ctx.moveTo(64, 44);
      ctx.lineTo(80, 64);
      ctx.lineTo(64, 84);
      ctx.lineTo(48, 64);
      ctx.closePath();
      ctx.fill();
    },
  };
}

export function numberTokenEntry(key: string, text: string, fill: string, ink: string, fontPx = 64): AtlasEntry {
  return {
    key,
    width: TOKEN_PX,
    height: TOKEN_PX,
    draw(ctx) {
      disc(ctx, fill, ink);
      ctx.fillStyle = ink;
      ctx.font = `bold ${fontPx}px Georgia, serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, 64, 68);
    },
  };
}

export function garrisonEntry(key: string): AtlasEntry {
  return {
    key,
    width: TOKEN_PX,
    height: TOKEN_PX,
    draw(ctx) {
      ctx.fillStyle = '#d9cfb4';
      ctx.fillRect(0, 0, TOKEN_PX, TOKEN_PX);
      ctx.fillStyle = '#3b3226';
      // A crenellated tower.
      ctx.beginPath();
      ctx.moveTo(38, 104);
      ctx.lineTo(38, 34);
      for (let i = 0; i < 3; i++) {
        ctx.lineTo(38 + i * 20, 24);
        ctx.lineTo(48 + i * 20, 24);
        ctx.lineTo(48 + i * 20, 34);
        ctx.lineTo(58 + i * 20, 34);
      }
      ctx.lineTo(90, 24);
      ctx.lineTo(90, 104);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = '#d9cfb4';
      ctx.fillRect(56, 70, 16, 34);
    },
  };
}
