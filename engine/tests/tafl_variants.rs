//! Brandubh and Tablut (docs/rules.md sections 9 and 10) against a second,
//! slow implementation of their rules written here from the text alone:
//! a grid of cells, moves found by stepping, captures by looking around
//! the square moved to. Random games compare the legal moves, the board
//! after every move and the end; perft to depth 3 is counted by both; and
//! hand-built positions pin each rule that differs from Copenhagen.

use std::collections::{BTreeSet, HashMap};
use tafl_engine::{AnyGame, EndReason, GameId, Options, Piece, Side};

/// The tests' own generator (xorshift64*), independent of the engine's.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n as u64) as usize
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Cell {
    Empty,
    Attacker,
    Defender,
    King,
}

/// A game by the slow rules: the grid, whose turn, and how often each
/// position has stood (for the third repetition).
#[derive(Clone)]
struct Slow {
    game: GameId,
    size: i32,
    cells: Vec<Cell>,
    attackers_to_move: bool,
    seen: HashMap<(Vec<Cell>, bool), u32>,
    end: Option<(Side, EndReason)>,
}

impl Slow {
    fn start(game: GameId) -> Slow {
        let topology = tafl_engine::setup::topology(game);
        let size = topology.width() as i32;
        let mut cells = vec![Cell::Empty; (size * size) as usize];
        for (point, piece) in tafl_engine::setup::start_pieces(game, Options::default()) {
            let c = topology.coord(point);
            cells[(c.rank as i32 * size + c.file as i32) as usize] = match piece {
                Piece::Attacker => Cell::Attacker,
                Piece::Defender => Cell::Defender,
                _ => Cell::King,
            };
        }
        let mut slow = Slow {
            game,
            size,
            cells,
            attackers_to_move: true,
            seen: HashMap::new(),
            end: None,
        };
        slow.seen.insert((slow.cells.clone(), true), 1);
        slow
    }

    fn centre(&self) -> (i32, i32) {
        (self.size / 2, self.size / 2)
    }

    fn is_corner(&self, f: i32, r: i32) -> bool {
        (f == 0 || f == self.size - 1) && (r == 0 || r == self.size - 1)
    }

    fn on_edge(&self, f: i32, r: i32) -> bool {
        f == 0 || r == 0 || f == self.size - 1 || r == self.size - 1
    }

    /// Brandubh has corner squares; Tablut's king wins on the whole edge.
    fn has_corners(&self) -> bool {
        self.game == GameId::Brandubh
    }

    fn at(&self, f: i32, r: i32) -> Option<Cell> {
        (0..self.size)
            .contains(&f)
            .then_some(())
            .filter(|_| (0..self.size).contains(&r))
            .map(|_| self.cells[(r * self.size + f) as usize])
    }

    fn name(&self, f: i32, r: i32) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    fn mine(&self, cell: Cell) -> bool {
        match cell {
            Cell::Attacker => self.attackers_to_move,
            Cell::Defender | Cell::King => !self.attackers_to_move,
            Cell::Empty => false,
        }
    }

    /// Every legal move as `from-to`.
    fn moves(&self) -> BTreeSet<String> {
        let mut moves = BTreeSet::new();
        if self.end.is_some() {
            return moves;
        }
        let throne = self.centre();
        for r in 0..self.size {
            for f in 0..self.size {
                let cell = self.at(f, r).unwrap();
                if !self.mine(cell) {
                    continue;
                }
                for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let (mut tf, mut tr) = (f + df, r + dr);
                    while self.at(tf, tr) == Some(Cell::Empty) {
                        let on_throne = (tf, tr) == throne;
                        let allowed = if cell == Cell::King {
                            // Tablut's king never goes back to the throne.
                            !(on_throne && self.game == GameId::Tablut)
                        } else {
                            let corner = self.has_corners() && self.is_corner(tf, tr);
                            !on_throne && !corner
                        };
                        if allowed {
                            moves.insert(format!("{}-{}", self.name(f, r), self.name(tf, tr)));
                        }
                        tf += df;
                        tr += dr;
                    }
                }
            }
        }
        moves
    }

    /// True when the square is hostile to a man of the side not moving:
    /// an empty or occupied corner for anyone; the throne for attackers
    /// always, for defenders while empty.
    fn hostile(&self, f: i32, r: i32, victim: Cell) -> bool {
        if self.has_corners() && self.is_corner(f, r) {
            return true;
        }
        if (f, r) == self.centre() {
            return victim == Cell::Attacker || self.at(f, r) == Some(Cell::Empty);
        }
        false
    }

    fn play(&mut self, text: &str) {
        let parse = |s: &str| {
            let b = s.as_bytes();
            ((b[0] - b'a') as i32, s[1..].parse::<i32>().unwrap() - 1)
        };
        let (from, to) = text.split_once('-').unwrap();
        let ((ff, fr), (tf, tr)) = (parse(from), parse(to));
        let size = self.size;
        let index = |f: i32, r: i32| (r * size + f) as usize;
        let mover = self.cells[index(ff, fr)];
        self.cells[index(ff, fr)] = Cell::Empty;
        self.cells[index(tf, tr)] = mover;
        let attackers = self.attackers_to_move;
        let friend = |c: Cell| {
            if attackers {
                c == Cell::Attacker
            } else {
                c == Cell::Defender || c == Cell::King
            }
        };
        let victim_kind = if attackers {
            Cell::Defender
        } else {
            Cell::Attacker
        };
        let mut taken = Vec::new();
        for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            let (vf, vr) = (tf + df, tr + dr);
            if self.at(vf, vr) != Some(victim_kind) {
                continue;
            }
            let (af, ar) = (vf + df, vr + dr);
            if let Some(anvil) = self.at(af, ar) {
                if friend(anvil) || self.hostile(af, ar, victim_kind) {
                    taken.push(index(vf, vr));
                }
            }
        }
        for i in taken {
            self.cells[i] = Cell::Empty;
        }
        let mut end = None;
        if mover == Cell::King {
            let escaped = if self.has_corners() {
                self.is_corner(tf, tr)
            } else {
                self.on_edge(tf, tr)
            };
            if escaped {
                end = Some((Side::Second, EndReason::KingEscaped));
            }
        }
        if attackers && self.king_taken(tf, tr) {
            end = Some((Side::First, EndReason::KingCaptured));
        }
        self.attackers_to_move = !attackers;
        if end.is_none() && self.moves().is_empty() {
            let mover_side = if attackers { Side::First } else { Side::Second };
            end = Some((mover_side, EndReason::NoLegalMove));
        }
        let count = self
            .seen
            .entry((self.cells.clone(), self.attackers_to_move))
            .or_insert(0);
        *count += 1;
        if end.is_none() && *count >= 3 {
            end = Some((Side::First, EndReason::RepetitionLoss));
        }
        self.end = end;
    }

    /// True when the attacker just arrived on (tf, tr) takes the king.
    fn king_taken(&self, tf: i32, tr: i32) -> bool {
        let mut king = None;
        for r in 0..self.size {
            for f in 0..self.size {
                if self.at(f, r) == Some(Cell::King) {
                    king = Some((f, r));
                }
            }
        }
        let (kf, kr) = king.unwrap();
        if (kf - tf).abs() + (kr - tr).abs() != 1 {
            return false;
        }
        let throne = self.centre();
        let near_throne = (kf - throne.0).abs() + (kr - throne.1).abs() <= 1;
        if near_throne {
            [(0, 1), (1, 0), (0, -1), (-1, 0)].iter().all(|(df, dr)| {
                let (f, r) = (kf + df, kr + dr);
                (f, r) == throne || self.at(f, r) == Some(Cell::Attacker)
            })
        } else {
            let (bf, br) = (2 * kf - tf, 2 * kr - tr);
            match self.at(bf, br) {
                Some(Cell::Attacker) => true,
                Some(_) => self.has_corners() && self.is_corner(bf, br),
                None => false,
            }
        }
    }

    fn board(&self) -> Vec<(String, Piece)> {
        let mut pieces = Vec::new();
        for r in 0..self.size {
            for f in 0..self.size {
                let piece = match self.at(f, r).unwrap() {
                    Cell::Empty => continue,
                    Cell::Attacker => Piece::Attacker,
                    Cell::Defender => Piece::Defender,
                    Cell::King => Piece::King,
                };
                pieces.push((self.name(f, r), piece));
            }
        }
        pieces
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv);
                next.perft(depth - 1)
            })
            .sum()
    }
}

fn engine_board(game: &AnyGame) -> Vec<(String, Piece)> {
    let topology = game.topology();
    let mut pieces: Vec<(String, Piece)> = topology
        .points()
        .filter_map(|p| game.piece_at(p).map(|piece| (topology.name(p), piece)))
        .collect();
    pieces.sort_by_key(|(name, _)| {
        let c = topology.coord(topology.parse_point(name).unwrap());
        (c.rank, c.file)
    });
    pieces
}

fn engine_moves(game: &AnyGame) -> BTreeSet<String> {
    game.legal_moves().into_iter().collect()
}

const TAFL_VARIANTS: [GameId; 2] = [GameId::Brandubh, GameId::Tablut];

#[test]
fn random_games_agree_with_the_slow_rules() {
    for game_id in TAFL_VARIANTS {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ game_id as u64);
        let mut ends: HashMap<String, u32> = HashMap::new();
        for _ in 0..300 {
            let mut slow = Slow::start(game_id);
            let mut game = AnyGame::new(game_id, Options::default()).unwrap();
            for ply in 0..400 {
                let moves = slow.moves();
                assert_eq!(engine_moves(&game), moves, "{game_id} ply {ply}");
                if moves.is_empty() {
                    break;
                }
                let mv = moves.iter().nth(rng.below(moves.len())).unwrap().clone();
                slow.play(&mv);
                game.play(&mv).unwrap();
                assert_eq!(engine_board(&game), slow.board(), "{game_id} after {mv}");
                let end = game.outcome().map(|o| {
                    let winner = match o.result {
                        tafl_engine::GameResult::Win(side) => side,
                        _ => panic!("tafl games are never drawn by the board"),
                    };
                    (winner, o.reason)
                });
                assert_eq!(end, slow.end, "{game_id} after {mv}");
            }
            let reason = slow
                .end
                .map_or("unfinished".into(), |(_, r)| format!("{r:?}"));
            *ends.entry(reason).or_default() += 1;
        }
        // Random play must reach the board's ways of ending, or the
        // comparison above has not tried them (the third repetition is
        // pinned by its own test below).
        for reason in ["KingEscaped", "KingCaptured"] {
            assert!(
                ends.contains_key(reason),
                "{game_id}: no {reason} in {ends:?}"
            );
        }
    }
}

#[test]
fn perft_agrees_with_the_slow_rules() {
    for game_id in TAFL_VARIANTS {
        let slow = Slow::start(game_id);
        let mut game = AnyGame::new(game_id, Options::default()).unwrap();
        for depth in 1..=3 {
            assert_eq!(
                game.perft(depth),
                slow.perft(depth),
                "{game_id} perft({depth})"
            );
        }
    }
}

/// A game of `id` from a position text (docs/records.md).
fn position(id: GameId, text: &str) -> AnyGame {
    let setup = tafl_engine::Setup::parse(id, Options::default(), text).unwrap();
    AnyGame::from_setup(&setup).unwrap()
}

fn ends_with(game: &mut AnyGame, mv: &str) -> Option<(Side, EndReason)> {
    game.play(mv).unwrap();
    game.outcome().map(|o| match o.result {
        tafl_engine::GameResult::Win(side) => (side, o.reason),
        _ => panic!("no draws"),
    })
}

#[test]
fn brandubh_takes_the_king_between_two_away_from_the_throne() {
    // King b6, an attacker on a6 and one arriving on c6.
    let mut game = position(GameId::Brandubh, "7/tK5/7/7/7/2t4/7 a");
    assert_eq!(
        ends_with(&mut game, "c2-c6"),
        Some((Side::First, EndReason::KingCaptured))
    );
    // On the edge too, along it: a7 is a corner, hostile to the king.
    let mut game = position(GameId::Brandubh, "1K5/7/2t4/7/7/7/7 a");
    assert_eq!(
        ends_with(&mut game, "c5-c7"),
        Some((Side::First, EndReason::KingCaptured))
    );
    // Beside the throne (d5 above d4) two are not enough...
    let mut game = position(GameId::Brandubh, "7/7/2tK3/7/7/7/4t2 a");
    game.play("e1-e5").unwrap();
    assert_eq!(game.outcome(), None);
    // ...it takes three and the throne.
    let mut game = position(GameId::Brandubh, "7/3t3/2tK3/7/7/7/4t2 a");
    assert_eq!(
        ends_with(&mut game, "e1-e5"),
        Some((Side::First, EndReason::KingCaptured))
    );
}

#[test]
fn tablut_king_wins_on_any_edge_square_and_never_returns_to_the_throne() {
    // e5 is the throne: the king stands on it at the start only, and
    // crosses it when it is empty.
    let mut game = position(GameId::Tablut, "9/9/9/9/9/4K4/9/9/t8 d");
    let moves = game.legal_moves();
    assert!(!moves.contains(&"e4-e5".to_string()));
    assert!(moves.contains(&"e4-e9".to_string()));
    assert_eq!(
        ends_with(&mut game, "e4-i4"),
        Some((Side::Second, EndReason::KingEscaped))
    );
}

#[test]
fn the_smaller_boards_have_no_shield_wall_and_no_enclosure() {
    // Defenders b1, c1 under attackers b2, c2, closed at a1 and now at
    // d1: a shield wall by Copenhagen's rules, nothing here.
    let mut game = position(GameId::Tablut, "9/9/9/9/4K4/9/9/1tt6/tTT3t2 a");
    game.play("g1-d1").unwrap();
    assert_eq!(game.pieces().len(), 7);
    // An attacker shuts the king's last way to the edge: play goes on.
    let mut game = position(GameId::Brandubh, "7/7/2ttt2/3Kt2/2ttt2/7/1t5 a");
    game.play("b1-b4").unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_third_repetition_loses_for_the_defenders() {
    for (id, text, shuffle) in [
        (
            GameId::Brandubh,
            "7/7/7/3K3/7/7/1t5 a",
            ["b1-b2", "d4-e4", "b2-b1", "e4-d4"],
        ),
        (
            GameId::Tablut,
            "9/9/9/9/9/3K5/9/9/1t7 a",
            ["b1-b2", "d4-d3", "b2-b1", "d3-d4"],
        ),
    ] {
        let mut game = position(id, text);
        let mut slow_end = None;
        for mv in shuffle.iter().cycle().take(8) {
            assert_eq!(game.outcome(), None, "{id} before {mv}");
            game.play(mv).unwrap();
            slow_end = game.outcome();
        }
        let end = slow_end.map(|o| o.reason);
        assert_eq!(end, Some(EndReason::RepetitionLoss), "{id}");
    }
}

/// The 525 Brandubh games of `tests/data/brandubh-games.csv` (people's
/// games, see its LICENSE) read as move lists of Brandubh: every game
/// replays whole with its recorded captures, except two lines with no
/// move (a bare `timeout`) and five where the defenders walk into the
/// third repetition, which our rules score before the record goes on.
#[test]
fn published_brandubh_games_replay_whole() {
    let text = include_str!("data/brandubh-games.csv");
    let mut read = 0;
    let mut refused = Vec::new();
    for (number, line) in text.lines().enumerate() {
        match tafl_engine::Format::Dash.import_annotated_as(GameId::Brandubh, line) {
            Ok(game) => {
                assert_eq!(game.record.game, GameId::Brandubh);
                read += 1;
            }
            Err(error) => refused.push((number + 1, error)),
        }
    }
    assert_eq!(read, 518, "{refused:?}");
    let lines: Vec<usize> = refused.iter().map(|(line, _)| *line).collect();
    assert_eq!(lines, [122, 124, 167, 218, 289, 301, 459]);
    for (line, error) in &refused {
        let game_over = matches!(
            error,
            tafl_engine::ImportError::BadMove {
                error: tafl_engine::MoveError::GameOver,
                ..
            }
        );
        assert_eq!(
            game_over,
            ![122, 124].contains(line),
            "line {line}: {error}"
        );
    }
    // Those five really end by the third repetition.
    let line = text.lines().nth(166).unwrap();
    let moves = line.split(',').next().unwrap();
    let mut game = AnyGame::new(GameId::Brandubh, Options::default()).unwrap();
    for mv in moves.split_whitespace().take(15) {
        game.play_marked(mv).unwrap();
    }
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(EndReason::RepetitionLoss)
    );
}

/// The one published Tablut game found (Tafl Triathlon 2015, OpenTafl's
/// record): read as OTN, whole, with its captures checked.
#[test]
fn the_published_tablut_game_replays_whole() {
    let text = include_str!("data/tablut-triathlon-2015.otg");
    let record = tafl_engine::import_any(text).unwrap();
    assert_eq!(record.game, GameId::Tablut);
    assert_eq!(record.moves.len(), 57);
    let game = record.replay().unwrap();
    assert_eq!(game.outcome(), None, "the defenders resigned");
}

#[test]
fn records_of_the_other_boards_round_trip_in_every_tafl_format() {
    use tafl_engine::Format;
    for id in [GameId::Brandubh, GameId::Tablut, GameId::Hnefatafl13] {
        let mut rng = Rng(7 + id as u64);
        for _ in 0..40 {
            let mut game = AnyGame::new(id, Options::default()).unwrap();
            for _ in 0..1 + rng.below(120) {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(&moves[rng.below(moves.len())]).unwrap();
            }
            // A move list names no game: written for Copenhagen only.
            assert!(Format::Dash.export(&game).is_err(), "{id}");
            for format in [Format::Tafl, Format::Otn] {
                let text = format.export(&game).unwrap();
                let read = format.import(&text);
                let read = read.unwrap_or_else(|e| panic!("{id} {format}: {e}\n{text}"));
                assert_eq!(read.game, id, "{format}");
                assert_eq!(read.moves, game.moves(), "{format}:\n{text}");
            }
        }
    }
}

#[test]
fn otn_rules_strings_name_the_smaller_boards() {
    let game = AnyGame::new(GameId::Brandubh, Options::default()).unwrap();
    let text = tafl_engine::Format::Otn.export(&game).unwrap();
    assert!(text.contains("[variant:Brandubh]"), "{text}");
    assert!(
        text.contains(
            "[rules:dim:7 atkf:y tfr:l ks:c surf:n start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]"
        ),
        "{text}"
    );
    let game = AnyGame::new(GameId::Tablut, Options::default()).unwrap();
    let text = tafl_engine::Format::Otn.export(&game).unwrap();
    assert!(
        text.contains("dim:9 esc:e atkf:y tfr:l ks:c surf:n cor: cenre: start:"),
        "{text}"
    );
    // A Tablut whose king may go back to the throne is another game.
    let refused = tafl_engine::import_any(
        "[rules:dim:9 esc:e ks:c cor: start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/]\n",
    );
    assert_eq!(
        refused.err(),
        Some(tafl_engine::ImportError::OtherRules {
            game: GameId::Tablut,
            rule: "cenre".into(),
            value: "tcnkTCNK".into(),
        })
    );
}
