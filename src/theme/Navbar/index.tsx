import React, {useCallback, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {Menu, Search, X} from 'lucide-react';
import Logo from '@site/src/components/Logo';
import {
  getStartedButton,
  isDropdown,
  isGroup,
  mainNavigation,
  playbookButton,
  type NavDropdown,
  type NavGroup,
  type NavLink,
} from '@site/src/config/navbar';
import SiteSearch from '@site/src/components/SiteSearch';
import {queryFromAddress} from '@site/src/lib/searchResults';
import {currentEntry} from '@site/src/lib/navSection';
import {normalizePath} from '@site/src/lib/url';
import {NAVBAR_MENU_MIN_WIDTH, isScrolled} from '@site/src/lib/viewport';
import styles from './styles.module.css';

/**
 * The site's own navbar (replaces the theme's, see src/theme/README.md).
 * Full menu from NAVBAR_MENU_MIN_WIDTH (1200px), toggle menu below. Dropdowns follow the
 * disclosure pattern: a button with aria-expanded controlling a list of
 * links. Before hydration, CSS opens them on hover and focus.
 *
 * Site search sits in the bar from 1200px and at the top of the toggle menu
 * below it (a search button in the bar opens the menu at the box). Ctrl+K /
 * Cmd+K goes to whichever box is showing, and `/insights?q=...` (where the
 * legacy `/search?q=...` lands) opens it with that query.
 */
export default function Navbar(): React.ReactElement {
  const [scrolled, setScrolled] = useState(false);
  const [ready, setReady] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const barSearchRef = useRef<HTMLInputElement>(null);
  const menuSearchRef = useRef<HTMLInputElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const menuSearchId = `${useId()}search`;
  /** Whether the search opened the menu (the Search button, Ctrl+K): Escape in its empty box returns to the Search button. */
  const openedForSearch = useRef(false);
  const [searchFocusWanted, setSearchFocusWanted] = useState(false);
  const [addressQuery, setAddressQuery] = useState<{query: string; inMenu: boolean} | null>(null);
  /** The top-level entry holding this page: marked with an underline and `aria-current`. */
  const currentSection = currentEntry(location.pathname, mainNavigation);

  useEffect(() => {
    setReady(true);
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(isScrolled(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => setMobileOpen(false), [location.pathname]);

  const isDesktop = () => window.matchMedia(`(min-width: ${NAVBAR_MENU_MIN_WIDTH}px)`).matches;

  // A query in the address opens the box that is showing, with the query in it.
  useEffect(() => {
    const query = queryFromAddress(location.pathname, location.search);
    if (!query) return;
    const inMenu = !isDesktop();
    if (inMenu) setMobileOpen(true);
    setAddressQuery({query, inMenu});
  }, [location.pathname, location.search]);

  const focusSearch = useCallback(() => {
    if (isDesktop()) {
      barSearchRef.current?.focus();
      return;
    }
    openedForSearch.current = true;
    setMobileOpen(true);
    setSearchFocusWanted(true);
  }, []);

  useEffect(() => {
    if (!mobileOpen) openedForSearch.current = false;
  }, [mobileOpen]);

  /** Escape in the menu's empty search box: the menu closes and focus returns to the button that opened it. */
  const closeMenuSearch = useCallback(() => {
    const opener = openedForSearch.current ? searchButtonRef.current : toggleRef.current;
    setMobileOpen(false);
    opener?.focus();
  }, []);

  // The menu's box can take focus only once the menu is showing.
  useEffect(() => {
    if (!searchFocusWanted || !mobileOpen) return;
    setSearchFocusWanted(false);
    menuSearchRef.current?.focus();
  }, [searchFocusWanted, mobileOpen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        focusSearch();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [focusSearch]);

  useEffect(() => {
    if (!mobileOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) {
        e.preventDefault();
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const restore = inertOutside(headerRef.current);
    return () => {
      document.removeEventListener('keydown', onKey);
      restore();
    };
  }, [mobileOpen]);

  return (
    <header
      ref={headerRef}
      data-pagefind-ignore="all"
      className={clsx(styles.navbar, (scrolled || mobileOpen) && styles.scrolled)}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-ready={ready ? 'true' : undefined}>
      {/* The theme's table of contents measures `.navbar` to offset the active heading; this gives it our bar's height. */}
      <div className={clsx('navbar', styles.tocMarker)} aria-hidden />
      <div className={styles.bar}>
        <Logo />
        <nav className={styles.desktop} aria-label="Main">
          <ul className={styles.menu}>
            {mainNavigation.map((entry) =>
              isDropdown(entry) ? (
                <Disclosure key={entry.name} menu={entry} level="top" current={entry.name === currentSection} />
              ) : (
                <li key={entry.name}>
                  <TopLink link={entry} current={entry.name === currentSection} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={clsx(styles.search, styles.desktopOnly)}>
            <SiteSearch
              placement="bar"
              inputRef={barSearchRef}
              initialQuery={addressQuery && !addressQuery.inMenu ? addressQuery.query : null}
            />
          </div>
          <button
            ref={searchButtonRef}
            type="button"
            className={clsx(styles.toggle, styles.searchButton)}
            aria-label="Search"
            aria-expanded={mobileOpen}
            aria-controls={menuSearchId}
            onClick={() => (mobileOpen ? setMobileOpen(false) : focusSearch())}>
            <Search aria-hidden size={22} />
          </button>
          <Link to={playbookButton.href} className={clsx(styles.playbook, styles.desktopOnly)}>
            {playbookButton.name}
            <span className={styles.badge}>{playbookButton.badge}</span>
          </Link>
          <span className={styles.desktopOnly}>
            <Link to={getStartedButton.href} className="button button--primary">
              {getStartedButton.name}
            </Link>
          </span>
          <button
            ref={toggleRef}
            type="button"
            className={styles.toggle}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((open) => !open)}>
            {mobileOpen ? <X aria-hidden size={24} /> : <Menu aria-hidden size={24} />}
          </button>
        </div>
      </div>
      <MobileMenu open={mobileOpen} onNavigate={() => setMobileOpen(false)}>
        <SiteSearch
          placement="menu"
          id={menuSearchId}
          inputRef={menuSearchRef}
          initialQuery={addressQuery?.inMenu ? addressQuery.query : null}
          onClose={closeMenuSearch}
        />
      </MobileMenu>
    </header>
  );
}

/**
 * While the toggle menu is open, everything on the page but the header (its
 * bar and the menu) is inert: Tab and Shift+Tab cannot reach the page behind,
 * which the menu covers. Returns the function that wakes it again.
 */
function inertOutside(keep: HTMLElement | null): () => void {
  const made: Element[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.localName === 'script') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

/** `aria-current` of a top-level entry holding the page: `page` on the link to the page itself, `true` on the entry of a page below it. */
function currentMark(current: boolean, ownPage: boolean): 'page' | 'true' | undefined {
  if (!current) return undefined;
  return ownPage ? 'page' : 'true';
}

function TopLink({link, current}: {link: NavLink; current: boolean}) {
  const {pathname} = useLocation();
  const ownPage = normalizePath(pathname) === normalizePath(link.href);
  return (
    <Link to={link.href} className={clsx(styles.topLink, current && styles.current)} aria-current={currentMark(current, ownPage)}>
      {link.name}
    </Link>
  );
}

/** Moves focus among the links and buttons of one open list with the arrow keys. */
function focusSibling(list: HTMLElement | null, step: 1 | -1 | 'first' | 'last'): void {
  if (!list) return;
  const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button'));
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (step === 'first') next = 0;
  else if (step === 'last') next = items.length - 1;
  else next = (index + step + items.length) % items.length;
  items[next]?.focus();
}

/**
 * Open state of one dropdown. A pointer click only opens (hovering has usually
 * opened the list already, so a toggle would shut it); Enter and Space, whose
 * click events carry detail 0, toggle.
 */
function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const {pathname} = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    // Escape closes a menu that hovering opened, wherever focus is and with the pointer left on it (WCAG 1.4.13).
    // The list's own handler takes Escape first when focus is in it. Every open menu closes, a submenu with its dropdown.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (hadFocus) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onListKeyDown = useCallback((e: React.KeyboardEvent) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusSibling(listRef.current, 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusSibling(listRef.current, -1);
        break;
      case 'Home':
        e.preventDefault();
        focusSibling(listRef.current, 'first');
        break;
      case 'End':
        e.preventDefault();
        focusSibling(listRef.current, 'last');
        break;
      case 'Escape':
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      default:
    }
  }, []);

  const onBlur = (e: React.FocusEvent) => {
    if (rootRef.current && !rootRef.current.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return {open, setOpen, buttonRef, listRef, rootRef, onListKeyDown, onBlur};
}

/** How a menu opens: from the bar, downward, or from inside a dropdown, to the side. */
const LEVELS = {
  top: {
    item: styles.dropdown,
    button: clsx(styles.topLink, styles.dropdownButton),
    caret: styles.caret,
    list: styles.dropdownMenu,
    openKey: 'ArrowDown',
  },
  nested: {
    item: styles.submenu,
    button: clsx(styles.dropdownLink, styles.submenuButton),
    caret: styles.caretRight,
    list: styles.submenuMenu,
    openKey: 'ArrowRight',
  },
} as const;

/**
 * A menu of links behind a button: a dropdown of the bar (Services, Insights)
 * or a submenu inside one (ROI Assessment Tools). Hover, click, Enter or Space
 * open it; the arrow keys move through it; Escape (and ArrowLeft in a
 * submenu) closes it and returns to its button.
 */
function Disclosure({menu, level, current = false}: {menu: NavDropdown | NavGroup; level: keyof typeof LEVELS; current?: boolean}) {
  const id = useId();
  const d = useDisclosure();
  const {pathname} = useLocation();
  const look = LEVELS[level];

  const onButtonKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== look.openKey) return;
    e.preventDefault();
    if (level === 'nested') e.stopPropagation();
    d.setOpen(true);
    requestAnimationFrame(() => focusSibling(d.listRef.current, 'first'));
  };

  const onListKeyDown = (e: React.KeyboardEvent) => {
    if (level === 'top') {
      d.onListKeyDown(e);
      return;
    }
    if (e.key === 'ArrowLeft' || e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      d.setOpen(false);
      d.buttonRef.current?.focus();
      return;
    }
    d.onListKeyDown(e);
    e.stopPropagation();
  };

  return (
    <li
      ref={d.rootRef}
      className={look.item}
      data-open={d.open ? 'true' : undefined}
      onMouseEnter={() => d.setOpen(true)}
      onMouseLeave={() => d.setOpen(false)}
      onBlur={d.onBlur}>
      <button
        ref={d.buttonRef}
        type="button"
        className={clsx(look.button, current && styles.current)}
        aria-current={currentMark(current, false)}
        aria-expanded={d.open}
        aria-controls={id}
        onClick={(e) => d.setOpen(e.detail === 0 ? !d.open : true)}
        onKeyDown={onButtonKeyDown}>
        {menu.name}
        <span className={look.caret} aria-hidden />
      </button>
      <ul id={id} ref={d.listRef} className={look.list} onKeyDown={onListKeyDown}>
        {menu.items.map((item) =>
          isGroup(item) ? (
            <Disclosure key={item.name} menu={item} level="nested" />
          ) : (
            <li key={item.href}>
              <Link to={item.href} className={styles.dropdownLink} aria-current={pathname === item.href ? 'page' : undefined}>
                {item.name}
              </Link>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}

function MobileMenu({open, onNavigate, children}: {open: boolean; onNavigate: () => void; children: React.ReactNode}) {
  const closeOnLink = (e: React.MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) onNavigate();
  };
  return (
    <nav id="mobile-menu" className={styles.mobileMenu} aria-label="Main" hidden={!open} onClick={closeOnLink}>
      <div className={styles.mobileSearch}>{children}</div>
      <ul className={styles.mobileList}>
        {mainNavigation.map((entry) =>
          isDropdown(entry) ? (
            <li key={entry.name}>
              <span className={styles.mobileHeading}>{entry.name}</span>
              <ul>
                {entry.items.map((item) =>
                  isGroup(item) ? (
                    <li key={item.name}>
                      <span className={styles.mobileSubheading}>{item.name}</span>
                      <ul>
                        {item.items.map((link) => (
                          <li key={link.href}>
                            <Link to={link.href}>{link.name}</Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={item.href}>
                      <Link to={item.href}>{item.name}</Link>
                    </li>
                  ),
                )}
              </ul>
            </li>
          ) : (
            <li key={entry.name}>
              <Link to={entry.href} className={styles.mobileTop}>
                {entry.name}
              </Link>
            </li>
          ),
        )}
      </ul>
      <div className={styles.mobileActions}>
        <Link to={playbookButton.href} className={styles.playbook}>
          {playbookButton.name}
          <span className={styles.badge}>{playbookButton.badge}</span>
        </Link>
        <Link to={getStartedButton.href} className="button button--primary button--block">
          {getStartedButton.name}
        </Link>
      </div>
    </nav>
  );
}
