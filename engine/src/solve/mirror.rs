//! The left-right mirror of a cross board. Every fox-game rule is symmetric
//! under it (the lines, the goose directions, the start positions and the
//! pen), so a position and its mirror image have the same value and the
//! memo keeps one of the two.

use crate::topology::{Coord, Topology};

/// Mirrors point sets a byte at a time: `bytes[i][b]` is the image of the
/// points `8i..8i+8` that `b` holds.
pub(crate) struct Mirror {
    bytes: Box<[[u64; 256]; 8]>,
    points: [u8; 64],
}

impl Mirror {
    /// The mirror of `topology` (at most 64 points).
    pub(crate) fn new(topology: &Topology) -> Mirror {
        let mut points = [0u8; 64];
        for p in topology.points() {
            let c = topology.coord(p);
            let image = Coord {
                file: topology.width() - 1 - c.file,
                rank: c.rank,
            };
            points[p as usize] = topology.point(image).unwrap_or(p);
        }
        let mut bytes = Box::new([[0u64; 256]; 8]);
        for (i, table) in bytes.iter_mut().enumerate() {
            for (b, image) in table.iter_mut().enumerate() {
                for bit in 0..8 {
                    let p = i * 8 + bit;
                    if b >> bit & 1 != 0 && p < topology.len() {
                        *image |= 1 << points[p];
                    }
                }
            }
        }
        Mirror { bytes, points }
    }

    /// The image of a point set.
    #[inline]
    pub(crate) fn set(&self, set: u64) -> u64 {
        let mut image = 0;
        let mut rest = set;
        let mut i = 0;
        while rest != 0 {
            image |= self.bytes[i][(rest & 0xff) as usize];
            rest >>= 8;
            i += 1;
        }
        image
    }

    /// The image of a point.
    #[inline]
    pub(crate) fn point(&self, p: u8) -> u8 {
        self.points[p as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cross_mirrors_file_for_file() {
        let board = Topology::cross();
        let mirror = Mirror::new(board);
        let p = |name: &str| board.parse_point(name).expect("a point");
        assert_eq!(mirror.point(p("a3")), p("g3"));
        assert_eq!(mirror.point(p("d7")), p("d7"));
        assert_eq!(mirror.point(p("c1")), p("e1"));
        let set = 1 << p("a3") | 1 << p("c1") | 1 << p("f5");
        assert_eq!(mirror.set(set), 1 << p("g3") | 1 << p("e1") | 1 << p("b5"));
        assert_eq!(mirror.set(mirror.set(set)), set);
    }
}
