/**
 * Counting the words of a Markdown body, for the word counts a post or guide
 * declares in its structured data. Pure: no React, no Node.
 */

/**
 * Markdown without HTML comments and code (fenced blocks of backticks or
 * tildes, and inline code spans), and with links and images reduced to their
 * text. Code is not prose: its words count nowhere.
 */
export function plainMarkdown(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm, ' ')
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/**
 * The prose of an MDX page: its front matter, `import`/`export` lines, JSX
 * tags, `{...}` expressions and comments removed, and the text inside
 * components' tags kept. What a component draws from data is not counted: it
 * is not written on the page.
 */
export function mdxProse(source: string): string {
  let text = source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(?:import|export)\s[\s\S]*?;\s*$/gm, ' ');
  // Expressions nest (a prop holding JSX holding an expression): peel them from the inside out.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, ' ');
  }
  return text.replace(/<\/?[A-Za-z][^<>]*?\/?>/g, ' ');
}

/** Words of prose in a Markdown body: headings, lists and tables count; markup, URLs and comments do not. */
export function countWords(markdown: string): number {
  return plainMarkdown(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
