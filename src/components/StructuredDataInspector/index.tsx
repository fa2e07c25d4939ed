import React, {useCallback, useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import {extractJsonLdBlocks, normalizePagePath, pathsFromSitemapXml, type JsonLdBlock} from '@site/src/lib/jsonLd';
import styles from './styles.module.css';

type Result =
  | {state: 'idle'}
  | {state: 'loading'; path: string}
  | {state: 'failed'; path: string; message: string}
  | {state: 'done'; path: string; blocks: JsonLdBlock[]};

function Block({block}: {block: JsonLdBlock}): React.ReactElement {
  const ok = block.issues.length === 0;
  return (
    <li className={styles.block}>
      <h3 className={styles.blockTitle}>
        Block {block.index}: {block.types.length > 0 ? block.types.join(', ') : 'no type'}
      </h3>
      <p className={ok ? styles.ok : styles.problem}>
        {ok
          ? 'Has the properties search engines need for this type.'
          : `${block.issues.length} problem${block.issues.length === 1 ? '' : 's'}:`}
      </p>
      {!ok && (
        <ul className={styles.issues}>
          {block.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      <details className={styles.details}>
        <summary>Show the JSON</summary>
        <pre className={styles.code}>
          <code>{block.data === undefined ? block.raw : JSON.stringify(block.data, null, 2)}</code>
        </pre>
      </details>
    </li>
  );
}

/**
 * Internal tool: fetch a page of this build as a crawler gets it (the
 * server-rendered HTML, before any script runs) and list its JSON-LD blocks.
 * The page list comes from this build's sitemap.xml; any other path can be typed.
 */
export default function StructuredDataInspector({heading}: {heading: string}): React.ReactElement {
  const inputId = useId();
  const [paths, setPaths] = useState<string[]>([]);
  const [input, setInput] = useState('/');
  const [inputError, setInputError] = useState<string>();
  const [result, setResult] = useState<Result>({state: 'idle'});

  const inspect = useCallback(async (path: string) => {
    setResult({state: 'loading', path});
    try {
      const response = await fetch(path, {headers: {Accept: 'text/html'}, cache: 'no-store'});
      if (!response.ok) {
        setResult({state: 'failed', path, message: `The server answered ${response.status} for ${path}.`});
        return;
      }
      setResult({state: 'done', path, blocks: extractJsonLdBlocks(await response.text())});
    } catch (error) {
      setResult({state: 'failed', path, message: `Could not load ${path}: ${error instanceof Error ? error.message : String(error)}.`});
    }
  }, []);

  useEffect(() => {
    fetch('/sitemap.xml')
      .then((r) => (r.ok ? r.text() : ''))
      .then((xml) => {
        setPaths(pathsFromSitemapXml(xml));
      })
      .catch(() => {
        // Without sitemap.xml (e.g. under `docusaurus start`) there is no list; typing a path still works.
      });
    const requested = normalizePagePath(new URLSearchParams(window.location.search).get('path') ?? '');
    if (requested) {
      setInput(requested);
      void inspect(requested);
    }
  }, [inspect]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const path = normalizePagePath(input);
    if (!path) {
      setInputError('Enter a path of this site, such as /guides/hubspot-expert.');
      return;
    }
    setInputError(undefined);
    const url = new URL(window.location.href);
    url.searchParams.set('path', path);
    window.history.replaceState(window.history.state, '', url);
    void inspect(path);
  }

  return (
    <main className={styles.page}>
      <h1>{heading}</h1>
      <p className={styles.intro}>
        An internal check for the people who maintain this site. Choose a page and see the JSON-LD blocks its HTML carries, as a crawler
        receives them, with any required property that is missing.
      </p>
      <div className={styles.inspector}>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId} className={styles.label}>
            Page to inspect
          </label>
          <p id={`${inputId}-hint`} className={styles.hint}>
            {paths.length > 0
              ? `Pick one of the ${paths.length} pages in sitemap.xml or type any path of this site.`
              : 'Type any path of this site, such as /faqs/services.'}
          </p>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              list={`${inputId}-pages`}
              value={input}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={!!inputError || undefined}
              aria-describedby={`${inputId}-hint${inputError ? ` ${inputId}-error` : ''}`}
              onChange={(e) => setInput(e.target.value)}
            />
            <datalist id={`${inputId}-pages`}>
              {paths.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
            <button type="submit" className={styles.button} disabled={result.state === 'loading'}>
              Inspect
            </button>
          </div>
          {inputError && (
            <p id={`${inputId}-error`} className={styles.problem}>
              {inputError}
            </p>
          )}
        </form>

        <div aria-live="polite" className={styles.result}>
          {result.state === 'loading' && <p>Loading {result.path}…</p>}
          {result.state === 'failed' && <p className={styles.problem}>{result.message}</p>}
          {result.state === 'done' && (
            <>
              <h2 className={styles.resultTitle}>
                {result.blocks.length === 0
                  ? `No JSON-LD on ${result.path}`
                  : `${result.blocks.length} JSON-LD block${result.blocks.length === 1 ? '' : 's'} on ${result.path}`}
              </h2>
              {result.blocks.length > 0 && (
                <ol className={clsx('clean-list', styles.blocks)}>
                  {result.blocks.map((block) => (
                    <Block key={block.index} block={block} />
                  ))}
                </ol>
              )}
            </>
          )}
        </div>
        <noscript>
          <p className={styles.problem}>This tool fetches pages from your browser and needs JavaScript.</p>
        </noscript>
      </div>
    </main>
  );
}
