//! Eye shapes that make only one eye when the opponent moves first.
//!
//! An enclosed eye space of up to three points is one eye; of four to six
//! points it is one eye exactly for the "killing shapes" (square four,
//! pyramid four, bulky five, crossed five, rabbity six): the opponent's stone
//! on the vital point leaves no second eye. Shapes are compared after moving
//! them to the origin, under all eight rotations and reflections.

use crate::point::BoardSize;

/// The killing shapes of four to six points, as (x, y) cells.
const KILLING: [&[(i32, i32)]; 5] = [
    &[(0, 0), (1, 0), (0, 1), (1, 1)],
    &[(1, 0), (0, 1), (1, 1), (2, 1)],
    &[(0, 0), (1, 0), (0, 1), (1, 1), (2, 1)],
    &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)],
    &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)],
];

/// A cell of a shape: (x, y).
type Cell = (i32, i32);
/// One of the eight rotations and reflections of the plane.
type Symmetry = fn(Cell) -> Cell;

/// The shape in a normal form: the smallest sorted cell list over the eight symmetries.
fn normal(cells: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let transforms: [Symmetry; 8] = [
        |(x, y)| (x, y),
        |(x, y)| (-x, y),
        |(x, y)| (x, -y),
        |(x, y)| (-x, -y),
        |(x, y)| (y, x),
        |(x, y)| (-y, x),
        |(x, y)| (y, -x),
        |(x, y)| (-y, -x),
    ];
    transforms
        .iter()
        .map(|t| {
            let moved: Vec<(i32, i32)> = cells.iter().map(|&c| t(c)).collect();
            let min_x = moved.iter().map(|c| c.0).min().unwrap_or(0);
            let min_y = moved.iter().map(|c| c.1).min().unwrap_or(0);
            let mut shifted: Vec<(i32, i32)> = moved.iter().map(|&(x, y)| (x - min_x, y - min_y)).collect();
            shifted.sort_unstable();
            shifted
        })
        .min()
        .unwrap_or_default()
}

fn cells(size: BoardSize, points: &[usize]) -> Vec<(i32, i32)> {
    let w = usize::from(size.width).max(1);
    points.iter().map(|&i| ((i % w) as i32, (i / w) as i32)).collect()
}

/// Whether the eye space `points` (row-major indices) makes only one eye
/// when the opponent plays first.
pub(crate) fn is_one_eye(size: BoardSize, points: &[usize]) -> bool {
    match points.len() {
        0 => false,
        1..=3 => true,
        4..=6 => {
            let shape = normal(&cells(size, points));
            KILLING.iter().any(|k| normal(k) == shape)
        }
        _ => false,
    }
}

/// Whether `points` form the bent four in the corner: an L of four points
/// whose bend is a corner of the board.
pub(crate) fn is_bent_four_in_the_corner(size: BoardSize, points: &[usize]) -> bool {
    let bent = [(0, 0), (1, 0), (2, 0), (0, 1)];
    let cells = cells(size, points);
    if points.len() != 4 || normal(&cells) != normal(&bent) {
        return false;
    }
    let (w, h) = (i32::from(size.width) - 1, i32::from(size.height) - 1);
    let corners = [(0, 0), (w, 0), (0, h), (w, h)];
    // The bend is the point with two neighbours in the shape.
    let bend = cells.iter().find(|&&(x, y)| {
        cells.iter().filter(|&&(a, b)| (a - x).abs() + (b - y).abs() == 1).count() == 2
            && cells.iter().any(|&(a, b)| a == x && b != y)
            && cells.iter().any(|&(a, b)| b == y && a != x)
    });
    bend.is_some_and(|b| corners.contains(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn indices(diagram: &str) -> (BoardSize, Vec<usize>) {
        let rows: Vec<&str> = diagram.split_whitespace().collect();
        let size = BoardSize::new(rows[0].len() as u32, rows.len() as u32).unwrap();
        let points = rows
            .iter()
            .enumerate()
            .flat_map(|(y, r)| r.chars().enumerate().filter(|(_, c)| *c == '#').map(move |(x, _)| y * r.len() + x))
            .collect();
        (size, points)
    }

    #[test]
    fn killing_shapes_are_one_eye_and_others_two() {
        let one = ["##.. ##.. ....", ".#.. ###. ....", "##.. ###. ....", ".#.. ###. .#..", ".#.. ###. .##."];
        let two = ["####. ..... .....", "###.. #.... .....", "#####. ...... ......"];
        for shape in one {
            let (size, points) = indices(shape);
            assert!(is_one_eye(size, &points), "{shape}");
        }
        for shape in two {
            let (size, points) = indices(shape);
            assert!(!is_one_eye(size, &points), "{shape}");
        }
    }

    #[test]
    fn the_bent_four_must_bend_in_a_corner() {
        let (size, corner) = indices("###. #... ....");
        assert!(is_bent_four_in_the_corner(size, &corner));
        let (size, side) = indices(".### .#.. ....");
        assert!(!is_bent_four_in_the_corner(size, &side));
    }
}
