/**
 * One record of each kind for tests that need an example page (a case study,
 * an author), chosen from the content by a rule rather than named, so adding
 * or removing a post or a team member changes no test.
 */
import {team, type TeamMember} from '../../../src/data/team';
import {listedPosts, type PostFolder} from '../../support/publishedPosts';

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

/** The posts of a folder the served build lists (tests/support/publishedPosts.ts), newest first (ties by slug). */
export function publishedPosts(folder: PostFolder): PostFacts[] {
  return listedPosts(folder).map(({slug, title, date, data}) => {
    const facts = ((data.client as {facts?: {fact: unknown; figure: unknown}[]} | undefined)?.facts ?? []).map((f) => ({
      fact: String(f.fact),
      figure: String(f.figure),
    }));
    return {slug, title, date, authors: (data.authors as string[] | undefined) ?? [], facts, figures: facts.map((f) => f.figure)};
  });
}

/**
 * The insight the share and copy tests open (blog.spec.ts, share-timers.spec.ts): one post for both, so
 * the share links and the copy's timers are tested on the same page.
 */
export const SHARED_POST_SLUG = 'why-crm-implementations-fail';
/** Its address, as the served build lists it. */
export const SHARED_POST_PATH: string = listedPosts('blog').find((post) => post.slug === SHARED_POST_SLUG)!.path;

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
export function writers(folder: PostFolder): TeamMember[] {
  const posts = publishedPosts(folder);
  return team.filter((member) => posts.some((post) => post.authors.includes(member.key)));
}
