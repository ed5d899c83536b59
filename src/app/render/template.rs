//! Reading and editing trunk's `index.html`, the template of every page
//! written at build time. Trunk minifies it in release builds (attributes
//! unquoted, optional tags left out), so tags are found by name and their
//! attributes read whatever their quoting.

/// One tag of the template: where it is, and its text (`<link …>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tag<'a> {
    pub start: usize,
    pub end: usize,
    pub text: &'a str,
}

impl<'a> Tag<'a> {
    /// The value of attribute `name` (`None` when absent; `""` for a bare
    /// attribute).
    pub fn attr(&self, name: &str) -> Option<&'a str> {
        let inner = self.text.trim_start_matches('<').trim_end_matches('>');
        let mut rest = inner.split_once(char::is_whitespace)?.1;
        loop {
            rest = rest.trim_start();
            if rest.is_empty() || rest == "/" {
                return None;
            }
            let key_end = rest
                .find(|c: char| c == '=' || c.is_whitespace())
                .unwrap_or(rest.len());
            let key = &rest[..key_end];
            rest = &rest[key_end..];
            let value = if let Some(after) = rest.trim_start().strip_prefix('=') {
                let after = after.trim_start();
                let (value, tail) = match after.chars().next() {
                    Some(q @ ('"' | '\'')) => {
                        let body = &after[1..];
                        let close = body.find(q).unwrap_or(body.len());
                        (&body[..close], body.get(close + 1..).unwrap_or(""))
                    }
                    _ => {
                        let stop = after
                            .find(|c: char| c.is_whitespace())
                            .unwrap_or(after.len());
                        (after[..stop].trim_end_matches('/'), &after[stop..])
                    }
                };
                rest = tail;
                value
            } else {
                ""
            };
            if key.eq_ignore_ascii_case(name) {
                return Some(value);
            }
        }
    }
}

/// The tags `<name …>` of `html`, in order (not inside comments or
/// scripts: the template has neither with tags in them).
pub fn tags<'a>(html: &'a str, name: &'a str) -> impl Iterator<Item = Tag<'a>> + 'a {
    let mut from = 0;
    std::iter::from_fn(move || loop {
        let start = from + html[from..].find('<')?;
        let after = &html[start + 1..];
        let end = start + html[start..].find('>')? + 1;
        from = start + 1;
        let named = after.len() > name.len()
            && after[..name.len()].eq_ignore_ascii_case(name)
            && after[name.len()..].starts_with(|c: char| c.is_whitespace() || c == '>' || c == '/');
        if named {
            from = end;
            return Some(Tag {
                start,
                end,
                text: &html[start..end],
            });
        }
    })
}

/// `html` with each tag `<name …>` for which `replace` gives a text
/// replaced by it (an empty text removes the tag).
pub fn replace_tags(
    html: &str,
    name: &str,
    mut replace: impl FnMut(&Tag) -> Option<String>,
) -> String {
    let mut out = String::with_capacity(html.len());
    let mut copied = 0;
    for tag in tags(html, name) {
        if let Some(new) = replace(&tag) {
            out.push_str(&html[copied..tag.start]);
            out.push_str(&new);
            copied = tag.end;
        }
    }
    out.push_str(&html[copied..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIFIED: &str = "<!doctype html><html lang=en><title>Tafl</title>\
        <link href=/main-8df7ab9a31bc80d9.css integrity=sha384-gY3+dl= rel=stylesheet>\
        <link href=manifest.webmanifest rel=manifest><link as=fetch crossorigin href=/a_bg.wasm rel=preload>\
        <body></body></html>";
    const PLAIN: &str = "<html lang=\"en\"><link rel=\"stylesheet\" href=\"/main.css\" />\
        <link rel='icon' href='/f.svg'/><linkage>";

    #[test]
    fn attributes_are_read_whatever_their_quoting() {
        let links: Vec<Tag> = tags(MINIFIED, "link").collect();
        assert_eq!(links.len(), 3);
        assert_eq!(links[0].attr("href"), Some("/main-8df7ab9a31bc80d9.css"));
        assert_eq!(links[0].attr("rel"), Some("stylesheet"));
        assert_eq!(links[0].attr("integrity"), Some("sha384-gY3+dl="));
        assert_eq!(links[2].attr("crossorigin"), Some(""));
        assert_eq!(links[2].attr("type"), None);
        let plain: Vec<Tag> = tags(PLAIN, "link").collect();
        assert_eq!(plain.len(), 2, "not <linkage>");
        assert_eq!(plain[0].attr("href"), Some("/main.css"));
        assert_eq!(plain[1].attr("rel"), Some("icon"));
        assert_eq!(plain[1].attr("href"), Some("/f.svg"));
        let html: Vec<Tag> = tags(PLAIN, "html").collect();
        assert_eq!(html[0].attr("lang"), Some("en"));
    }

    #[test]
    fn tags_are_replaced_or_removed() {
        let out = replace_tags(MINIFIED, "link", |t| {
            (t.attr("rel") == Some("preload")).then(String::new)
        });
        assert!(!out.contains("a_bg.wasm"));
        assert!(out.contains("rel=manifest"));
        let out = replace_tags(&out, "html", |_| Some("<html lang=\"fr\">".into()));
        assert!(out.starts_with("<!doctype html><html lang=\"fr\"><title>"));
    }
}
