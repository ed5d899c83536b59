//! The board geometry the engine answers ([`TaflBoard`]) and what a move
//! would capture ([`Position::captures_of`]): the hand-built cases of the
//! throne, the corners and the shield wall, and the property that
//! `captures_of` tells exactly what playing the move removes (and whether
//! it takes the king), for every legal move of many random games and of
//! random crowded boards.

use tafl_engine::hnefatafl::{Captures, Move, Position, Squares, TaflBoard, TaflGame, COPENHAGEN};
use tafl_engine::{Direction, EndReason, Piece, Rules, Side, Topology};

const ATTACKERS: Side = Side::First;
const DEFENDERS: Side = Side::Second;

/// xorshift64*: the tests' own generator, independent of the engine's.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn sq(name: &str) -> u8 {
    COPENHAGEN
        .point(tafl_engine::Coord::parse(name).unwrap())
        .unwrap()
}

fn squares(names: &[&str]) -> Squares {
    names.iter().map(|name| sq(name)).collect()
}

/// A game from an ASCII board (`A` attacker, `D` defender, `K` king).
fn game(board: &str, side: Side) -> TaflGame {
    TaflGame::from_ascii(board, side).unwrap_or_else(|e| panic!("{e}\n{board}"))
}

/// What `mv` would capture in `game`, checked against what playing it does.
fn predicted(game: &mut TaflGame, mv: &str) -> Captures {
    let mv = Move::parse(mv).unwrap();
    let captures = game.position().captures_of(mv);
    game.play(mv).unwrap();
    assert_eq!(captures.men, game.last_captures(), "{mv}");
    assert_eq!(
        captures.king,
        game.outcome().map(|o| o.reason) == Some(EndReason::KingCaptured),
        "{mv}"
    );
    game.undo();
    captures
}

#[test]
fn the_board_answers_its_geometry() {
    let board: &TaflBoard = TaflGame::new().position().board();
    assert_eq!(board, &COPENHAGEN);
    assert_eq!((board.files(), board.ranks()), (11, 11));
    assert_eq!(board.len(), Topology::tafl().len());
    assert_eq!(board.name(board.throne()), "f6");
    assert_eq!(board.corners(), squares(&["a1", "k1", "a11", "k11"]));
    assert_eq!(board.restricted(), board.corners().with(board.throne()));
    // The edge test and the edge set agree, and the edge is the squares
    // with a missing neighbour.
    for sq in board.all().iter() {
        let missing = Direction::ORTHOGONAL
            .iter()
            .any(|&d| board.neighbour(sq, d).is_none());
        assert_eq!(board.is_edge(sq), missing, "{}", board.name(sq));
        assert_eq!(board.edge().contains(sq), missing);
        let c = board.coord(sq);
        assert_eq!(board.point(c), Some(sq));
        // Rays: a step then the rest of the line.
        for d in Direction::ORTHOGONAL {
            let expected = match board.neighbour(sq, d) {
                Some(next) => board.ray(next, d).with(next),
                None => Squares::EMPTY,
            };
            assert_eq!(board.ray(sq, d), expected);
            assert_eq!(board.reach(sq, d, Squares::EMPTY), expected);
        }
        // The corner distance is the fewest steps on an empty board.
        let nearest = board
            .corners()
            .iter()
            .map(|corner| {
                let k = board.coord(corner);
                k.file.abs_diff(c.file) + k.rank.abs_diff(c.rank)
            })
            .min();
        assert_eq!(Some(board.escape_distance(sq)), nearest);
    }
    // The squares that guard the corner a1.
    let a1_guards = board.corner_guards() & squares(&["b2", "b3", "c2", "c3", "a3", "c1"]);
    assert_eq!(a1_guards, squares(&["b2", "b3", "c2"]));
    assert_eq!(board.corner_guards().count(), 12);
}

/// An 11×11 board with `pieces` (name, letter) and nothing else.
fn board_with(pieces: &[(&str, char)]) -> String {
    let mut rows = vec![vec!['.'; 11]; 11];
    for (name, letter) in pieces {
        let c = COPENHAGEN.coord(sq(name));
        rows[c.rank as usize][c.file as usize] = *letter;
    }
    let mut text = String::new();
    for rank in (0..11).rev() {
        let row: Vec<String> = rows[rank].iter().map(char::to_string).collect();
        text += &format!("{:>2} {}\n", rank + 1, row.join(" "));
    }
    text + "   a b c d e f g h i j k\n"
}

#[test]
fn the_empty_throne_and_the_corners_capture_for_both_sides() {
    let cases = [
        // Against the empty throne f6.
        (
            &[("k2", 'K'), ("g6", 'A'), ("h8", 'D')][..],
            DEFENDERS,
            "h8-h6",
            "g6",
        ),
        (
            &[("k2", 'K'), ("g6", 'D'), ("h8", 'A')][..],
            ATTACKERS,
            "h8-h6",
            "g6",
        ),
        // Against the corner a1.
        (
            &[("k2", 'K'), ("b1", 'A'), ("c3", 'D')][..],
            DEFENDERS,
            "c3-c1",
            "b1",
        ),
        (
            &[("k2", 'K'), ("b1", 'D'), ("c3", 'A')][..],
            ATTACKERS,
            "c3-c1",
            "b1",
        ),
        // Against the corner k11, the king as the hammer.
        (
            &[("h10", 'K'), ("k10", 'A'), ("c3", 'A')][..],
            DEFENDERS,
            "h10-j10",
            "",
        ),
        (
            &[("j8", 'K'), ("k10", 'A'), ("c3", 'A')][..],
            DEFENDERS,
            "j8-k8",
            "",
        ),
        (
            &[("k8", 'K'), ("k10", 'A'), ("c3", 'A')][..],
            DEFENDERS,
            "k8-k9",
            "k10",
        ),
    ];
    for (pieces, side, mv, taken) in cases {
        let mut g = game(&board_with(pieces), side);
        let names: Vec<&str> = taken.split(' ').filter(|n| !n.is_empty()).collect();
        let captures = predicted(&mut g, mv);
        assert_eq!(captures.men, squares(&names), "{mv}\n{g:?}");
        assert!(!captures.king);
    }
}

#[test]
fn the_occupied_throne_is_hostile_to_attackers_only() {
    let board = &COPENHAGEN;
    let king_on_throne = Squares::bit(board.throne());
    assert!(board
        .hostile_to(ATTACKERS, king_on_throne)
        .meets(king_on_throne));
    assert!(!board
        .hostile_to(DEFENDERS, king_on_throne)
        .meets(king_on_throne));
    assert!((board.hostile_to(DEFENDERS, Squares::EMPTY) & king_on_throne).any());
    // A defender next to the king on his throne is safe...
    let mut g = game(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . A . . . . . . . .
         7 . . . . . D . . . . .
         6 . . . . . K . . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . D . . .
         2 . . . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
    );
    assert!(predicted(&mut g, "c8-f8").is_empty());
    // ...an attacker there is not.
    let mut g = game(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . D . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K A . . . .
         5 . . . . . . . . . . .
         4 . . . . . . . . . . .
         3 . . . . . . . . . . .
         2 . A . . . . . . . . .
         1 . . . . . . . . . . .
           a b c d e f g h i j k
",
        DEFENDERS,
    );
    assert_eq!(predicted(&mut g, "h9-h6").men, squares(&["g6"]));
}

#[test]
fn shield_walls_and_the_king_are_foreseen() {
    // A row of two defenders on the bottom edge, covered from inside,
    // closed by the attacker arriving on d1.
    let mut g = game(
        r"
        11 . . . . . . . . . . .
        10 . . . . . . . . . . .
         9 . . . . . . . . . . .
         8 . . . . . . . . . . .
         7 . . . . . . . . . . .
         6 . . . . . K . . . . .
         5 . . . . . . . . . . .
         4 . . . A . . . . . . .
         3 . . . . . . . . . . .
         2 . . . . A A . . . . .
         1 . . . . D D A . . . .
           a b c d e f g h i j k
",
        ATTACKERS,
    );
    let captures = predicted(&mut g, "d4-d1");
    assert_eq!(captures.men, squares(&["e1", "f1"]));
    assert!(!captures.king);
    // The king surrounded on four sides by the attacker landing on g5...
    let mut g = game(
        &board_with(&[
            ("g4", 'K'),
            ("f4", 'A'),
            ("h4", 'A'),
            ("g3", 'A'),
            ("g9", 'A'),
        ]),
        ATTACKERS,
    );
    let captures = predicted(&mut g, "g9-g5");
    assert!(captures.king);
    assert!(captures.men.is_empty());
    // ...on three sides against the throne...
    let mut g = game(
        &board_with(&[("f5", 'K'), ("e5", 'A'), ("g5", 'A'), ("j4", 'A')]),
        ATTACKERS,
    );
    assert!(predicted(&mut g, "j4-f4").king);
    // ...and never on the edge.
    let mut g = game(
        &board_with(&[("f1", 'K'), ("e1", 'A'), ("g1", 'A'), ("j2", 'A')]),
        ATTACKERS,
    );
    assert!(!predicted(&mut g, "j2-f2").king);
}

/// A random board: attackers and defenders scattered, denser on and near
/// the edge (where shield walls happen), the king anywhere but a corner.
fn random_position(rng: &mut Rng) -> Option<Position> {
    let board = &COPENHAGEN;
    let mut pieces = Vec::new();
    let (mut attackers, mut defenders) = (0, 0);
    let king = loop {
        let k = rng.below(board.len()) as u8;
        if !board.is_corner(k) {
            break k;
        }
    };
    pieces.push((king, Piece::King));
    for sq in (board.all() & !board.restricted()).iter() {
        if sq == king {
            continue;
        }
        let c = board.coord(sq);
        let near_edge = [
            c.file,
            c.rank,
            board.files() - 1 - c.file,
            board.ranks() - 1 - c.rank,
        ]
        .into_iter()
        .min()
        .unwrap()
            <= 1;
        let roll = rng.below(100);
        let (a, d) = if near_edge { (30, 55) } else { (12, 20) };
        if roll < a && attackers < 24 {
            pieces.push((sq, Piece::Attacker));
            attackers += 1;
        } else if roll < d && defenders < 12 {
            pieces.push((sq, Piece::Defender));
            defenders += 1;
        }
    }
    let side = if rng.below(2) == 0 {
        ATTACKERS
    } else {
        DEFENDERS
    };
    Position::from_pieces(&pieces, side).ok()
}

/// How often the checked moves took something of each kind.
#[derive(Default, Debug)]
struct Seen {
    moves: u64,
    captures: u64,
    /// Captured men not next to the landing square: shield walls.
    walls: u64,
    kings: u64,
}

/// Checks `captures_of` against play and undo for every legal move of
/// `game`'s position.
fn check_every_move(game: &mut TaflGame, seen: &mut Seen) {
    let mut moves = Vec::new();
    game.generate_moves(&mut moves);
    let position = *game.position();
    for &mv in &moves {
        let captures = position.captures_of(mv);
        game.play_unchecked(mv);
        assert_eq!(captures.men, game.last_captures(), "{mv}\n{game:?}");
        let king_taken = game.outcome().map(|o| o.reason) == Some(EndReason::KingCaptured);
        assert_eq!(captures.king, king_taken, "{mv}\n{game:?}");
        game.undo();
        seen.moves += 1;
        seen.captures += u64::from(captures.men.any());
        seen.walls += u64::from((captures.men & !position.board().adjacent(mv.to)).any());
        seen.kings += u64::from(captures.king);
    }
}

#[test]
fn captures_of_matches_play_in_random_games() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut seen = Seen::default();
    for _ in 0..60 {
        let mut game = TaflGame::new();
        let mut moves = Vec::new();
        for _ in 0..250 {
            if game.outcome().is_some() {
                break;
            }
            check_every_move(&mut game, &mut seen);
            game.generate_moves(&mut moves);
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
    }
    assert!(seen.captures > 1000, "{seen:?}");
}

#[test]
fn captures_of_matches_play_on_random_boards() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut seen = Seen::default();
    let mut boards = 0;
    while boards < 20_000 {
        let Some(position) = random_position(&mut rng) else {
            continue;
        };
        let mut game = TaflGame::from_position(position);
        if game.outcome().is_some() {
            continue;
        }
        boards += 1;
        check_every_move(&mut game, &mut seen);
    }
    // The rare rules came up often enough to be checked.
    assert!(seen.walls > 300, "{seen:?}");
    assert!(seen.kings > 100, "{seen:?}");
}
