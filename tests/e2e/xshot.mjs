// Screenshots from the X server rather than through WebDriver. LoGo's webview
// draws without GPU compositing (src-tauri/src/webview.rs), and WebKitWebDriver
// cannot take a snapshot of such a view: its screenshot command never answers.
// The X server holds exactly what a person sees, so `xwd` (x11-apps) dumps the
// window and this module writes the dump as a PNG.
import { execFileSync } from "node:child_process";
import { deflateSync } from "node:zlib";

const HEADER_FIELDS = 25;

function xdotoolWindow(title) {
  try {
    const ids = execFileSync("xdotool", ["search", "--onlyvisible", "--name", title], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return ids.split("\n").filter(Boolean)[0] ?? null;
  } catch {
    return null;
  }
}

/** The PNG of the visible window titled `title` (a regular expression), or of the whole screen without one. */
export function screenPng(title = "^LoGo$") {
  const id = xdotoolWindow(title);
  const dump = execFileSync("xwd", ["-silent", ...(id ? ["-id", id] : ["-root"])], { maxBuffer: 64 * 1024 * 1024 });
  return xwdToPng(dump);
}

/** Converts an XWD dump (32 bits per pixel, true colour) to PNG. */
export function xwdToPng(dump) {
  const field = (i) => dump.readUInt32BE(i * 4);
  const [headerSize, width, height, byteOrder, bitsPerPixel, bytesPerLine] = [0, 4, 5, 7, 11, 12].map(field);
  const masks = [field(14), field(15), field(16)];
  const colours = field(19);
  if (bitsPerPixel !== 32 || headerSize < HEADER_FIELDS * 4)
    throw new Error(`unsupported xwd dump (${bitsPerPixel} bpp)`);
  const pixels = headerSize + colours * 12;
  const shifts = masks.map((m) => Math.log2(m & -m));
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    const out = y * (1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const at = pixels + y * bytesPerLine + x * 4;
      const value = byteOrder === 0 ? dump.readUInt32LE(at) : dump.readUInt32BE(at);
      for (let c = 0; c < 3; c += 1) rows[out + 1 + x * 3 + c] = (value & masks[c]) >>> shifts[c];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
