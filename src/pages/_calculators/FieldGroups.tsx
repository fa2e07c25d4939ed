import React from 'react';
import type {FieldCopy, FieldGroup} from '@site/src/data/badDataCost';
import type {FieldSpecs} from '@site/src/lib/toolQuery';
import NumberField from './NumberField';
import styles from './styles.module.css';

interface Props<K extends string> {
  idPrefix: string;
  groups: FieldGroup<K>[];
  specs: FieldSpecs<K>;
  copy: Record<K, FieldCopy>;
  values: Record<K, number>;
  onChange: (values: Record<K, number>) => void;
}

/** A calculator's inputs, one fieldset per group, in the data module's order. */
export default function FieldGroups<K extends string>({idPrefix, groups, specs, copy, values, onChange}: Props<K>): React.ReactElement {
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend className={styles.legend}>{group.legend}</legend>
          {group.fields.map((field) => (
            <NumberField
              key={field}
              id={`${idPrefix}-${field}`}
              spec={specs[field]}
              copy={copy[field]}
              value={values[field]}
              onChange={(value) => onChange({...values, [field]: value})}
            />
          ))}
        </fieldset>
      ))}
    </>
  );
}
