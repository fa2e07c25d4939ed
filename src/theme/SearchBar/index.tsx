import React from 'react';
import SearchBar from '@theme-original/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBar>;

/**
 * Wrapper: docusaurus-lunr-search's box and results, restyled to fit the
 * site's navbar at 390px and 1280px (the plugin's dropdown is 500px wide and
 * anchored for the theme's navbar). Behaviour is the plugin's own: Ctrl+K or
 * Cmd+K focuses the box, arrow keys move through results, Enter opens one.
 */
export default function SearchBarWrapper(props: Props): React.ReactElement {
  return (
    <div className={styles.search} role="search" aria-label="Site search">
      <SearchBar {...props} />
    </div>
  );
}
