/**
 * One record of each kind for tests that need an example page (a case study,
 * an author), chosen from the content by a rule rather than named, so adding
 * or removing a post or a team member changes no test.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {team, type TeamMember} from '../../../src/data/team';

const root = path.resolve(__dirname, '../../..');

export interface PostFacts {
  slug: string;
  title: string;
  date: string;
  authors: string[];
  /** The client's facts (`client.facts` in a case study's front matter): what each measures and its figure, as the case study writes them. */
  facts: {fact: string; figure: string}[];
  /** The facts' figures. */
  figures: string[];
}

/** The published posts of a folder, newest first (ties by slug). */
export function publishedPosts(folder: 'blog' | 'case-studies'): PostFacts[] {
  const dir = path.join(root, folder);
  return fs
    .readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => matter(fs.readFileSync(path.join(dir, name), 'utf8')).data)
    .filter((fm) => !fm.draft && !fm.unlisted)
    .map((fm) => {
      const facts = ((fm.client as {facts?: {fact: unknown; figure: unknown}[]} | undefined)?.facts ?? []).map((f) => ({
        fact: String(f.fact),
        figure: String(f.figure),
      }));
      return {
        slug: String(fm.slug),
        title: String(fm.title),
        date: new Date(fm.date).toISOString().slice(0, 10),
        authors: (fm.authors as string[] | undefined) ?? [],
        facts,
        figures: facts.map((f) => f.figure),
      };
    })
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
}

/** The newest published case study. */
export const sampleCaseStudy: PostFacts = publishedPosts('case-studies')[0]!;

/** The first team member who wrote both an insight and a case study: their two author pages exist. */
export const sampleAuthor: TeamMember = (() => {
  const insights = publishedPosts('blog');
  const caseStudies = publishedPosts('case-studies');
  const found = team.find((m) => insights.some((p) => p.authors.includes(m.key)) && caseStudies.some((p) => p.authors.includes(m.key)));
  if (!found) throw new Error('no team member has written both an insight and a case study');
  return found;
})();

/** The team members with at least one published post in a folder: the ones with an author page there. */
export function writers(folder: 'blog' | 'case-studies'): TeamMember[] {
  const posts = publishedPosts(folder);
  return team.filter((member) => posts.some((post) => post.authors.includes(member.key)));
}
