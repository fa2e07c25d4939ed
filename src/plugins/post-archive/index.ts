/**
 * post-archive: the archive pages of both blogs (/insights/archive and
 * /case-studies/archive). The blog plugin's own archive ships the full text
 * of every post to the browser (about 490 KB for the insights); these routes
 * carry one small record per post, grouped by year.
 */
import type {Plugin} from '@docusaurus/types';
import {groupByYear} from './archive';
import type {ArchiveEntry} from '../../lib/pluginData';
import {blogPostsOf, postRecords} from '../../lib/posts';

const BLOGS = [
  {id: 'default', path: '/insights/archive', title: 'Insights archive', listPath: '/insights', listName: 'Insights'},
  {id: 'case-studies', path: '/case-studies/archive', title: 'Case studies archive', listPath: '/case-studies', listName: 'Case studies'},
];

export default function postArchivePlugin(): Plugin<void> {
  return {
    name: 'post-archive',
    async allContentLoaded({allContent, actions}) {
      for (const blog of BLOGS) {
        const entries: ArchiveEntry[] = postRecords(blogPostsOf(allContent, blog.id)).map((post) => ({
          title: post.title,
          permalink: post.permalink,
          date: post.date,
          category: post.label ?? '',
        }));
        const data = await actions.createData(
          `archive-${blog.id}.json`,
          JSON.stringify({
            title: blog.title,
            listPath: blog.listPath,
            listName: blog.listName,
            count: entries.length,
            years: groupByYear(entries),
          }),
        );
        actions.addRoute({path: blog.path, component: '@site/src/components/PostArchive/index.tsx', exact: true, modules: {archive: data}});
      }
    },
  };
}
