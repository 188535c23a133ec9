/**
 * A live code block's scope as react-live takes it: one parameter of the function it makes per
 * name, so only names that can be parameters, and not a module namespace's `default`. The build
 * (build/markdown/live-code-run.ts) and the browser (site/client/live-code.tsx) give the same names.
 */
export const usableScope = <T>(scope: Record<string, T>): Record<string, T> => Object.fromEntries(Object.entries(scope).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default'));
