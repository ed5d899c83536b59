use super::*;
use crate::engine::GameId;
use crate::pictures::board_view::LabelView;

#[test]
fn the_piece_drawings_use_the_piece_radius() {
    assert_eq!(fmt(PIECE_RADIUS), "3.9");
    assert_eq!(fmt(PIECE_RADIUS * 0.62), "2.42");
    for piece in [
        Piece::Fox,
        Piece::Goose,
        Piece::Attacker,
        Piece::Defender,
        Piece::King,
    ] {
        assert!(piece_shape(piece).starts_with(r#"<circle class="body" r="3.9"/>"#));
    }
    assert!(piece_shape(Piece::King).contains(r#"class="crown""#));
    assert_eq!(piece_shape(Piece::Fox).matches(r#"class="eye""#).count(), 2);
}

#[test]
fn a_tafl_backdrop_has_every_square_its_marks_and_coordinates() {
    let view = BoardView::start(GameId::Hnefatafl, true);
    let markup = backdrop(&view, true);
    assert_eq!(markup.matches(r#"<rect class="point point-"#).count(), 121);
    // The throne and the four corners carry a cross.
    assert_eq!(markup.matches(r#"<path class="mark""#).count(), 5);
    assert_eq!(markup.matches(r#"class="point point-corner""#).count(), 4);
    assert_eq!(markup.matches("<text class=\"coord\"").count(), 22);
    assert!(markup.contains(r#"data-point="f6""#));
    assert!(!markup.contains("<line"));
}

#[test]
fn a_cross_backdrop_has_its_lines_and_named_points_only_when_asked() {
    let view = BoardView::start(GameId::TwoFoxes, false);
    let named = backdrop(&view, true);
    assert_eq!(named.matches("<circle class=\"point").count(), 33);
    assert_eq!(named.matches("<line ").count(), view.lines.len());
    assert_eq!(
        named.matches(r#"<rect class="pen""#).count(),
        view.areas.len()
    );
    assert!(!view.areas.is_empty(), "Two Foxes has its pen");
    assert_eq!(named.matches("data-point=").count(), 33);
    assert!(!backdrop(&view, false).contains("data-point="));
}

#[test]
fn text_in_the_markup_is_escaped() {
    let mut view = BoardView::start(GameId::FoxGeese, false);
    view.labels = vec![LabelView {
        text: "<a&\"b\">".into(),
        x: 1.0,
        y: 2.0,
    }];
    let markup = backdrop(&view, false);
    assert!(
        markup.contains(r#"<text class="coord" x="1" y="2">&lt;a&amp;&quot;b&quot;&gt;</text>"#)
    );
}
