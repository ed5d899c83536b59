//! Base64url without padding (RFC 4648 section 5), strict: the share links
//! and the save ids use it, and a strict decoder makes every code have
//! exactly one spelling (a decoded code re-encodes to the same text).

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The URL-safe characters of `bytes`, four for every three, no padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            let sextet = (n >> (18 - 6 * i)) & 63;
            out.push(char::from(ALPHABET[sextet as usize]));
        }
    }
    out
}

/// The value of one base64url character.
fn sextet(c: u8) -> Option<u32> {
    let v = match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    };
    Some(u32::from(v))
}

/// The bytes of `text`, or `None` when it holds a character outside the
/// alphabet, padding, a length no encoding has (4k + 1), or unused bits
/// that are not zero.
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if text.len() % 4 == 1 {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3 + 2);
    for chunk in text.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= sextet(c)? << (18 - 6 * i);
        }
        let bytes = chunk.len() - 1;
        // Bits past the last whole byte must be zero.
        if bytes < 3 && n & ((1 << (24 - 8 * bytes)) - 1) != 0 {
            return None;
        }
        for i in 0..bytes {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_vectors_without_padding() {
        let cases = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, code) in cases {
            assert_eq!(encode(plain.as_bytes()), code);
            assert_eq!(decode(code).as_deref(), Some(plain.as_bytes()));
        }
    }

    #[test]
    fn url_safe_characters_replace_plus_and_slash() {
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(decode("-_8"), Some(vec![0xfb, 0xff]));
        assert_eq!(decode("+/8"), None);
    }

    #[test]
    fn every_byte_string_round_trips() {
        for len in 0..7 {
            for seed in 0..200u32 {
                let bytes: Vec<u8> = (0..len)
                    .map(|i| (seed.wrapping_mul(2654435761).rotate_left(i * 5)) as u8)
                    .collect();
                assert_eq!(decode(&encode(&bytes)), Some(bytes));
            }
        }
    }

    #[test]
    fn padding_bad_lengths_and_stray_bits_are_refused() {
        assert_eq!(decode("Zg=="), None);
        assert_eq!(decode("Z"), None);
        assert_eq!(decode("Zm9vY"), None);
        // "Zh" would be 'f' with a stray low bit set.
        assert_eq!(decode("Zh"), None);
        assert_eq!(decode("Zm9"), None);
        assert_eq!(decode("Zm é"), None);
    }
}
