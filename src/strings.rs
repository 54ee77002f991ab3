//! The string arena: every string of a heap, back to back in one buffer.
//!
//! A string is immutable and lives as long as its heap (the model has no
//! collector), so the arena is append-only, like a bump allocator, and making
//! a string is a copy into the buffer plus one end offset: no allocation per
//! string. That is what V8's new space gives a deserializer, and what the clone
//! reader needs to build strings at message speed. It also archives compactly
//! (one byte buffer and one offset per string, no pointer per string).
//!
//! String `i` is `data[starts[i]..ends[i]]`. A string usually starts where
//! the one before it ended, but a concatenation whose left side is the newest
//! string shares that string's bytes: only the right side is appended, and the
//! new string starts where the left one starts (an append-only cousin of V8's
//! cons strings). So `s += "a"` in a loop costs the bytes appended, not the
//! square of the length. Ends never decrease, which keeps truncation a cut of
//! the buffer. Offsets are `u64` so that no amount of strings can wrap them.

/// The strings of one heap (see the module docs).
#[derive(
    crate::schema::ArchiveSchema,
    rkyv::Archive,
    rkyv::Serialize,
    rkyv::Deserialize,
    Clone,
    Debug,
    Default,
)]
pub(crate) struct StringArena {
    pub(crate) data: String,
    pub(crate) starts: Vec<u64>,
    pub(crate) ends: Vec<u64>,
}

impl StringArena {
    /// Number of strings.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// String `i`.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&str> {
        let end = *self.ends.get(i)? as usize;
        let start = *self.starts.get(i)? as usize;
        // Checked slicing: a `Heap` can be deserialized from bytes by safe code
        // (rkyv with bytecheck validates the buffer's UTF-8, not that the
        // offsets fall on character boundaries), so the boundaries are checked
        // here rather than assumed.
        self.data.get(start..end)
    }

    /// Appends `s`; returns its index.
    #[inline]
    pub(crate) fn push(&mut self, s: &str) -> usize {
        self.starts.push(self.data.len() as u64);
        self.data.push_str(s);
        self.ends.push(self.data.len() as u64);
        self.ends.len() - 1
    }

    /// String `left` followed by `right`, as a new string: when `left` ends
    /// the buffer, only `right` is appended and the two share `left`'s bytes.
    /// Returns the new index and the bytes appended.
    pub(crate) fn push_concat(&mut self, left: usize, right: &str) -> Option<(usize, usize)> {
        let (start, end) = (*self.starts.get(left)?, *self.ends.get(left)?);
        if end as usize == self.data.len() {
            self.starts.push(start);
            self.data.push_str(right);
            self.ends.push(self.data.len() as u64);
            return Some((self.ends.len() - 1, right.len()));
        }
        let mut joined = String::with_capacity((end - start) as usize + right.len());
        joined.push_str(self.get(left)?);
        joined.push_str(right);
        Some((self.push(&joined), joined.len()))
    }

    /// Keeps the first `n` strings.
    pub(crate) fn truncate(&mut self, n: usize) {
        if n < self.ends.len() {
            let start = match n {
                0 => 0,
                _ => self.ends[n - 1] as usize,
            };
            self.data.truncate(start);
            self.starts.truncate(n);
            self.ends.truncate(n);
        }
    }
}

impl ArchivedStringArena {
    /// Number of strings.
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// String `i`, read in place.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&str> {
        let end = self.ends.get(i)?.to_native() as usize;
        let start = self.starts.get(i)?.to_native() as usize;
        self.data.as_str().get(start..end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_get_truncate() {
        let mut a = StringArena::default();
        assert_eq!(a.push("héllo"), 0);
        assert_eq!(a.push(""), 1);
        assert_eq!(a.push("日本"), 2);
        assert_eq!(a.get(0), Some("héllo"));
        assert_eq!(a.get(1), Some(""));
        assert_eq!(a.get(2), Some("日本"));
        assert_eq!(a.get(3), None);
        a.truncate(1);
        assert_eq!(a.len(), 1);
        assert_eq!(a.get(0), Some("héllo"));
        assert_eq!(a.push("x"), 1);
        assert_eq!(a.get(1), Some("x"));
    }

    #[test]
    fn a_concatenation_onto_the_newest_string_shares_its_bytes() {
        let mut a = StringArena::default();
        a.push("ab");
        assert_eq!(a.push_concat(0, "cd"), Some((1, 2)));
        assert_eq!(a.data, "abcd");
        assert_eq!((a.get(0), a.get(1)), (Some("ab"), Some("abcd")));
        // The left side no longer ends the buffer: copied.
        assert_eq!(a.push_concat(0, "x"), Some((2, 3)));
        assert_eq!(a.get(2), Some("abx"));
        assert_eq!(a.get(1), Some("abcd"));
        assert_eq!(a.push_concat(9, "x"), None);
        a.truncate(2);
        assert_eq!(a.data, "abcd");
        assert_eq!(a.get(1), Some("abcd"));
    }
}
