import {useCallback, useEffect, useRef, useState} from 'react';
import {defaultValues, readToolQuery, writeToolQuery, type Adjustment} from '@site/src/lib/toolQuery';
import {type FieldSpecs} from '@site/src/data/calculators';

/** Typing and arrow keys change values quickly; the address bar is updated once they settle. */
const URL_WRITE_DELAY_MS = 300;

export interface ToolQueryState<K extends string> {
  values: Record<K, number>;
  setValues: (next: Record<K, number>) => void;
  /** What was adjusted when the page's own link was read. */
  adjustments: Adjustment<K>[];
  /** The shareable link for the current values (empty before hydration). */
  shareUrl: string;
}

function urlFor<K extends string>(values: Record<K, number>, specs: FieldSpecs<K>): string {
  const {origin, pathname} = window.location;
  return `${origin}${pathname}?${writeToolQuery(values, specs)}`;
}

/**
 * A calculator's values, kept in the URL query. The server renders the
 * defaults; after hydration the page's query is read (checked and clamped by
 * `readToolQuery`) and written back in its normalized form. Later changes
 * replace the current history entry, so the back button leaves the tool
 * rather than stepping through every keystroke.
 */
export function useToolQuery<K extends string>(specs: FieldSpecs<K>): ToolQueryState<K> {
  const [values, setState] = useState<Record<K, number>>(() => defaultValues(specs));
  const [adjustments, setAdjustments] = useState<Adjustment<K>[]>([]);
  const [shareUrl, setShareUrl] = useState('');
  const timer = useRef<number | undefined>(undefined);

  const writeUrl = useCallback(
    (next: Record<K, number>) => {
      const url = urlFor(next, specs);
      setShareUrl(url);
      if (url !== window.location.href) {
        window.history.replaceState(window.history.state, '', `${url}${window.location.hash}`);
      }
    },
    [specs],
  );

  useEffect(() => {
    const search = window.location.search;
    const read = readToolQuery(search, specs);
    setState(read.values);
    setAdjustments(read.adjustments);
    // A clean address stays clean until the visitor changes something; a given link is normalized.
    if (search) writeUrl(read.values);
    else setShareUrl(urlFor(read.values, specs));
    return () => window.clearTimeout(timer.current);
  }, [specs, writeUrl]);

  const setValues = useCallback(
    (next: Record<K, number>) => {
      setState(next);
      setShareUrl(urlFor(next, specs));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => writeUrl(next), URL_WRITE_DELAY_MS);
    },
    [specs, writeUrl],
  );

  return {values, setValues, adjustments, shareUrl};
}
