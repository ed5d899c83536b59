//! The compact writer: no spaces, keys in the order they are written.

/// A JSON text being written. Each value of an array follows
/// [`item`](Writer::item), each value of an object [`key`](Writer::key).
#[derive(Default)]
pub struct Writer {
    out: String,
    /// No key or item yet in the array or object just opened.
    first: bool,
}

impl Writer {
    /// An empty text.
    pub fn new() -> Writer {
        Writer::default()
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }

    /// Text written as it is (`null`, `true`).
    pub fn raw(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// A string: `"`, `\` and the control characters escaped (as `\n`,
    /// `\t`, `\r`, `\b`, `\f` or `\u00xx`), all else as it is.
    pub fn string(&mut self, s: &str) {
        self.out.push('"');
        let mut start = 0;
        for (i, b) in s.bytes().enumerate() {
            let escape = match b {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\t' => "\\t",
                b'\r' => "\\r",
                0x08 => "\\b",
                0x0c => "\\f",
                0..=0x1f => "",
                _ => continue,
            };
            // `i` is at an ASCII byte: a char boundary.
            self.out.push_str(&s[start..i]);
            start = i + 1;
            if escape.is_empty() {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                self.out.push_str("\\u00");
                self.out.push(char::from(HEX[usize::from(b >> 4)]));
                self.out.push(char::from(HEX[usize::from(b & 15)]));
            } else {
                self.out.push_str(escape);
            }
        }
        self.out.push_str(&s[start..]);
        self.out.push('"');
    }

    /// A whole number from 0.
    pub fn unsigned(&mut self, mut n: u64) {
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        for &d in &digits[i..] {
            self.out.push(char::from(d));
        }
    }

    /// A whole number.
    pub fn signed(&mut self, n: i64) {
        if n < 0 {
            self.out.push('-');
        }
        self.unsigned(n.unsigned_abs());
    }

    /// `[`
    pub fn open_array(&mut self) {
        self.out.push('[');
        self.first = true;
    }

    /// Before each value of an array.
    pub fn item(&mut self) {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
    }

    /// `]`
    pub fn close_array(&mut self) {
        self.out.push(']');
        self.first = false;
    }

    /// `{`
    pub fn open_object(&mut self) {
        self.out.push('{');
        self.first = true;
    }

    /// Before each value of an object: its key.
    pub fn key(&mut self, key: &str) {
        self.item();
        self.string(key);
        self.out.push(':');
    }

    /// `}`
    pub fn close_object(&mut self) {
        self.out.push('}');
        self.first = false;
    }

    /// `{"name":`: a variant with content, which follows; then
    /// [`close_object`](Writer::close_object).
    pub fn open_variant(&mut self, name: &str) {
        self.open_object();
        self.key(name);
    }
}
