use super::*;

fn opponent(rating: f64, deviation: f64) -> Opponent {
    Opponent::new(rating, deviation).unwrap()
}

/// Glickman's worked example: 1500 / 200 / 0.06 beats 1400 / 30, loses
/// to 1550 / 100 and to 1700 / 300; τ = 0.5.
#[test]
fn glickman_worked_example() {
    let player = Rating::from_parts(1500.0, 200.0, 0.06).unwrap();
    let games = [
        Game::new(opponent(1400.0, 30.0), 1.0).unwrap(),
        Game::new(opponent(1550.0, 100.0), 0.0).unwrap(),
        Game::new(opponent(1700.0, 300.0), 0.0).unwrap(),
    ];
    let after = update(player, &games);
    assert!((after.rating() - 1464.06).abs() < 0.01, "{after:?}");
    assert!((after.deviation() - 151.52).abs() < 0.01, "{after:?}");
    assert!((after.volatility() - 0.05999).abs() < 0.00001, "{after:?}");
}

/// The paper's intermediate figures: v = 1.7785, Δ = −0.4834,
/// σ′ = 0.05999 from step 5.
#[test]
fn worked_example_intermediates() {
    let mu = 0.0;
    let phi = 200.0 / SCALE;
    let opponents = [
        (1400.0, 30.0, 1.0),
        (1550.0, 100.0, 0.0),
        (1700.0, 300.0, 0.0),
    ];
    let (mut inverse_v, mut sum) = (0.0, 0.0);
    for (r, rd, s) in opponents {
        let (mu_j, phi_j) = ((r - 1500.0) / SCALE, rd / SCALE);
        let e = expected(mu, mu_j, phi_j);
        inverse_v += g(phi_j).powi(2) * e * (1.0 - e);
        sum += g(phi_j) * (s - e);
    }
    let v = 1.0 / inverse_v;
    let delta = v * sum;
    // The paper computes these from g and E rounded to 3–4 digits, so
    // they agree to about 0.001 (unrounded: v = 1.77898, Δ = −0.48393).
    assert!((v - 1.7785).abs() < 0.001, "v = {v}");
    assert!((delta - -0.4834).abs() < 0.001, "Δ = {delta}");
    let sigma = new_volatility(0.06, phi, v, delta, 0.5);
    assert!((sigma - 0.05999).abs() < 0.000_01, "σ′ = {sigma}");
    // g and E of the first opponent, as the paper's table gives them.
    assert!((g(30.0 / SCALE) - 0.9955).abs() < 0.0001);
    assert!((expected(mu, -100.0 / SCALE, 30.0 / SCALE) - 0.639).abs() < 0.001);
}

#[test]
fn no_games_grows_the_deviation_by_the_volatility() {
    let player = Rating::from_parts(1500.0, 200.0, 0.06).unwrap();
    let after = update(player, &[]);
    let phi = 200.0 / SCALE;
    let expected = (phi * phi + 0.06 * 0.06).sqrt() * SCALE;
    assert!((after.deviation() - expected).abs() < 1e-9);
    assert_eq!(after.rating(), 1500.0);
    assert_eq!(after.volatility(), 0.06);
}

#[test]
fn time_away_grows_the_deviation_up_to_the_newcomers() {
    let settled = Rating::from_parts(1700.0, 50.0, 0.06).unwrap();
    assert_eq!(settled.after_days_away(0.0), settled);
    assert_eq!(settled.after_days_away(-3.0), settled);
    assert_eq!(settled.after_days_away(f64::NAN), settled);
    let month = settled.after_days_away(30.0);
    let grown = (50.0f64 * 50.0 + 18.1 * 18.1 * 30.0).sqrt();
    assert!((month.deviation() - grown).abs() < 1e-9);
    assert_eq!(month.rating(), 1700.0);
    let year = settled.after_days_away(365.0);
    assert!((year.deviation() - 350.0).abs() < 1.0, "{year:?}");
    assert_eq!(settled.after_days_away(10_000.0).deviation(), 350.0);
}

#[test]
fn from_parts_refuses_what_is_not_a_rating() {
    assert!(Rating::from_parts(1500.0, 350.0, 0.06).is_ok());
    assert!(matches!(
        Rating::from_parts(f64::NAN, 100.0, 0.06),
        Err(RatingError::Rating(_))
    ));
    assert!(matches!(
        Rating::from_parts(f64::INFINITY, 100.0, 0.06),
        Err(RatingError::Rating(_))
    ));
    assert!(matches!(
        Rating::from_parts(9000.0, 100.0, 0.06),
        Err(RatingError::Rating(_))
    ));
    assert!(matches!(
        Rating::from_parts(1500.0, 0.0, 0.06),
        Err(RatingError::Deviation(_))
    ));
    assert!(matches!(
        Rating::from_parts(1500.0, 351.0, 0.06),
        Err(RatingError::Deviation(_))
    ));
    assert!(matches!(
        Rating::from_parts(1500.0, 100.0, 0.0),
        Err(RatingError::Volatility(_))
    ));
    assert!(matches!(
        Rating::from_parts(1500.0, 100.0, f64::NAN),
        Err(RatingError::Volatility(_))
    ));
    assert!(matches!(
        Game::new(opponent(1500.0, 100.0), 0.7),
        Err(RatingError::Score(_))
    ));
    assert!(matches!(
        Opponent::new(1500.0, f64::NAN),
        Err(RatingError::Deviation(_))
    ));
}

#[test]
fn expected_score_is_symmetric_and_half_for_equals() {
    let a = Rating::from_parts(1600.0, 80.0, 0.06).unwrap();
    assert!((a.expected_score(opponent(1600.0, 80.0)) - 0.5).abs() < 1e-12);
    let e = a.expected_score(opponent(1400.0, 1.0));
    // 200 points with an almost certain opponent: about 0.76 (Elo's
    // 1/(1+10^(−200/400))).
    assert!((e - 1.0 / (1.0 + 10f64.powf(-0.5))).abs() < 0.001, "{e}");
}
