//! The board layers of the teaching board: the node shown drawn as the
//! review screen draws a node (stones, markup, variations as lettered ghost
//! stones, move numbers on demand), plus the start of a line or arrow being
//! drawn, highlighted until its end is chosen.

import type { SgfPoint } from "../../board";
import type { ReviewNode, TeachView } from "../../ipc";
import { reviewLayers } from "../review/reviewLayers";
import type { ReviewLayers } from "../review/reviewLayers";
import { placeOf } from "../review/tree";
import type { TreeModel } from "../review/tree";

/** The node shown as the review screen's node, addressed by its place in `tree`. */
export function asReviewNode(view: TeachView, tree: TreeModel): ReviewNode {
  const place = placeOf(tree, view.current);
  return { doc: view.doc, game: 0, position: { ...view.position, node: place }, content: view.content };
}

/** Every layer of the teaching board. */
export function teachLayers(
  view: TeachView,
  tree: TreeModel,
  showNumbers: boolean,
  lineStart: SgfPoint | null,
): ReviewLayers {
  const layers = reviewLayers(asReviewNode(view, tree), tree, showNumbers);
  if (lineStart === null) return layers;
  return { ...layers, selected: new Set([...(layers.selected ?? []), lineStart]) };
}
