//! SAVE, part two: the node shown as an image — SVG or PNG, the whole board
//! or the rectangle between two typed corners, with or without coordinates
//! and move numbers — saved as a file or copied to the clipboard.

import { useState } from "preact/hooks";
import { fromSgf, parsePoint } from "../../board";
import { TextField } from "../../common/Field";
import { t } from "../../i18n";
import type { ImageFormat, ImageOptions, ImageRegion, Notation } from "../../ipc";
import type { Teach } from "./useTeach";

interface ImagePanelProps {
  teach: Teach;
  width: number;
  height: number;
  notation: Notation;
  /** Whether the board shows coordinates now (the image's default). */
  coordinates: boolean;
}

/** The rectangle between two typed corners; `null` for the whole board; `"bad"` if a corner names no point. */
export function regionOf(
  from: string,
  to: string,
  width: number,
  height: number,
  notation: Notation,
): ImageRegion | null | "bad" {
  if (!from.trim() && !to.trim()) return null;
  const a = fromSgf(parsePoint(from, width, height, notation) ?? "");
  const b = fromSgf(parsePoint(to, width, height, notation) ?? "");
  if (!a || !b || a.x === b.x || a.y === b.y) return "bad";
  return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) };
}

/** Format, part of the board, coordinates, move numbers; save or copy. */
export function ImagePanel({ teach, width, height, notation, coordinates }: ImagePanelProps) {
  const [format, setFormat] = useState<ImageFormat>("png");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [withCoordinates, setWithCoordinates] = useState(coordinates);
  const [numbers, setNumbers] = useState(false);
  const [regionError, setRegionError] = useState<string | null>(null);
  const options = (): ImageOptions | null => {
    const region = regionOf(from, to, width, height, notation);
    if (region === "bad") {
      setRegionError(t("teach.regionBad"));
      return null;
    }
    setRegionError(null);
    return { region, coordinates: withCoordinates, notation, move_numbers: numbers };
  };
  return (
    <section class="teach-image" aria-labelledby="teach-image-title">
      <h2 id="teach-image-title">{t("teach.imageTitle")}</h2>
      <label class="teach-inline">
        <span>{t("teach.format")}</span>
        <select id="image-format" value={format} onChange={(e) => setFormat(e.currentTarget.value as ImageFormat)}>
          <option value="png">PNG</option>
          <option value="svg">SVG</option>
        </select>
      </label>
      <div class="teach-region">
        <TextField id="image-from" label={t("teach.regionFrom")} error={null} value={from} onValue={setFrom} />
        <TextField id="image-to" label={t("teach.regionTo")} error={regionError} value={to} onValue={setTo} />
      </div>
      <label class="teach-inline">
        <input
          type="checkbox"
          id="image-coordinates"
          checked={withCoordinates}
          onChange={(e) => setWithCoordinates(e.currentTarget.checked)}
        />
        {t("teach.imageCoordinates")}
      </label>
      <label class="teach-inline">
        <input
          type="checkbox"
          id="image-numbers"
          checked={numbers}
          onChange={(e) => setNumbers(e.currentTarget.checked)}
        />
        {t("teach.imageNumbers")}
      </label>
      <div class="teach-row">
        <button
          type="button"
          id="image-save"
          onClick={() => {
            const chosen = options();
            if (chosen) teach.saveImage(chosen, format);
          }}
        >
          {t("teach.imageSave")}
        </button>
        <button
          type="button"
          id="image-copy"
          onClick={() => {
            const chosen = options();
            if (chosen) teach.copyImage(chosen);
          }}
        >
          {t("teach.imageCopy")}
        </button>
      </div>
    </section>
  );
}
