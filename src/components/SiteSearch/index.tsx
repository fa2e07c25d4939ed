import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useHistory, useLocation} from '@docusaurus/router';
import {Search} from 'lucide-react';
import {searchFallbacks} from '@site/src/data/search';
import {resultsAnnouncement} from '@site/src/lib/searchResults';
import type {SearchEngine} from './engine';
import styles from './styles.module.css';
import type {Suggestion} from '@site/src/data/search';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

interface Shown {
  query: string;
  suggestions: Suggestion[];
}

interface Props {
  /** Names the box's place, so the bar's and the menu's boxes differ in style and in tests. */
  placement: 'bar' | 'menu';
  /** A query to open with (`/insights?q=...`); the box takes focus and searches it. */
  initialQuery?: string | null;
  inputRef?: React.RefObject<HTMLInputElement | null>;
  /** The id of the search form, for a button that opens it to name in `aria-controls`. */
  id?: string;
  /**
   * Closes the panel the box sits in (the phone's menu) and returns focus to
   * what opened it: Escape in the empty box calls it. A box with no panel of
   * its own (the bar's) has nothing to close.
   */
  onClose?: () => void;
}

/**
 * The site search box: a combobox over Pagefind's index (WAI-ARIA combobox
 * pattern with a list popup). Typing shows the best four pages; the first is
 * highlighted, the arrow keys move the highlight, Enter opens it, and a live
 * region says how many results there are. Escape with a query clears the box
 * (which closes the list); Escape in the empty box closes the panel it sits
 * in (`onClose`). Opening a result empties and closes the box at once, so
 * the search is empty on the page it opens, before that page arrives too. With nothing found it offers the insights list and the
 * FAQ hub. The engine and the index load when the box gets focus or input.
 * Without JavaScript the box is a plain form that opens the insights list.
 */
export default function SiteSearch({placement, initialQuery, inputRef, id: formId, onClose}: Props): React.ReactElement {
  const id = useId();
  const listboxId = `${id}listbox`;
  const optionId = (index: number) => `${id}option-${index}`;
  const scriptUrl = useBaseUrl('/pagefind/pagefind.js');
  const insightsUrl = useBaseUrl('/insights');
  const {withBaseUrl: withBase} = useBaseUrlUtils();
  const {pathname} = useLocation();
  const history = useHistory();
  const ownInputRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInputRef;
  const rootRef = useRef<HTMLFormElement>(null);
  const engine = useRef<Promise<SearchEngine> | null>(null);
  const latest = useRef('');
  const openOnArrival = useRef(false);

  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [shown, setShown] = useState<Shown | null>(null);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const fail = useCallback(() => {
    setStatus('failed');
    setAnnouncement('Search is not available right now. Browse the insights or the FAQ instead.');
  }, []);

  const loadEngine = useCallback((): Promise<SearchEngine> => {
    if (!engine.current) {
      setStatus('loading');
      engine.current = import(/* webpackChunkName: "site-search" */ './engine')
        .then((module) => module.loadSearchEngine(scriptUrl))
        .then(
          (ready) => {
            setStatus('ready');
            return ready;
          },
          (error: unknown) => {
            // The next focus or keystroke tries again.
            engine.current = null;
            fail();
            throw error;
          },
        );
    }
    return engine.current;
  }, [scriptUrl, fail]);

  const runSearch = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      latest.current = trimmed;
      if (!trimmed) {
        setShown(null);
        setActive(-1);
        setAnnouncement('');
        return;
      }
      loadEngine()
        .then((ready) => ready.search(trimmed))
        .then((suggestions) => {
          if (suggestions === null || latest.current !== trimmed) return;
          setStatus('ready');
          setShown({query: trimmed, suggestions});
          setActive(0);
          setAnnouncement(resultsAnnouncement(trimmed, suggestions.length));
        })
        .catch(() => {
          if (latest.current === trimmed) fail();
        });
    },
    [loadEngine, fail],
  );

  const clear = useCallback(() => {
    openOnArrival.current = false;
    setOpen(false);
    setQuery('');
    runSearch('');
  }, [runSearch]);

  // Another page (a link elsewhere on the page, the browser's back button) closes the list and empties the box.
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    clear();
  }, [pathname, clear]);

  // A query in the address opens the box with it.
  useEffect(() => {
    if (!initialQuery) return;
    setQuery(initialQuery);
    setOpen(true);
    input.current?.focus();
    runSearch(initialQuery);
  }, [initialQuery, input, runSearch]);

  const trimmed = query.trim();
  const current = shown !== null && shown.query === trimmed;
  const failed = status === 'failed' && trimmed !== '';
  const noMatch = current && shown.suggestions.length === 0;
  const options: readonly Suggestion[] = failed || noMatch ? searchFallbacks : current ? shown.suggestions : [];
  const expanded = open && trimmed !== '';
  const pending = expanded && !current && !failed;

  // Enter pressed before the results arrived opens the first one when they do.
  useEffect(() => {
    if (!openOnArrival.current || !current || shown.suggestions.length === 0) return;
    openOnArrival.current = false;
    document.getElementById(optionId(0))?.click();
  });

  const onChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    openOnArrival.current = false;
    setQuery(e.target.value);
    setOpen(true);
    runSearch(e.target.value);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setActive((index) => (index < 0 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length));
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!expanded && trimmed) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!expanded && trimmed) setOpen(true);
        else move(-1);
        break;
      case 'Enter':
        e.preventDefault();
        if (!expanded) {
          if (trimmed) setOpen(true);
        } else if (active >= 0 && active < options.length) {
          document.getElementById(optionId(active))?.click();
        } else if (pending) {
          openOnArrival.current = true;
        }
        break;
      case 'Escape':
        // Handled here, so that one press does one thing: a query is cleared (the menu around the box stays
        // open), an empty box closes its panel. A native search field would also clear itself.
        if (query) {
          e.preventDefault();
          e.stopPropagation();
          clear();
        } else if (onClose) {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
    }
  };

  const onBlur = (e: React.FocusEvent) => {
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  const activeIndex = active < options.length ? active : -1;

  return (
    <form
      ref={rootRef}
      id={formId}
      role="search"
      aria-label="Site search"
      action={insightsUrl}
      method="get"
      className={clsx(styles.search, placement === 'menu' ? styles.inMenu : styles.inBar)}
      data-placement={placement}
      onSubmit={(e) => e.preventDefault()}
      onBlur={onBlur}>
      <div className={styles.field}>
        <Search aria-hidden className={styles.icon} size={16} />
        {/* A text input: HTML lets a combobox be a text input, not a search one. inputMode and enterKeyHint still give phones their search keyboard. */}
        <input
          ref={input}
          type="text"
          inputMode="search"
          name="q"
          role="combobox"
          aria-label="Search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search the site"
          className={styles.input}
          value={query}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={() => {
            void loadEngine().catch(() => undefined);
            if (trimmed) setOpen(true);
          }}
        />
      </div>
      <div
        className={styles.popup}
        hidden={!expanded}
        data-query={current ? shown.query : undefined}
        data-status={failed ? 'failed' : pending ? 'pending' : noMatch ? 'empty' : 'results'}
        // Keeps the focus in the box while a suggestion is clicked.
        onMouseDown={(e) => e.preventDefault()}>
        {pending && <div className={styles.note}>Searching…</div>}
        {noMatch && <div className={styles.note}>No pages match “{shown.query}”. These may help:</div>}
        {failed && <div className={styles.note}>Search is not available right now. These may help:</div>}
        <div id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox} hidden={options.length === 0}>
          {options.map((option, index) => (
            // Plain links: a list of results must not prefetch every page it shows, as <Link> would.
            // eslint-disable-next-line @docusaurus/no-html-links -- routes on click itself, without prefetching every result
            <a
              key={option.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              href={withBase(option.url)}
              className={clsx(styles.option, index === activeIndex && styles.active)}
              tabIndex={-1}
              onMouseMove={() => setActive(index)}
              onMouseEnter={() => void window.docusaurus?.preload(option.url)}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
                  setOpen(false);
                  return;
                }
                e.preventDefault();
                // The page shown until the result's code is in keeps no trace of the search either.
                clear();
                history.push(withBase(option.url));
              }}>
              <span className={styles.kind}>{option.kind}</span>
              <span className={styles.title}>{option.title}</span>
              {option.section && <span className={styles.section}>{option.section}</span>}
              {option.excerpt.length > 0 && (
                <span className={styles.excerpt}>
                  {option.excerpt.map((part, i) =>
                    part.highlighted ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
                  )}
                </span>
              )}
            </a>
          ))}
        </div>
      </div>
      {/* A polite live region, not role="status": pages keep their own status messages (a tool's result) to themselves. */}
      <div aria-live="polite" aria-atomic="true" className={styles.srOnly} data-testid="search-announcement">
        {announcement}
      </div>
    </form>
  );
}
