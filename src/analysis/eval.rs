//! The computer's evaluation of a position as the analysis board shows
//! it: an estimate from the view of the side to move, which the page
//! names beside the number, or the side that wins by force and in how
//! many moves.

use crate::ai::Score;
use crate::engine::Side;

/// An evaluation to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// An estimate, in hundredths of a goose (or of a piece), for `side`,
    /// the side to move (positive: it stands better), so the page can
    /// name the side whose view the number takes.
    Estimate { centi: i32, side: Side },
    /// `winner` wins in `moves` of its own moves whatever the other does.
    Win { winner: Side, moves: u32 },
    /// Neither side can force a win (proved by the exact solver).
    Draw,
    /// The game is over in this position.
    Over,
}

/// `score`, given for `to_move`, as the page shows it.
pub fn evaluation(score: Score, to_move: Side) -> Evaluation {
    match score {
        Score::Heuristic { centi } => Evaluation::Estimate {
            centi,
            side: to_move,
        },
        Score::Draw => Evaluation::Draw,
        proven => match proven.forced_win(to_move) {
            Some((winner, moves)) => Evaluation::Win { winner, moves },
            None => Evaluation::Over,
        },
    }
}

/// Hundredths as a signed number with two decimals: `+1.25`, `−0.40`
/// (a true minus sign), `0.00`; written without float printing.
pub fn centi_text(centi: i32) -> String {
    let sign = match centi {
        0 => "",
        c if c > 0 => "+",
        _ => "\u{2212}",
    };
    let abs = centi.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimates_are_from_the_view_of_the_side_to_move() {
        let s = Score::Heuristic { centi: 125 };
        assert_eq!(
            evaluation(s, Side::Second),
            Evaluation::Estimate {
                centi: 125,
                side: Side::Second
            }
        );
        assert_eq!(
            evaluation(s, Side::First),
            Evaluation::Estimate {
                centi: 125,
                side: Side::First
            }
        );
    }

    #[test]
    fn proven_results_name_the_winner() {
        assert_eq!(
            evaluation(Score::Win { plies: 3 }, Side::First),
            Evaluation::Win {
                winner: Side::First,
                moves: 2
            }
        );
        assert_eq!(
            evaluation(Score::Loss { plies: 2 }, Side::First),
            Evaluation::Win {
                winner: Side::Second,
                moves: 1
            }
        );
        assert_eq!(
            evaluation(Score::Win { plies: 0 }, Side::First),
            Evaluation::Over
        );
    }

    #[test]
    fn hundredths_are_written_with_two_decimals() {
        assert_eq!(centi_text(125), "+1.25");
        assert_eq!(centi_text(-40), "\u{2212}0.40");
        assert_eq!(centi_text(0), "0.00");
        assert_eq!(centi_text(7), "+0.07");
        assert_eq!(centi_text(-1000), "\u{2212}10.00");
        assert_eq!(centi_text(i32::MIN), "\u{2212}21474836.48");
    }
}
