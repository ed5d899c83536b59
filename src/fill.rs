//! Filling the app's translated texts at run time: a text's values go into
//! its slots in one pass, and a text with a count takes the plural form
//! its language's rule picks for that count.
//!
//! `build.rs` compiles every text of `locales/` with its placeholders
//! (`{game}`, `{count}`) turned into slot characters ([`slot`]), so that
//! filling is one scan with no names to look up, and a value that holds
//! `{x}` (text from a pasted record) is shown as it is. The same file is
//! read by `build.rs` for the plural categories each language must give,
//! so the compiled forms and the rules that pick them cannot disagree.

/// A CLDR plural category (the ones the site's languages use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plural {
    One,
    Other,
}

impl Plural {
    /// The category's name, as the translation files spell it.
    pub fn name(self) -> &'static str {
        match self {
            Plural::One => "one",
            Plural::Other => "other",
        }
    }
}

/// Every category name CLDR defines: an object of the translation files
/// whose keys are all among them is a plural text, not a namespace.
pub const CATEGORY_NAMES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The categories a plural text must give in `lang`, in the order its
/// compiled forms are listed; `None` for a language with no rule here.
pub fn categories(lang: &str) -> Option<&'static [Plural]> {
    match lang {
        "en" | "fr" | "el" => Some(&[Plural::One, Plural::Other]),
        _ => None,
    }
}

/// The category of a whole number in `lang` (CLDR cardinal rules): in
/// English and Greek "one" is 1 only ("1 move", "0 moves"); in French it
/// is 0 and 1 ("0 coup", "2 coups").
pub fn category(lang: &str, count: u64) -> Plural {
    let one = match lang {
        "fr" => count <= 1,
        _ => count == 1,
    };
    if one {
        Plural::One
    } else {
        Plural::Other
    }
}

/// How many values a text may have: slots are the characters U+0001 to
/// U+0008, which no text may hold itself.
pub const MAX_SLOTS: usize = 8;

/// The character that stands for value `index` (0-based) in a compiled
/// text.
pub fn slot(index: usize) -> char {
    char::from(index as u8 + 1)
}

/// `text` with each slot replaced by its value, in one pass: a value is
/// never scanned for slots or placeholders. A slot without a value (which
/// the generated functions never leave) is dropped.
pub fn fill(text: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(text.len() + 24);
    for c in text.chars() {
        match (c as usize).checked_sub(1) {
            Some(index) if index < MAX_SLOTS => out.push_str(values.get(index).unwrap_or(&"")),
            _ => out.push(c),
        }
    }
    out
}

/// The form of `forms` (listed in the order of [`categories`]) that
/// `count` takes in `lang`, filled: the count is the first value, then
/// `values`.
pub fn counted(lang: &str, count: u64, forms: &[&str], values: &[&str]) -> String {
    let category = category(lang, count);
    let index = categories(lang)
        .and_then(|all| all.iter().position(|c| *c == category))
        .unwrap_or(0);
    let form = forms.get(index).or(forms.last()).copied().unwrap_or("");
    let count = count.to_string();
    let mut all = Vec::with_capacity(values.len() + 1);
    all.push(count.as_str());
    all.extend_from_slice(values);
    fill(form, &all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_go_into_their_slots_in_one_pass() {
        let text = format!("Imported: {}, {} moves.", slot(1), slot(0));
        assert_eq!(
            fill(&text, &["22", "Hnefatafl"]),
            "Imported: Hnefatafl, 22 moves."
        );
        // A value holding a placeholder or a slot is shown as it is.
        let text = format!("“{}” at {}", slot(0), slot(1));
        let odd = format!("{{game}} {}", slot(1));
        assert_eq!(fill(&text, &[&odd, "3"]), format!("“{odd}” at 3"));
        assert_eq!(fill("no slots: {x} 100%", &["a"]), "no slots: {x} 100%");
    }

    #[test]
    fn a_value_used_twice_is_filled_twice_and_a_missing_one_is_dropped() {
        let text = format!("{0}×{0}{1}", slot(0), slot(1));
        assert_eq!(fill(&text, &["13"]), "13×13");
    }

    #[test]
    fn english_and_greek_have_one_for_one_only() {
        for lang in ["en", "el"] {
            assert_eq!(category(lang, 0), Plural::Other, "{lang} 0");
            assert_eq!(category(lang, 1), Plural::One, "{lang} 1");
            assert_eq!(category(lang, 2), Plural::Other, "{lang} 2");
            assert_eq!(category(lang, 21), Plural::Other, "{lang} 21");
        }
    }

    #[test]
    fn french_has_one_for_zero_and_one() {
        assert_eq!(category("fr", 0), Plural::One);
        assert_eq!(category("fr", 1), Plural::One);
        assert_eq!(category("fr", 2), Plural::Other);
        assert_eq!(category("fr", 1_000_000), Plural::Other);
    }

    #[test]
    fn counted_picks_the_form_and_fills_the_count_first() {
        let forms = [
            format!("{} coup ({})", slot(0), slot(1)),
            format!("{} coups ({})", slot(0), slot(1)),
        ];
        let forms = [forms[0].as_str(), forms[1].as_str()];
        assert_eq!(counted("fr", 0, &forms, &["x"]), "0 coup (x)");
        assert_eq!(counted("fr", 1, &forms, &["x"]), "1 coup (x)");
        assert_eq!(counted("fr", 2, &forms, &["x"]), "2 coups (x)");
        assert_eq!(counted("en", 0, &forms, &["x"]), "0 coups (x)");
        assert_eq!(counted("el", 1, &forms, &["x"]), "1 coup (x)");
    }

    #[test]
    fn every_language_of_the_site_has_a_rule_that_ends_in_other() {
        for lang in crate::site::LANGS {
            let all = categories(lang).unwrap_or_else(|| panic!("{lang}: no plural rule"));
            assert_eq!(all.last(), Some(&Plural::Other), "{lang}");
            for n in 0..200 {
                assert!(all.contains(&category(lang, n)), "{lang} {n}");
            }
        }
        assert_eq!(categories("xx"), None);
    }
}
