import React from 'react';
import type {FieldCopy, FieldGroup, FieldSpecs} from '@site/src/data/calculators';
import type {SliderCopy} from '@site/src/data/revopsRoi';
import NumberField from './NumberField';
import Slider from './Slider';
import styles from './styles.module.css';

export {default as QueryNotice} from './QueryNotice';

/** Number boxes under group legends, in the data module's order. */
interface NumberControls<K extends string> {
  kind: 'number';
  groups: readonly FieldGroup<K>[];
  copy: Record<K, FieldCopy>;
}

/** Sliders, in the order given. */
interface SliderControls<K extends string> {
  kind: 'slider';
  order: readonly K[];
  copy: Record<K, SliderCopy>;
}

interface Props<K extends string> {
  /** A section of the page labeled by its heading, or a plain block inside a larger widget. */
  as: 'section' | 'div';
  className?: string;
  /** The column's heading; its id labels the section. */
  heading: {id: string; text: string; level: 2 | 3; className?: string};
  /** Prefix of each control's id. */
  idPrefix: string;
  specs: FieldSpecs<K>;
  controls: NumberControls<K> | SliderControls<K>;
  values: Record<K, number>;
  onChange: (values: Record<K, number>) => void;
  /** Shown between the heading and the controls (a note on adjusted link values). */
  notice?: React.ReactNode;
  /** Shown after the controls (a note for visitors without JavaScript). */
  children?: React.ReactNode;
}

/**
 * A calculator's input column, the same in all three tools: a heading, an
 * optional notice, then a control per field (number boxes in groups, or
 * sliders). Every control hands back a value already held to its spec by the
 * normalizer (src/lib/toolQuery.ts).
 */
export default function CalculatorInputs<K extends string>({
  as,
  className,
  heading,
  idPrefix,
  specs,
  controls,
  values,
  onChange,
  notice,
  children,
}: Props<K>): React.ReactElement {
  const Wrapper = as;
  const Heading = heading.level === 2 ? 'h2' : 'h3';
  const set = (field: K, value: number) => onChange({...values, [field]: value});
  return (
    <Wrapper className={className} aria-labelledby={as === 'section' ? heading.id : undefined}>
      <Heading id={heading.id} className={heading.className}>
        {heading.text}
      </Heading>
      {notice}
      {controls.kind === 'number'
        ? controls.groups.map((group) => (
            <fieldset key={group.legend} className={styles.group}>
              <legend className={styles.legend}>{group.legend}</legend>
              {group.fields.map((field) => (
                <NumberField
                  key={field}
                  id={`${idPrefix}-${field}`}
                  spec={specs[field]}
                  copy={controls.copy[field]}
                  value={values[field]}
                  onChange={(value) => set(field, value)}
                />
              ))}
            </fieldset>
          ))
        : controls.order.map((field) => (
            <Slider
              key={field}
              id={`${idPrefix}-${field}`}
              name={field}
              spec={specs[field]}
              copy={controls.copy[field]}
              value={values[field]}
              onChange={(value) => set(field, value)}
            />
          ))}
      {children}
    </Wrapper>
  );
}
