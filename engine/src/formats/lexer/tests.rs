use super::*;

fn words(text: &str, brackets: Brackets) -> Result<Vec<(usize, &str)>, ImportError> {
    Lexer::new(text, 1, brackets)
        .map(|w| w.map(|w| (w.line, w.text)))
        .collect()
}

#[test]
fn separators_and_comments() {
    assert_eq!(
        words("h1-h3, e7-e10,d11-d10xe10", Brackets::Word).unwrap(),
        [(1, "h1-h3"), (1, "e7-e10"), (1, "d11-d10xe10")]
    );
    assert_eq!(
        words("h1-h3; e7-e10;d11-d10 ; resigned", Brackets::Word).unwrap(),
        [(1, "h1-h3"), (1, "e7-e10"), (1, "d11-d10"), (1, "resigned")]
    );
    assert_eq!(
        words(
            "; a1-a2 at a line's start\nd1-d3 ; the attackers open\n{a\ncomment}e5-e2",
            Brackets::Word
        )
        .unwrap(),
        [(2, "d1-d3"), (4, "e5-e2")]
    );
    // A segment with one word that is not a move is a comment.
    assert_eq!(
        words("d1-d3; e5-e2 was better; f1-f2", Brackets::Word).unwrap(),
        [(1, "d1-d3")]
    );
    assert_eq!(
        words("d1-d3; e5-e2; good move\ng1-g3", Brackets::Word).unwrap(),
        [(1, "d1-d3"), (1, "e5-e2"), (2, "g1-g3")]
    );
    assert_eq!(
        words("1. d1-d3 [a|b] e5-e2[c]f1-f2", Brackets::Comment).unwrap(),
        [(1, "1."), (1, "d1-d3"), (1, "e5-e2"), (1, "f1-f2")]
    );
    assert_eq!(
        words("d1-d3 {open", Brackets::Word),
        Err(ImportError::Malformed {
            line: 1,
            text: "{".into()
        })
    );
    assert_eq!(
        words("d1-d3\n  [Game \"x\"]", Brackets::NewGame),
        Err(ImportError::Malformed {
            line: 2,
            text: "[Game \"x\"]".into()
        })
    );
    assert_eq!(
        words("d1-d3 [x]", Brackets::NewGame).unwrap(),
        [(1, "d1-d3"), (1, "[x]")]
    );
}

#[test]
fn headers_pass_over_comments() {
    let text = "; top\n{a\nb} ; c\n[Event \"x\"]\n\n1. d1-d3";
    let mut header = Header::new(text);
    assert_eq!(header.peek(), Some((4, "[Event \"x\"]")));
    header.advance();
    assert_eq!(header.peek(), Some((6, "1. d1-d3")));
    assert_eq!(header.rest(), ("1. d1-d3", 6));
    let mut open = Header::new("{never closed\nd1-d3");
    assert_eq!(open.peek(), Some((1, "{never closed")));
}

#[test]
fn move_shapes() {
    for yes in [
        "d1-d3",
        "Kf6-f5",
        "h1h3",
        "K11K1",
        "12.",
        "12...",
        "3.d4-d5",
        "resigned",
        "1-0",
        "attackers",
        "---",
        "*",
    ] {
        assert!(is_move_shaped(yes), "{yes}");
    }
    for no in ["the", "12", "...", "a", "was", "1"] {
        assert!(!is_move_shaped(no), "{no}");
    }
    assert_eq!(strip_move_number("2.c1-c2"), "c1-c2");
    assert_eq!(strip_move_number("12..."), "");
    assert_eq!(strip_move_number("c1-c2"), "c1-c2");
}
