//! What the review screen does, as plain functions over a context the hook
//! (`useReview`) provides: the IPC port, the latest values and the setters.
//! Navigation fetches one node at a time; presses that come faster than the
//! answers are merged, and only the latest wanted node is fetched next.

import { t } from "../../i18n";
import type { CommandError, LogoIpc, OpenedFile, ReviewNode } from "../../ipc";
import { announceNode } from "./describeNode";
import { buildTree, contains, navigate, remember } from "./tree";
import type { Memory, NavCommand, TreeModel } from "./tree";
import type { LoadedGame, OpenOutcome } from "./useReview";

/** The latest values, for handlers that run before the next render (fast key presses). */
export interface Latest {
  file: OpenedFile | null;
  game: LoadedGame | null;
  memory: Memory;
  /** The node the user wants to see. */
  wanted: number;
  /** `doc:game:node` of the node the board shows. */
  shownKey: string;
  inFlight: boolean;
}

/** What the actions need from the hook. */
export interface ReviewContext {
  ipc: LogoIpc;
  latest: Latest;
  setFile: (file: OpenedFile | null) => void;
  setGame: (game: LoadedGame | null) => void;
  setCurrent: (id: number) => void;
  setShown: (node: ReviewNode | null) => void;
  setMemory: (memory: Memory) => void;
  setError: (error: CommandError | null) => void;
  setNotice: (notice: string | null) => void;
  say: (text: string) => void;
  fail: (reason: unknown) => void;
  whileBusy: <T>(work: Promise<T>) => Promise<T>;
}

/** The dialog texts of the open and save dialogs. */
function dialogTexts(kind: "open" | "save") {
  return { title: t(kind === "open" ? "review.dialogOpen" : "review.dialogSave"), filter: t("review.dialogFilter") };
}

/** Going to nodes and loading games. */
export function navigationActions(ctx: ReviewContext) {
  const { ipc, latest: r } = ctx;
  const show = (node: ReviewNode, tree: TreeModel) => {
    r.shownKey = `${node.doc}:${node.game}:${node.position.node}`;
    ctx.setShown(node);
    ctx.say(announceNode(node, tree));
  };
  /** Fetches the wanted node unless it is shown or a fetch is under way (which calls again when done). */
  const pump = () => {
    const loaded = r.game;
    const id = r.wanted;
    if (!loaded || r.inFlight || r.shownKey === `${loaded.doc}:${loaded.index}:${id}`) return;
    r.inFlight = true;
    ipc
      .reviewNode(loaded.doc, loaded.index, id)
      .then(
        (node) => {
          if (r.game === loaded) show(node, loaded.tree);
        },
        // An answer about a game no longer shown (another file opened meanwhile) is of no interest.
        (reason: unknown) => r.game === loaded && ctx.fail(reason),
      )
      .finally(() => {
        r.inFlight = false;
        if (r.game !== loaded || r.wanted !== id) pump();
      });
  };
  const goto = (id: number) => {
    if (!r.game || !contains(r.game.tree, id)) return;
    r.wanted = id;
    r.memory = remember(r.game.tree, r.memory, id);
    ctx.setCurrent(id);
    ctx.setMemory(r.memory);
    pump();
  };
  const step = (command: NavCommand) => {
    const to = r.game ? navigate(r.game.tree, r.wanted, r.memory, command) : null;
    if (to !== null) goto(to);
  };
  /** Loads game `index` of file `doc` and shows its root. */
  const loadGame = async (doc: number, index: number) => {
    const loaded = await ipc.reviewGame(doc, index);
    const tree = buildTree(loaded.tree);
    r.game = { doc: loaded.doc, index: loaded.game, info: loaded.info, tree, warnings: loaded.warnings };
    r.wanted = 0;
    r.memory = new Map();
    ctx.setGame(r.game);
    ctx.setCurrent(0);
    ctx.setMemory(r.memory);
    ctx.setError(null);
    show(loaded.start, tree);
  };
  const chooseGame = (index: number) => {
    if (r.file) ctx.whileBusy(loadGame(r.file.doc, index)).catch(ctx.fail);
  };
  return { goto, step, loadGame, chooseGame };
}

/** Opening and saving files. */
export function fileActions(ctx: ReviewContext, loadGame: (doc: number, index: number) => Promise<void>) {
  const { ipc, latest: r } = ctx;
  /** Opens the requested file and, if it holds a single game LoGo can show, that game. */
  const openAndLoad = async (): Promise<boolean> => {
    const opened = await ipc.openRequestedFile();
    if (!opened) return false;
    r.file = opened;
    r.game = null;
    ctx.setFile(opened);
    ctx.setGame(null);
    ctx.setShown(null);
    ctx.setError(null);
    ctx.setNotice(null);
    const showable = opened.games.filter((g) => g.refused === null);
    if (showable.length === 1 && showable[0]) await loadGame(opened.doc, showable[0].index);
    else ctx.say(t("review.chooseGame"));
    return true;
  };
  const openRequested = async (): Promise<OpenOutcome> => {
    try {
      return (await ctx.whileBusy(openAndLoad())) ? "opened" : "none";
    } catch (reason) {
      ctx.fail(reason);
      return "failed";
    }
  };
  const openDialog = () => {
    ipc.openSgfDialog(dialogTexts("open")).then((chosen) => {
      if (chosen) void openRequested();
    }, ctx.fail);
  };
  const saved = (name: string) => {
    const text = t("review.saved", { file: name });
    ctx.setError(null);
    ctx.setNotice(text);
    ctx.say(text);
  };
  const save = () => {
    if (r.file) ipc.saveReview(r.file.doc).then((s) => saved(s.file_name), ctx.fail);
  };
  const saveAs = () => {
    const opened = r.file;
    if (!opened) return;
    ipc.saveReviewAs(opened.doc, dialogTexts("save")).then((s) => {
      if (!s) return;
      if (r.file?.doc === opened.doc) {
        r.file = { ...opened, file_name: s.file_name, path: s.path };
        ctx.setFile(r.file);
      }
      saved(s.file_name);
    }, ctx.fail);
  };
  return { openRequested, openDialog, save, saveAs };
}
