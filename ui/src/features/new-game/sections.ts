//! What each section of the form receives from the dialog.

import type { PresetRules } from "../../ipc";
import type { FormField, NewGameForm } from "./form";

/** The form, its explanations and a way to change it. */
export interface SectionProps {
  form: NewGameForm;
  presets: readonly PresetRules[];
  /** The sentence explaining what is wrong with a field, or `null`. */
  errorFor: (field: FormField) => string | null;
  change: (change: Partial<NewGameForm>) => void;
}
