//! Where the shell is and how it got there, as a pure reducer: the screen
//! shown (with its params) and the places to go back to. A screen opening
//! another pushes the place it leaves, so `back` returns to it (a lesson
//! opens a glossary entry, the entry goes back to the lesson); choosing a
//! screen in the navigation bar starts afresh.

/** A screen and the params it was opened with. */
export interface Place<Id extends string = string> {
  id: Id;
  params: unknown;
}

/** The place shown and the places `back` returns to, latest last. */
export interface NavigationState<Id extends string = string> {
  current: Place<Id>;
  history: readonly Place<Id>[];
}

/** What moves the shell. */
export type NavigationAction<Id extends string = string> =
  | { type: "open"; place: Place<Id> }
  | { type: "choose"; id: Id }
  | { type: "back" };

/** How many places `back` can return through; older ones are forgotten. */
export const HISTORY_LIMIT = 50;

function samePlace(a: Place, b: Place): boolean {
  return a.id === b.id && JSON.stringify(a.params) === JSON.stringify(b.params);
}

/** The state after `action`; opening or choosing the place already shown changes nothing. */
export function navigationReducer<Id extends string>(
  state: NavigationState<Id>,
  action: NavigationAction<Id>,
): NavigationState<Id> {
  switch (action.type) {
    case "open":
      if (samePlace(state.current, action.place)) return state;
      return { current: action.place, history: [...state.history, state.current].slice(-HISTORY_LIMIT) };
    case "choose":
      if (state.current.id === action.id) return state;
      return { current: { id: action.id, params: undefined }, history: [] };
    case "back": {
      const previous = state.history[state.history.length - 1];
      return previous ? { current: previous, history: state.history.slice(0, -1) } : state;
    }
  }
}
