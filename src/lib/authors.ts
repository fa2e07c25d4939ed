/**
 * The blogs' authors, made from the team (src/data/team.ts): a person is one
 * record there, and the authors map Docusaurus's blog plugin reads is written
 * from it at build time (src/plugins/lean-blog), never by hand.
 *
 * Pure: the plugin writes the map and checks the pictures exist.
 */

/** What the authors map needs of a team member. */
export interface AuthorSource {
  key: string;
  name: string;
  role: string;
  /** A picture under static/, as a site path (`/img/authors/dana.svg`). */
  avatar: string;
  /** One sentence: the author's description on their author page and in bylines. */
  summary: string;
}

/** One entry of the blog plugin's authors map (its `authors.yml` fields). */
export interface AuthorsMapEntry {
  name: string;
  title: string;
  url: string;
  image_url: string;
  page: true;
  description: string;
}

/** Where a byline's name leads: the page that introduces the whole team. */
export const TEAM_PAGE = '/about';

/** A key the blog plugin turns into an author page address as it is (`/insights/authors/<key>`). */
const KEY = /^[a-z][a-z0-9-]*$/;

/**
 * The authors map of the team: every member, each with an author page. A
 * member with no post yet gets no page: the blog drops them
 * (`writersOnly`). Two members with one key, a key that is not lowercase
 * letters, digits and dashes, or an empty field is an error naming the member
 * and field of src/data/team.ts.
 */
export function authorsMapOf(team: readonly AuthorSource[]): Record<string, AuthorsMapEntry> {
  const map: Record<string, AuthorsMapEntry> = {};
  for (const [i, member] of team.entries()) {
    const where = `src/data/team.ts: team[${i}]${member.key ? ` (${member.key})` : ''}`;
    if (!KEY.test(member.key)) throw new Error(`${where}: key: "${member.key}" is not lowercase letters, digits and dashes`);
    if (map[member.key]) throw new Error(`${where}: key: "${member.key}" is used by another member`);
    for (const field of ['name', 'role', 'avatar', 'summary'] as const) {
      if (!member[field]?.trim()) throw new Error(`${where}: ${field}: is empty`);
    }
    if (!member.avatar.startsWith('/'))
      throw new Error(`${where}: avatar: "${member.avatar}" is not a path under static/ (start it with /)`);
    map[member.key] = {
      name: member.name,
      title: member.role,
      url: TEAM_PAGE,
      image_url: member.avatar,
      page: true,
      description: member.summary,
    };
  }
  return map;
}

interface PostWithAuthors {
  metadata: {unlisted?: boolean; authors: ReadonlyArray<{key?: string | null}>};
}

/**
 * The authors map a blog shows: the authors with at least one listed post in
 * it. The others have no author page, no entry on the authors list and no
 * date of their own until they publish.
 */
export function writersOnly<A>(
  authorsMap: Readonly<Record<string, A>> | undefined,
  posts: readonly PostWithAuthors[],
): Record<string, A> | undefined {
  if (!authorsMap) return authorsMap;
  const writing = new Set(posts.filter((post) => !post.metadata.unlisted).flatMap((post) => post.metadata.authors.map((a) => a.key)));
  return Object.fromEntries(Object.entries(authorsMap).filter(([key]) => writing.has(key)));
}
