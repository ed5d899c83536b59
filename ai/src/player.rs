//! A game with an AI attached, in notation: what the CLI's `engine` and
//! `match` commands (and later the browser worker) drive. Holds the
//! concrete game of its family and a searcher reused from move to move.

use crate::clock::Limits;
use crate::eval_fox::FoxEval;
use crate::eval_tafl::TaflEval;
use crate::level::Level;
use crate::search::{SearchResult, Searcher};
use crate::search_game::SearchGame;
use tafl_engine::fox::{FoxGame, Variant};
use tafl_engine::hnefatafl::{Position, TaflGame, TaflVariant};
use tafl_engine::solve::{proved_fox, proved_tafl, Proved, Table};
use tafl_engine::{
    GameId, MoveError, OptionError, Options, Outcome, Rng, Rules, Setup, SetupError, Side,
};

/// Default table size: 2^20 entries of 16 bytes (16 MiB).
pub const DEFAULT_TT_LOG2: u32 = 20;

/// The AI's choice and what it knows about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The move, in notation.
    pub mv: String,
    /// Its score for the side that moves (centi-geese; near ±[`crate::WIN`]
    /// when proven).
    pub score: i32,
    /// Iteration depth reached.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// A proven result: plies to the end, positive when the mover wins
    /// ("fox wins in N"), negative when it loses.
    pub proven_plies: Option<i32>,
    /// The line the AI expects, in notation, starting with `mv`: what an
    /// analysis board shows as the best line.
    pub line: Vec<String>,
}

enum Family {
    Fox(Box<FoxGame>, Box<Searcher<FoxGame, FoxEval>>),
    Tafl(Box<TaflGame>, Box<Searcher<TaflGame, TaflEval>>),
}

/// A game of any kind plus an AI for it.
pub struct Player {
    id: GameId,
    options: Options,
    family: Family,
    rng: Rng,
    /// The side and level of the last search: draws are scored from the
    /// root side's view with the level's contempt, so table entries from a
    /// search for the other side or another level are dropped.
    last_search: Option<(Side, Level)>,
    /// The set-up position the game began from (`None`: the game's start).
    start: Option<Setup>,
}

impl Player {
    /// A new game at the start position, with an AI seeded by `seed`.
    ///
    /// # Errors
    /// When the options are not allowed for the game.
    pub fn new(id: GameId, options: Options, seed: u64) -> Result<Player, OptionError> {
        Player::with_table(id, options, seed, DEFAULT_TT_LOG2)
    }

    /// As [`Player::new`] with a table of 2^`tt_log2` entries.
    pub fn with_table(
        id: GameId,
        options: Options,
        seed: u64,
        tt_log2: u32,
    ) -> Result<Player, OptionError> {
        options.validate(id)?;
        let family = match TaflVariant::of_game(id) {
            Some(tafl) => Family::Tafl(
                Box::new(TaflGame::of_variant(tafl)),
                Box::new(Searcher::new(TaflEval, tt_log2)),
            ),
            None => {
                let variant =
                    Variant::new(id, options).map_err(|e| OptionError::Malformed(e.to_string()))?;
                Family::Fox(
                    Box::new(FoxGame::from_variant(variant)),
                    Box::new(Searcher::new(FoxEval::new(&variant), tt_log2)),
                )
            }
        };
        Ok(Player {
            id,
            options,
            family,
            rng: Rng::new(seed),
            last_search: None,
            start: None,
        })
    }

    /// A game from a set-up position (an analysis board's), with a table of
    /// 2^`tt_log2` entries.
    ///
    /// # Errors
    /// When the game cannot be played from this position.
    pub fn from_setup(setup: &Setup, seed: u64, tt_log2: u32) -> Result<Player, SetupError> {
        let setup = setup.normalized();
        let mut player = Player::with_table(setup.game, setup.options, seed, tt_log2)
            .map_err(SetupError::BadOptions)?;
        let (pieces, side) = (&setup.pieces, setup.side_to_move);
        // The engine's constructors judge the position.
        match &mut player.family {
            Family::Fox(g, _) => **g = FoxGame::from_pieces(*g.variant(), pieces, side)?,
            Family::Tafl(g, _) => {
                let variant = g.variant();
                **g = TaflGame::from_position(Position::of_variant(variant, pieces, side)?);
            }
        }
        player.start = Some(setup);
        Ok(player)
    }

    /// The set-up position the game began from, if it did not begin at the
    /// game's start.
    pub fn start(&self) -> Option<&Setup> {
        self.start.as_ref()
    }

    /// Restarts the AI's random choices from `seed`, so that the same
    /// request (position, level, seed) gets the same answer.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }

    /// Takes back every move: the start position, with what the search
    /// learnt kept (the table is keyed by position, so it stays valid).
    pub fn rewind(&mut self) {
        while self.undo() {}
    }

    /// Which game this is.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// Back to the start position (the set-up one for a game from
    /// [`Player::from_setup`]); the search forgets what it learnt.
    pub fn reset(&mut self) {
        if self.start.is_some() {
            // Taking every move back is the set-up position.
            self.rewind();
            match &mut self.family {
                Family::Fox(_, s) => s.clear(),
                Family::Tafl(_, s) => s.clear(),
            }
            return;
        }
        match &mut self.family {
            Family::Fox(g, s) => {
                **g = FoxGame::from_variant(*g.variant());
                s.clear();
            }
            Family::Tafl(g, s) => {
                **g = TaflGame::of_variant(g.variant());
                s.clear();
            }
        }
    }

    /// Plays a move in notation; returns it in canonical notation.
    ///
    /// # Errors
    /// Why the move is not legal; the game is then unchanged.
    pub fn play(&mut self, text: &str) -> Result<String, MoveError> {
        let text = text.trim();
        match &mut self.family {
            Family::Fox(g, _) => g.play_text(text).map(|m| g.format_move(m)),
            Family::Tafl(g, _) => g.play_text(text).map(|m| g.format_move(m)),
        }
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> bool {
        match &mut self.family {
            Family::Fox(g, _) => g.undo().is_some(),
            Family::Tafl(g, _) => g.undo().is_some(),
        }
    }

    /// Every legal move in notation, sorted.
    pub fn legal_moves(&self) -> Vec<String> {
        match &self.family {
            Family::Fox(g, _) => g.legal_move_texts(),
            Family::Tafl(g, _) => g.legal_move_texts(),
        }
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match &self.family {
            Family::Fox(g, _) => g.outcome(),
            Family::Tafl(g, _) => g.outcome(),
        }
    }

    /// The status word of docs/cli.md (`ongoing`, `fox-wins`, …).
    pub fn status_word(&self) -> &'static str {
        self.id.status_word(self.outcome())
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Side {
        match &self.family {
            Family::Fox(g, _) => g.side_to_move(),
            Family::Tafl(g, _) => g.side_to_move(),
        }
    }

    /// Plies played.
    pub fn ply(&self) -> usize {
        match &self.family {
            Family::Fox(g, _) => g.ply(),
            Family::Tafl(g, _) => g.ply(),
        }
    }

    /// The board on one line (`tafl_engine::ascii::ranks`): lets an
    /// outside harness compare its board with ours after every move.
    pub fn board_text(&self) -> String {
        match &self.family {
            Family::Fox(g, _) => tafl_engine::ascii::ranks(g.topology(), |p| g.piece_at(p)),
            Family::Tafl(g, _) => tafl_engine::ascii::ranks(g.topology(), |p| g.piece_at(p)),
        }
    }

    /// The proved result of the position (`tafl_engine::solve::proved`)
    /// within `max_plies` plies and `max_nodes` positions, or from `table`
    /// when it holds the position (a fox game's): `None` where the bound
    /// does not settle it.
    pub fn proved(&self, max_plies: u32, max_nodes: u64, table: Option<&Table>) -> Option<Proved> {
        match &self.family {
            Family::Fox(g, _) => proved_fox(g, max_plies, max_nodes, table),
            Family::Tafl(g, _) => proved_tafl(g, max_plies, max_nodes),
        }
    }

    /// The geese left on the board: `None` for Hnefatafl. Says whether an
    /// endgame table would hold the position.
    pub fn geese_left(&self) -> Option<u32> {
        match &self.family {
            Family::Fox(g, _) => Some(g.position().geese().count_ones()),
            Family::Tafl(..) => None,
        }
    }

    /// The table options of the game.
    pub fn options(&self) -> Options {
        self.options
    }

    /// The AI's move at `level` for the side to move, not played. `time_ms`
    /// caps the level's budget; `max_nodes` bounds the work (use `u64::MAX`
    /// for none); `clock` gives milliseconds. `None` when the game is over.
    pub fn think(
        &mut self,
        level: Level,
        time_ms: f64,
        max_nodes: u64,
        clock: &dyn Fn() -> f64,
    ) -> Option<Thought> {
        let side = self.side_to_move();
        let settings = level.settings(self.id, side);
        let limits = Limits {
            clock,
            time_ms: time_ms.min(level.time_ms() as f64).max(1.0),
            max_nodes,
            max_depth: settings.max_depth,
        };
        let search = (side, level);
        if self.last_search != Some(search) {
            self.last_search = Some(search);
            match &mut self.family {
                Family::Fox(_, s) => {
                    s.clear();
                    s.set_contempt(settings.contempt);
                }
                Family::Tafl(_, s) => {
                    s.clear();
                    s.set_contempt(settings.contempt);
                }
            }
        }
        let (rng, noise) = (&mut self.rng, settings.noise);
        match &mut self.family {
            Family::Fox(g, s) if level == Level::Maximum && is_acyclic(g) => {
                // Exact play first, on a quarter of the budget.
                let solve_limits = Limits {
                    time_ms: limits.time_ms / 4.0,
                    max_nodes: limits.max_nodes / 4,
                    ..limits
                };
                match s.solve(&mut **g, &solve_limits) {
                    Some(result) => thought(&mut **g, s, &result),
                    None => {
                        let rest = Limits {
                            time_ms: limits.time_ms - solve_limits.time_ms,
                            ..limits
                        };
                        decide(&mut **g, s, level, noise, &rest, rng)
                    }
                }
            }
            Family::Fox(g, s) => decide(&mut **g, s, level, noise, &limits, rng),
            Family::Tafl(g, s) => decide(&mut **g, s, level, noise, &limits, rng),
        }
    }
}

fn decide<G: SearchGame, E: crate::search_game::Evaluator<G>>(
    game: &mut G,
    searcher: &mut Searcher<G, E>,
    level: Level,
    noise: i32,
    limits: &Limits,
    rng: &mut Rng,
) -> Option<Thought> {
    if level == Level::Random {
        let mut moves = Vec::new();
        game.generate_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        let mv = moves[rng.below(moves.len())];
        return Some(Thought {
            mv: game.format_move(mv),
            score: 0,
            depth: 0,
            nodes: 0,
            proven_plies: None,
            line: vec![game.format_move(mv)],
        });
    }
    let noise = (noise > 0).then_some((noise, rng));
    let result: SearchResult<G::Move> = searcher.search(game, limits, noise);
    thought(game, searcher, &result)
}

/// The longest best line reported: enough to read a plan, short enough
/// that the table still holds it.
const LINE_PLIES: usize = 12;

fn thought<G: SearchGame, E: crate::search_game::Evaluator<G>>(
    game: &mut G,
    searcher: &Searcher<G, E>,
    result: &SearchResult<G::Move>,
) -> Option<Thought> {
    let best = result.best?;
    let plies = (result.depth as usize).clamp(1, LINE_PLIES);
    let line = searcher.principal_line(game, &result.line, plies);
    Some(Thought {
        mv: game.format_move(best),
        score: result.score,
        depth: result.depth,
        nodes: result.nodes,
        proven_plies: result.proven_plies(),
        line: format_line(game, &line),
    })
}

/// `line` in notation, each move formatted in the position it is played in.
fn format_line<G: SearchGame>(game: &mut G, line: &[G::Move]) -> Vec<String> {
    let texts = line
        .iter()
        .map(|&mv| {
            let text = game.format_move(mv);
            game.play_unchecked(mv);
            text
        })
        .collect();
    for _ in line {
        game.undo();
    }
    texts
}

/// Whether exact play reaches the end of every line: the engine says so
/// of Fox and Geese whose geese step only forward (every goose move climbs
/// a rank, so no position repeats), on every table. A game ends within
/// 123 plies with 13 geese, 135 with 15 and 147 with 17 (each goose climbs
/// at most to rank 7, the fox moves between), inside the search's limit of
/// 160 plies.
fn is_acyclic(game: &FoxGame) -> bool {
    tafl_engine::solve::is_acyclic(game.variant())
}
