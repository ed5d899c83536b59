//! The reader and writer on their own, through small types defined the
//! way the saves and messages define theirs (those are tested with their
//! own types: `saves`, `protocol`).

use super::macros::{json_names, json_struct};
use super::*;

#[derive(Clone, Debug, Default, PartialEq)]
struct Inner {
    n: u8,
}

json_struct!(Inner { n: "n" });

#[derive(Clone, Copy, Debug, PartialEq)]
enum Colour {
    Red,
    Blue,
}

json_names!(Colour {
    Colour::Red = "red",
    Colour::Blue = "blue",
});

#[derive(Clone, Debug, PartialEq)]
struct Sample {
    id: String,
    count: u64,
    delta: i32,
    ms: f64,
    on: bool,
    colour: Colour,
    items: Vec<String>,
    inner: Inner,
    maybe: Option<u32>,
    nested: Option<Inner>,
    extra: Inner,
}

json_struct!(Sample {
    id: "id",
    count: "count",
    delta: "delta",
    ms: "ms",
    on: "on",
    colour: "colour",
    items: "items",
    inner: "inner",
    maybe: "maybe" = default,
    nested: "nested" = omit,
    extra: "extra" = default,
});

fn sample() -> Sample {
    Sample {
        id: "a\"b\\c\n\t\u{1}é😀/".into(),
        count: u64::MAX,
        delta: i32::MIN,
        ms: 1_764_460_800_000.0,
        on: true,
        colour: Colour::Blue,
        items: vec!["x".into(), String::new()],
        inner: Inner { n: 255 },
        maybe: None,
        nested: None,
        extra: Inner { n: 0 },
    }
}

const SAMPLE: &str = r#"{"id":"a\"b\\c\n\t\u0001é😀/","count":18446744073709551615,"delta":-2147483648,"ms":1764460800000,"on":true,"colour":"blue","items":["x",""],"inner":{"n":255},"maybe":null,"extra":{"n":0}}"#;

#[test]
fn a_struct_is_written_in_its_order_and_read_back() {
    assert_eq!(to_text(&sample()), SAMPLE);
    assert_eq!(from_text::<Sample>(SAMPLE), Ok(sample()));
    let mut full = sample();
    full.maybe = Some(7);
    full.nested = Some(Inner { n: 1 });
    let text = to_text(&full);
    assert!(text.contains(r#""maybe":7,"nested":{"n":1},"#), "{text}");
    assert_eq!(from_text::<Sample>(&text), Ok(full));
}

#[test]
fn keys_in_any_order_unknown_keys_skipped_defaults_taken() {
    let text = r#" { "x" : [ 1 , -2.5e-3 , { "y" : null } , "\ud83d\ude00" ] , "colour" : "red" ,
        "inner":{"n":3,"z":{}}, "on":false, "items":[], "ms":12.5, "delta":0, "count":0, "id":"" } "#;
    let read: Sample = from_text(text).expect("reads");
    assert_eq!(read.colour, Colour::Red);
    assert_eq!(read.inner, Inner { n: 3 });
    assert_eq!((read.ms, read.maybe, read.nested), (12.5, None, None));
    assert_eq!(read.extra, Inner::default());
}

#[test]
fn a_field_missing_twice_or_of_another_kind_is_named() {
    assert_eq!(from_text::<Inner>("{}"), Err(Error::Missing("n")));
    assert_eq!(
        from_text::<Inner>(r#"{"n":1,"n":1}"#),
        Err(Error::Duplicate("n"))
    );
    for bad in [
        r#"{"n":256}"#,
        r#"{"n":-1}"#,
        r#"{"n":1.0}"#,
        r#"{"n":1e0}"#,
        r#"{"n":-0}"#,
        r#"{"n":"1"}"#,
        r#"{"n":null}"#,
    ] {
        assert!(
            matches!(from_text::<Inner>(bad), Err(Error::Expected { .. })),
            "{bad}"
        );
    }
    assert_eq!(
        from_text::<Colour>(r#""green""#),
        Err(Error::Expected {
            at: 0,
            what: "one of red blue"
        })
    );
    assert_eq!(
        from_text::<Inner>(r#"{"n":1,"x":?}"#)
            .unwrap_err()
            .to_string(),
        "expected a value at byte 11"
    );
}

fn syntax(text: &str) -> Reason {
    match from_text::<Vec<Inner>>(text) {
        Err(Error::Syntax { reason, .. }) => reason,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn malformed_texts_are_refused_with_their_reason() {
    assert_eq!(syntax(r#"[{"n":1}] x"#), Reason::TrailingCharacters);
    assert_eq!(syntax(r#"[{"n":1}"#), Reason::Eof);
    assert!(from_text::<Vec<Inner>>(r#"[{"n":1},]"#).is_err());
    assert_eq!(syntax(r#"[{"n":1,}]"#), Reason::KeyNotAString);
    assert_eq!(syntax(r#"[{"n" 1}]"#), Reason::ExpectedColon);
    assert_eq!(syntax(r#"[{"n":1 "x":2}]"#), Reason::ExpectedCommaOrEnd);
    assert_eq!(syntax(r#"[{"n":1,"x":01}]"#), Reason::InvalidNumber);
    assert_eq!(syntax(r#"[{"n":1,"x":1.}]"#), Reason::InvalidNumber);
    assert_eq!(syntax(r#"[{"n":1,"x":"\x"}]"#), Reason::InvalidEscape);
    assert_eq!(syntax(r#"[{"n":1,"x":"\ud800"}]"#), Reason::LoneSurrogate);
    assert_eq!(
        syntax(r#"[{"n":1,"x":"\ud800\u0041"}]"#),
        Reason::LoneSurrogate
    );
    assert_eq!(
        syntax("[{\"n\":1,\"x\":\"a\nb\"}]"),
        Reason::ControlCharacter
    );
    assert_eq!(syntax(r#"[{"n":1,"x":nul}]"#), Reason::ExpectedValue);
    let deep = format!(r#"[{{"n":1,"x":{}{}}}]"#, "[".repeat(200), "]".repeat(200));
    assert_eq!(syntax(&deep), Reason::TooDeep);
    // Far deeper: an error, not a stack overflow.
    let deeper = format!(r#"[{{"n":1,"x":{}}}]"#, "[".repeat(1_000_000));
    assert_eq!(syntax(&deeper), Reason::TooDeep);
}

#[test]
fn floats_read_as_time_stamps() {
    for (text, ms) in [
        ("1764460800000", 1_764_460_800_000.0),
        ("1764460800000.0", 1_764_460_800_000.0),
        ("1.7644608e12", 1_764_460_800_000.0),
        ("-5", -5.0),
        ("0.5", 0.5),
        ("0e999999999999", 0.0),
    ] {
        assert_eq!(from_text::<f64>(text), Ok(ms), "{text}");
    }
    assert_eq!(from_text::<f64>("1e999"), Ok(f64::INFINITY));
    // Written back as whole milliseconds, the unwritable as 0.
    assert_eq!(to_text(&1_764_460_800_000.4f64), "1764460800000");
    assert_eq!(to_text(&f64::NAN), "0");
    assert_eq!(to_text(&f64::INFINITY), "0");
    assert_eq!(to_text(&-1e300f64), "-9223372036854775808");
}

#[test]
fn results_and_options_have_their_forms() {
    let ok: Result<u8, String> = Ok(3);
    assert_eq!(to_text(&ok), r#"{"Ok":3}"#);
    let err: Result<u8, String> = Err("no".into());
    assert_eq!(to_text(&err), r#"{"Err":"no"}"#);
    assert_eq!(from_text::<Result<u8, String>>(r#"{"Err":"no"}"#), Ok(err));
    assert!(from_text::<Result<u8, String>>(r#"{"Ok":3,"Err":"no"}"#).is_err());
    assert!(from_text::<Result<u8, String>>(r#""Ok""#).is_err());
    assert_eq!(from_text::<Option<u8>>("null"), Ok(None));
    assert_eq!(from_text::<Option<u8>>(" 4 "), Ok(Some(4)));
}

#[test]
fn no_text_makes_it_panic() {
    // Every prefix and every one-character edit of a text with every kind
    // of token.
    let chars: Vec<char> = SAMPLE.chars().collect();
    for i in 0..=chars.len() {
        let prefix: String = chars[..i].iter().collect();
        let _ = from_text::<Sample>(&prefix);
        for c in [
            '"', '\\', '{', '[', ']', '}', ',', ':', '-', '.', 'e', '0', 'u', 'é', '\u{0}',
        ] {
            let mut edited = chars.clone();
            edited.insert(i, c);
            let _ = from_text::<Sample>(&edited.iter().collect::<String>());
            if i < chars.len() {
                edited.remove(i + 1);
                if let Ok(read) = from_text::<Sample>(&edited.iter().collect::<String>()) {
                    // Written back (a time stamp to the millisecond), it
                    // reads as what it was written from.
                    let once: Sample = from_text(&to_text(&read)).expect("its own text");
                    assert_eq!(from_text::<Sample>(&to_text(&once)), Ok(once));
                }
            }
        }
    }
}

/// A raw value is kept as written, checked to be JSON, and written back
/// as it was.
#[test]
fn raw_values_keep_their_text() {
    let items: Vec<Raw> = from_text(r#"[ {"a":[1,2,{"b":null}]} ,"x\"y", 3 ]"#).unwrap();
    assert_eq!(
        items,
        vec![
            Raw(r#"{"a":[1,2,{"b":null}]}"#.into()),
            Raw(r#""x\"y""#.into()),
            Raw("3".into())
        ]
    );
    assert_eq!(to_text(&items), r#"[{"a":[1,2,{"b":null}]},"x\"y",3]"#);
    assert!(from_text::<Vec<Raw>>(r#"[{"a":}]"#).is_err());
}
