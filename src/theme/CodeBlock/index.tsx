import React, {useEffect, useState, type ComponentType} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/CodeBlock';
import styles from './styles.module.css';

/**
 * The theme's code block (highlighting, title, highlighted lines, copy and
 * word-wrap buttons) with the highlighter and its languages in one chunk of
 * their own, which only a page that renders a code block loads.
 *
 * - The server bundle loads the chunk as it starts, so every page's HTML
 *   carries its code highlighted: readable and colored before any script
 *   runs (the colors are classes, styled in ./styles.module.css).
 * - Hydration keeps that HTML as it is (`dangerouslySetInnerHTML` of an
 *   empty string leaves the server's children alone, and React does not
 *   descend into them) and starts loading the chunk; once it is in, the
 *   theme's block replaces the kept HTML with the same markup plus the
 *   buttons, so nothing moves. (React.lazy in a Suspense boundary would not
 *   do: the server would stream the block after a plain fallback, and the
 *   boundary would fall back again when the theme's `isBrowser` flag
 *   changes before it hydrates.)
 * - A page opened in the browser (a client-side navigation) shows the code
 *   plain until the chunk is in.
 */
let highlighter: ComponentType<Props> | null = null;
let loading: Promise<ComponentType<Props>> | null = null;

export function loadHighlighter(): Promise<ComponentType<Props>> {
  if (loading) return loading;
  // One chunk group: the three imports share its name. (The bundler puts its node_modules part in a
  // file of its own, loaded with it.)
  const load = Promise.all([
    import(/* webpackChunkName: "code-block" */ 'prism-react-renderer'),
    import(/* webpackChunkName: "code-block" */ '@theme/prism-include-languages'),
    import(/* webpackChunkName: "code-block" */ '@theme-original/CodeBlock'),
  ]).then(([{Prism}, {default: includeLanguages}, original]) => {
    // The theme's hook: adds themeConfig.prism.additionalLanguages (bash, http) to Prism.
    includeLanguages(Prism);
    const component: ComponentType<Props> = original.default;
    highlighter = component;
    return component;
  });
  // A chunk that failed to load is asked for again by the next block that mounts.
  load.catch(() => {
    loading = null;
  });
  loading = load;
  return load;
}

// The server renders pages only after its bundle has loaded: by then the highlighter is in.
if (typeof window === 'undefined') void loadHighlighter();

/** The block's title from its props or from `title="..."` in the fence's meta string. */
function titleOf({title, metastring}: Props): React.ReactNode {
  return title ?? /\btitle=(["'])(.*?)\1/.exec(metastring ?? '')?.[2];
}

/** The code as plain text, in the block's frame, while the highlighter loads. */
function PlainCodeBlock(props: Props): React.ReactElement {
  const title = titleOf(props);
  return (
    <div className={`theme-code-block ${styles.plain}`}>
      {title && <div className={styles.plainTitle}>{title}</div>}
      <pre tabIndex={0}>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): React.ReactElement {
  const isBrowser = useIsBrowser();
  // Decided once: during hydration the server's HTML is on the page; after it, nothing is.
  const [hydrating] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const [Highlighted, setHighlighted] = useState<ComponentType<Props> | null>(() => highlighter);
  useEffect(() => {
    if (Highlighted) return;
    let live = true;
    // If the chunk cannot load, the block stays as it is: the server's highlighted HTML, or plain code.
    loadHighlighter().then(
      (component) => live && setHighlighted(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Highlighted]);

  if (Highlighted) {
    return (
      <div key="live" className={styles.root}>
        <Highlighted {...props} />
      </div>
    );
  }
  if (hydrating) {
    return <div key="server" className={styles.root} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return (
    <div key="live" className={styles.root}>
      <PlainCodeBlock {...props} />
    </div>
  );
}
