//! The string arena: every string of a heap, back to back in one buffer.
//!
//! A string is immutable and lives as long as its heap (the model has no
//! collector), so the arena is append-only, like a bump allocator, and making
//! a string is a copy into the buffer plus one end offset: no allocation per
//! string. That is what V8's new space gives a deserializer, and what the clone
//! reader needs to build strings at message speed. It also archives compactly
//! (one byte buffer and one offset per string, no pointer per string).
//!
//! String `i` is `data[ends[i - 1]..ends[i]]` (`0..ends[0]` for the first).
//! Offsets are `u64` so that no amount of strings can wrap them.

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
        let start = match i {
            0 => 0,
            _ => self.ends[i - 1] as usize,
        };
        // Checked slicing: a `Heap` can be deserialized from bytes by safe code
        // (rkyv with bytecheck validates the buffer's UTF-8, not that the
        // offsets fall on character boundaries), so the boundaries are checked
        // here rather than assumed.
        self.data.get(start..end)
    }

    /// Appends `s`; returns its index.
    #[inline]
    pub(crate) fn push(&mut self, s: &str) -> usize {
        self.data.push_str(s);
        self.ends.push(self.data.len() as u64);
        self.ends.len() - 1
    }

    /// Keeps the first `n` strings.
    pub(crate) fn truncate(&mut self, n: usize) {
        if n < self.ends.len() {
            let start = match n {
                0 => 0,
                _ => self.ends[n - 1] as usize,
            };
            self.data.truncate(start);
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
        let start = match i {
            0 => 0,
            _ => self.ends[i - 1].to_native() as usize,
        };
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
}
