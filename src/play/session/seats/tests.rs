//! Who may move in a session: the person, the computer, the friend by
//! link or nobody (a game over, a game watched); what a takeback reaches
//! in each mode, and the link to send to the friend.

use crate::engine::{GameId, Options, Side, TypedMoveError};
use crate::links::invite::{Correspondence, Invite};
use crate::play::input::Action;
use crate::play::players::{Players, Seat};
use crate::play::{PlayError, Session, Turn, TypedRefusal};

fn point(s: &Session, name: &str) -> u8 {
    s.history()
        .game()
        .topology()
        .parse_point(name)
        .expect("a point")
}

fn versus(first: Seat, second: Seat) -> Players {
    Players { first, second }
}

fn ai(level: &str) -> Seat {
    Seat::Ai {
        level: level.into(),
    }
}

#[test]
fn the_computers_turn_takes_no_clicks() {
    let players = versus(Seat::Human, ai("easy"));
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(players);
    assert!(s.seats().is_human_turn() && s.seats().ai_to_move().is_none() && !s.seats().is_watch());
    s.play("d1-d4").expect("legal");
    assert_eq!(s.seats().ai_to_move(), Some("easy"));
    assert!(s.history().input().movable().is_empty());
    assert_eq!(s.click(point(&s, "f4")), Action::Ignored);
    s.play("f4-f3")
        .expect("the computer's move is played by the page");
    assert!(s.seats().is_human_turn());
    assert!(!s.history().input().movable().is_empty());
}

#[test]
fn a_takeback_against_the_computer_returns_to_the_persons_turn() {
    let players = versus(Seat::Human, ai("medium"));
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(players);
    assert!(!s.can_undo_turn());
    s.play("d1-d4").expect("legal");
    // While the computer thinks, the person's move alone is taken back.
    assert!(s.can_undo_turn());
    assert_eq!(s.undo_turn(), ["d1-d4"]);
    assert!(s.seats().is_human_turn());
    s.play("d1-d4").expect("legal");
    s.play("f4-f3").expect("legal");
    s.play("a4-a3").expect("legal");
    s.play("f3-g3").expect("legal");
    assert_eq!(s.undo_turn(), ["f3-g3", "a4-a3"]);
    assert_eq!(s.history().game().moves(), ["d1-d4", "f4-f3"]);
    assert!(s.seats().is_human_turn());
    assert_eq!(s.redo_turn(), ["a4-a3", "f3-g3"]);
    assert_eq!(s.history().game().moves().len(), 4);
    assert!(s.seats().is_human_turn() && !s.can_redo());
}

#[test]
fn when_the_computer_moves_first_its_opening_move_stays() {
    let players = versus(ai("easy"), Seat::Human);
    let mut s = Session::new(GameId::FoxGeese, Options::default())
        .expect("defaults")
        .with_players(players);
    assert_eq!(s.seats().ai_to_move(), Some("easy"));
    s.play("d4-d5").expect("legal");
    assert!(s.seats().is_human_turn());
    assert!(!s.can_undo_turn(), "no earlier turn of the person");
    assert!(s.undo_turn().is_empty());
    assert_eq!(s.history().game().moves(), ["d4-d5"]);
    s.play("c3-c4").expect("legal");
    s.play("d5-d4").expect("legal");
    assert_eq!(s.undo_turn(), ["d5-d4", "c3-c4"]);
}

#[test]
fn a_resumed_game_takes_back_to_the_persons_turn_past_a_jump_chain() {
    // The computer's fox takes three geese in one move (c5xc3xa3xc5):
    // a takeback after the person's next goose move returns to the
    // goose turn before the chain, in a game resumed from its record.
    let line = [
        "d4-c4",
        "e3-f4",
        "c4-c5",
        "f4-f5",
        "c5-d4",
        "a3-b4",
        "d4-c5",
        "c3-c4",
        "c5xc3xa3xc5",
        "d3-e4",
    ];
    let mut played = Session::new(GameId::FoxGeese, Options::default()).expect("defaults");
    for mv in line {
        played.play(mv).expect("legal");
    }
    let mut s = Session::from_record(&played.record())
        .expect("replays")
        .with_players(versus(ai("hard"), Seat::Human));
    assert!(s.seats().ai_to_move().is_some(), "the fox's turn");
    assert_eq!(s.undo_turn(), ["d3-e4"]);
    s.play("d3-e4").expect("legal");
    s.play("c5-b4").expect("the computer's reply");
    assert_eq!(s.undo_turn(), ["c5-b4", "d3-e4"]);
    assert_eq!(s.undo_turn(), ["c5xc3xa3xc5", "c3-c4"]);
    assert!(s.seats().is_human_turn());
    assert_eq!(s.history().game().moves().len(), 7);
}

#[test]
fn watching_takes_back_and_redoes_one_move_at_a_time() {
    let players = versus(ai("beginner"), ai("maximum"));
    let mut s = Session::new(GameId::FoxGeese, Options::default())
        .expect("defaults")
        .with_players(players);
    assert!(s.seats().is_watch());
    assert_eq!(s.seats().ai_to_move(), Some("beginner"));
    s.play("d4-d5").expect("legal");
    assert_eq!(s.seats().ai_to_move(), Some("maximum"));
    s.play("c3-c4").expect("legal");
    assert_eq!(s.undo_turn(), ["c3-c4"]);
    assert_eq!(s.undo_turn(), ["d4-d5"]);
    assert!(!s.can_undo_turn());
    assert_eq!(s.redo_turn(), ["d4-d5"]);
}

#[test]
fn nobody_is_to_move_once_the_game_is_over() {
    let players = versus(ai("easy"), ai("easy"));
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(players);
    // The defenders repeat a position a third time and lose.
    for mv in [
        "d1-d2", "f4-f3", "d2-d1", "f3-f4", "d1-d2", "f4-f3", "d2-d1", "f3-f4",
    ] {
        s.play(mv).expect("legal");
    }
    assert!(s.history().game().outcome().is_some());
    assert_eq!(s.seats().ai_to_move(), None);
    assert!(!s.seats().is_human_turn());
}

fn by_link(my_side: Side, received: usize) -> Correspondence {
    Correspondence {
        received,
        ..Correspondence::start(
            crate::links::invite::CorrespondenceId::from_bytes([3; 9]),
            my_side,
            None,
        )
    }
}

#[test]
fn the_persons_side_is_theirs_by_link_or_against_the_computer() {
    let s = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    assert_eq!(s.seats().persons_side(), None, "two people at one device");
    let s = s.with_players(versus(ai("easy"), Seat::Human));
    assert_eq!(s.seats().persons_side(), Some(Side::Second));
    let s = s.with_players(versus(Seat::Human, ai("hard")));
    assert_eq!(s.seats().persons_side(), Some(Side::First));
    let s = s.with_players(versus(ai("easy"), ai("hard")));
    assert_eq!(
        s.seats().persons_side(),
        None,
        "the computer against itself"
    );
    let s = s
        .with_players(Players::default())
        .with_correspondence(by_link(Side::Second, 0));
    assert_eq!(s.seats().persons_side(), Some(Side::Second));
}

#[test]
fn on_the_friends_turn_the_board_takes_no_moves() {
    // This person plays the defenders (second); the attackers move first.
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_correspondence(by_link(Side::Second, 0));
    assert_eq!(s.seats().turn(), Turn::FriendsMove(Side::First));
    assert!(
        !s.seats().is_human_turn() && s.seats().ai_to_move().is_none() && !s.seats().is_watch()
    );
    assert!(s.history().input().movable().is_empty());
    assert_eq!(s.click(point(&s, "d1")), Action::Ignored);
    assert_eq!(s.play("d1-d4"), Err(PlayError::FriendsTurn(Side::First)));
    // Typed, the friend's move or anything else is not this person's.
    for typed in ["d1-d4", "f4-f3", "zz"] {
        assert_eq!(
            s.play_typed(typed),
            Err(TypedRefusal::NotYourTurn),
            "{typed}"
        );
    }
    assert!(s.history().game().moves().is_empty());
    assert!(!s.can_undo() && !s.can_undo_turn());
}

#[test]
fn a_watcher_typing_a_move_is_told_it_watches() {
    let watched = Correspondence {
        watching: true,
        ..by_link(Side::Second, 0)
    };
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_correspondence(watched);
    assert_eq!(s.seats().turn(), Turn::Watching(Side::First));
    for typed in ["d1-d4", "zz"] {
        assert_eq!(s.play_typed(typed), Err(TypedRefusal::Watching), "{typed}");
    }
    assert!(s.history().game().moves().is_empty());
}

#[test]
fn on_your_turn_you_move_your_own_side() {
    // Received after the friend's first move: the defenders' turn.
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_correspondence(by_link(Side::Second, 0));
    s.set_correspondence(None);
    s.play("d1-d4").expect("legal, at one device");
    s.set_correspondence(Some(by_link(Side::Second, 1)));
    assert_eq!(s.seats().turn(), Turn::YourMove(Side::Second));
    assert!(s.seats().is_human_turn());
    assert!(s.history().input().movable().contains(&point(&s, "f4")));
    assert!(
        !s.history().input().movable().contains(&point(&s, "a4")),
        "not the friend's pieces"
    );
    assert_eq!(
        s.play_typed("a4-b4"),
        Err(TypedRefusal::Typed(TypedMoveError::NoPieceToMove(
            "a4-b4".into(),
            "a4".into()
        )))
    );
    assert_eq!(s.click(point(&s, "f4")), Action::Selected);
    assert_eq!(s.click(point(&s, "f3")), Action::Play("f4-f3".into()));
    assert_eq!(s.seats().turn(), Turn::FriendsMove(Side::First));
    assert_eq!(s.click(point(&s, "a4")), Action::Ignored);
    assert!(matches!(s.play("nonsense"), Err(PlayError::FriendsTurn(_))));
}

#[test]
fn takebacks_reach_only_your_moves_since_the_last_received_position() {
    let line = ["d1-d4", "f4-f3", "a4-a3", "f3-g3"];
    let mut played = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    for mv in &line[..3] {
        played.play(mv).expect("legal");
    }
    // The defenders' person received the position after 3 moves.
    let mut s = Session::from_record(&played.record())
        .expect("replays")
        .with_correspondence(by_link(Side::Second, 3));
    assert!(
        !s.can_undo() && !s.can_undo_turn(),
        "the friend's move stays"
    );
    assert_eq!(s.undo(), None);
    assert!(s.undo_turn().is_empty());
    s.play(line[3]).expect("my move");
    assert!(s.can_undo_turn());
    assert_eq!(s.undo_turn(), [line[3]]);
    assert_eq!(s.history().game().moves(), &line[..3]);
    assert_eq!(s.seats().turn(), Turn::YourMove(Side::Second));
    assert_eq!(s.redo_turn(), [line[3]]);
    assert_eq!(s.undo(), Some(line[3].to_string()));
    assert_eq!(s.undo(), None, "not past the received position");
    assert_eq!(s.history().game().moves().len(), 3);
}

#[test]
fn the_starter_can_take_back_the_first_move_before_the_reply() {
    let mut s = Session::new(GameId::FoxGeese, Options::default())
        .expect("defaults")
        .with_correspondence(by_link(Side::First, 0));
    assert_eq!(s.seats().turn(), Turn::YourMove(Side::First));
    s.play("d4-d5").expect("legal");
    assert_eq!(s.seats().turn(), Turn::FriendsMove(Side::Second));
    assert_eq!(s.undo_turn(), ["d4-d5"]);
    assert!(s.history().game().moves().is_empty());
}

#[test]
fn the_link_to_send_is_there_when_the_friend_has_news() {
    let friend = |side| {
        Invite::new(
            crate::links::invite::CorrespondenceId::from_bytes([3; 9]),
            side,
        )
    };
    // The person plays the geese: the fox moves first, at the friend's.
    let mut s = Session::new(GameId::FoxGeese, Options::default())
        .expect("defaults")
        .with_correspondence(by_link(Side::Second, 0));
    assert_eq!(
        s.seats().invite_to_send(),
        Some(friend(Side::First)),
        "the start"
    );
    s.set_correspondence(None);
    s.play("d4-d5").expect("the friend's move, at one device");
    s.set_correspondence(Some(by_link(Side::Second, 1)));
    assert_eq!(s.seats().invite_to_send(), None, "the person's turn");
    s.play("c3-c4").expect("legal");
    assert_eq!(s.seats().invite_to_send(), Some(friend(Side::First)));
    assert_eq!(
        Session::new(GameId::FoxGeese, Options::default())
            .expect("defaults")
            .seats()
            .invite_to_send(),
        None,
        "a game at this device"
    );
    // A game over: news for the friend only when the person ended it.
    let repeat = [
        "d1-d2", "f4-f3", "d2-d1", "f3-f4", "d1-d2", "f4-f3", "d2-d1", "f3-f4",
    ];
    let mut played = Session::new(GameId::Hnefatafl, Options::default()).expect("defaults");
    for mv in repeat {
        played.play(mv).expect("legal");
    }
    assert!(played.history().game().outcome().is_some());
    let record = played.record();
    let ended_here = Session::from_record(&record)
        .expect("replays")
        .with_correspondence(by_link(Side::Second, 7));
    assert_eq!(
        ended_here.seats().invite_to_send(),
        Some(friend(Side::First))
    );
    let ended_there = Session::from_record(&record)
        .expect("replays")
        .with_correspondence(by_link(Side::First, 8));
    assert_eq!(ended_there.seats().invite_to_send(), None);
}

#[test]
fn a_received_count_past_the_game_is_the_last_move() {
    let mut played = Session::new(GameId::FoxGeese, Options::default()).expect("defaults");
    played.play("d4-d5").expect("legal");
    let s = Session::from_record(&played.record())
        .expect("replays")
        .with_correspondence(by_link(Side::Second, 40));
    assert_eq!(s.seats().correspondence().map(|c| c.received), Some(1));
    assert!(!s.can_undo());
}

#[test]
fn a_correspondence_ignores_computer_seats() {
    let s = Session::new(GameId::FoxGeese, Options::default())
        .expect("defaults")
        .with_players(versus(ai("easy"), ai("easy")))
        .with_correspondence(by_link(Side::Second, 0));
    assert_eq!(s.seats().ai_to_move(), None);
    assert!(!s.seats().is_watch());
    assert_eq!(s.seats().turn(), Turn::FriendsMove(Side::First));
}

#[test]
fn the_turn_says_who_is_to_move() {
    let mut s = Session::new(GameId::Hnefatafl, Options::default())
        .expect("defaults")
        .with_players(versus(Seat::Human, ai("easy")));
    assert_eq!(s.seats().turn(), Turn::YourMove(Side::First));
    s.play("d1-d4").expect("legal");
    assert_eq!(s.seats().turn(), Turn::ComputersMove(Side::Second));
    // Back and forth until the third repetition ends the game.
    for mv in ["f4-f3", "d4-d1", "f3-f4", "d1-d4"].iter().cycle().take(12) {
        if s.history().game().outcome().is_some() {
            break;
        }
        s.play(mv).expect("legal");
    }
    assert!(
        matches!(s.seats().turn(), Turn::Over(_)),
        "{:?}",
        s.seats().turn()
    );
    assert!(!PlayError::FriendsTurn(Side::First).to_string().is_empty());
}
