// A stand-in for a 2D canvas in Node tests, where there is no DOM: it measures text at a fixed
// width per character and draws nothing. Only tests import this file.
import type { Canvas2D, CanvasFactory } from './atlas';

export const fakeCanvas: CanvasFactory = (width, height) => {
  let font = '10px serif';
  const ctx = new Proxy(
    {
      get font() {
        return font;
      },
      set font(f: string) {
        font = f;
      },
      measureText: (text: string) => ({ width: text.length * (Number(/(\d+)px/.exec(font)?.[1] ?? 10) * 0.55) }),
    } as Record<string | symbol, unknown>,
    {
      // Every other drawing call and property is accepted and ignored.
      get: (target, key) => (key in target ? target[key] : () => {}),
      set: (target, key, value) => {
        if (key === 'font') font = String(value);
        else target[key] = value;
        return true;
      },
    },
  );
  return { width, height, getContext: () => ctx } as unknown as Canvas2D;
};
