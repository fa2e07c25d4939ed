/**
 * post-archive: the archive pages of both blogs (/insights/archive and
 * /case-studies/archive). The blog plugin's own archive ships the full text
 * of every post to the browser (about 490 KB for the insights); these routes
 * carry one small record per post, grouped by year.
 */
import type {Plugin} from '@docusaurus/types';
import {groupByYear, type ArchiveEntry} from '../../lib/archive';

interface PostLike {
  metadata: {title: string; permalink: string; date: Date | string; unlisted?: boolean; frontMatter: Record<string, unknown>};
}

const BLOGS = [
  {id: 'default', path: '/insights/archive', title: 'Insights archive', listPath: '/insights', listName: 'Insights'},
  {id: 'case-studies', path: '/case-studies/archive', title: 'Case studies archive', listPath: '/case-studies', listName: 'Case studies'},
];

export default function postArchivePlugin(): Plugin<void> {
  return {
    name: 'post-archive',
    async allContentLoaded({allContent, actions}) {
      const blogs = allContent['docusaurus-plugin-content-blog'] as Record<string, {blogPosts: PostLike[]}> | undefined;
      for (const blog of BLOGS) {
        const entries: ArchiveEntry[] = (blogs?.[blog.id]?.blogPosts ?? [])
          .filter((p) => !p.metadata.unlisted)
          .map(({metadata}) => ({
            title: metadata.title,
            permalink: metadata.permalink,
            date: new Date(metadata.date).toISOString().slice(0, 10),
            category: String(metadata.frontMatter.industry ?? metadata.frontMatter.category ?? ''),
          }));
        const data = await actions.createData(
          `archive-${blog.id}.json`,
          JSON.stringify({title: blog.title, listPath: blog.listPath, listName: blog.listName, count: entries.length, years: groupByYear(entries)}),
        );
        actions.addRoute({path: blog.path, component: '@site/src/components/PostArchive/index.tsx', exact: true, modules: {archive: data}});
      }
    },
  };
}
