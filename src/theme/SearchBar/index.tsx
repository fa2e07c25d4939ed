import React, {useEffect, useRef, useState} from 'react';
import type OriginalSearchBar from '@theme-original/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof OriginalSearchBar>;

type PluginSearchBar = React.ComponentType<Props>;

/**
 * Wrapper: docusaurus-lunr-search's box and results, restyled to fit the
 * site's navbar at 390px and 1280px. The plugin fetches its whole index
 * (about 560 KB gzipped) as soon as it renders, on every page; this wrapper
 * shows a plain search box instead and mounts the plugin only when a visitor
 * shows intent (pointer over the box, focus, a tap, or Ctrl+K / Cmd+K). What
 * was typed meanwhile and the focus carry over once the index is ready.
 * Behaviour after that is the plugin's own: arrow keys move through results,
 * Enter opens one, each result shows its page title and section.
 */
export default function SearchBarWrapper(props: Props): React.ReactElement {
  const [active, setActive] = useState(false);
  const [ready, setReady] = useState(false);
  const [PluginBar, setPluginBar] = useState<PluginSearchBar | null>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const placeholderRef = useRef<HTMLInputElement>(null);
  const handOver = useRef({focus: false, value: ''});

  // Ctrl+K / Cmd+K before the plugin is loaded (afterwards the plugin handles it).
  useEffect(() => {
    if (active) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        placeholderRef.current?.focus();
        setActive(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);

  // The plugin's code (and mark.js, which it imports) loads on intent, not with every page. It is
  // rendered only once loaded, never through React.lazy: the plugin starts loading its index during
  // render and marks that in a ref, so a render that suspends and is replayed kept the mark but lost
  // the state its loader reports to, and the box stayed disabled (about one time in thirty).
  useEffect(() => {
    if (!active || PluginBar) return undefined;
    let alive = true;
    void import('@theme-original/SearchBar').then((module) => {
      if (alive) setPluginBar(() => module.default as PluginSearchBar);
    });
    return () => {
      alive = false;
    };
  }, [active, PluginBar]);

  // The plugin's input is disabled until its index has loaded: watch for that.
  useEffect(() => {
    const host = hostRef.current;
    if (!active || ready || !host) return undefined;
    let done = false;
    const check = () => {
      // Capture once: the re-render that removes the box fires the observer again.
      if (done) return;
      const input = host.querySelector<HTMLInputElement>('#search_input_react');
      if (input && !input.disabled) {
        done = true;
        handOver.current = {
          focus: document.activeElement === placeholderRef.current,
          value: placeholderRef.current?.value ?? '',
        };
        setReady(true);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(host, {subtree: true, childList: true, attributes: true, attributeFilter: ['disabled']});
    check();
    return () => observer.disconnect();
  }, [active, ready]);

  useEffect(() => {
    if (!ready) return;
    const input = hostRef.current?.querySelector<HTMLInputElement>('#search_input_react');
    if (!input) return;
    const {focus, value} = handOver.current;
    if (focus || value) input.focus();
    if (value) {
      input.value = value;
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
  }, [ready]);

  const activate = () => setActive(true);

  return (
    <div ref={hostRef} className={styles.search} role="search" aria-label="Site search">
      {PluginBar && (
        <div hidden={!ready}>
          <PluginBar {...props} />
        </div>
      )}
      {!ready && (
        <input
          ref={placeholderRef}
          type="search"
          aria-label="Search"
          placeholder="Search"
          className="navbar__search-input"
          autoComplete="off"
          onPointerEnter={activate}
          onPointerDown={activate}
          onFocus={activate}
        />
      )}
    </div>
  );
}
