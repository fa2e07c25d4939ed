import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {ArrowRight} from 'lucide-react';
import {furtherResources} from '@site/src/data/guides';
import styles from './styles.module.css';

interface Props {
  /** `sidebar` sticks beside the article on wide screens; `inline` is a plain block in the flow. */
  variant?: 'sidebar' | 'inline';
}

/** The "Further Resources" list every guide page shares. The page you are on is marked, not linked to itself. */
export default function FurtherResources({variant = 'sidebar'}: Props): React.ReactElement {
  const {pathname} = useLocation();
  return (
    <nav
      aria-label="Further Resources"
      className={variant === 'sidebar' ? styles.sidebar : styles.inline}
      data-testid="further-resources"
      data-pagefind-ignore="all">
      <p className={styles.heading}>Further Resources</p>
      <ul className={clsx('clean-list', styles.list)}>
        {furtherResources.map((item) => {
          const current = pathname.replace(/\/$/, '') === item.href;
          return (
            <li key={item.href}>
              <Link to={item.href} className={styles.link} aria-current={current ? 'page' : undefined}>
                <span className={styles.label}>
                  {item.label}
                  <ArrowRight aria-hidden="true" size={16} className={styles.icon} />
                </span>
                <span className={styles.description}>{item.description}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
