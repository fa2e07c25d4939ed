/**
 * Which fence languages the code blocks highlight, and the warning for one
 * they do not: such a block renders as plain text, so the build names the
 * file and line and the languages there are. Pure: the plugin
 * (src/plugins/code-languages) reads Prism and the files.
 */

/** A fenced code block as Markdown parses it: its language (if any) and its 1-based line in the file. */
export interface FencedBlock {
  lang: string | null;
  line: number;
}

/**
 * Every language name a block may use: the grammars Prism holds (its own
 * and the added ones, with their aliases), and the plain-text names.
 */
export function knownLanguages(grammars: Record<string, unknown>, aliases: readonly string[], plain: readonly string[]): Set<string> {
  const names = Object.keys(grammars).filter((name) => typeof grammars[name] === 'object' && grammars[name] !== null);
  return new Set([...names, ...aliases, ...plain].map((name) => name.toLowerCase()));
}

/** `file:line: ...` for each block whose language no grammar knows. A block without a language is plain on purpose. */
export function unknownLanguageWarnings(file: string, blocks: readonly FencedBlock[], known: ReadonlySet<string>): string[] {
  const listed = [...known].sort().join(', ');
  return blocks
    .filter(
      (block): block is FencedBlock & {lang: string} => block.lang !== null && block.lang !== '' && !known.has(block.lang.toLowerCase()),
    )
    .map(
      (block) =>
        `${file}:${block.line}: the code block's language "${block.lang}" has no highlighting, so it renders as plain text. Use one of: ${listed} (or add it to ADDITIONAL_CODE_LANGUAGES in src/config/codeLanguages.ts).`,
    );
}

/**
 * Lines of the file before the text Markdown parsed: the front matter, which
 * is taken off before parsing. 0 when the parsed text is not the file's end.
 */
export function linesBefore(source: string, parsed: string): number {
  if (parsed === '' || !source.endsWith(parsed)) return 0;
  return source.slice(0, source.length - parsed.length).split('\n').length - 1;
}
