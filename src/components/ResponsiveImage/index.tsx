import React, {Component, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {defaultSizes, generatedImagePath, presetOf, srcSetFor, type PresetName} from '@site/src/lib/imagePresets';
import {isGenerated, type ImageName} from './catalog';
import {reportImageError} from './reportImageError';
import styles from './styles.module.css';

export const IMAGE_UNAVAILABLE_TEXT = 'Image unavailable';

export interface ResponsiveImageProps {
  /** A name from src/data/illustrations.json. */
  name: ImageName;
  preset: PresetName;
  alt: string;
  /** For an image above the fold: load at once, with high priority, instead of lazily. */
  priority?: boolean;
  /** The `sizes` attribute; defaults to full width up to the preset's width. */
  sizes?: string;
  className?: string;
}

function Unavailable(): React.ReactElement {
  return <span className={styles.unavailable}>{IMAGE_UNAVAILABLE_TEXT}</span>;
}

interface BoundaryState {
  error: Error | null;
}

/** Catches an image that cannot even render (for example an artwork never generated at that preset). */
class ImageErrorBoundary extends Component<{children: ReactNode}, BoundaryState> {
  state: BoundaryState = {error: null};

  static getDerivedStateFromError(error: Error): BoundaryState {
    return {error};
  }

  componentDidCatch(error: Error): void {
    reportImageError(error.message);
  }

  render(): ReactNode {
    return this.state.error ? <Unavailable /> : this.props.children;
  }
}

interface PictureProps extends Omit<ResponsiveImageProps, 'className'> {
  onFail: (message: string) => void;
}

function Picture({name, preset, alt, priority = false, sizes, onFail}: PictureProps): React.ReactElement {
  const {withBaseUrl} = useBaseUrlUtils();
  const img = useRef<HTMLImageElement>(null);

  // An image can fail before hydration, when onError is not attached yet.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) onFail(`Image failed to load: ${el.currentSrc || el.src}`);
  }, [onFail]);

  if (!isGenerated(name, preset)) {
    throw new Error(`No image "${name}" was generated at the "${preset}" preset (see src/data/illustrations.json).`);
  }
  const {width, height} = presetOf(preset);
  return (
    <img
      ref={img}
      className={styles.image}
      src={withBaseUrl(generatedImagePath(name, preset, width))}
      srcSet={srcSetFor(name, preset, withBaseUrl)}
      sizes={sizes ?? defaultSizes(preset)}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={(event) => onFail(`Image failed to load: ${event.currentTarget.currentSrc || event.currentTarget.src}`)}
    />
  );
}

/**
 * The site's one image component: WebP made at build time from our own
 * artwork, `srcset` over the preset's responsive widths, and width and
 * height on the element so the page never shifts as it loads. The box keeps
 * its size when the image fails and says "Image unavailable".
 */
export default function ResponsiveImage({className, ...props}: ResponsiveImageProps): React.ReactElement {
  const [failed, setFailed] = useState(false);
  const {width, height} = presetOf(props.preset);
  const reported = useRef(false);
  const onFail = useCallback((message: string) => {
    // Report once per image, however many of its widths fail.
    if (!reported.current) {
      reported.current = true;
      reportImageError(message);
    }
    setFailed(true);
  }, []);

  return (
    <span className={clsx(styles.frame, className)} style={{aspectRatio: `${width} / ${height}`, maxWidth: width}} data-image={props.name}>
      <ImageErrorBoundary>{failed ? <Unavailable /> : <Picture {...props} onFail={onFail} />}</ImageErrorBoundary>
    </span>
  );
}
