//! Ratings fitted to a round robin's results: the maximum-likelihood
//! Bradley–Terry (logistic, Elo) model behind the computer levels' table
//! ([`super::levels`], made by `tafl calibrate`, docs/ratings.md).
//!
//! The model: a player rated `r_i` scores against one rated `r_j`, on
//! average, `E = 1 / (1 + 10^(−(r_i − r_j)/400))`, the Elo and Glicko
//! expectation, so the fitted ratings and a person's Glicko-2 rating live
//! on one scale. A draw is half a win and half a loss (the score enters the
//! likelihood as `E^s (1 − E)^(n − s)`). The ratings that make the observed
//! scores most likely are found by Newton's method, under one linear
//! anchor (ratings are only known up to a common shift).
//!
//! The prior: every pairing that was played also counts `prior_draws`
//! virtual drawn games (as Rémi Coulom's BayesElo does). Without it a
//! pairing won every time (the fox side of Fox and Geese with 13 geese
//! wins all but a few games whatever the levels) would push the two
//! ratings infinitely apart; with one virtual draw among 40 real wins
//! the gap is `400·log10(40.5 / 0.5) ≈ 763` points. Such a gap says "at
//! least this much" more than "exactly this much".
//!
//! The standard errors come from the inverse of the observed information
//! (the Hessian of the log-likelihood, prior included) under the anchor
//! (Aitchison and Silvey's bordered matrix), so each is the error of a
//! rating relative to the anchor.

use std::fmt;

/// Rating points per natural-log unit of odds: `400 / ln 10`.
const SCALE: f64 = 400.0 / std::f64::consts::LN_10;

/// Newton stops when no rating moves more than this many points.
const TOLERANCE: f64 = 1e-7;

/// More Newton steps than the concave likelihood ever needs.
const MAX_STEPS: usize = 200;

/// The games between two players: `n` games, `score` points to `a` (a
/// win 1, a draw ½).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pairing {
    pub a: usize,
    pub b: usize,
    pub games: f64,
    pub score: f64,
}

/// One fitted rating and its standard error.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fitted {
    pub rating: f64,
    pub se: f64,
}

/// Why a fit failed.
#[derive(Clone, Debug, PartialEq)]
pub enum FitError {
    /// A pairing names a player beyond the count, pairs a player with
    /// itself, or has a count or score that is negative, not finite or
    /// (for the score) more than its games.
    BadPairing(usize),
    /// The anchor's weights are empty, negative, name an unknown player or
    /// do not sum to a positive number.
    BadAnchor,
    /// Some players are not linked to the anchor by games: their ratings
    /// are not determined.
    Disconnected,
    /// Newton's method did not settle (should not happen: the prior makes
    /// the likelihood strictly concave).
    NoConvergence,
}

impl fmt::Display for FitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FitError::BadPairing(i) => write!(f, "pairing {i} is malformed"),
            FitError::BadAnchor => f.write_str("the anchor is malformed"),
            FitError::Disconnected => {
                f.write_str("some players are not linked to the others by games")
            }
            FitError::NoConvergence => f.write_str("the fit did not converge"),
        }
    }
}

impl std::error::Error for FitError {}

/// The anchor: `Σ weight_k · r_k / Σ weight_k = value`.
#[derive(Clone, Debug, PartialEq)]
pub struct Anchor {
    pub weights: Vec<(usize, f64)>,
    pub value: f64,
}

/// Fits `players` ratings to `pairings` with `prior_draws` virtual draws
/// added to each pairing that has games, under `anchor`.
///
/// # Errors
/// See [`FitError`].
pub fn fit(
    players: usize,
    pairings: &[Pairing],
    prior_draws: f64,
    anchor: &Anchor,
) -> Result<Vec<Fitted>, FitError> {
    for (i, p) in pairings.iter().enumerate() {
        let ok = p.a < players
            && p.b < players
            && p.a != p.b
            && p.games.is_finite()
            && p.score.is_finite()
            && p.games >= 0.0
            && (0.0..=p.games).contains(&p.score);
        if !ok {
            return Err(FitError::BadPairing(i));
        }
    }
    let total: f64 = anchor.weights.iter().map(|&(_, w)| w).sum();
    let anchor_ok = !anchor.weights.is_empty()
        && anchor.value.is_finite()
        && anchor
            .weights
            .iter()
            .all(|&(k, w)| k < players && w.is_finite() && w >= 0.0)
        && total > 0.0;
    if !anchor_ok {
        return Err(FitError::BadAnchor);
    }
    let prior = if prior_draws.is_finite() {
        prior_draws.max(0.0)
    } else {
        0.0
    };
    // With the prior: (a, b, games, a's score).
    let data: Vec<(usize, usize, f64, f64)> = pairings
        .iter()
        .filter(|p| p.games > 0.0)
        .map(|p| (p.a, p.b, p.games + prior, p.score + prior / 2.0))
        .collect();
    let mut constraint = vec![0.0; players];
    for &(k, w) in &anchor.weights {
        constraint[k] += w / total;
    }
    // Ratings in natural units (points / SCALE), starting on the anchor.
    let mut theta = vec![anchor.value / SCALE; players];
    let n = players + 1;
    let mut converged = false;
    for _ in 0..MAX_STEPS {
        let (gradient, information) = derivatives(players, &data, &theta);
        // The bordered system [I c; cᵀ 0] [Δ; λ] = [g; 0]: the Newton step
        // that keeps the anchor.
        let mut matrix = vec![vec![0.0; n]; n];
        let mut rhs = vec![0.0; n];
        for i in 0..players {
            matrix[i][..players].copy_from_slice(&information[i]);
            matrix[i][players] = constraint[i];
            matrix[players][i] = constraint[i];
            rhs[i] = gradient[i];
        }
        let step = solve(matrix, rhs).ok_or(FitError::Disconnected)?;
        // Halve the step until the likelihood does not fall (it is
        // concave, so the full step nearly always does).
        let before = log_likelihood(&data, &theta);
        let mut factor = 1.0;
        let mut next = theta.clone();
        for _ in 0..60 {
            for i in 0..players {
                next[i] = theta[i] + factor * step[i];
            }
            if log_likelihood(&data, &next) >= before - 1e-12 {
                break;
            }
            factor /= 2.0;
        }
        let moved = (0..players)
            .map(|i| ((next[i] - theta[i]) * SCALE).abs())
            .fold(0.0, f64::max);
        theta = next;
        if moved < TOLERANCE {
            converged = true;
            break;
        }
    }
    if !converged {
        return Err(FitError::NoConvergence);
    }
    // Covariance: the top-left block of the bordered information's inverse.
    let (_, information) = derivatives(players, &data, &theta);
    let mut matrix = vec![vec![0.0; n]; n];
    for i in 0..players {
        matrix[i][..players].copy_from_slice(&information[i]);
        matrix[i][players] = constraint[i];
        matrix[players][i] = constraint[i];
    }
    let inverse = invert(matrix).ok_or(FitError::Disconnected)?;
    Ok((0..players)
        .map(|i| Fitted {
            rating: theta[i] * SCALE,
            se: inverse[i][i].max(0.0).sqrt() * SCALE,
        })
        .collect())
}

/// `p = 1 / (1 + e^(−x))`.
fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn log_likelihood(data: &[(usize, usize, f64, f64)], theta: &[f64]) -> f64 {
    data.iter()
        .map(|&(a, b, n, s)| {
            let d = theta[a] - theta[b];
            // ln p = −ln(1 + e^(−d)), written to stay finite far out.
            let ln_p = -softplus(-d);
            let ln_q = -softplus(d);
            s * ln_p + (n - s) * ln_q
        })
        .sum()
}

/// `ln(1 + eˣ)` without overflow.
fn softplus(x: f64) -> f64 {
    if x > 30.0 {
        x
    } else {
        x.exp().ln_1p()
    }
}

/// The gradient of the log-likelihood and the information (minus its
/// Hessian).
fn derivatives(
    players: usize,
    data: &[(usize, usize, f64, f64)],
    theta: &[f64],
) -> (Vec<f64>, Vec<Vec<f64>>) {
    let mut gradient = vec![0.0; players];
    let mut information = vec![vec![0.0; players]; players];
    for &(a, b, n, s) in data {
        let p = logistic(theta[a] - theta[b]);
        let residual = s - n * p;
        gradient[a] += residual;
        gradient[b] -= residual;
        let w = n * p * (1.0 - p);
        information[a][a] += w;
        information[b][b] += w;
        information[a][b] -= w;
        information[b][a] -= w;
    }
    (gradient, information)
}

/// Solves `m x = rhs` by Gaussian elimination with partial pivoting;
/// `None` when `m` is singular.
fn solve(mut m: Vec<Vec<f64>>, mut rhs: Vec<f64>) -> Option<Vec<f64>> {
    let n = rhs.len();
    for col in 0..n {
        let pivot = (col..n).max_by(|&i, &j| m[i][col].abs().total_cmp(&m[j][col].abs()))?;
        if m[pivot][col].abs() < 1e-12 {
            return None;
        }
        m.swap(col, pivot);
        rhs.swap(col, pivot);
        for row in col + 1..n {
            let factor = m[row][col] / m[col][col];
            if factor != 0.0 {
                let (above, below) = m.split_at_mut(row);
                for (x, p) in below[0][col..].iter_mut().zip(&above[col][col..]) {
                    *x -= factor * p;
                }
                rhs[row] -= factor * rhs[col];
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let tail: f64 = (row + 1..n).map(|k| m[row][k] * x[k]).sum();
        x[row] = (rhs[row] - tail) / m[row][row];
    }
    x.iter().all(|v| v.is_finite()).then_some(x)
}

/// The inverse of `m`, column by column; `None` when singular.
fn invert(m: Vec<Vec<f64>>) -> Option<Vec<Vec<f64>>> {
    let n = m.len();
    let mut columns = Vec::with_capacity(n);
    for j in 0..n {
        let mut unit = vec![0.0; n];
        unit[j] = 1.0;
        columns.push(solve(m.clone(), unit)?);
    }
    Some(
        (0..n)
            .map(|i| (0..n).map(|j| columns[j][i]).collect())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn anchor_first() -> Anchor {
        Anchor {
            weights: vec![(0, 1.0)],
            value: 1000.0,
        }
    }

    fn pairing(a: usize, b: usize, games: f64, score: f64) -> Pairing {
        Pairing { a, b, games, score }
    }

    /// Two players, 75 % to the second: the gap is Elo's
    /// 400·log10(3) ≈ 190.8 without a prior.
    #[test]
    fn two_players_recover_the_elo_gap() {
        let fitted = fit(2, &[pairing(1, 0, 100.0, 75.0)], 0.0, &anchor_first()).unwrap();
        assert!((fitted[0].rating - 1000.0).abs() < 1e-6);
        let gap = 400.0 * 3f64.log10();
        assert!((fitted[1].rating - 1000.0 - gap).abs() < 1e-6, "{fitted:?}");
        // SE of a log-odds from n games at p: 1/√(n p (1−p)), in points.
        let se = SCALE / (100.0f64 * 0.75 * 0.25).sqrt();
        assert!((fitted[1].se - se).abs() < 1e-6, "{fitted:?}");
        assert!(fitted[0].se < 1e-6);
    }

    /// A perfect score stays finite with the prior: one virtual draw among
    /// 40 wins gives 400·log10(40.5/0.5).
    #[test]
    fn a_clean_sweep_is_finite_with_the_prior() {
        let fitted = fit(2, &[pairing(0, 1, 40.0, 40.0)], 1.0, &anchor_first()).unwrap();
        let gap = 400.0 * (40.5f64 / 0.5).log10();
        assert!((fitted[0].rating - fitted[1].rating - gap).abs() < 1e-6);
        // Without a prior there is no maximum: Newton keeps walking out.
        assert!(fit(2, &[pairing(0, 1, 40.0, 40.0)], 0.0, &anchor_first()).is_err());
    }

    /// Generated from known ratings (expected scores as the data), the fit
    /// gives them back, under a mean anchor.
    #[test]
    fn recovers_known_ratings() {
        let truth = [600.0, 900.0, 750.0, 1400.0];
        let mut pairings = Vec::new();
        for a in 0..4 {
            for b in 0..4 {
                if a != b {
                    let e = 1.0 / (1.0 + 10f64.powf(-(truth[a] - truth[b]) / 400.0));
                    pairings.push(pairing(a, b, 50.0, 50.0 * e));
                }
            }
        }
        let anchor = Anchor {
            weights: vec![(0, 1.0), (2, 1.0)],
            value: 675.0,
        };
        let fitted = fit(4, &pairings, 0.0, &anchor).unwrap();
        for (f, t) in fitted.iter().zip(truth) {
            assert!((f.rating - t).abs() < 1e-5, "{fitted:?}");
        }
    }

    #[test]
    fn refuses_malformed_input() {
        let a = anchor_first();
        assert_eq!(
            fit(2, &[pairing(0, 2, 1.0, 1.0)], 1.0, &a),
            Err(FitError::BadPairing(0))
        );
        assert_eq!(
            fit(2, &[pairing(0, 0, 1.0, 1.0)], 1.0, &a),
            Err(FitError::BadPairing(0))
        );
        assert_eq!(
            fit(2, &[pairing(0, 1, 1.0, 2.0)], 1.0, &a),
            Err(FitError::BadPairing(0))
        );
        assert_eq!(
            fit(2, &[pairing(0, 1, f64::NAN, 0.0)], 1.0, &a),
            Err(FitError::BadPairing(0))
        );
        let empty = Anchor {
            weights: vec![],
            value: 0.0,
        };
        assert_eq!(
            fit(2, &[pairing(0, 1, 1.0, 1.0)], 1.0, &empty),
            Err(FitError::BadAnchor)
        );
        // Player 2 never played.
        assert_eq!(
            fit(3, &[pairing(0, 1, 1.0, 1.0)], 1.0, &a),
            Err(FitError::Disconnected)
        );
    }
}
