//! What each section of the form receives from the dialog.

import type { FormField, NewGameData, NewGameForm } from "./form";

/** The form, its explanations and a way to change it. */
export interface SectionProps {
  form: NewGameForm;
  /** The presets and limits from the backend. */
  data: NewGameData;
  /** The sentence explaining what is wrong with a field, or `null`. */
  errorFor: (field: FormField) => string | null;
  change: (change: Partial<NewGameForm>) => void;
}
