//! Start positions and special point sets (docs/rules.md sections 3–6), as data
//! shared by the rules, the board pictures and the tests.

use crate::game_id::{GameId, Options};
use crate::hnefatafl::TaflVariant;
use crate::piece::Piece;
use crate::topology::Topology;

/// The board a game is played on.
pub fn topology(game: GameId) -> &'static Topology {
    match game {
        GameId::FoxGeese | GameId::TwoFoxes => Topology::cross(),
        GameId::GreatCross => Topology::great_cross(),
        GameId::Hnefatafl => Topology::of_tafl(TaflVariant::Copenhagen),
        GameId::Brandubh => Topology::of_tafl(TaflVariant::Brandubh),
        GameId::Tablut => Topology::of_tafl(TaflVariant::Tablut),
        GameId::Hnefatafl13 => Topology::of_tafl(TaflVariant::Copenhagen13),
    }
}

const FOX_GEESE_GEESE: &[&str] = &[
    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "c1", "d1", "e1", "c2", "d2", "e2",
];
const TWO_FOXES_GEESE: &[&str] = &[
    "a4", "b4", "c4", "d4", "e4", "f4", "g4", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "c1", "d1",
    "e1", "c2", "d2", "e2",
];
const GREAT_CROSS_GEESE: &[&str] = &[
    "d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3", "a4", "b4", "c4", "d4", "e4", "f4", "g4",
    "h4", "i4",
];
const ATTACKERS: &[&str] = &[
    "a4", "a5", "a6", "a7", "a8", "b6", "k4", "k5", "k6", "k7", "k8", "j6", "d1", "e1", "f1", "g1",
    "h1", "f2", "d11", "e11", "f11", "g11", "h11", "f10",
];
const DEFENDERS: &[&str] = &[
    "d6", "e6", "g6", "h6", "f4", "f5", "f7", "f8", "e5", "g5", "e7", "g7",
];

/// Brandubh's cross (docs/rules.md section 9): two attackers on each arm.
const BRANDUBH_ATTACKERS: &[&str] = &["d1", "d2", "d6", "d7", "a4", "b4", "f4", "g4"];
const BRANDUBH_DEFENDERS: &[&str] = &["d3", "d5", "c4", "e4"];
/// Tablut's start (docs/rules.md section 10): a T of four attackers in the
/// middle of each edge, two defenders on each arm of the king's cross.
const TABLUT_ATTACKERS: &[&str] = &[
    "d1", "e1", "f1", "e2", "d9", "e9", "f9", "e8", "a4", "a5", "a6", "b5", "i4", "i5", "i6", "h5",
];
const TABLUT_DEFENDERS: &[&str] = &["e3", "e4", "e6", "e7", "c5", "d5", "f5", "g5"];
/// Copenhagen 13×13's start (docs/rules.md section 11), as hnefatafl.org
/// sets it up: on each side seven attackers along the edge and one in
/// front of the middle; the defenders a cross three long on each arm,
/// with the four squares diagonal to the king.
const HNEFATAFL_13_ATTACKERS: &[&str] = &[
    "d1", "e1", "f1", "g1", "h1", "i1", "j1", "g2", "d13", "e13", "f13", "g13", "h13", "i13",
    "j13", "g12", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "b7", "m4", "m5", "m6", "m7", "m8",
    "m9", "m10", "l7",
];
const HNEFATAFL_13_DEFENDERS: &[&str] = &[
    "g4", "g5", "g6", "g8", "g9", "g10", "d7", "e7", "f7", "h7", "i7", "j7", "f6", "h6", "f8", "h8",
];

/// The nine points of the Two Foxes pen (docs/rules.md section 4).
pub const PEN: &[&str] = &["c5", "d5", "e5", "c6", "d6", "e6", "c7", "d7", "e7"];

/// The pieces of the start position, as (point, piece) pairs.
pub fn start_pieces(game: GameId, options: Options) -> Vec<(u8, Piece)> {
    let board = topology(game);
    let place = |names: &[&str], piece: Piece| -> Vec<(u8, Piece)> {
        names
            .iter()
            .map(|name| {
                (
                    board
                        .parse_point(name)
                        .expect("start points are on the board"),
                    piece,
                )
            })
            .collect()
    };
    match game {
        GameId::FoxGeese => {
            let extra: &[&str] = match options.geese {
                15 => &["a4", "g4"],
                17 => &["a4", "b4", "f4", "g4"],
                _ => &[],
            };
            [
                place(&["d4"], Piece::Fox),
                place(FOX_GEESE_GEESE, Piece::Goose),
                place(extra, Piece::Goose),
            ]
            .concat()
        }
        GameId::TwoFoxes => [
            place(&["c7", "e7"], Piece::Fox),
            place(TWO_FOXES_GEESE, Piece::Goose),
        ]
        .concat(),
        GameId::GreatCross => [
            place(&["e7"], Piece::Fox),
            place(GREAT_CROSS_GEESE, Piece::Goose),
        ]
        .concat(),
        GameId::Hnefatafl => [
            place(ATTACKERS, Piece::Attacker),
            place(DEFENDERS, Piece::Defender),
            place(&["f6"], Piece::King),
        ]
        .concat(),
        GameId::Brandubh => [
            place(BRANDUBH_ATTACKERS, Piece::Attacker),
            place(BRANDUBH_DEFENDERS, Piece::Defender),
            place(&["d4"], Piece::King),
        ]
        .concat(),
        GameId::Tablut => [
            place(TABLUT_ATTACKERS, Piece::Attacker),
            place(TABLUT_DEFENDERS, Piece::Defender),
            place(&["e5"], Piece::King),
        ]
        .concat(),
        GameId::Hnefatafl13 => [
            place(HNEFATAFL_13_ATTACKERS, Piece::Attacker),
            place(HNEFATAFL_13_DEFENDERS, Piece::Defender),
            place(&["g7"], Piece::King),
        ]
        .concat(),
    }
}

/// Points drawn as a special area: the pen of Two Foxes (the throne and the
/// corners of Hnefatafl are on its [`Topology`]).
pub fn pen_points(game: GameId) -> Vec<u8> {
    match game {
        GameId::TwoFoxes => PEN
            .iter()
            .filter_map(|n| Topology::cross().parse_point(n))
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(game: GameId, options: Options, piece: Piece) -> usize {
        start_pieces(game, options)
            .iter()
            .filter(|(_, p)| *p == piece)
            .count()
    }

    #[test]
    fn start_positions_have_the_right_pieces() {
        let default = Options::default();
        assert_eq!(count(GameId::FoxGeese, default, Piece::Goose), 13);
        for geese in [15, 17] {
            let options = Options {
                geese,
                sideways: false,
            };
            assert_eq!(
                count(GameId::FoxGeese, options, Piece::Goose),
                geese as usize
            );
        }
        assert_eq!(count(GameId::TwoFoxes, default, Piece::Fox), 2);
        assert_eq!(count(GameId::TwoFoxes, default, Piece::Goose), 20);
        assert_eq!(count(GameId::GreatCross, default, Piece::Goose), 18);
        assert_eq!(count(GameId::Hnefatafl, default, Piece::Attacker), 24);
        assert_eq!(count(GameId::Hnefatafl, default, Piece::Defender), 12);
        assert_eq!(count(GameId::Hnefatafl, default, Piece::King), 1);
        assert_eq!(pen_points(GameId::TwoFoxes).len(), 9);
        for game in GameId::ALL {
            let pieces = start_pieces(
                game,
                Options {
                    geese: 17,
                    sideways: false,
                },
            );
            let mut points: Vec<u8> = pieces.iter().map(|(p, _)| *p).collect();
            points.sort_unstable();
            points.dedup();
            assert_eq!(
                points.len(),
                pieces.len(),
                "{game}: two pieces on one point"
            );
        }
    }
}
