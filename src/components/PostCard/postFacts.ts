import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useRouteContext from '@docusaurus/useRouteContext';
import {coverAlt, readingMinutes} from '@site/src/lib/posts';
import type {PostMetadataAdditions} from '@site/src/lib/pluginData';
import {publicationLabel, readPublication} from '@site/src/lib/publication';

export interface PostFacts {
  isCaseStudy: boolean;
  /** The category, or a case study's industry. */
  label?: string;
  /** The category's (or industry's) tag page, when the post carries that tag. */
  labelPermalink?: string;
  /** What the cover shows. */
  imageAlt: string;
  /** Whole minutes, rounded up, as the post header shows them. */
  readingTime?: number;
  related: NonNullable<PostMetadataAdditions['related']>;
  /** Outside production, what the build says of a post production leaves out: "Scheduled for December 8, 2026", "Draft: not published". */
  publication?: string;
}

/** The marker of a post a production build would leave out, from the front matter the build set; undefined for a published post. */
export function publicationText(frontMatter: Record<string, unknown>): string | undefined {
  const publication = readPublication(frontMatter);
  return publication && publicationLabel(publication);
}

/** What the site adds to a post's display, read from the post being rendered. */
export function usePostFacts(): PostFacts {
  const {metadata} = useBlogPost();
  const {plugin} = useRouteContext();
  const fm = metadata.frontMatter as Record<string, unknown>;
  const str = (key: string) => (typeof fm[key] === 'string' && fm[key] !== '' ? (fm[key] as string) : undefined);
  const isCaseStudy = plugin.id === 'case-studies';
  const label = isCaseStudy ? str('industry') : str('category');
  return {
    isCaseStudy,
    label,
    labelPermalink: metadata.tags.find((tag) => tag.label === label)?.permalink,
    imageAlt: coverAlt(fm),
    readingTime: metadata.readingTime === undefined ? undefined : readingMinutes(metadata.readingTime),
    related: (metadata as typeof metadata & PostMetadataAdditions).related ?? [],
    publication: publicationText(fm),
  };
}
