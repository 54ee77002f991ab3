//! The string arena: every string of a heap, back to back in one buffer.
//!
//! A string is immutable, so making one is a copy into the buffer plus a slot
//! (start and end offsets): no allocation per string. That is what V8's new
//! space gives a deserializer, and what the clone reader needs to build strings
//! at message speed. It also archives compactly (one byte buffer and two
//! offsets per string, no pointer per string).
//!
//! String `i` is `data[starts[i]..ends[i]]`. A string usually starts where
//! the one before it ended, but a concatenation whose left side is the newest
//! string shares that string's bytes: only the right side is appended, and the
//! new string starts where the left one starts (an append-only cousin of V8's
//! cons strings). So `s += "a"` in a loop costs the bytes appended, not the
//! square of the length. Offsets are `u64` so that no amount of strings can
//! wrap them.
//!
//! The collector frees slots ([`StringArena::free_slot`]): a freed slot's
//! generation moves on and the slot is reused by the next string, while its
//! bytes stay in the buffer as garbage until they are at least half of it;
//! then [`StringArena::compact_if_sparse`] moves the live strings together
//! (slots keep their numbers, so no ID changes).

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
    /// Per slot: its generation (a [`StrId`](crate::StrId) names the slot's
    /// string only while the two agree). A free slot starts at [`FREE_START`].
    pub(crate) generations: Vec<u32>,
    /// Free slots, reused before the arena grows.
    pub(crate) free: Vec<u32>,
    /// Bytes of `data` that no live string covers any more.
    pub(crate) garbage_bytes: u64,
}

/// The start of a free slot: no string starts there, so reading it gives `None`.
pub(crate) const FREE_START: u64 = u64::MAX;

impl StringArena {
    /// Number of strings.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    /// The string in slot `i`, if the slot holds one.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&str> {
        let end = *self.ends.get(i)? as usize;
        let start = *self.starts.get(i)?;
        if start == FREE_START {
            return None;
        }
        // Checked slicing: a `Heap` can be deserialized from bytes by safe code
        // (rkyv with bytecheck validates the buffer's UTF-8, not that the
        // offsets fall on character boundaries), so the boundaries are checked
        // here rather than assumed.
        self.data.get(start as usize..end)
    }

    /// The string in slot `i` if its generation is `generation`.
    #[inline]
    pub(crate) fn get_checked(&self, i: usize, generation: u32) -> Option<&str> {
        match self.generations.get(i) {
            Some(&g) if g == generation => self.get(i),
            _ => None,
        }
    }

    /// Whether slot `i` holds a string and is of `generation`.
    #[inline]
    pub(crate) fn holds(&self, i: usize, generation: u32) -> bool {
        self.generations.get(i) == Some(&generation) && self.is_live(i)
    }

    /// The generation of slot `i` (0 for a slot past the end).
    #[inline]
    pub(crate) fn generation(&self, i: usize) -> u32 {
        self.generations.get(i).copied().unwrap_or(0)
    }

    /// Stores `s` in a free slot or a new one; returns the slot.
    #[inline]
    pub(crate) fn push(&mut self, s: &str) -> usize {
        let (start, end) = (self.data.len() as u64, (self.data.len() + s.len()) as u64);
        self.data.push_str(s);
        self.place(start, end)
    }

    /// [`StringArena::push`], returning the slot's generation too.
    #[inline]
    pub(crate) fn push_with_generation(&mut self, s: &str) -> (usize, u32) {
        let i = self.push(s);
        // `place` made sure slot `i` exists.
        (i, self.generations.get(i).copied().unwrap_or(0))
    }

    /// A slot for the bytes `start..end` of `data`: a free one if there is one.
    #[inline]
    fn place(&mut self, start: u64, end: u64) -> usize {
        if let Some(i) = self.free.pop() {
            let i = i as usize;
            self.starts[i] = start;
            self.ends[i] = end;
            return i;
        }
        self.starts.push(start);
        self.ends.push(end);
        self.generations.push(0);
        self.ends.len() - 1
    }

    /// Frees slot `i`: its generation moves on, so IDs of the old string no
    /// longer read anything. A slot whose generation would wrap is retired
    /// rather than reused.
    pub(crate) fn free_slot(&mut self, i: usize) {
        let bytes = self.ends[i].saturating_sub(self.starts[i]);
        self.starts[i] = FREE_START;
        self.ends[i] = 0;
        self.garbage_bytes += bytes;
        if self.generations[i] < crate::value::MAX_GENERATION {
            self.generations[i] += 1;
            self.free.push(i as u32);
        }
    }

    /// Frees every live slot whose bit in `marked` is clear (bit `i % 64` of
    /// word `i / 64` for slot `i`); returns how many it freed.
    pub(crate) fn sweep(&mut self, marked: &[u64]) -> usize {
        let mut freed = 0;
        for i in 0..self.starts.len() {
            let kept = marked.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0);
            if !kept && self.starts[i] != FREE_START {
                self.free_slot(i);
                freed += 1;
            }
        }
        freed
    }

    /// Appends a slot with `generation`: holding `text`, or free for `None`
    /// (copying an arena slot by slot, IDs unchanged).
    pub(crate) fn push_slot(&mut self, text: Option<&str>, generation: u32) {
        match text {
            Some(t) => {
                self.starts.push(self.data.len() as u64);
                self.data.push_str(t);
                self.ends.push(self.data.len() as u64);
            }
            None => {
                self.starts.push(FREE_START);
                self.ends.push(0);
                self.free.push(self.generations.len() as u32);
            }
        }
        self.generations.push(generation);
    }

    /// Whether slot `i` holds a string.
    #[inline]
    pub(crate) fn is_live(&self, i: usize) -> bool {
        self.starts.get(i).is_some_and(|&s| s != FREE_START)
    }

    /// Bytes of the live strings' text (shared bytes counted once).
    pub(crate) fn live_bytes(&self) -> usize {
        self.data.len().saturating_sub(self.garbage_bytes as usize)
    }

    /// Moves the live strings' bytes together when at least half of `data` is
    /// garbage. Each string keeps its slot; the buffer keeps its capacity, so
    /// an arena that fills and empties again allocates nothing.
    pub(crate) fn compact_if_sparse(&mut self) {
        if self.garbage_bytes == 0 || self.garbage_bytes * 2 < self.data.len() as u64 {
            return;
        }
        // Live slots by where their bytes start: moving them down in that
        // order never overwrites bytes not moved yet.
        let mut live: Vec<(u64, u32)> = (0..self.starts.len() as u32)
            .filter(|&i| self.starts[i as usize] != FREE_START)
            .map(|i| (self.starts[i as usize], i))
            .collect();
        live.sort_unstable();
        // Bytes shared between strings (a concatenation onto the newest
        // string) would be split by moving strings one by one: copy apart.
        let mut last_end = 0;
        for &(start, i) in &live {
            if start < last_end {
                return self.copy_apart();
            }
            last_end = self.ends[i as usize];
        }
        let mut bytes = std::mem::take(&mut self.data).into_bytes();
        let mut cursor = 0usize;
        for &(start, i) in &live {
            let end = self.ends[i as usize];
            let len = (end - start) as usize;
            bytes.copy_within(start as usize..end as usize, cursor);
            self.starts[i as usize] = cursor as u64;
            self.ends[i as usize] = (cursor + len) as u64;
            cursor += len;
        }
        bytes.truncate(cursor);
        // Whole strings moved, so the bytes are still UTF-8; `from_utf8`
        // checks it rather than assume it.
        self.data = String::from_utf8(bytes).unwrap_or_default();
        self.garbage_bytes = 0;
    }

    /// Rebuilds the buffer with each live string's bytes of its own (shared
    /// bytes are copied apart).
    fn copy_apart(&mut self) {
        let mut data = String::with_capacity(self.live_bytes());
        for i in 0..self.starts.len() {
            if self.starts[i] == FREE_START {
                continue;
            }
            let (start, end) = (self.starts[i] as usize, self.ends[i] as usize);
            self.starts[i] = data.len() as u64;
            data.push_str(self.data.get(start..end).unwrap_or_default());
            self.ends[i] = data.len() as u64;
        }
        self.data = data;
        self.garbage_bytes = 0;
    }

    /// String `left` followed by `right`, as a new string: when `left` ends
    /// the buffer, only `right` is appended and the two share `left`'s bytes.
    /// Returns the new index and the bytes appended.
    pub(crate) fn push_concat(&mut self, left: usize, right: &str) -> Option<(usize, usize)> {
        let (start, end) = (*self.starts.get(left)?, *self.ends.get(left)?);
        if start == FREE_START {
            return None;
        }
        if end as usize == self.data.len() {
            self.data.push_str(right);
            let end = self.data.len() as u64;
            return Some((self.place(start, end), right.len()));
        }
        // The left string is copied within the arena, then the right one
        // appended: the joined text is made in place, with no copy outside.
        let (start, end) = (usize::try_from(start).ok()?, usize::try_from(end).ok()?);
        if end < start || !self.data.is_char_boundary(start) || !self.data.is_char_boundary(end) {
            return None;
        }
        let joined_start = self.data.len();
        self.data.reserve(end - start + right.len());
        self.data.extend_from_within(start..end);
        self.data.push_str(right);
        let joined_end = self.data.len();
        Some((
            self.place(joined_start as u64, joined_end as u64),
            joined_end - joined_start,
        ))
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
        let start = self.starts.get(i)?.to_native();
        if start == FREE_START {
            return None;
        }
        self.data.as_str().get(start as usize..end)
    }

    /// The string in slot `i` if its generation is `generation`.
    #[inline]
    pub(crate) fn get_checked(&self, i: usize, generation: u32) -> Option<&str> {
        match self.generations.get(i) {
            Some(g) if g.to_native() == generation => self.get(i),
            _ => None,
        }
    }

    /// The generation of slot `i`.
    pub(crate) fn generation(&self, i: usize) -> u32 {
        self.generations.get(i).map_or(0, |g| g.to_native())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_get_free_and_reuse() {
        let mut a = StringArena::default();
        assert_eq!(a.push("héllo"), 0);
        assert_eq!(a.push(""), 1);
        assert_eq!(a.push("日本"), 2);
        assert_eq!(a.get(0), Some("héllo"));
        assert_eq!(a.get(1), Some(""));
        assert_eq!(a.get(2), Some("日本"));
        assert_eq!(a.get(3), None);
        a.free_slot(0);
        assert_eq!(
            (a.get(0), a.get_checked(0, 0), a.generation(0)),
            (None, None, 1)
        );
        // The freed slot is reused, with its new generation.
        assert_eq!(a.push("x"), 0);
        assert_eq!(
            (a.get_checked(0, 0), a.get_checked(0, 1)),
            (None, Some("x"))
        );
        assert_eq!(a.get(2), Some("日本"));
    }

    #[test]
    fn compaction_moves_live_strings_together_and_keeps_their_slots() {
        let mut a = StringArena::default();
        a.push("aaaa");
        a.push("bb");
        a.push("cccc");
        a.free_slot(0);
        // 4 of 10 bytes are garbage: under half, nothing moves.
        a.compact_if_sparse();
        assert_eq!(a.data.len(), 10);
        a.free_slot(2);
        a.compact_if_sparse();
        assert_eq!(
            (a.data.as_str(), a.get(1), a.live_bytes()),
            ("bb", Some("bb"), 2)
        );
    }

    #[test]
    fn compaction_moves_strings_in_buffer_order_whatever_their_slots() {
        let mut a = StringArena::default();
        a.push("first");
        a.push("second");
        a.push("third");
        a.free_slot(0);
        // Slot 0 again, with bytes after the others'.
        assert_eq!(a.push("fourth"), 0);
        a.free_slot(1);
        a.compact_if_sparse();
        assert_eq!(a.data, "thirdfourth");
        assert_eq!((a.get(0), a.get(2)), (Some("fourth"), Some("third")));
        assert_eq!(a.garbage_bytes, 0);
    }

    #[test]
    fn a_concatenation_onto_the_newest_string_shares_its_bytes() {
        let mut a = StringArena::default();
        a.push("ab");
        assert_eq!(a.push_concat(0, "cd"), Some((1, 2)));
        assert_eq!(a.data, "abcd");
        assert_eq!((a.get(0), a.get(1)), (Some("ab"), Some("abcd")));
        assert_eq!(a.push_concat(0, "x"), Some((2, 3)));
        assert_eq!(a.get(2), Some("abx"));
        assert_eq!(a.get(1), Some("abcd"));
        assert_eq!(a.push_concat(9, "x"), None);
        // A left string with multi-byte text, not at the end, is copied whole.
        let e = a.push("é日");
        a.push("z");
        let (joined, appended) = a.push_concat(e, "!").expect("a live string");
        assert_eq!((a.get(joined), appended), (Some("é日!"), "é日!".len()));
        // Freeing the left string leaves the shared bytes to the right one,
        // through a compaction too.
        a.free_slot(0);
        a.free_slot(2);
        for slot in [e, joined, e + 1] {
            a.free_slot(slot);
        }
        let before = a.data.len();
        a.compact_if_sparse();
        assert!(
            a.data.len() < before,
            "{before} bytes, then {}",
            a.data.len()
        );
        assert_eq!(a.get(1), Some("abcd"));
        assert_eq!(a.garbage_bytes, 0);
    }

    #[test]
    fn a_compaction_copies_apart_strings_that_share_bytes() {
        let mut a = StringArena::default();
        a.push("ab");
        let (joined, _) = a.push_concat(0, "cd").expect("a live string");
        let dropped = a.push("a long string that is garbage");
        a.free_slot(dropped);
        let before = a.data.len();
        a.compact_if_sparse();
        assert!(
            a.data.len() < before,
            "{before} bytes, then {}",
            a.data.len()
        );
        assert_eq!((a.get(0), a.get(joined)), (Some("ab"), Some("abcd")));
        assert_eq!(a.garbage_bytes, 0);
    }
}
