//! Records as other programs write them: OpenTafl's `.otg` layout (tags in
//! its order, the rules tag among others, comment lines, `K` before king
//! moves, variations), OTN variants the spec allows (a bare rules line,
//! `starti:`, defenders first, captures left out or listed with `/`), and
//! hnefatafl.org's PGN. The moves are those of the real games in
//! tests/data (the second and third games); the records are written here
//! in those programs' layout.

use tafl_engine::formats::{hnefatafl_org, otn};
use tafl_engine::{
    import_any, Conclusion, Format, GameId, GameRecord, Options, RecordFacts, Setup, Side,
};

const START: &str = "/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/";

/// The record of these moves from the start.
fn record(moves: &[&str]) -> GameRecord {
    GameRecord {
        version: GameRecord::VERSION,
        game: GameId::Hnefatafl,
        options: Options::default(),
        setup: None,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        conclusion: None,
        facts: Default::default(),
    }
}

#[test]
fn opentafl_game_files_read() {
    // OpenTafl's layout: date, result, players, then the rules tag and a
    // start comment; each turn a line, each followed by its comments.
    let text = format!(
        "[date:2015.01.07]\n\
         [event:A test event]\n\
         [result:?]\n\
         [attackers:Someone]\n\
         [defenders:Someone else]\n\
         [rules:dim:11 atkf:y sw:s efe:y start:{START}]\n\
         [start-comment:A comment shown before the first move.]\n\
         \n\
         1. d1-d3 e5-e2\n\
         [The attackers claim the third rank.|A defender runs to the edge.]\n\
         \n\
         2. g1-g3 f4-c4\n\
         [|]\n\
         \n\
         2a.1.1a. h1-h3 f4-h4\n\
         [|]\n\
         \n\
         3. g3-e3xe2 f5-f4\n\
         [|]\n\
         \n\
         4. d3-d1 Kf6-f5\n\
         [|The king steps out.]\n"
    );
    let expected = GameRecord {
        facts: RecordFacts {
            first_player: Some("Someone".into()),
            second_player: Some("Someone else".into()),
            date: Some("2015.01.07".into()),
            event: Some("A test event".into()),
            ..RecordFacts::default()
        },
        ..record(&[
            "d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3", "f5-f4", "d3-d1", "f6-f5",
        ])
    };
    assert_eq!(Format::Otn.import(&text).as_ref(), Ok(&expected));
    assert_eq!(import_any(&text).as_ref(), Ok(&expected));
}

#[test]
fn otn_variants_the_spec_allows_read() {
    let moves = [
        "d1-d3", "e5-e2", "f2-i2", "d6-d9", "a5-c5", "e7-b7", "a8-b8",
    ];
    let expected = record(&moves);
    let cases = [
        // Captures left out; the older spec's bare rules line.
        format!(
            "dim:11 sw:s start:{START}\n\n1. d1-d3 e5-e2\n2. f2-i2 d6-d9\n3. a5-c5 e7-b7\n4. a8-b8\n"
        ),
        // Captures listed; tags in another order; info symbols; the list
        // style of OpenTafl's own files (a space after a comma).
        format!(
            "[rules:dim:11 sw:s cor:a1, k1, a11, k11, cen:f6, start:{START}]\n[result:?]\n\n\
             1. d1-d3 e5-e2\n2. f2-i2 d6-d9-\n3. a5-c5 e7-b7+\n4. a8-b8xb7\n"
        ),
        // `starti:` (top rank first; Copenhagen's start is symmetric), a
        // piece letter on a plain move, moves run together on one line.
        format!(
            "[rules:dim:11 name:Copenhagen atkf:y sw:s starti:{START}]\n\n\
             1. td1-d3 Te5-e2 2. f2-i2 d6-d9 3. a5-c5 e7-b7 4. a8-b8xTb7\n"
        ),
    ];
    for text in &cases {
        assert_eq!(Format::Otn.import(text).as_ref(), Ok(&expected), "{text}");
        assert_eq!(import_any(text).as_ref(), Ok(&expected), "{text}");
    }
    // A resignation ends the moves: the side to move (the defenders)
    // resigned; comments and variation lines may follow it.
    let text = format!(
        "[rules:dim:11 sw:s start:{START}]\n\n1. d1-d3 e5-e2\n2. f2-i2 d6-d9\n\
         3. a5-c5 e7-b7\n4. a8-b8xb7 ---\n[Lost.|]\n4a.1.1a. a8-a9 d9-d10\n"
    );
    let resigned = GameRecord {
        conclusion: Some(Conclusion::resigned(Side::Second)),
        ..expected.clone()
    };
    assert_eq!(Format::Otn.import(&text).as_ref(), Ok(&resigned), "{text}");
    assert_eq!(import_any(&text).as_ref(), Ok(&resigned), "{text}");
}

#[test]
fn otn_set_ups_and_defenders_first_read_as_set_ups() {
    // Defenders first: the start position with the defenders to move.
    let text = format!("[rules:dim:11 atkf:n sw:s start:{START}]\n\n1. e5-e2 d1-d3\n");
    let record = otn::import(&text).unwrap();
    let mut setup = Setup::start(GameId::Hnefatafl, Options::default()).unwrap();
    setup.side_to_move = Side::Second;
    assert_eq!(record.setup.as_deref(), Some(setup.to_text().as_str()));
    assert_eq!(record.moves, ["e5-e2", "d1-d3"]);
    // A puzzle: a position tag (rank 1 first) replaces the rules' start.
    let puzzle = format!(
        "[position:/11/11/11/11/11/5K5/11/11/3t7/11/11/]\n[rules:dim:11 sw:s start:{START}]\n\n1. d9-d8 Kf6-f9\n"
    );
    let record = otn::import(&puzzle).unwrap();
    assert_eq!(
        record.setup.as_deref(),
        Some("11/11/3t7/11/11/5K5/11/11/11/11/11 a")
    );
    let game = record.replay().unwrap();
    assert_eq!(game.moves(), ["d9-d8", "f6-f9"]);
    // Written back, it reads the same.
    let again = otn::export(&game).unwrap();
    assert!(again.contains("[position:/11/11/11/11/11/5K5/11/11/3t7/11/11/]\n"));
    assert_eq!(otn::import(&again), Ok(record));
}

#[test]
fn otn_as_written_here() {
    let mut game = tafl_engine::AnyGame::new(GameId::Hnefatafl, Options::default()).unwrap();
    for mv in [
        "d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3", "f5-f4", "d3-d1", "f6-f5",
    ] {
        game.play(mv).unwrap();
    }
    assert_eq!(
        otn::export(&game).unwrap(),
        format!(
            "[result:?]\n[compiler:Tafl]\n[variant:Copenhagen]\n\
             [rules:dim:11 atkf:y tfr:l sw:s start:{START}]\n\n\
             1. d1-d3 e5-e2\n2. g1-g3 f4-c4\n3. g3-e3xe2 f5-f4\n4. d3-d1 Kf6-f5\n"
        )
    );
}

#[test]
fn hnefatafl_org_records_read() {
    // As that client writes them: Event, Site, Date, an empty line, one
    // line of moves.
    let text = "[Event \"Game 42\"]\n[Site \"hnefatafl.org\"]\n\
                [Date \"2026-04-25 13:05:09 +0000\"]\n\n\
                1. d1d3 e5e2 2. g1g3 f4c4 3. g3e3 f5f4\n";
    let expected = GameRecord {
        facts: RecordFacts {
            date: Some("2026-04-25 13:05:09 +0000".into()),
            event: Some("Game 42".into()),
            site: Some("hnefatafl.org".into()),
            ..RecordFacts::default()
        },
        ..record(&["d1-d3", "e5-e2", "g1-g3", "f4-c4", "g3-e3", "f5-f4"])
    };
    assert_eq!(hnefatafl_org::import(text).as_ref(), Ok(&expected));
    assert_eq!(import_any(text).as_ref(), Ok(&expected));
    // Unquoted tags (its reader takes them), two-digit ranks, no tags.
    let text = "[Event Game]\n\n1. h11h9 e5e2\n";
    assert_eq!(
        hnefatafl_org::import(text).unwrap().moves,
        ["h11-h9", "e5-e2"]
    );
    assert_eq!(
        import_any("1. h11h9 e5e2").unwrap().moves,
        ["h11-h9", "e5-e2"]
    );
    // As written here.
    let game = expected.replay().unwrap();
    assert_eq!(
        hnefatafl_org::export(&game).unwrap(),
        "[Event \"Copenhagen hnefatafl\"]\n\n1. d1d3 e5e2 2. g1g3 f4c4 3. g3e3 f5f4\n"
    );
}

#[test]
fn the_examples_of_docs_records_md_read() {
    let docs = include_str!("../../docs/records.md");
    let blocks: Vec<&str> = docs
        .split("```text\n")
        .skip(1)
        .map(|block| block.split("```").next().unwrap())
        .collect();
    let tafl = blocks
        .iter()
        .find(|b| b.contains("[Game \"fox-geese\"]"))
        .unwrap();
    let record = Format::Tafl.import(tafl).unwrap();
    assert_eq!(record.moves.len(), 5);
    assert_eq!(record.options.geese, 17);
    let otn = blocks.iter().find(|b| b.contains("[rules:")).unwrap();
    assert_eq!(Format::Otn.import(otn).unwrap().moves.len(), 8);
    for text in blocks[0].lines() {
        let (game, position) = text.split_once(' ').unwrap();
        let game: GameId = game.parse().unwrap();
        let setup = Setup::parse(game, Options::default(), position.trim()).unwrap();
        assert_eq!(
            setup,
            Setup::start(game, Options::default()).unwrap(),
            "{text}"
        );
    }
}
