import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Highlight } from './Highlight.tsx';
import { LOADER_DELAY_MS, useLazy } from './lazy.ts';
import type { SearchEngine, SearchHit } from './search-engine.ts';

interface Props {
  placeholder: string;
  /** The input's name for assistive technology, in the page's locale. */
  label: string;
  indexUrl: string;
  engineUrl: string;
}

type EngineModule = typeof import('./search-engine.ts');

type Results = { query: string; hits: SearchHit[] } | { query: string; error: Error };

/**
 * Runs the query whenever it changes; an answer to an older query is dropped. `slow` names the
 * query whose index parts have been loading for longer than the loader delay.
 */
function useResults(engine: SearchEngine | undefined, query: string): [Results | undefined, string | undefined, () => void] {
  const [results, setResults] = useState<Results>();
  const [slow, setSlow] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!engine || !query) return;
    let current = true;
    const timer = setTimeout(() => setSlow(query), LOADER_DELAY_MS);
    engine.search(query).then(
      (hits) => current && setResults({ query, hits }),
      (error: unknown) => current && setResults({ query, error: error instanceof Error ? error : new Error(String(error)) }),
    ).finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [engine, query, attempt]);
  return [results, slow, () => setAttempt((n) => n + 1)];
}

/**
 * The navbar search. The search code and the index manifest load on the first focus; each query
 * fetches only the index parts it needs, and results appear as you type. "/" or Ctrl/Cmd+K focus the field (the head script
 * listens for them, from the first paint); arrows move through results; Escape closes them.
 */
export function SearchBox({ placeholder, label, indexUrl, engineUrl }: Props) {
  const load = useMemo(() => {
    let attempt = 0;
    // A retry asks for a new URL: the browser keeps a failed module import failed under the old one.
    return () => (import(attempt++ ? `${engineUrl}?retry=${attempt}` : engineUrl) as Promise<EngineModule>).then((m) => m.loadSearchEngine(indexUrl));
  }, [indexUrl, engineUrl]);
  const [engine, startLoading] = useLazy<SearchEngine>(load);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  // The field works before this island hydrates (the head script's "/" and Ctrl/Cmd+K focus it): what
  // the reader typed by then is the query, and a field already focused loads the search now.
  useEffect(() => {
    const field = input.current;
    if (field?.value) setQuery(field.value);
    if (field && document.activeElement === field) {
      startLoading();
      setOpen(true);
    }
  }, [startLoading]);

  const showPanel = open && query.trim().length > 0;
  // While results are open, the page under the backdrop is out of reach, as under a dialog.
  useEffect(() => {
    const behind = document.querySelectorAll('.main-wrapper, .footer');
    for (const element of behind) element.toggleAttribute('inert', showPanel);
    return () => behind.forEach((element) => element.removeAttribute('inert'));
  }, [showPanel]);

  const trimmed = query.trim();
  const [results, slowQuery, retryQuery] = useResults(engine.status === 'ready' ? engine.value : undefined, trimmed);
  // Until the current query answers, the previous results stay, so typing does not flicker.
  const hits = results && 'hits' in results ? results.hits : [];
  const failed = results && 'error' in results && results.query === trimmed ? results.error : engine.status === 'error' ? engine.error : undefined;
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Enter' && hits[0]) {
      window.location.assign(hits[0].url);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setQuery('');
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (at <= 0) input.current?.focus();
      else all[at - 1].focus();
    } else if (event.key === 'Escape') {
      setOpen(false);
      input.current?.focus();
    }
  };

  return (
    <div
      className="search needs-js"
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor="search-input">
        {label}
      </label>
      <input
        ref={input}
        id="search-input"
        className="search__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        // The results panel is in the DOM only while shown, and aria-controls may only name an element that is.
        aria-controls={showPanel ? 'search-results' : undefined}
        aria-expanded={showPanel}
        aria-keyshortcuts="/ Control+K Meta+K"
        value={query}
        onFocus={() => {
          startLoading();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onInputKey}
      />
      {showPanel && <div className="search__backdrop" aria-hidden="true" onMouseDown={() => setOpen(false)} />}
      {showPanel && (
        <ErrorBoundary variant="inline">
        <div className="search__panel" id="search-results">
          {((engine.status === 'loading' && engine.pastDelay) || (slowQuery === trimmed && results?.query !== trimmed)) && (
            <p className="search__status" role="status">
              Loading search…
            </p>
          )}
          {failed && (
            <div className="search__status" role="alert">
              <p>Search could not load: {failed.message}</p>
              <button type="button" className="button button--outline" onClick={engine.status === 'error' ? startLoading : retryQuery}>
                Retry
              </button>
            </div>
          )}
          {!failed && results?.query === trimmed && hits.length === 0 && <p className="search__status">No results for "{trimmed}"</p>}
          {!failed && hits.length > 0 && (
            <ul ref={list} className="search__results" aria-label="Search results" onKeyDown={onListKey}>
              {hits.map((hit) => (
                <li key={hit.url}>
                  <a className="search__result" href={hit.url}>
                    <span className="search__result-title">
                      <Highlight text={hit.heading ? `${hit.title} › ${hit.heading}` : hit.title} terms={hit.terms} />
                    </span>
                    <span className="search__result-text">
                      <Highlight text={hit.snippet} terms={hit.terms} />
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="visually-hidden" aria-live="polite">
            {results?.query === trimmed && !failed ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'}` : ''}
          </p>
        </div>
        </ErrorBoundary>
      )}
    </div>
  );
}
