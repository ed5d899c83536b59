//! Set-up positions: what is refused and why (cases as data), finished
//! positions shown as over, the position text read back unchanged, and
//! play from a set-up by the same rules as from the same position reached
//! by moves.

mod support;

use proptest::prelude::*;
use support::{random_game, variants};
use tafl_engine::{
    AnyGame, EndReason, GameId, OptionError, Options, Outcome, Piece, Setup, SetupError, Side,
};

const DEFAULT: Options = Options {
    geese: 13,
    sideways: false,
};

/// Reads a position text the cases are written in.
fn setup(game: GameId, options: Options, text: &str) -> Setup {
    Setup::parse(game, options, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn setups_are_refused_with_their_reason() {
    use GameId::*;
    use SetupError::*;
    let geese = |geese| Options {
        geese,
        sideways: false,
    };
    let cases: &[(GameId, Options, &str, Result<(), SetupError>)] = &[
        (FoxGeese, DEFAULT, "3/3/7/3F3/GGGGGGG/GGG/GGG f", Ok(())),
        (FoxGeese, DEFAULT, "3/3/7/3F3/GGGGGGG/GGG/GGG g", Ok(())),
        (
            FoxGeese,
            DEFAULT,
            "3/3/7/3K3/GGGGGGG/GGG/GGG f",
            Err(PieceNotInGame {
                game: FoxGeese,
                piece: Piece::King,
            }),
        ),
        (
            FoxGeese,
            DEFAULT,
            "3/3/7/2FF3/GGGGGGG/GGG/GGG f",
            Err(FoxCount {
                min: 1,
                max: 1,
                found: 2,
            }),
        ),
        (
            FoxGeese,
            DEFAULT,
            "3/3/7/7/GGGGGGG/GGG/GGG f",
            Err(FoxCount {
                min: 1,
                max: 1,
                found: 0,
            }),
        ),
        (
            FoxGeese,
            DEFAULT,
            "3/3/G6/3F3/GGGGGGG/GGG/GGG f",
            Err(TooMany {
                piece: Piece::Goose,
                max: 13,
                found: 14,
            }),
        ),
        (FoxGeese, geese(15), "3/3/G6/3F3/GGGGGGG/GGG/GGG f", Ok(())),
        (
            FoxGeese,
            geese(14),
            "3/3/7/3F3/GGGGGGG/GGG/GGG f",
            Err(BadOptions(OptionError::BadValue {
                key: "geese".into(),
                value: "14".into(),
            })),
        ),
        (
            TwoFoxes,
            DEFAULT,
            "F1F/3/7/GGGGGGG/GGGGGGG/GGG/GGG f",
            Ok(()),
        ),
        (
            TwoFoxes,
            DEFAULT,
            "2F/3/7/GGGGGGG/GGGGGGG/GGG/GGG g",
            Ok(()),
        ),
        (
            TwoFoxes,
            DEFAULT,
            "FFF/3/7/GGGGGGG/GGGGGGG/GGG/GGG f",
            Err(FoxCount {
                min: 1,
                max: 2,
                found: 3,
            }),
        ),
        (
            TwoFoxes,
            DEFAULT,
            "F1F/3/G6/GGGGGGG/GGGGGGG/GGG/GGG f",
            Err(TooMany {
                piece: Piece::Goose,
                max: 20,
                found: 21,
            }),
        ),
        (
            TwoFoxes,
            geese(15),
            "F1F/3/7/GGGGGGG/GGGGGGG/GGG/GGG f",
            Err(BadOptions(OptionError::Unknown {
                game: TwoFoxes,
                key: "geese".into(),
            })),
        ),
        (
            GreatCross,
            DEFAULT,
            "3/3/1F1/9/G8/GGGGGGGGG/GGG/GGG/GGG f",
            Err(TooMany {
                piece: Piece::Goose,
                max: 18,
                found: 19,
            }),
        ),
        (
            GreatCross,
            DEFAULT,
            "3/3/1t1/9/9/GGGGGGGGG/GGG/GGG/GGG f",
            Err(PieceNotInGame {
                game: GreatCross,
                piece: Piece::Attacker,
            }),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "11/11/11/11/11/5K5/11/11/11/11/11 d",
            Ok(()),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "K10/11/11/11/11/11/11/11/11/11/11 a",
            Ok(()),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "11/11/11/11/11/11/11/11/11/11/5t5 a",
            Err(KingCount(0)),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "11/11/11/11/11/1K3K5/11/11/11/11/11 a",
            Err(KingCount(2)),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "11/11/11/11/11/1K3T5/11/11/11/11/11 a",
            Err(OnlyTheKing("f6".into())),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "11/11/11/11/11/1K9/11/11/11/11/t10 a",
            Err(OnlyTheKing("a1".into())),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "1ttttttttt1/ttttttttttt/ttttt6/11/11/11/11/11/11/11/5K5 a",
            Err(TooMany {
                piece: Piece::Attacker,
                max: 24,
                found: 25,
            }),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "11/TTTTTTTTTTT/TT9/11/11/11/11/11/11/11/5K5 d",
            Err(TooMany {
                piece: Piece::Defender,
                max: 12,
                found: 13,
            }),
        ),
        (
            Hnefatafl,
            DEFAULT,
            "11/11/11/11/11/5K5/11/11/11/11/1G9 a",
            Err(PieceNotInGame {
                game: Hnefatafl,
                piece: Piece::Goose,
            }),
        ),
        (
            Hnefatafl,
            Options {
                geese: 13,
                sideways: true,
            },
            "11/11/11/11/11/5K5/11/11/11/11/11 a",
            Err(BadOptions(OptionError::Unknown {
                game: Hnefatafl,
                key: "sideways".into(),
            })),
        ),
    ];
    for (game, options, text, expected) in cases {
        let setup = setup(*game, *options, text);
        assert_eq!(&setup.validate(), expected, "{game} {text}");
        let built = AnyGame::from_setup(&setup);
        assert_eq!(&built.map(|_| ()), expected, "{game} {text}");
        if let Err(error) = expected {
            assert!(!error.to_string().is_empty());
        }
    }
}

#[test]
fn pieces_off_the_board_or_on_one_point_are_refused() {
    let with = |pieces: Vec<(u8, Piece)>| Setup {
        game: GameId::FoxGeese,
        options: DEFAULT,
        pieces,
        side_to_move: Side::First,
    };
    let d4 = 16;
    assert_eq!(
        with(vec![(d4, Piece::Fox), (33, Piece::Goose)]).validate(),
        Err(SetupError::OffBoard(33))
    );
    assert_eq!(
        with(vec![(d4, Piece::Fox), (d4, Piece::Goose)]).validate(),
        Err(SetupError::TwoPieces("d4".into()))
    );
    assert_eq!(
        AnyGame::from_setup(&with(vec![(255, Piece::Fox)])).map(|_| ()),
        Err(SetupError::OffBoard(255))
    );
    // Order does not matter: a setup is normalised to point order.
    let game = AnyGame::from_setup(&with(vec![(20, Piece::Goose), (d4, Piece::Fox)])).unwrap();
    assert_eq!(game.pieces(), vec![(d4, Piece::Fox), (20, Piece::Goose)]);
}

#[test]
fn finished_positions_are_allowed_and_shown_as_over() {
    use EndReason::*;
    let cases: &[(GameId, &str, Outcome)] = &[
        (
            GameId::FoxGeese,
            "3/3/7/3F3/GGG4/3/3 g",
            Outcome::win(Side::First, TooFewGeese),
        ),
        (
            GameId::TwoFoxes,
            "GGG/GGG/2GGG2/F5F/7/3/3 f",
            Outcome::win(Side::Second, PenFilled),
        ),
        (
            // The fox on c7 is shut in by geese two deep.
            GameId::FoxGeese,
            "FGG/GGG/1GGGG2/7/7/3/3 f",
            Outcome::win(Side::Second, NoLegalMove),
        ),
        (
            GameId::Hnefatafl,
            "11/11/11/11/11/11/11/11/11/11/10K a",
            Outcome::win(Side::Second, KingEscaped),
        ),
        (
            // The king and its defender are fenced in by attackers.
            GameId::Hnefatafl,
            "11/11/4ttt4/3tKTt4/4ttt4/11/11/11/11/11/11 d",
            Outcome::win(Side::First, Enclosed),
        ),
    ];
    for (game, text, outcome) in cases {
        let started = AnyGame::from_setup(&setup(*game, DEFAULT, text)).unwrap();
        assert_eq!(started.outcome(), Some(*outcome), "{game} {text}");
        assert!(started.legal_moves().is_empty());
        assert_eq!(started.setup().to_text(), *text);
    }
}

#[test]
fn a_setup_equal_to_the_start_is_the_start() {
    for (game, options) in variants() {
        let start = Setup::start(game, options).unwrap();
        let from_setup = AnyGame::from_setup(&start).unwrap();
        assert!(from_setup.custom_start().is_none(), "{game}");
        assert_eq!(from_setup.start_setup(), start);
        let new = AnyGame::new(game, options).unwrap();
        assert_eq!(new.start_setup(), start);
        assert_eq!(from_setup.hash(), new.hash());
        assert_eq!(from_setup.legal_moves(), new.legal_moves());
        let mut second = start.clone();
        second.side_to_move = Side::Second;
        let other = AnyGame::from_setup(&second).unwrap();
        assert_eq!(other.custom_start(), Some(&second));
        assert_eq!(other.side_to_move(), Side::Second);
    }
}

#[test]
fn play_from_a_setup_follows_the_same_rules() {
    let mut compared = 0;
    for (game, options) in variants() {
        for seed in 0..40u64 {
            let played = random_game(game, options, seed * 31 + 7, (seed as usize * 7) % 90);
            if played.outcome().is_some() {
                continue;
            }
            let mut fresh = AnyGame::from_setup(&played.setup()).unwrap();
            assert_eq!(fresh.legal_moves(), played.legal_moves(), "{game} {seed}");
            assert_eq!(fresh.hash(), played.hash());
            // Just after a capture no earlier position can recur and the
            // fox games' no-progress count is 0: the history is irrelevant.
            if !played.last_captures().is_empty() {
                let mut played = played.clone();
                assert_eq!(
                    fresh.perft_divide(2),
                    played.perft_divide(2),
                    "{game} {seed}"
                );
                compared += 1;
            }
        }
    }
    assert!(compared >= 10, "only {compared} positions after a capture");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// `parse(to_text(s)) == s` for positions reached by random games, and
    /// a game from the setup stands where the played one stands.
    #[test]
    fn position_texts_read_back_the_same(seed in any::<u64>(), which in 0usize..9, plies in 0usize..160) {
        let (game, options) = variants()[which];
        let played = random_game(game, options, seed, plies);
        let setup = played.setup();
        let text = setup.to_text();
        prop_assert_eq!(Setup::parse(game, options, &text), Ok(setup.clone()), "{}", text);
        let rebuilt = AnyGame::from_setup(&setup).unwrap();
        prop_assert_eq!(rebuilt.setup(), setup);
        prop_assert_eq!(rebuilt.pieces(), played.pieces());
        prop_assert_eq!(rebuilt.side_to_move(), played.side_to_move());
    }

    /// Any text at all is read or refused with a reason, never a panic.
    #[test]
    fn position_texts_never_panic(text in "\\PC{0,60}", which in 0usize..9) {
        let (game, options) = variants()[which];
        if let Ok(setup) = Setup::parse(game, options, &text) {
            let _ = AnyGame::from_setup(&setup);
        }
    }
}
