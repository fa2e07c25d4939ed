import React from 'react';
import {Star} from 'lucide-react';
import {featuredTestimonials, type Testimonial} from '@site/src/data/testimonials';
import {sections} from '@site/src/data/home';
import {formatDate} from '@site/src/lib/dates';
import {BEST_RATING, filledStars, ratingLabel} from '@site/src/lib/rating';
import {gridColumnsStyle} from '@site/src/lib/grid';
import Section from '@site/src/components/Home/Section';
import styles from './styles.module.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

function Stars({rating}: {rating: number}): React.ReactElement {
  const filled = filledStars(rating);
  return (
    <p className={styles.stars} role="img" aria-label={ratingLabel(rating)}>
      {Array.from({length: BEST_RATING}, (_, i) => (
        <Star key={i} size={18} aria-hidden="true" className={i < filled ? styles.filled : styles.empty} />
      ))}
    </p>
  );
}

function Card({testimonial: t}: {testimonial: Testimonial}): React.ReactElement {
  return (
    <figure className={styles.card} data-testimonial={t.id}>
      <Stars rating={t.rating} />
      <blockquote className={styles.quote}>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(t.author.name)}
        </span>
        <span>
          <span className={styles.name}>{t.author.name}</span>
          <span className={styles.role}>
            {t.author.title}, {t.author.company.charAt(0).toLowerCase() + t.author.company.slice(1)}
          </span>
          <span className={styles.meta}>
            {t.author.industry} · <time dateTime={t.date}>{formatDate(t.date, 'monthYear')}</time>
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The featured testimonials, in as many columns as leaves no card alone on the last row: stars with a spoken rating, quote, initials avatar, title, industry and date. */
export default function Testimonials(): React.ReactElement {
  return (
    <Section id="testimonials" copy={sections.testimonials} tone="tinted">
      <div className={styles.grid} style={gridColumnsStyle(featuredTestimonials.length, 3) as React.CSSProperties}>
        {featuredTestimonials.map((t) => (
          <Card key={t.id} testimonial={t} />
        ))}
      </div>
    </Section>
  );
}
