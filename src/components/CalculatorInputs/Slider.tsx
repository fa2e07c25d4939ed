import React from 'react';
import type {NumberFieldSpec} from '@site/src/data/calculators';
import type {SliderCopy} from '@site/src/data/revopsRoi';
import {showValue, spokenValue} from '@site/src/lib/fieldDisplay';
import {readNumber} from '@site/src/lib/toolQuery';
import styles from './styles.module.css';

interface Props {
  id: string;
  /** The form control's name: the field's name in the data module. */
  name: string;
  spec: NumberFieldSpec;
  copy: SliderCopy;
  value: number;
  onChange: (value: number) => void;
}

/** A labeled range input with its current value, its scale and a hint; the value it reports is held to the spec. */
export default function Slider({id, name, spec, copy, value, onChange}: Props): React.ReactElement {
  const show = (n: number) => showValue(n, copy.unit);
  return (
    <div className={styles.slider}>
      <div className={styles.sliderHead}>
        <label htmlFor={id} className={styles.sliderLabel}>
          {copy.label}
        </label>
        <output htmlFor={id} className={styles.current}>
          {show(value)}
        </output>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        className={styles.range}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={value}
        aria-valuetext={spokenValue(value, copy.unit, copy)}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(readNumber(e.currentTarget.value, spec).value)}
      />
      <div className={styles.scale} aria-hidden="true">
        <span>{show(spec.min)}</span>
        <span>{show(spec.max)}</span>
      </div>
      <p id={`${id}-hint`} className={styles.sliderHint}>
        {copy.hint}
      </p>
    </div>
  );
}
