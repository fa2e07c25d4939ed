import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {brand} from '@site/src/config/site';
import styles from './styles.module.css';

const LOGO_WIDTH = 132;
const LOGO_HEIGHT = 36;

/**
 * The brand mark, linking home. If the image cannot load, the brand name is
 * shown on the brand blue instead. The image may fail before hydration, when
 * React's onError is not yet attached, so the mount effect checks it too.
 */
export default function Logo(): React.ReactElement {
  const src = useBaseUrl('/img/logo.svg');
  const img = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);

  const fail = () => {
    console.warn('Logo failed to load, using fallback styling');
    setFailed(true);
  };

  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) fail();
  }, []);

  return (
    <Link to="/" className={styles.brand} aria-label={`${brand.name} home`}>
      {failed ? (
        <span className={styles.fallback} style={{backgroundColor: brand.blue}}>
          {brand.name}
        </span>
      ) : (
        <img ref={img} src={src} alt={brand.name} width={LOGO_WIDTH} height={LOGO_HEIGHT} onError={fail} />
      )}
    </Link>
  );
}
