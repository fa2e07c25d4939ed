import React, {useEffect, useId, useState} from 'react';
import clsx from 'clsx';
import {ChevronDown, ListOrdered} from 'lucide-react';
import {HASH_SCROLL_DELAY_MS, activeSectionId, sectionFromHash} from '@site/src/lib/guideToc';
import styles from './styles.module.css';

/** One entry of the `toc` that Docusaurus exports from every MDX file. */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

interface Props {
  /** The MDX file's `toc` export; only level-2 headings (the guide's sections) are listed. */
  toc: readonly TocEntry[];
}

function positions(ids: readonly string[]) {
  return ids.flatMap((id) => {
    const el = document.getElementById(id);
    return el ? [{id, top: el.getBoundingClientRect().top}] : [];
  });
}

/**
 * The guide's table of contents: sticky beside the article on wide screens,
 * a collapsed "Contents" panel above it on phones. It highlights the section
 * in view (the first one near the top of the page), links scroll smoothly
 * (the site's `scroll-behavior`), and a URL hash is scrolled to 100 ms after
 * load, once fonts and widgets have settled.
 */
export default function GuideToc({toc}: Props): React.ReactElement {
  const sections = toc.filter((entry) => entry.level === 2);
  const ids = sections.map((s) => s.id);
  const idsKey = ids.join(' ');
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    const list = idsKey.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(activeSectionId(positions(list)));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, {passive: true});
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [idsKey]);

  useEffect(() => {
    const target = sectionFromHash(window.location.hash, idsKey.split(' '));
    if (!target) return undefined;
    const timer = window.setTimeout(() => {
      document.getElementById(target)?.scrollIntoView({block: 'start'});
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [idsKey]);

  return (
    <nav className={styles.toc} aria-label="Table of contents" data-testid="guide-toc" data-pagefind-ignore="all">
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <ListOrdered aria-hidden="true" size={18} />
        <span>Contents</span>
        <ChevronDown aria-hidden="true" size={18} className={styles.chevron} data-open={open ? 'true' : 'false'} />
      </button>
      <p className={styles.heading}>In this guide</p>
      <ol id={panelId} className={clsx('clean-list', styles.list)} data-open={open ? 'true' : 'false'}>
        {sections.map((s) => (
          <li key={s.id}>
            {/* eslint-disable-next-line @docusaurus/no-html-links -- an anchor on this page */}
            <a
              href={`#${s.id}`}
              className={styles.link}
              aria-current={active === s.id ? 'location' : undefined}
              onClick={() => setOpen(false)}
              dangerouslySetInnerHTML={{__html: s.value}}
            />
          </li>
        ))}
      </ol>
    </nav>
  );
}
