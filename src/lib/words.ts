/**
 * Counting the words of a Markdown body, for the word counts a post or guide
 * declares in its structured data. Pure: no React, no Node.
 */

/** Markdown without HTML comments and code blocks, and with links and images reduced to their text. */
export function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** Words of prose in a Markdown body: headings, lists and tables count; markup, URLs and comments do not. */
export function countWords(markdown: string): number {
  return plainMarkdown(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
