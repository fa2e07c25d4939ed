import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {normalizeNumber, parseNumber} from '@site/src/lib/toolQuery';
import {inputText, showValue, unitAdornment} from '@site/src/lib/fieldDisplay';
import type {FieldCopy, NumberFieldSpec} from '@site/src/data/calculators';
import styles from './styles.module.css';

interface Props {
  id: string;
  spec: NumberFieldSpec;
  copy: FieldCopy;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A labeled number box that behaves as a spin button: type a value (commas,
 * `$` and `%` are fine), or use ArrowUp/ArrowDown (PageUp/PageDown for ten
 * times the nudge). A value outside the bounds is clamped at once, and a note
 * under the box says so; text that is not a number leaves the result as it
 * was until the box is left, when it shows the value in use again.
 */
export default function NumberField({id, spec, copy, value, onChange}: Props): React.ReactElement {
  const [text, setText] = useState(() => inputText(value, copy.unit));
  const [note, setNote] = useState<{text: string; invalid: boolean} | null>(null);
  const editing = useRef(false);

  // A value set from outside (the URL on load) shows in the box unless the visitor is typing in it.
  useEffect(() => {
    if (!editing.current) setText(inputText(value, copy.unit));
  }, [value, copy.unit]);

  const show = (n: number) => showValue(n, copy.unit);

  const handleText = (raw: string) => {
    setText(raw);
    if (raw.trim() === '') {
      setNote(null);
      return;
    }
    const parsed = parseNumber(raw);
    if (parsed === null) {
      setNote({text: `Enter a number. The calculation keeps ${show(value)}.`, invalid: true});
      return;
    }
    const result = normalizeNumber(parsed, spec);
    if (result.adjustment === 'below-min')
      setNote({text: `The minimum is ${show(spec.min)}, so the calculation uses ${show(result.value)}.`, invalid: false});
    else if (result.adjustment === 'above-max')
      setNote({text: `The maximum is ${show(spec.max)}, so the calculation uses ${show(result.value)}.`, invalid: false});
    else if (result.adjustment === 'rounded') setNote({text: `Rounded to ${show(result.value)}.`, invalid: false});
    else setNote(null);
    onChange(result.value);
  };

  const nudge = (direction: 1 | -1, times: number) => {
    const next = normalizeNumber(value + direction * copy.nudge * times, spec).value;
    editing.current = false;
    setText(inputText(next, copy.unit));
    setNote(null);
    onChange(next);
  };

  const handleKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, [1 | -1, number]> = {ArrowUp: [1, 1], ArrowDown: [-1, 1], PageUp: [1, 10], PageDown: [-1, 10]};
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    nudge(move[0], move[1]);
  };

  const {prefix, suffix} = unitAdornment[copy.unit];
  const noteId = `${id}-note`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {copy.label}
      </label>
      <div className={clsx(styles.box, note?.invalid && styles.boxInvalid)}>
        {prefix && (
          <span className={styles.adornment} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={spec.key}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          role="spinbutton"
          aria-valuemin={spec.min}
          aria-valuemax={spec.max}
          aria-valuenow={value}
          aria-valuetext={show(value)}
          aria-invalid={note?.invalid ? true : undefined}
          aria-describedby={`${id}-help ${noteId}`}
          className={styles.input}
          value={text}
          onFocus={() => {
            editing.current = true;
          }}
          onChange={(e) => {
            editing.current = true;
            handleText(e.currentTarget.value);
          }}
          onBlur={() => {
            editing.current = false;
            setText(inputText(value, copy.unit));
            if (note?.invalid) setNote(null);
          }}
          onKeyDown={handleKey}
        />
        {suffix && (
          <span className={styles.adornment} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      <p id={`${id}-help`} className={styles.help}>
        {copy.help}
      </p>
      <p id={noteId} className={clsx(styles.fieldNote, note?.invalid && styles.fieldNoteInvalid)} role="status">
        {note?.text}
      </p>
    </div>
  );
}
