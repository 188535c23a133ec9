import { useCallback, useEffect, useRef, useState } from 'react';

/** Delay before a loader appears, so fast loads never flash one (spec: 200 ms, no timeout). */
export const LOADER_DELAY_MS = 200;

export type LazyState<T> =
  | { status: 'idle' }
  | { status: 'loading'; pastDelay: boolean }
  | { status: 'error'; error: Error }
  | { status: 'ready'; value: T };

/** Loads something on demand, with a delayed loader and a retry after an error. */
export function useLazy<T>(load: () => Promise<T>): [LazyState<T>, () => void] {
  const [state, setState] = useState<LazyState<T>>({ status: 'idle' });
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'loading', pastDelay: false });
    timer.current = setTimeout(() => setState((s) => (s.status === 'loading' ? { status: 'loading', pastDelay: true } : s)), LOADER_DELAY_MS);
    load().then(
      (value) => setState({ status: 'ready', value }),
      (error: unknown) => {
        running.current = false;
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    ).finally(() => clearTimeout(timer.current));
  }, [load]);
  return [state, start];
}
