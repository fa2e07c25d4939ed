import React from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import PageHead from '@site/src/components/PageHead';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/** Wrapper: a sidebar category's index page (`/guides`, `/resources`) gets the site's head rules. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): React.ReactElement {
  const {title, description} = props.categoryGeneratedIndex;
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <PageHead title={title} description={description} />
    </>
  );
}
