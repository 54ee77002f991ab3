//! The strings a receiving heap made from messages, by text, so that a string
//! arriving again in a later message is the heap string already made for it.
//!
//! Receivers see the same short field values message after message: names,
//! codes, enum-like tags. Making each anew costs a copy into the string arena
//! now and a free when the collector sweeps it; finding the one made before
//! costs a compare. A JavaScript string is a value, so a field holding the
//! string another message made is indistinguishable from one holding an equal
//! copy (a message's own pool already shares its strings between fields).
//!
//! # The table
//!
//! A direct-mapped table of [`RECEIVED_STRINGS`] entries in each reader, for
//! the heap it last read into: it records that heap's
//! [instance](crate::heap::HeapCaches::instance) and starts over when a
//! message goes to another heap (a clone of the heap is another heap), so an
//! entry always names a string of the heap it is looked up in. An entry holds
//! a string's length, a word made from its bytes ([`text_word`]) and the heap
//! string's ID. It names the string weakly:
//!
//! - The collector does not know the table. A string it frees moves its slot
//!   to the next generation, so the entry's ID no longer names a live string
//!   ([`Heap::holds_string`]) and the entry only misses: a freed string is
//!   never resurrected, and a slot reused by another string is never mistaken
//!   for it.
//! - While the ID names a live string, that string is the one the entry was
//!   made for: strings are immutable, and compaction moves bytes, not text.
//!
//! So a hit needs no compare of the text when the word says it all: for up to
//! eight bytes, the length and the word determine the text. A longer string
//! (up to [`RECEIVED_STRING_MAX`] bytes) is compared in full; a string longer
//! still is always made anew, as comparing it costs what copying it does.

use super::text_word;
use crate::heap::Heap;
use crate::value::StrId;

/// Entries in a heap's table: enough for the distinct short values of typical
/// messages (the clone payloads have at most 24, most of them repeated) with
/// few collisions, in 1.5 KiB per receiving heap.
pub(crate) const RECEIVED_STRINGS: usize = 64;
// The table is indexed by the top bits of a hash.
const _: () = assert!(RECEIVED_STRINGS.is_power_of_two());

/// The longest string the table keeps. Past this a compare on every hit costs
/// about what the copy it saves does.
pub(crate) const RECEIVED_STRING_MAX: usize = 64;

/// A reader's table of received strings (see the module docs).
#[derive(Default)]
pub(crate) struct ReceivedStrings {
    /// The instance of the heap the entries name strings of.
    heap: u64,
    /// [`RECEIVED_STRINGS`] entries once the first string arrives.
    entries: Vec<Entry>,
}

/// One entry: the text's length and [`text_word`], and the heap string.
#[derive(Copy, Clone)]
struct Entry {
    word: u64,
    len: u32,
    id: StrId,
}

impl Entry {
    /// An entry that matches no text: no string the table keeps is this long.
    const EMPTY: Entry = Entry {
        word: 0,
        len: u32::MAX,
        id: StrId(0, 0),
    };
}

impl ReceivedStrings {
    /// Prepares the table for a message into `heap`: its entries are
    /// forgotten if they were made in another heap.
    #[inline]
    pub(crate) fn bind(&mut self, heap: &Heap) {
        let instance = heap.caches().instance();
        if self.heap != instance {
            self.heap = instance;
            self.entries.fill(Entry::EMPTY);
        }
    }

    /// The heap string of `s`, which must be the heap of the last
    /// [`ReceivedStrings::bind`]: the one an earlier message made, while the
    /// heap still holds it, or a new one (remembered in its place).
    #[inline]
    pub(crate) fn string(&mut self, heap: &mut Heap, s: &str) -> StrId {
        let bytes = s.as_bytes();
        if bytes.len() > RECEIVED_STRING_MAX {
            return heap.new_str(s);
        }
        if self.entries.is_empty() {
            self.entries = vec![Entry::EMPTY; RECEIVED_STRINGS];
        }
        let word = text_word(bytes);
        let len = bytes.len() as u32;
        let hash = (word ^ u64::from(len)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let at = (hash >> (64 - RECEIVED_STRINGS.trailing_zeros())) as usize;
        let Some(entry) = self.entries.get_mut(at) else {
            return heap.new_str(s);
        };
        if entry.word == word
            && entry.len == len
            && if bytes.len() <= 8 {
                heap.holds_string(entry.id)
            } else {
                heap.str(entry.id) == Some(s)
            }
        {
            return entry.id;
        }
        let id = heap.new_str(s);
        *entry = Entry { word, len, id };
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    #[test]
    fn words_of_short_texts_are_exact() {
        // Every text of up to three bytes over a small alphabet, and texts of
        // four to eight bytes that differ in one byte anywhere.
        let alphabet = [b'a', b'b', 0, 0xff];
        let mut seen = std::collections::HashMap::new();
        let mut texts: Vec<Vec<u8>> = vec![vec![]];
        for n in 1..=3 {
            let mut all = vec![vec![]];
            for _ in 0..n {
                all = all
                    .into_iter()
                    .flat_map(|t: Vec<u8>| {
                        alphabet.iter().map(move |&c| [t.clone(), vec![c]].concat())
                    })
                    .collect();
            }
            texts.extend(all);
        }
        for n in 4..=8 {
            for at in 0..n {
                for &c in &alphabet {
                    let mut t = vec![b'x'; n];
                    t[at] = c;
                    texts.push(t);
                }
            }
        }
        for t in texts {
            if let Some(other) = seen.insert((t.len(), text_word(&t)), t.clone()) {
                assert_eq!(other, t, "two texts share a word");
            }
        }
    }

    #[test]
    fn a_repeated_string_is_the_one_made_before_while_it_lives() {
        let mut heap = Heap::new();
        let mut table = ReceivedStrings::default();
        table.bind(&heap);
        let long = "a string longer than eight bytes";
        let first = [
            table.string(&mut heap, "alice"),
            table.string(&mut heap, long),
        ];
        let again = [
            table.string(&mut heap, "alice"),
            table.string(&mut heap, long),
        ];
        assert_eq!(first, again);
        assert_ne!(table.string(&mut heap, "alicf"), first[0]);
        // Collected: the entry no longer names a live string, and the next
        // one is new, with the same text.
        heap.collect();
        let after = table.string(&mut heap, "alice");
        assert_ne!(after, first[0]);
        assert_eq!(heap.str(after), Some("alice"));
        assert_eq!(table.string(&mut heap, "alice"), after);
    }

    #[test]
    fn an_entry_never_names_a_string_of_another_text() {
        let mut heap = Heap::new();
        let mut table = ReceivedStrings::default();
        table.bind(&heap);
        // Fill the table far past its size, with texts that collide, then
        // check that every lookup gives a string of its own text.
        let texts: Vec<String> = (0..1_000).map(|i| format!("v{i}")).collect();
        for round in 0..3 {
            for t in &texts {
                let id = table.string(&mut heap, t);
                assert_eq!(heap.str(id), Some(t.as_str()), "round {round}");
            }
            heap.collect();
        }
    }

    #[test]
    fn another_heap_starts_the_table_over() {
        let mut a = Heap::new();
        let mut b = a.clone();
        // The two heaps give their next strings the same ID, with other texts.
        let Value::String(in_b) = b.string("y") else {
            panic!("a string")
        };
        let mut table = ReceivedStrings::default();
        table.bind(&a);
        let in_a = table.string(&mut a, "z");
        assert_eq!(in_a, in_b);
        // In `b`, the table's entry for "z" would name "y": it starts over.
        table.bind(&b);
        let id = table.string(&mut b, "z");
        assert_ne!(id, in_b);
        assert_eq!(b.str(id), Some("z"));
    }
}
