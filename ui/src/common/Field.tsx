//! A labelled form control with its explanation underneath. The error is
//! tied to the control through aria-describedby and aria-invalid, so a
//! screen reader reads it with the field.

import type { ComponentChildren } from "preact";
import "./common.css";

interface FieldProps {
  /** The control's id; the error gets `${id}-error`. */
  id: string;
  label: string;
  /** The explanation when the entry is wrong, else `null`. */
  error: string | null;
  /** Renders the control with the attributes that connect it to label and error. */
  children: (a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ComponentChildren;
}

/** Label, control and error message as one block. */
export function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div class={error ? "field field--invalid" : "field"}>
      <label for={id}>{label}</label>
      {children({ id, "aria-invalid": error !== null, ...(error ? { "aria-describedby": errorId } : {}) })}
      {error && (
        <p id={errorId} class="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  error: string | null;
  value: string;
  onValue: (value: string) => void;
  /** The on-screen keyboard to offer; the text is checked by the caller either way. */
  inputMode?: "text" | "numeric" | "decimal";
}

/** A labelled one-line text input. */
export function TextField({ id, label, error, value, onValue, inputMode = "text" }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
        />
      )}
    </Field>
  );
}
