/** A blog post as the post record reads it, for unit tests: metadata and front matter with test defaults. */
import type {PostSource} from '@site/src/lib/posts';

export function postSource(
  permalink: string,
  date: string,
  over: Partial<PostSource['metadata']> = {},
  frontMatter: Record<string, unknown> = {},
): PostSource {
  const slug = permalink.split('/').pop() ?? '';
  return {
    metadata: {
      title: `Title ${slug}`,
      description: `Description ${slug}`,
      permalink,
      date: new Date(`${date}T00:00:00Z`),
      readingTime: 4.4,
      frontMatter: {
        category: 'Data Quality',
        tags: ['data-quality'],
        image: `/img/covers/${slug}.png`,
        image_alt: 'Cover',
        ...frontMatter,
      },
      ...over,
    },
  };
}
