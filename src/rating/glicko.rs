//! Glicko-2, exactly as Mark Glickman's "Example of the Glicko-2 system"
//! (Boston University, 2012/2022) gives it: steps 1–8 with the Illinois
//! iteration for the new volatility.
//!
//! Why Glicko-2 and not Elo: a person plays the computer rarely and at
//! irregular times, and their first games say little. Glicko-2 carries how
//! sure it is of a rating (the deviation) and how erratic the player is
//! (the volatility), so a newcomer's rating moves fast and settles as games
//! come in, and it grows unsure again after a long time away.
//!
//! Choices this crate makes where the paper leaves them to the system:
//! - [`TAU`] = 0.5, the system constant constraining volatility changes (the
//!   paper's example uses 0.5; it recommends 0.3–1.2).
//! - A rating period is one game: a finished rated game updates the rating
//!   at once ([`update`] still takes any number of games, as the paper's
//!   example does).
//! - Time away: before a period the deviation grows by [`C_PER_DAY`]² per
//!   day without games (Glicko-1's `RD = √(RD² + c²t)`), capped at
//!   [`DEFAULT_DEVIATION`]. The paper's own growth (step 6, `φ² + σ²` per
//!   period) counts periods, and with a period a game it would not see
//!   time at all.
//! - Every result is clamped into the ranges [`Rating::from_parts`]
//!   accepts, so what is saved always reads back.
//!
//! Everything is plain `f64` on the Glicko scale (1500 / 350 / 0.06 for a
//! newcomer); the Glicko-2 scale (`μ`, `φ`) is internal.

use std::fmt;

/// Rating points per Glicko-2 unit: `400 / ln 10`, the paper's 173.7178.
pub const SCALE: f64 = 173.7178;

/// A newcomer's rating.
pub const DEFAULT_RATING: f64 = 1500.0;

/// A newcomer's deviation; also the most a deviation grows to.
pub const DEFAULT_DEVIATION: f64 = 350.0;

/// A newcomer's volatility (the paper's example value).
pub const DEFAULT_VOLATILITY: f64 = 0.06;

/// The system constant τ.
pub const TAU: f64 = 0.5;

/// Deviation growth per day without a game (rating points): `c` such that
/// a settled deviation of 50 grows back to the newcomer's 350 after a
/// year away, `√((350² − 50²) / 365) ≈ 18.1`.
pub const C_PER_DAY: f64 = 18.1;

/// The Illinois iteration's convergence tolerance (the paper's ε).
const EPSILON: f64 = 0.000_001;

/// More than the Illinois iteration ever needs (it converges
/// superlinearly); a bound so that no input can loop forever.
const MAX_ITERATIONS: usize = 200;

/// Lowest rating accepted and kept (the computer's weakest side in Fox and
/// Geese sits far below 1000, and a person losing to it goes lower).
pub const MIN_RATING: f64 = -2000.0;

/// Highest rating accepted and kept.
pub const MAX_RATING: f64 = 5000.0;

/// Smallest deviation kept: far below what any real history reaches
/// (about 30 after hundreds of games), but above zero, which would make
/// the next update divide by zero.
pub const MIN_DEVIATION: f64 = 1.0;

/// Highest volatility accepted (the newcomer's 0.06 moves by thousandths
/// per game).
pub const MAX_VOLATILITY: f64 = 1.0;

/// Smallest volatility kept: the iteration takes its logarithm.
pub const MIN_VOLATILITY: f64 = 1e-6;

/// A player's rating: three plain numbers, to save and read back as they
/// are ([`Rating::from_parts`] checks a value read back).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    rating: f64,
    deviation: f64,
    volatility: f64,
}

/// Why three numbers are not a [`Rating`] or an [`Opponent`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RatingError {
    /// The rating is not finite or outside [`MIN_RATING`]..=[`MAX_RATING`].
    Rating(f64),
    /// The deviation is not finite or outside
    /// [`MIN_DEVIATION`]..=[`DEFAULT_DEVIATION`].
    Deviation(f64),
    /// The volatility is not finite or outside
    /// [`MIN_VOLATILITY`]..=[`MAX_VOLATILITY`].
    Volatility(f64),
    /// A game's score is not 0, ½ or 1.
    Score(f64),
}

impl fmt::Display for RatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RatingError::Rating(v) => write!(
                f,
                "rating {v} is not a number from {MIN_RATING} to {MAX_RATING}"
            ),
            RatingError::Deviation(v) => write!(
                f,
                "deviation {v} is not a number from {MIN_DEVIATION} to {DEFAULT_DEVIATION}"
            ),
            RatingError::Volatility(v) => write!(
                f,
                "volatility {v} is not a number from {MIN_VOLATILITY} to {MAX_VOLATILITY}"
            ),
            RatingError::Score(v) => write!(f, "score {v} is not 0, 0.5 or 1"),
        }
    }
}

impl std::error::Error for RatingError {}

fn check_rating(rating: f64) -> Result<f64, RatingError> {
    if rating.is_finite() && (MIN_RATING..=MAX_RATING).contains(&rating) {
        Ok(rating)
    } else {
        Err(RatingError::Rating(rating))
    }
}

fn check_deviation(deviation: f64) -> Result<f64, RatingError> {
    if deviation.is_finite() && (MIN_DEVIATION..=DEFAULT_DEVIATION).contains(&deviation) {
        Ok(deviation)
    } else {
        Err(RatingError::Deviation(deviation))
    }
}

impl Rating {
    /// A newcomer: 1500, deviation 350, volatility 0.06.
    pub const NEW: Rating = Rating {
        rating: DEFAULT_RATING,
        deviation: DEFAULT_DEVIATION,
        volatility: DEFAULT_VOLATILITY,
    };

    /// The rating of three saved numbers, checked: each finite and in its
    /// range (see the constants), so that a corrupt or hand-edited save is
    /// refused instead of poisoning later updates with NaN.
    ///
    /// # Errors
    /// The first number that is out of range.
    pub fn from_parts(rating: f64, deviation: f64, volatility: f64) -> Result<Rating, RatingError> {
        let volatility =
            if volatility.is_finite() && (MIN_VOLATILITY..=MAX_VOLATILITY).contains(&volatility) {
                volatility
            } else {
                return Err(RatingError::Volatility(volatility));
            };
        Ok(Rating {
            rating: check_rating(rating)?,
            deviation: check_deviation(deviation)?,
            volatility,
        })
    }

    /// The rating (Glicko scale, a newcomer 1500).
    pub fn rating(&self) -> f64 {
        self.rating
    }

    /// The rating deviation: about one standard deviation of how wrong the
    /// rating may be.
    pub fn deviation(&self) -> f64 {
        self.deviation
    }

    /// The volatility σ: how erratic the player's results have been.
    pub fn volatility(&self) -> f64 {
        self.volatility
    }

    /// This rating as an opponent's (rating and deviation).
    pub fn as_opponent(&self) -> Opponent {
        Opponent {
            rating: self.rating,
            deviation: self.deviation,
        }
    }

    /// The deviation after `days` without a game: `√(RD² + c²·days)`
    /// with `c` = [`C_PER_DAY`], at most [`DEFAULT_DEVIATION`]. No time
    /// (or a negative one, a clock set back) changes nothing.
    pub fn after_days_away(&self, days: f64) -> Rating {
        let days = if days.is_finite() { days.max(0.0) } else { 0.0 };
        let grown = (self.deviation * self.deviation + C_PER_DAY * C_PER_DAY * days).sqrt();
        Rating {
            deviation: grown.min(DEFAULT_DEVIATION),
            ..*self
        }
    }

    /// The expected score of this player against `opponent` (0 to 1, a
    /// draw counting half), as Glicko-2's step 3 computes it.
    pub fn expected_score(&self, opponent: Opponent) -> f64 {
        let phi_j = opponent.deviation / SCALE;
        expected(
            (self.rating - DEFAULT_RATING) / SCALE,
            (opponent.rating - DEFAULT_RATING) / SCALE,
            phi_j,
        )
    }
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW
    }
}

/// An opponent's rating and deviation, as a game against it needs them
/// (the volatility is the player's own business).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Opponent {
    rating: f64,
    deviation: f64,
}

impl Opponent {
    /// An opponent of this rating and deviation, checked as
    /// [`Rating::from_parts`] checks them.
    ///
    /// # Errors
    /// A number that is not finite or out of range.
    pub fn new(rating: f64, deviation: f64) -> Result<Opponent, RatingError> {
        Ok(Opponent {
            rating: check_rating(rating)?,
            deviation: check_deviation(deviation)?,
        })
    }

    /// An opponent from numbers known to be good (the levels' table),
    /// forced into range rather than refused.
    pub(crate) fn clamped(rating: f64, deviation: f64) -> Opponent {
        let c = clamped(rating, deviation, DEFAULT_VOLATILITY);
        Opponent {
            rating: c.rating,
            deviation: c.deviation,
        }
    }

    /// The rating.
    pub fn rating(&self) -> f64 {
        self.rating
    }

    /// The deviation.
    pub fn deviation(&self) -> f64 {
        self.deviation
    }
}

/// One game of a rating period: the opponent and the player's score.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    opponent: Opponent,
    score: f64,
}

impl Game {
    /// A game against `opponent` scoring `score`: 1 a win, ½ a draw, 0 a
    /// loss.
    ///
    /// # Errors
    /// A score that is none of the three.
    pub fn new(opponent: Opponent, score: f64) -> Result<Game, RatingError> {
        if score == 0.0 || score == 0.5 || score == 1.0 {
            Ok(Game { opponent, score })
        } else {
            Err(RatingError::Score(score))
        }
    }

    /// The opponent.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The player's score (0, ½, 1).
    pub fn score(&self) -> f64 {
        self.score
    }
}

/// `g(φ)`: how much an opponent's uncertainty dampens what a game against
/// them says (step 3).
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// `E(μ, μ_j, φ_j)` (step 3).
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The new volatility σ′ (step 5): the root of
/// `f(x) = eˣ(Δ² − φ² − v − eˣ) / (2(φ² + v + eˣ)²) − (x − a)/τ²` by the
/// Illinois algorithm, as the paper lays it out.
fn new_volatility(sigma: f64, phi: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let phi2 = phi * phi;
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi2 + v + ex;
        ex * (delta * delta - phi2 - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi2 + v {
        (delta * delta - phi2 - v).ln()
    } else {
        let mut k = 1.0;
        // f is decreasing to the left of its root: some k gets there, and
        // the bound only guards against a NaN.
        while f(a - k * tau) < 0.0 && k < MAX_ITERATIONS as f64 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    let mut iterations = 0;
    while (big_b - big_a).abs() > EPSILON && iterations < MAX_ITERATIONS {
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
        iterations += 1;
    }
    (big_a / 2.0).exp()
}

/// The rating after one rating period with `games` (steps 2–8), with the
/// system constant [`TAU`]. No games: only the deviation grows, by the
/// volatility (step 6 alone, as the paper says for a player who did not
/// compete). Time away is not counted here: see
/// [`Rating::after_days_away`].
pub fn update(player: Rating, games: &[Game]) -> Rating {
    update_with_tau(player, games, TAU)
}

/// [`update`] with another system constant τ (a positive number; anything
/// else is replaced by [`TAU`]).
pub fn update_with_tau(player: Rating, games: &[Game], tau: f64) -> Rating {
    let tau = if tau.is_finite() && tau > 0.0 {
        tau
    } else {
        TAU
    };
    // Step 2: to the Glicko-2 scale.
    let mu = (player.rating - DEFAULT_RATING) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        return clamped(player.rating, phi_star * SCALE, sigma);
    }
    // Steps 3 and 4: the estimated variance v and the improvement Δ.
    let mut inverse_v = 0.0;
    let mut sum = 0.0;
    for game in games {
        let mu_j = (game.opponent.rating - DEFAULT_RATING) / SCALE;
        let phi_j = game.opponent.deviation / SCALE;
        let (g_j, e_j) = (g(phi_j), expected(mu, mu_j, phi_j));
        inverse_v += g_j * g_j * e_j * (1.0 - e_j);
        sum += g_j * (game.score - e_j);
    }
    let v = 1.0 / inverse_v;
    let delta = v * sum;
    // Step 5: the new volatility.
    let sigma_new = new_volatility(sigma, phi, v, delta, tau);
    // Steps 6 and 7: the new deviation and rating.
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * sum;
    // Step 8: back to the Glicko scale.
    clamped(SCALE * mu_new + DEFAULT_RATING, SCALE * phi_new, sigma_new)
}

/// The three numbers forced into the saved ranges (a NaN, which the checked
/// inputs cannot produce, would become the newcomer's value).
fn clamped(rating: f64, deviation: f64, volatility: f64) -> Rating {
    let or = |x: f64, default: f64| if x.is_nan() { default } else { x };
    Rating {
        rating: or(rating, DEFAULT_RATING).clamp(MIN_RATING, MAX_RATING),
        deviation: or(deviation, DEFAULT_DEVIATION).clamp(MIN_DEVIATION, DEFAULT_DEVIATION),
        volatility: or(volatility, DEFAULT_VOLATILITY).clamp(MIN_VOLATILITY, MAX_VOLATILITY),
    }
}

#[cfg(test)]
mod tests;
