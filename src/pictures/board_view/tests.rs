use super::*;

#[test]
fn coordinates_are_written_like_floats_without_noise() {
    for (value, text) in [
        (12.0, "12"),
        (12.5, "12.5"),
        (0.05, "0.05"),
        (-3.9, "-3.9"),
        (-0.004, "0"),
        (1.2345, "1.23"),
        (99.999, "100"),
        (0.0, "0"),
    ] {
        assert_eq!(fmt(value), text, "{value}");
    }
    for i in -2000..2000 {
        let value = i as f32 * 0.37;
        let rounded = (value * 100.0).round() / 100.0;
        assert_eq!(fmt(value).parse::<f32>().unwrap(), rounded, "{value}");
    }
}

fn point<'a>(view: &'a BoardView, name: &str) -> &'a PointView {
    view.points
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("no point {name}"))
}

#[test]
fn every_board_point_is_drawn_once() {
    for game in GameId::ALL {
        let view = BoardView::start(game, false);
        let board = setup::topology(game);
        assert_eq!(view.points.len(), board.len(), "{game}");
        let mut names: Vec<_> = view.points.iter().map(|p| p.name.clone()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), board.len(), "{game}: duplicate point names");
    }
}

#[test]
fn cross_lines_include_every_diagonal() {
    let view = BoardView::start(GameId::FoxGeese, false);
    assert_eq!(view.style, BoardStyle::Lines);
    assert_eq!(view.lines.len(), 96);
    let diagonals = view.lines.iter().filter(|l| l.diagonal).count();
    let orthogonal = view.lines.len() - diagonals;
    // Per direction: 4 short rows of 2 lines and 3 long rows of 6.
    assert_eq!(orthogonal, 2 * (4 * 2 + 3 * 6));
    assert_eq!(diagonals, 44);
}

#[test]
fn great_cross_has_alquerque_diagonals_only() {
    let view = BoardView::start(GameId::GreatCross, false);
    let diagonals: Vec<_> = view.lines.iter().filter(|l| l.diagonal).collect();
    assert_eq!(view.lines.len() - diagonals.len(), 72);
    // Every diagonal joins a point whose file + rank is even.
    for line in &diagonals {
        let start = view
            .points
            .iter()
            .find(|p| p.x == line.x1 && p.y == line.y1)
            .expect("line starts at a point");
        let c = crate::engine::Coord::parse(&start.name).unwrap();
        let other = view
            .points
            .iter()
            .find(|p| p.x == line.x2 && p.y == line.y2)
            .expect("line ends at a point");
        let d = crate::engine::Coord::parse(&other.name).unwrap();
        assert!(
            (c.file + c.rank).is_multiple_of(2) || (d.file + d.rank).is_multiple_of(2),
            "{} - {}",
            start.name,
            other.name
        );
    }
    assert!(!diagonals.is_empty());
}

#[test]
fn lines_join_neighbouring_points() {
    for game in [GameId::FoxGeese, GameId::GreatCross] {
        let view = BoardView::start(game, true);
        for line in &view.lines {
            let dx = (line.x2 - line.x1).abs();
            let dy = (line.y2 - line.y1).abs();
            assert!(dx <= STEP + 0.01 && dy <= STEP + 0.01);
            assert!(dx + dy > 0.0);
        }
    }
}

#[test]
fn rank_one_is_at_the_bottom_and_file_a_on_the_left() {
    let view = BoardView::start(GameId::Hnefatafl, false);
    let a1 = point(&view, "a1");
    let k11 = point(&view, "k11");
    assert!(a1.y > k11.y);
    assert!(a1.x < k11.x);
    assert_eq!(a1.x, 5.0);
    assert_eq!(view.width, 110.0);
    assert_eq!(view.height, 110.0);
    assert_eq!(view.view_box(), "0 0 110 110");
}

#[test]
fn tafl_marks_throne_and_corners() {
    let view = BoardView::start(GameId::Hnefatafl, false);
    assert_eq!(view.style, BoardStyle::Squares);
    assert!(view.lines.is_empty());
    assert_eq!(point(&view, "f6").kind, PointKind::Throne);
    for corner in ["a1", "k1", "a11", "k11"] {
        assert_eq!(point(&view, corner).kind, PointKind::Corner);
    }
    let special = view
        .points
        .iter()
        .filter(|p| p.kind != PointKind::Plain)
        .count();
    assert_eq!(special, 5);
}

#[test]
fn two_foxes_pen_is_shaded() {
    let view = BoardView::start(GameId::TwoFoxes, false);
    assert_eq!(view.areas.len(), 1);
    let area = &view.areas[0];
    let inside: Vec<_> = view
        .points
        .iter()
        .filter(|p| {
            p.x > area.x && p.x < area.x + area.width && p.y > area.y && p.y < area.y + area.height
        })
        .collect();
    assert_eq!(inside.len(), 9);
    assert!(inside.iter().all(|p| p.kind == PointKind::Pen));
    for game in [GameId::FoxGeese, GameId::GreatCross, GameId::Hnefatafl] {
        assert!(BoardView::start(game, false).areas.is_empty(), "{game}");
    }
}

#[test]
fn start_pieces_are_placed_on_their_points() {
    let counts = [
        (GameId::FoxGeese, Piece::Fox, 1),
        (GameId::FoxGeese, Piece::Goose, 13),
        (GameId::TwoFoxes, Piece::Fox, 2),
        (GameId::TwoFoxes, Piece::Goose, 20),
        (GameId::GreatCross, Piece::Fox, 1),
        (GameId::GreatCross, Piece::Goose, 18),
        (GameId::Hnefatafl, Piece::Attacker, 24),
        (GameId::Hnefatafl, Piece::Defender, 12),
        (GameId::Hnefatafl, Piece::King, 1),
    ];
    for (game, piece, n) in counts {
        assert_eq!(
            BoardView::start(game, false).count(piece),
            n,
            "{game} {piece:?}"
        );
    }
    for game in GameId::ALL {
        let view = BoardView::start(game, false);
        for piece in &view.pieces {
            let at = point(&view, &piece.at);
            assert_eq!((at.x, at.y), (piece.x, piece.y), "{game} {}", piece.at);
        }
    }
    let fox = &BoardView::start(GameId::FoxGeese, false).pieces[0];
    assert_eq!((fox.piece, fox.at.as_str()), (Piece::Fox, "d4"));
    let king = BoardView::start(GameId::Hnefatafl, false)
        .pieces
        .into_iter()
        .find(|p| p.piece == Piece::King)
        .unwrap();
    assert_eq!(king.at, "f6");
}

#[test]
fn labels_name_every_file_and_rank() {
    let view = BoardView::start(GameId::FoxGeese, true);
    let texts: Vec<_> = view.labels.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(
        texts,
        ["a", "b", "c", "d", "e", "f", "g", "1", "2", "3", "4", "5", "6", "7"]
    );
    for label in &view.labels {
        assert!(label.x > 0.0 && label.x < view.width);
        assert!(label.y > 0.0 && label.y < view.height);
    }
    assert!(BoardView::start(GameId::FoxGeese, false).labels.is_empty());
}

#[test]
fn a_marked_move_highlights_start_landings_and_captures() {
    let mut view = BoardView::start(GameId::FoxGeese, false);
    view.mark_move("d3xd5xf5", &["d4".into(), "e5".into()]);
    view.mark("z9", MarkKind::To);
    let marks: Vec<_> = view.marks.iter().map(|m| (m.kind, m.at.as_str())).collect();
    assert_eq!(
        marks,
        [
            (MarkKind::From, "d3"),
            (MarkKind::To, "d5"),
            (MarkKind::To, "f5"),
            (MarkKind::Captured, "d4"),
            (MarkKind::Captured, "e5"),
        ]
    );
    let d5 = point(&view, "d5");
    assert_eq!((view.marks[1].x, view.marks[1].y), (d5.x, d5.y));
}

#[test]
fn a_flipped_board_turns_half_a_turn_with_labels_on_the_same_edges() {
    let board = setup::topology(GameId::Hnefatafl);
    let pieces = setup::start_pieces(GameId::Hnefatafl, Options::default());
    let upright = BoardView::oriented(board, &[], &pieces, true, false);
    let flipped = BoardView::oriented(board, &[], &pieces, true, true);
    let a1 = point(&upright, "a1");
    let k11 = point(&flipped, "k11");
    assert_eq!((a1.x, a1.y), (k11.x, k11.y), "k11 takes a1's place");
    assert!(point(&flipped, "a1").y < point(&flipped, "a11").y);
    let label = |v: &BoardView, t: &str| {
        let l = v.labels.iter().find(|l| l.text == t).expect("label");
        (l.x, l.y)
    };
    assert_eq!(label(&flipped, "k"), label(&upright, "a"));
    assert_eq!(label(&flipped, "11"), label(&upright, "1"));
    assert_eq!(flipped.pieces.len(), upright.pieces.len());
}

#[test]
fn coordinates_format_without_noise() {
    assert_eq!(fmt(12.0), "12");
    assert_eq!(fmt(12.5), "12.5");
    assert_eq!(fmt(6.000_001), "6");
    assert_eq!(fmt(0.35 * STEP), "3.5");
}
