import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {TeamMember} from '@site/src/data/team';
import type {FeaturedPostsGlobalData} from '@site/src/lib/pluginData';
import {gridColumnsStyle} from '@site/src/lib/grid';
import styles from './styles.module.css';
import CopyText from '@site/src/components/CopyText';

function Person({member, authorPage}: {member: TeamMember; authorPage: string | undefined}): React.ReactElement {
  const avatar = useBaseUrl(member.avatar);
  return (
    <li className={styles.person}>
      {/* The name sits beside the avatar, so the image adds nothing for a screen reader. */}
      <img className={styles.avatar} src={avatar} alt="" width={72} height={72} />
      <div>
        <h3 className={styles.name}>{member.name}</h3>
        <p className={styles.role}>{member.role}</p>
        <p className={styles.bio}>
          <CopyText text={member.bio} />
        </p>
        <p className={styles.leadsLabel}>Leads</p>
        <ul className={styles.leads}>
          {member.leads.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {authorPage && (
          <Link className={styles.articles} to={authorPage}>
            Articles by {member.name.split(' ')[0]}
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * The people on /about, each with their picture and, once they have published an insight, a
 * link to their articles; as many columns as leaves nobody alone on the last row (src/lib/grid.ts).
 */
export default function TeamGrid({members}: {members: readonly TeamMember[]}): React.ReactElement {
  const {authorPages} = usePluginData('featured-posts') as FeaturedPostsGlobalData;
  return (
    <ul className={clsx('clean-list', styles.grid)} style={gridColumnsStyle(members.length, 2) as React.CSSProperties}>
      {members.map((m) => (
        <Person key={m.key} member={m} authorPage={authorPages[m.key]} />
      ))}
    </ul>
  );
}
