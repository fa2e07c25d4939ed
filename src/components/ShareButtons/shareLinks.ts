/**
 * Share targets: the professional network's
 * sharer carries the page URL in a 600x570 window; the microblog intent
 * carries the URL and the title in a 600x300 window.
 */

export interface ShareTarget {
  /** Window name, so a second click reuses the same window. */
  name: string;
  href: string;
  width: number;
  height: number;
}

export function linkedInShare(url: string): ShareTarget {
  return {
    name: 'share-linkedin',
    href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    width: 600,
    height: 570,
  };
}

export function xShare(url: string, title: string): ShareTarget {
  return {
    name: 'share-x',
    href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    width: 600,
    height: 300,
  };
}

/** `window.open` features: the target's size, centered over the current window. */
export function windowFeatures(target: ShareTarget, win: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): string {
  const left = Math.round(win.screenX + Math.max(0, (win.outerWidth - target.width) / 2));
  const top = Math.round(win.screenY + Math.max(0, (win.outerHeight - target.height) / 2));
  return `width=${target.width},height=${target.height},left=${left},top=${top},noopener,noreferrer`;
}
