use super::*;

#[test]
fn stored_choice_wins_then_browser_then_english() {
    assert_eq!(pick_lang(Some("el"), ["fr-FR"]), "el");
    assert_eq!(pick_lang(Some("de"), ["fr-FR", "en"]), "fr");
    assert_eq!(pick_lang(None, ["de-DE", "EL", "fr"]), "el");
    assert_eq!(pick_lang(None, ["fr_CA"]), "fr");
    assert_eq!(pick_lang(None, ["de", "it"]), "en");
    assert_eq!(pick_lang(None, []), "en");
    assert_eq!(pick_lang(Some(""), [""]), "en");
}

#[test]
fn language_prefix_is_read_from_the_path() {
    assert_eq!(lang_of_path("/fr/play/hnefatafl"), Some("fr"));
    assert_eq!(lang_of_path("/el/"), Some("el"));
    assert_eq!(lang_of_path("/el"), Some("el"));
    assert_eq!(lang_of_path("/"), None);
    assert_eq!(lang_of_path("/de/"), None);
    assert_eq!(lang_of_path("/english/"), None);
}

#[test]
fn switching_language_keeps_the_page() {
    assert_eq!(
        switch_lang("/en/play/fox-geese", "fr"),
        "/fr/play/fox-geese"
    );
    assert_eq!(switch_lang("/en/", "el"), "/el/");
    assert_eq!(
        with_address("/fr/analysis/fox-geese", "?a=AbC", ""),
        "/fr/analysis/fox-geese?a=AbC"
    );
    assert_eq!(
        with_address("/fr/analysis/fox-geese?a=old#x", "?a=new", "#y"),
        "/fr/analysis/fox-geese?a=new#y"
    );
    assert_eq!(with_address("/el/", "", ""), "/el/");
    assert_eq!(switch_lang("/en", "el"), "/el/");
    assert_eq!(switch_lang("/fr/games", "en"), "/en/games");
    assert_eq!(switch_lang("/", "fr"), "/fr/");
    assert_eq!(switch_lang("/nowhere/at/all", "fr"), "/fr/");
    assert_eq!(switch_lang("/el/no-such-page", "en"), "/en/no-such-page");
}

#[test]
fn every_route_path_is_listed_once() {
    let paths = all_paths();
    // Per language: home, games, solved, three pages a game (play,
    // rules, analysis), the puzzles of the four games that have them and
    // of Fox and Geese's five other tables.
    assert_eq!(paths.len(), 1 + 3 * (3 + 7 * 3 + 4 + 5));
    assert_eq!(all_pages().len(), 2 + 3 * (4 + 7 * 3 + 4 + 5));
    assert_eq!(route_of("/en/puzzles/brandubh").1, Page::NotFound);
    assert_eq!(route_of("/en/rules/tablut").1, Page::Rules(GameId::Tablut));
    for (lang, page, _) in all_pages() {
        if page != Page::NotFound {
            let path = page_path(lang.unwrap_or(DEFAULT_LANG), page);
            assert_eq!(route_of(&path), (lang, page), "{path}");
        }
    }
    let mut sorted = paths.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), paths.len());
    assert!(paths.contains(&"/fr/play/hnefatafl".to_string()));
    assert!(paths.contains(&"/el/rules/two-foxes".to_string()));
    assert!(paths.contains(&"/en/games".to_string()));
    assert!(paths.contains(&"/fr/solved/fox-geese".to_string()));
    assert!(paths.contains(&"/el/analysis/great-cross".to_string()));
    assert!(paths.contains(&"/el/puzzles/two-foxes".to_string()));
    assert!(paths.contains(&"/en/puzzles/hnefatafl".to_string()));
    assert!(paths.contains(&"/fr/puzzles/fox-geese/17-geese".to_string()));
}

#[test]
fn paths_name_their_page_and_language() {
    assert_eq!(route_of("/"), (None, Page::Root));
    assert_eq!(route_of(""), (None, Page::Root));
    assert_eq!(route_of("/fr"), (Some("fr"), Page::Home));
    assert_eq!(route_of("/fr/"), (Some("fr"), Page::Home));
    assert_eq!(
        route_of("/en/play/hnefatafl/"),
        (Some("en"), Page::Play(GameId::Hnefatafl))
    );
    assert_eq!(
        route_of("/el/rules/two-foxes"),
        (Some("el"), Page::Rules(GameId::TwoFoxes))
    );
    assert_eq!(route_of("/en/games"), (Some("en"), Page::Games));
    assert_eq!(
        route_of("/el/solved/fox-geese/"),
        (Some("el"), Page::Solved)
    );
    assert_eq!(
        route_of("/en/solved/hnefatafl"),
        (Some("en"), Page::NotFound)
    );
    assert_eq!(
        route_of("/fr/analysis/fox-geese"),
        (Some("fr"), Page::Analysis(GameId::FoxGeese))
    );
    assert_eq!(route_of("/fr/analysis/chess"), (Some("fr"), Page::NotFound));
    assert_eq!(
        route_of("/fr/puzzles/great-cross"),
        (
            Some("fr"),
            Page::Puzzles(GameId::GreatCross, Options::default())
        )
    );
    assert_eq!(
        route_of("/en/puzzles/hnefatafl"),
        (
            Some("en"),
            Page::Puzzles(GameId::Hnefatafl, Options::default())
        )
    );
    let sideways_15 = Options {
        geese: 15,
        sideways: true,
    };
    assert_eq!(
        route_of("/el/puzzles/fox-geese/15-geese-sideways"),
        (Some("el"), Page::Puzzles(GameId::FoxGeese, sideways_15))
    );
    assert_eq!(
        puzzles_path("el", GameId::FoxGeese, sideways_15),
        "/el/puzzles/fox-geese/15-geese-sideways"
    );
    // The usual table has one address, and only Fox and Geese has tables.
    assert_eq!(
        route_of("/en/puzzles/fox-geese/13-geese"),
        (Some("en"), Page::NotFound)
    );
    assert_eq!(
        route_of("/en/puzzles/two-foxes/15-geese"),
        (Some("en"), Page::NotFound)
    );
    assert_eq!(
        route_of("/en/puzzles/fox-geese/16-geese"),
        (Some("en"), Page::NotFound)
    );
    assert_eq!(route_of("/en/puzzles/chess"), (Some("en"), Page::NotFound));
    assert_eq!(route_of("/en/play/chess"), (Some("en"), Page::NotFound));
    assert_eq!(route_of("/el/nowhere"), (Some("el"), Page::NotFound));
    assert_eq!(route_of("/xx/"), (None, Page::NotFound));
    assert_eq!(route_of("/en/play"), (Some("en"), Page::NotFound));
}

#[test]
fn query_values_are_found_and_decoded() {
    assert_eq!(query_param("?g=abc&id=x1", "g").as_deref(), Some("abc"));
    assert_eq!(query_param("g=abc&id=x1", "id").as_deref(), Some("x1"));
    assert_eq!(query_param("?a=1%2F2+3", "a").as_deref(), Some("1/2 3"));
    assert_eq!(query_param("?flag", "flag").as_deref(), Some(""));
    assert_eq!(query_param("?g=abc", "id"), None);
    assert_eq!(query_param("?g=%zz", "g").as_deref(), Some("%zz"));
    assert_eq!(
        query_param("?g=%%%garbage!!", "g").as_deref(),
        Some("%%%garbage!!")
    );
    assert_eq!(query_param("?g=%e2%82", "g").as_deref(), Some("%e2%82"));
    assert_eq!(query_param("", "g"), None);
}

#[test]
fn the_analysis_board_has_a_path_per_game() {
    assert_eq!(
        analysis_path("el", GameId::GreatCross),
        "/el/analysis/great-cross"
    );
    assert_eq!(
        lang_of_path(&analysis_path("fr", GameId::TwoFoxes)),
        Some("fr")
    );
}

#[test]
fn base_path_is_stripped() {
    assert_eq!(strip_base("", "/en/"), "/en/");
    assert_eq!(strip_base("/tafl", "/tafl/en/"), "/en/");
    assert_eq!(strip_base("/tafl/", "/tafl"), "/");
    assert_eq!(strip_base("/tafl", "/taflx/en/"), "/taflx/en/");
}
