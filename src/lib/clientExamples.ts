/**
 * The client stories the site tells, each with its facts written once, in
 * the front matter (`client`) of the post or case study that tells it. A
 * page that names one of these companies (by an alias) must use the same
 * figure for each fact; the copy check in the unit tests fails a page that
 * gives a known example a different number. Composites built from several
 * clients are called composite on the page; invented scenarios are called
 * hypothetical. No real company is ever presented as a client.
 *
 * The front matter, as CONTRIBUTING.md ("Case studies") shows it:
 *
 *   client:
 *     aliases: ["dealer network", "kitchen and bath fixtures"]
 *     sector: "Manufacturing: ..."
 *     ownership: "PE-backed since ..."
 *     facts:
 *       - {fact: "revenue", figure: "$12M", cue: size}
 *       - {fact: "dealer records", figure: "1,200 to 800", cue: "dealer records|records"}
 *     people: {dataOwner: "...", metricOwner: "...", quote: "..."}
 *     cutover_day: 70
 *     scope_live_day: 96
 *
 * `cue: size` stands for the words that name a company by its size.
 *
 * Pure: the front-matter check (src/plugins/front-matter-check) holds each
 * case study to these fields at build time, and the copy check
 * (tools/copy/examples.ts) reads the examples from the files.
 */

export interface ExampleFact {
  /** What the fact is, in a few words. */
  fact: string;
  /** The figure as pages write it. */
  figure: string;
  /**
   * Words that name the fact in prose (a regular expression, matched without
   * case). The copy check reads a figure just before these words, or a few
   * words after them, as this fact's figure.
   */
  cue?: string;
}

/** A company named by its size: "a $12M manufacturer", "$12M in revenue" (`cue: size`). */
export const SIZE_CUE = String.raw`revenue|in sales|manufacturer|distributor|company|consultancy|firm|roll-up|broker|business|ARR|commissions`;

export interface NamedExample {
  /** The slug of the page that tells it. */
  id: string;
  /** `client`: one real engagement, told without the company's name. */
  kind: 'client';
  /** Where the full story lives: the page of the file whose front matter holds it. */
  home: string;
  /** That file, from the project root (for messages). */
  file: string;
  /** Phrases that identify the company in copy (matched case-insensitively). */
  aliases: readonly string[];
  sector: string;
  /** How the company is owned. */
  ownership: string;
  facts: readonly ExampleFact[];
  /** Who did what on the client's side, by the role names of src/data/engagement.ts. */
  people: Readonly<Record<string, string>>;
  /** The day, counted from kickoff, when users moved to the new build (cutover). */
  cutoverDay: number;
  /** The day the agreed scope was live (the guarantee's test). */
  scopeLiveDay: number;
}

type Fields = Record<string, unknown>;

/** A `client` field missing or malformed: its file, field (`client.facts[0].figure`) and what is wrong. */
export class ClientFieldError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`);
  }
}

/**
 * A post's `client` front matter as a NamedExample; a missing or malformed
 * field is an error naming the file and the field. Null when the post tells
 * no client's story (no `client`).
 */
export function exampleFromFrontMatter(file: string, home: string, data: Fields): NamedExample | null {
  const client = data.client;
  if (client === undefined) return null;
  const fail = (field: string, problem: string): never => {
    throw new ClientFieldError(file, field ? `client.${field}` : 'client', problem);
  };
  if (typeof client !== 'object' || client === null) return fail('', 'is not a map of the fields CONTRIBUTING.md lists');
  const c = client as Fields;
  const text = (field: string): string => {
    const value = c[field];
    if (typeof value !== 'string' || !value.trim()) return fail(field, 'is missing or empty');
    return value;
  };
  const day = (field: string): number => {
    const value = c[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
      return fail(field, 'is not a day counted from kickoff (a whole number)');
    return value;
  };
  const aliases = c.aliases;
  if (!Array.isArray(aliases) || aliases.length === 0 || aliases.some((a) => typeof a !== 'string' || !a.trim()))
    return fail('aliases', 'is not a list of the phrases that name the company');
  const facts = c.facts;
  if (!Array.isArray(facts) || facts.length === 0) return fail('facts', 'is not a list of {fact, figure, cue}');
  const people = c.people;
  if (
    typeof people !== 'object' ||
    people === null ||
    Array.isArray(people) ||
    Object.values(people).some((v) => typeof v !== 'string' || !v.trim())
  )
    return fail('people', 'is not a map of roles (dataOwner, metricOwner, executiveSponsor, quote) to who held them');
  return {
    id: home.split('/').at(-1)!,
    kind: 'client',
    home,
    file,
    aliases: aliases as string[],
    sector: text('sector'),
    ownership: text('ownership'),
    facts: facts.map((f: unknown, i) => {
      const fact = (f ?? {}) as Fields;
      if (typeof fact.fact !== 'string' || !fact.fact.trim()) return fail(`facts[${i}].fact`, 'is missing or empty');
      if (typeof fact.figure !== 'string' || !fact.figure.trim())
        return fail(`facts[${i}].figure`, 'is missing or empty (write it as pages do, in quotes)');
      if (fact.cue !== undefined && (typeof fact.cue !== 'string' || !fact.cue.trim()))
        return fail(`facts[${i}].cue`, 'is not the words that name the fact');
      const cue = fact.cue === 'size' ? SIZE_CUE : (fact.cue as string | undefined);
      return {fact: fact.fact, figure: fact.figure, ...(cue ? {cue} : {})};
    }),
    people: people as Record<string, string>,
    cutoverDay: day('cutover_day'),
    scopeLiveDay: day('scope_live_day'),
  };
}
