//! The registry of screens. Each entry says what the navigation bar calls
//! it, whether the bar lists it, and how it renders from what the shell
//! gives every screen (`Shell`): the IPC port, `navigate` to open another
//! screen (with params) and `back`, and the state the shell keeps across
//! screens. Adding a screen is one entry here; its id is the entry's key,
//! its params type is the second parameter of its `render`, and the
//! navigation button of a listed screen gets the id `nav-<id>`. A screen the
//! bar does not list names the listed one it belongs to (`parent`), whose
//! button is marked current while it shows.

import type { ComponentChild } from "preact";
import { useBoardLook } from "../features/coords/useBoardLook";
import type { BoardLook } from "../features/coords/useBoardLook";
import { AboutScreen } from "../features/about/AboutScreen";
import { GlossaryScreen } from "../features/glossary/GlossaryScreen";
import { LearnScreen } from "../features/lessons/LearnScreen";
import { LessonPlayer } from "../features/lessons/LessonPlayer";
import type { PlayerLabels } from "../features/lessons/LessonPlayer";
import { LibraryScreen } from "../features/library/LibraryScreen";
import { useLibrary } from "../features/library/useLibrary";
import type { Library } from "../features/library/useLibrary";
import { CurrentGame } from "../features/play/CurrentGame";
import { ReviewScreen } from "../features/review/ReviewScreen";
import { SettingsScreen } from "../features/settings/SettingsScreen";
import { useReview } from "../features/review/useReview";
import type { Review } from "../features/review/useReview";
import { TeachScreen } from "../features/teach/TeachScreen";
import { useTeach } from "../features/teach/useTeach";
import type { Teach } from "../features/teach/useTeach";
import type { PlainKey } from "../i18n";
import type { LogoIpc } from "../ipc";
import type { Place } from "./navigation";

/** State the shell holds for screens, so switching screens loses none of it. */
export interface SharedState {
  /** The file and game on the review screen (a file opened from anywhere lands there). */
  review: Review;
  /** The library's filters, table and import (an import goes on while other screens show). */
  library: Library;
  /** The teaching board (TEACH), whichever screen it was entered from. */
  teach: Teach;
  /** How every board looks: coordinates (KOORD) and their notation. */
  look: BoardLook;
}

/** Creates the shared state; called once by the shell. */
export function useSharedState(ipc: LogoIpc): SharedState {
  return { review: useReview(ipc), library: useLibrary(ipc), teach: useTeach(ipc), look: useBoardLook(ipc) };
}

/** What every screen gets from the shell. */
export interface Shell {
  ipc: LogoIpc;
  /** Opens screen `id` with its params; `back` returns to the screen shown before. */
  navigate: Navigate;
  /** Returns to the screen that opened this one; `null` when there is none. */
  back: (() => void) | null;
  shared: SharedState;
}

/** One screen: its name in the navigation bar, whether the bar lists it, and how it renders. */
export interface ScreenSpec<Params> {
  label: PlainKey;
  inNav: boolean;
  /** For a screen the bar does not list: the listed screen whose entry is current while it shows. */
  parent?: ParentId;
  render: (shell: Shell, params: Params) => ComponentChild;
}

/** The listed screens a sub-screen can belong to (kept apart from `ScreenId`, which the registry defines). */
type ParentId = "play" | "review" | "teach" | "learn" | "library" | "glossary" | "settings" | "about";

/** An entry of the registry; `Params` is taken from `render` (none when it has one parameter). */
function screen<Params = undefined>(spec: ScreenSpec<Params>): ScreenSpec<Params> {
  return spec;
}

/** The id the backend serves the short rules under (lessons/rules.toml). */
const RULES_LESSON = "rules";
const RULES_LABELS: PlayerLabels = { back: "rules.back", finish: "rules.finish" };

/** Every screen, in the order of the navigation bar; the first is shown at start. */
export const SCREENS = {
  play: screen({
    label: "nav.play",
    inNav: true,
    render: ({ ipc, shared, navigate }) => (
      <CurrentGame
        ipc={ipc}
        look={shared.look}
        onTeach={() => void shared.teach.fromGame().then((opened) => opened && navigate("teach"))}
        onWhatIf={() => {
          void shared.review.openWhatIf();
          navigate("review");
        }}
      />
    ),
  }),
  review: screen({
    label: "nav.review",
    inNav: true,
    render: ({ shared, navigate }) => (
      <ReviewScreen
        review={shared.review}
        look={shared.look}
        onTeach={(doc, game, node) =>
          void shared.teach.fromReview(doc, game, node).then((opened) => opened && navigate("teach"))
        }
      />
    ),
  }),
  teach: screen({
    label: "nav.teach",
    inNav: true,
    render: ({ ipc, shared, navigate, back }) => (
      <TeachScreen
        ipc={ipc}
        teach={shared.teach}
        look={shared.look}
        onLeft={(origin) => {
          if (origin === "game") navigate("play");
          else if (origin === "review") navigate("review");
          else if (origin === "diagram") back?.();
        }}
        onOpenExercise={(saved) => navigate("lesson", { lesson: saved.lesson, page: saved.page })}
      />
    ),
  }),
  learn: screen({
    label: "nav.learn",
    inNav: true,
    render: ({ ipc, navigate }) => (
      <LearnScreen
        ipc={ipc}
        openLesson={(lesson, page) => navigate("lesson", { lesson, page })}
        openGlossary={() => navigate("glossary")}
        openRules={() => navigate("rules")}
      />
    ),
  }),
  rules: screen({
    label: "nav.rules",
    inNav: false,
    parent: "learn",
    render: ({ ipc, shared, navigate }, params?: { page?: string | undefined }) => (
      <LessonPlayer
        ipc={ipc}
        lesson={RULES_LESSON}
        page={params?.page}
        labels={RULES_LABELS}
        go={{
          page: (_rules, page) => navigate("rules", { page }),
          entry: (entry) => navigate("glossary", { entry }),
          course: () => navigate("learn"),
        }}
        look={shared.look}
        onTeach={(diagram) => void shared.teach.fromDiagram(diagram).then((opened) => opened && navigate("teach"))}
      />
    ),
  }),
  lesson: screen({
    label: "nav.lesson",
    inNav: false,
    parent: "learn",
    render: ({ ipc, shared, navigate }, params: { lesson: string; page?: string | undefined }) => (
      <LessonPlayer
        ipc={ipc}
        lesson={params.lesson}
        page={params.page}
        go={{
          page: (lesson, page) => navigate("lesson", { lesson, page }),
          entry: (entry) => navigate("glossary", { entry }),
          course: () => navigate("learn"),
        }}
        look={shared.look}
        onTeach={(diagram) => void shared.teach.fromDiagram(diagram).then((opened) => opened && navigate("teach"))}
      />
    ),
  }),
  library: screen({
    label: "nav.library",
    inNav: true,
    render: ({ ipc, shared, navigate }) => (
      <LibraryScreen ipc={ipc} library={shared.library} review={shared.review} show={(id) => navigate(id)} />
    ),
  }),
  glossary: screen({
    label: "nav.glossary",
    inNav: true,
    render: ({ ipc, shared, navigate, back }, params?: { entry?: string | undefined }) => (
      <GlossaryScreen
        ipc={ipc}
        look={shared.look}
        entry={params?.entry}
        openEntry={(entry) => navigate("glossary", { entry })}
        openLesson={(lesson, page) => navigate("lesson", { lesson, page })}
        openRules={() => navigate("rules")}
        back={back}
      />
    ),
  }),
  settings: screen({
    label: "nav.settings",
    inNav: true,
    render: ({ ipc, shared }) => <SettingsScreen ipc={ipc} look={shared.look} />,
  }),
  about: screen({ label: "nav.about", inNav: true, render: ({ ipc }) => <AboutScreen ipc={ipc} /> }),
};

/** A screen's id. */
export type ScreenId = keyof typeof SCREENS;

/** The params screen `Id` is opened with. */
export type ScreenParams<Id extends ScreenId> = (typeof SCREENS)[Id] extends ScreenSpec<infer Params> ? Params : never;

/** Opens a screen: `navigate("review")`, or `navigate("glossary", { entry })` for a screen with params. */
export type Navigate = <Id extends ScreenId>(
  id: Id,
  ...params: undefined extends ScreenParams<Id> ? [params?: ScreenParams<Id>] : [params: ScreenParams<Id>]
) => void;

/** The screen ids in the order of the navigation bar. */
export const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/** The listed screen whose navigation entry is current while `id` shows: itself, or its parent. */
export function navEntryOf(id: ScreenId): ScreenId {
  const spec: ScreenSpec<never> = SCREENS[id];
  return spec.inNav ? id : (spec.parent ?? id);
}

/** Renders the screen at `place` (as the shell's navigation stored it). */
export function renderScreen(place: Place<ScreenId>, shell: Shell): ComponentChild {
  // `navigate` typed the params when the place was opened; the union of entries cannot say so itself.
  const render = SCREENS[place.id].render as (shell: Shell, params: unknown) => ComponentChild;
  return render(shell, place.params);
}
