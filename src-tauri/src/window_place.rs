//! Where LoGo's window opens and how large: the size and place it had when it
//! was last closed, if that still lies on a monitor; otherwise the size
//! tauri.conf.json asks for, made to fit the monitor's work area (the screen
//! without task bars and docks) and centred in it.
//!
//! The window is created hidden (see [`crate::first_show`]), so it is placed
//! before it is ever seen. Its place is kept in `window.json` in the data
//! folder, in physical pixels, each time the user closes it. A file that is
//! missing or unreadable means a first start: nothing is lost but the place.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use tauri::{PhysicalPosition, PhysicalSize, Runtime, WebviewWindow, Window};

/// The file in the data folder that keeps the window's last place.
const FILE_NAME: &str = "window.json";

/// Room left free around a window made to fit, in physical pixels per side
/// and for the title bar the system adds above the window's content.
const MARGIN: u32 = 16;
const TITLE_BAR: u32 = 40;

/// A rectangle on the desktop, in physical pixels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rect {
    /// The left edge.
    pub x: i32,
    /// The top edge.
    pub y: i32,
    /// The width.
    pub width: u32,
    /// The height.
    pub height: u32,
}

impl Rect {
    fn right(self) -> i64 {
        i64::from(self.x) + i64::from(self.width)
    }

    fn bottom(self) -> i64 {
        i64::from(self.y) + i64::from(self.height)
    }

    /// The area `self` and `other` share, in square pixels.
    fn overlap(self, other: Rect) -> i64 {
        let width = self.right().min(other.right()) - i64::from(self.x.max(other.x));
        let height = self.bottom().min(other.bottom()) - i64::from(self.y.max(other.y));
        width.max(0) * height.max(0)
    }

    fn area(self) -> i64 {
        i64::from(self.width) * i64::from(self.height)
    }
}

/// The window's last place as kept in [`FILE_NAME`]: where its frame's top
/// left corner was, how large its content was, and whether it was maximised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    /// `x` and `y`: the frame's top left corner (as the system places a
    /// window); `width` and `height`: the content, without the title bar.
    pub rect: Rect,
    /// Maximised when it was closed.
    pub maximized: bool,
}

impl Kept {
    /// The whole window with its title bar, as far as LoGo can tell.
    fn frame(self) -> Rect {
        Rect { height: self.rect.height.saturating_add(TITLE_BAR), ..self.rect }
    }
}

/// Where the window opens: the kept place if at least half of it lies in the
/// work area of one of `monitors` (shrunk to fit that work area), else a
/// window of `wanted` content size (physical pixels) made to fit `home`, the
/// work area of the monitor the window would open on, and centred in it.
#[must_use]
pub fn place(kept: Option<Kept>, monitors: &[Rect], home: Rect, wanted: (u32, u32)) -> Kept {
    if let Some(kept) = kept {
        let frame = kept.frame();
        let best = monitors.iter().copied().max_by_key(|work| frame.overlap(*work));
        if let Some(work) = best.filter(|work| frame.overlap(*work) * 2 >= frame.area()) {
            return Kept { rect: inside(kept.rect, work), maximized: kept.maximized };
        }
    }
    let width = wanted.0.min(home.width.saturating_sub(2 * MARGIN)).max(1);
    let height = wanted.1.min(home.height.saturating_sub(2 * MARGIN + TITLE_BAR)).max(1);
    let x = home.x + i32::try_from(home.width.saturating_sub(width) / 2).unwrap_or(0);
    let y = home.y + i32::try_from(home.height.saturating_sub(height + TITLE_BAR) / 2).unwrap_or(0);
    Kept { rect: Rect { x, y, width, height }, maximized: false }
}

/// The window `rect` (frame corner, content size) shrunk to fit `work` with
/// its title bar, and moved inside it.
fn inside(rect: Rect, work: Rect) -> Rect {
    let width = rect.width.min(work.width).max(1);
    let height = rect.height.min(work.height.saturating_sub(TITLE_BAR)).max(1);
    let max_x = work.right() - i64::from(width);
    let max_y = work.bottom() - i64::from(height) - i64::from(TITLE_BAR);
    let x = i64::from(rect.x).clamp(i64::from(work.x), max_x.max(i64::from(work.x)));
    let y = i64::from(rect.y).clamp(i64::from(work.y), max_y.max(i64::from(work.y)));
    Rect { x: i32::try_from(x).unwrap_or(work.x), y: i32::try_from(y).unwrap_or(work.y), width, height }
}

/// Places the hidden main window before it is shown; every failure only
/// costs the place (it is logged).
pub fn restore<R: Runtime>(window: &WebviewWindow<R>, data_dir: &Path) {
    if let Err(err) = try_restore(window, data_dir) {
        log::warn!("the window keeps its default size and place: {err}");
    }
}

fn try_restore<R: Runtime>(window: &WebviewWindow<R>, data_dir: &Path) -> tauri::Result<()> {
    let monitors: Vec<Rect> = window.available_monitors()?.iter().map(|m| rect_of(*m.work_area())).collect();
    let home = window.current_monitor()?.or(window.primary_monitor()?).map(|m| rect_of(*m.work_area()));
    let Some(home) = home.or(monitors.first().copied()) else { return Ok(()) };
    let wanted = window.inner_size()?;
    let placed = place(read(&file(data_dir)), &monitors, home, (wanted.width, wanted.height));
    window.set_size(PhysicalSize::new(placed.rect.width, placed.rect.height))?;
    window.set_position(PhysicalPosition::new(placed.rect.x, placed.rect.y))?;
    if placed.maximized {
        window.maximize()?;
    }
    Ok(())
}

/// Keeps the window's place when the user closes it.
pub fn on_close<R: Runtime>(window: &Window<R>, data_dir: &Path) {
    let kept = (|| {
        let maximized = window.is_maximized()?;
        let position = window.outer_position()?;
        let size = window.inner_size()?;
        tauri::Result::Ok(Kept {
            rect: Rect { x: position.x, y: position.y, width: size.width, height: size.height },
            maximized,
        })
    })();
    match kept {
        Ok(kept) if !window.is_minimized().unwrap_or(false) => write(&file(data_dir), kept),
        Ok(_) => {}
        Err(err) => log::warn!("the window's place is not kept: {err}"),
    }
}

fn rect_of(area: tauri::PhysicalRect<i32, u32>) -> Rect {
    Rect { x: area.position.x, y: area.position.y, width: area.size.width, height: area.size.height }
}

fn file(data_dir: &Path) -> PathBuf {
    data_dir.join(FILE_NAME)
}

fn read(path: &Path) -> Option<Kept> {
    let text = std::fs::read_to_string(path).ok()?;
    serde_json::from_str(&text).inspect_err(|err| log::warn!("{FILE_NAME} is not read: {err}")).ok()
}

fn write(path: &Path, kept: Kept) {
    let written = serde_json::to_string(&kept).map_err(std::io::Error::other).and_then(|text| {
        let partial = path.with_extension("json.partial");
        std::fs::write(&partial, text)?;
        std::fs::rename(&partial, path)
    });
    if let Err(err) = written {
        log::warn!("the window's place is not kept: {err}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LAPTOP: Rect = Rect { x: 0, y: 0, width: 1366, height: 728 };
    const BIG: Rect = Rect { x: 1366, y: 0, width: 2560, height: 1400 };

    /// Whether the whole window, title bar and all, lies in `work`.
    fn fits(rect: Rect, work: Rect) -> bool {
        let frame = Kept { rect, maximized: false }.frame();
        frame.x >= work.x && frame.y >= work.y && frame.right() <= work.right() && frame.bottom() <= work.bottom()
    }

    #[test]
    fn a_first_window_fits_a_small_screen_and_is_centred() {
        let placed = place(None, &[LAPTOP], LAPTOP, (1180, 860));
        assert!(fits(placed.rect, LAPTOP), "{placed:?}");
        assert_eq!(placed.rect.width, 1180, "as wide as asked: it fits");
        assert!(placed.rect.height < 860 && placed.rect.height >= 600, "{placed:?}");
        assert_eq!(placed.rect.x, (1366 - 1180) / 2);
        let tiny = Rect { x: 0, y: 0, width: 1280, height: 680 };
        assert!(fits(place(None, &[tiny], tiny, (1180, 860)).rect, tiny));
    }

    #[test]
    fn a_first_window_on_a_large_screen_keeps_its_size() {
        let placed = place(None, &[BIG], BIG, (1180, 860));
        assert_eq!((placed.rect.width, placed.rect.height), (1180, 860));
        assert!(fits(placed.rect, BIG));
    }

    #[test]
    fn the_kept_place_comes_back_where_it_lies_on_a_monitor() {
        let kept = Kept { rect: Rect { x: 1500, y: 100, width: 1600, height: 1000 }, maximized: true };
        assert_eq!(place(Some(kept), &[LAPTOP, BIG], LAPTOP, (1180, 860)), kept);
    }

    #[test]
    fn a_place_on_a_monitor_that_is_gone_falls_back_to_a_fitting_window() {
        let kept = Kept { rect: Rect { x: 1500, y: 100, width: 1600, height: 1000 }, maximized: false };
        let placed = place(Some(kept), &[LAPTOP], LAPTOP, (1180, 860));
        assert!(fits(placed.rect, LAPTOP), "{placed:?}");
        assert_eq!(placed.rect.width, 1180);
    }

    #[test]
    fn a_kept_place_half_off_its_monitor_is_moved_and_shrunk_inside() {
        let kept = Kept { rect: Rect { x: 400, y: 100, width: 1300, height: 800 }, maximized: false };
        let placed = place(Some(kept), &[LAPTOP], LAPTOP, (1180, 860));
        assert!(fits(placed.rect, LAPTOP), "{placed:?}");
        assert_eq!(placed.rect.width, 1300, "its width still fits");
        assert_eq!(placed.rect.x, 1366 - 1300, "moved left, not to the default place");
    }
}
