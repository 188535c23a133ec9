/**
 * Scrolling for route changes and anchors: smooth where the browser supports it, otherwise a
 * fallback that moves 85 percent of the remaining distance each animation frame.
 */
export const SMOOTH_FALLBACK_FACTOR = 0.85;

/** Each frame's position of the fallback animation, from `from` towards `to`. */
export function fallbackSteps(from: number, to: number, maxFrames = 60): number[] {
  const steps: number[] = [];
  let position = from;
  for (let i = 0; i < maxFrames && Math.abs(to - position) >= 1; i++) {
    position += (to - position) * SMOOTH_FALLBACK_FACTOR;
    steps.push(Math.round(position));
  }
  if (steps.at(-1) !== to) steps.push(to);
  return steps;
}

export function smoothScrollTo(top: number): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduce) return window.scrollTo(0, top);
  if ('scrollBehavior' in document.documentElement.style) return window.scrollTo({ top, behavior: 'smooth' });
  const steps = fallbackSteps(window.scrollY, top);
  const frame = () => {
    const next = steps.shift();
    if (next === undefined) return;
    window.scrollTo(0, next);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
