/**
 * Titles and descriptions of the pages each blog generates (the tag and
 * author indexes, and one page per author), by blog plugin id. Both blogs
 * generate the same kinds of page, so each title names its blog: no two
 * pages of the site share a title.
 */
import {brand} from '../config/site';

export interface BlogAuthor {
  name: string;
  title?: string;
  description?: string;
}

export interface BlogPagesCopy {
  tagsTitle: string;
  tagsDescription: string;
  authorsTitle: string;
  authorsDescription: string;
  authorTitle: (author: BlogAuthor) => string;
  authorDescription: (author: BlogAuthor) => string;
}

const insights: BlogPagesCopy = {
  tagsTitle: 'Insights by topic',
  tagsDescription:
    'Every category and topic our insights cover, from data quality and attribution to private equity, with the number of posts on each.',
  authorsTitle: 'Insights by author',
  authorsDescription: `The ${brand.name} consultants who write our insights on CRM, data operations and RevOps, with their roles and posts.`,
  authorTitle: (author) => `Insights by ${author.name}`,
  authorDescription: (author) => author.description ?? `Insights on CRM, data operations and RevOps by ${author.name} of ${brand.name}.`,
};

const caseStudies: BlogPagesCopy = {
  tagsTitle: 'Case studies by industry',
  tagsDescription:
    'The industries of our client case studies, from manufacturing and distribution to B2B SaaS, with the number of case studies in each.',
  authorsTitle: 'Case studies by author',
  authorsDescription: `The ${brand.name} consultants who led the client work behind our case studies, with their roles and case studies.`,
  authorTitle: (author) => `Case studies by ${author.name}`,
  authorDescription: (author) =>
    `Client case studies by ${author.name}${author.title ? `, ${author.title}` : ''} at ${brand.name}: the problem, the work and the measured results.`,
};

const byBlog: Readonly<Record<string, BlogPagesCopy>> = {default: insights, 'case-studies': caseStudies};

/** The copy of one blog's generated pages. A blog without copy here fails the build, naming this file. */
export function blogPagesCopy(blogId: string | undefined): BlogPagesCopy {
  const copy = byBlog[blogId ?? 'default'];
  if (!copy) throw new Error(`The blog "${blogId}" has no titles for its tag and author pages: add them to src/data/blogPages.ts`);
  return copy;
}
