import { describe, expect, it } from 'vitest';
import { CALM_FPS, shouldDraw } from './audio-visualizer';

describe('the visualiser’s frame rate', () => {
  it('draws every frame while playing and while easing between paused and playing', () => {
    expect(shouldDraw(true, 1, 16)).toBe(true);
    expect(shouldDraw(true, 0.2, 1)).toBe(true);
    expect(shouldDraw(false, 0.6, 16)).toBe(true);
  });

  it('draws a few frames a second once calm (paused and settled)', () => {
    const interval = 1000 / CALM_FPS;
    expect(shouldDraw(false, 0.2, 16)).toBe(false);
    expect(shouldDraw(false, 0.205, interval - 1)).toBe(false);
    expect(shouldDraw(false, 0.2, interval)).toBe(true);
  });
});
