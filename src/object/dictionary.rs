//! The property table of a dictionary-mode object.
//!
//! V8 keeps a slow object's properties in a `NameDictionary`: one flat array
//! of (key, value, details) triples, open-addressed by the key's hash, with an
//! enumeration index in the details so that `for-in` sees insertion order.
//! This table keeps the same two facts apart, so that order costs nothing:
//!
//! ```text
//!   records  [ k0 v0 | k1 v1 | (removed) | k3 v3 | ... ]   insertion order
//!   index    [ 3, EMPTY, 0, REMOVED, 1, EMPTY, ... ]        2^n buckets, linear probing
//! ```
//!
//! - A **record** is the key, the packed value and the attributes: 24 bytes.
//!   An accessor's getter and setter are a pair in a side array, and its
//!   record's value is the pair's number; [`Attrs::ACCESSOR`] says which of
//!   the two a record holds, so no enum tag is stored.
//! - The **index** holds record numbers, found by the key's hash (`FxHash`,
//!   the same in every process, so an archived table needs no rehashing).
//!   It has at most 3/4 of its buckets used.
//! - **Removal** keeps order: the record is marked removed and its bucket
//!   becomes a tombstone. When removed records outnumber live ones, both
//!   arrays are rebuilt without them.
//!
//! Lookups compare the key they find, and stop after one sweep of the
//! index, so a damaged index (a corrupt snapshot's) can make a lookup miss
//! but never loop or return another key's value; [`Dictionary::is_consistent`]
//! is what snapshot validation checks.

use crate::atoms::PropertyKey;
use crate::object::{DictEntry, PropertySlot};
use crate::shape::Attrs;
use crate::value::Slot;
use std::hash::{Hash, Hasher};

/// A bucket no record was ever placed in (ends a probe).
const EMPTY: u32 = u32::MAX;
/// A bucket whose record was removed (a probe goes on past it).
const REMOVED: u32 = u32::MAX - 1;
/// The smallest index a table that holds anything has.
const MIN_BUCKETS: usize = 8;

// In a module of its own, so that the types rkyv generates next to it stay out
// of the docs (see "Archived types in the docs" in `crate::schema`).
mod tables {
    #![allow(missing_docs)]
    use super::*;

    /// One property: key, packed value (or accessor pair number), attributes.
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Copy,
        Clone,
        PartialEq,
        Debug,
    )]
    pub struct Record {
        pub(crate) key: PropertyKey,
        /// The value, or for an accessor the number of its pair in
        /// `accessors` (raw bits).
        pub(crate) value: Slot,
        pub(crate) attrs: Attrs,
        /// Whether the property was removed (the record is kept for order).
        pub(crate) removed: bool,
    }

    /// The property table of a dictionary-mode object (V8's `NameDictionary`);
    /// see the module docs.
    ///
    /// ```
    /// use shapeshift::object::{DictEntry, Dictionary, PropertySlot};
    /// use shapeshift::shape::Attrs;
    /// use shapeshift::{Atoms, Value};
    ///
    /// let mut atoms = Atoms::new();
    /// let (a, b) = (atoms.key("a"), atoms.key("b"));
    /// let data = |n: i32| DictEntry { slot: PropertySlot::Data(Value::from(n)), attrs: Attrs::DEFAULT };
    /// let mut d = Dictionary::default();
    /// d.insert(a, data(1));
    /// d.insert(b, data(2));
    /// d.insert(a, data(3)); // replaced in place: `a` stays first
    /// assert_eq!(d.keys().copied().collect::<Vec<_>>(), [a, b]);
    /// assert_eq!(d.get(&a), Some(data(3)));
    /// assert_eq!(d.shift_remove(&a), Some(data(3)));
    /// assert_eq!((d.len(), d.get(&a)), (1, None));
    /// ```
    #[derive(
        crate::schema::ArchiveSchema,
        rkyv::Archive,
        rkyv::Serialize,
        rkyv::Deserialize,
        Clone,
        Default,
    )]
    pub struct Dictionary {
        pub(crate) records: Vec<Record>,
        pub(crate) index: Vec<u32>,
        /// Accessor pairs (getter, setter), named by their records.
        pub(crate) accessors: Vec<[Slot; 2]>,
        pub(crate) live: u32,
    }
}
#[doc(hidden)]
pub use tables::{ArchivedDictionary, ArchivedRecord, DictionaryResolver, RecordResolver};
pub use tables::{Dictionary, Record};

impl Record {
    /// The accessor pair this record names, if it is an accessor.
    fn pair(&self) -> Option<usize> {
        self.attrs
            .contains(Attrs::ACCESSOR)
            .then_some(self.value.bits() as usize)
    }
}

impl Dictionary {
    fn entry(&self, record: &Record) -> DictEntry {
        let slot = match record.pair() {
            Some(pair) => {
                let [get, set] = self
                    .accessors
                    .get(pair)
                    .copied()
                    .unwrap_or([Slot::UNDEFINED; 2]);
                PropertySlot::Accessor {
                    get: get.get(),
                    set: set.get(),
                }
            }
            None => PropertySlot::Data(record.value.get()),
        };
        DictEntry {
            slot,
            attrs: record.attrs,
        }
    }

    /// Writes `entry` into record `r` (an accessor reuses the record's pair).
    fn set(&mut self, r: usize, entry: DictEntry) {
        let value = match entry.slot {
            PropertySlot::Data(v) => Slot::pack(v),
            PropertySlot::Accessor { get, set } => {
                let pair = [Slot::pack(get), Slot::pack(set)];
                let n = match self.records[r].pair() {
                    Some(n) if n < self.accessors.len() => {
                        self.accessors[n] = pair;
                        n
                    }
                    _ => {
                        self.accessors.push(pair);
                        self.accessors.len() - 1
                    }
                };
                Slot::from_bits(n as u64)
            }
        };
        let record = &mut self.records[r];
        record.value = value;
        record.attrs = entry.attrs;
    }
}

fn hash(key: &PropertyKey) -> usize {
    let mut h = rustc_hash::FxHasher::default();
    key.hash(&mut h);
    h.finish() as usize
}

/// A writable view of one entry: changes are packed back into the table when
/// the view is dropped.
pub struct EntryMut<'a> {
    dictionary: &'a mut Dictionary,
    record: usize,
    entry: DictEntry,
}

impl std::ops::Deref for EntryMut<'_> {
    type Target = DictEntry;
    fn deref(&self) -> &DictEntry {
        &self.entry
    }
}

impl std::ops::DerefMut for EntryMut<'_> {
    fn deref_mut(&mut self) -> &mut DictEntry {
        &mut self.entry
    }
}

impl Drop for EntryMut<'_> {
    fn drop(&mut self) {
        self.dictionary.set(self.record, self.entry);
        self.dictionary.tidy();
    }
}

impl Dictionary {
    /// An empty table with room for `capacity` properties.
    pub fn with_capacity(capacity: usize) -> Dictionary {
        let mut d = Dictionary {
            records: Vec::with_capacity(capacity),
            index: Vec::new(),
            accessors: Vec::new(),
            live: 0,
        };
        d.rebuild_index(capacity);
        d
    }

    /// Number of properties.
    pub fn len(&self) -> usize {
        self.live as usize
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Records allocated (live, removed and spare).
    pub fn capacity(&self) -> usize {
        self.records.capacity()
    }

    /// Buckets of the hash index.
    pub fn index_buckets(&self) -> usize {
        self.index.len()
    }

    /// The record number of `key`, if present.
    fn find(&self, key: &PropertyKey) -> Option<usize> {
        let mask = self.index.len().checked_sub(1)?;
        let mut bucket = hash(key) & mask;
        for _ in 0..self.index.len() {
            match self.index[bucket] {
                EMPTY => return None,
                REMOVED => {}
                r => {
                    if let Some(record) = self.records.get(r as usize)
                        && !record.removed
                        && record.key == *key
                    {
                        return Some(r as usize);
                    }
                }
            }
            bucket = (bucket + 1) & mask;
        }
        None
    }

    /// The bucket holding record `r` (which is present).
    fn bucket_of(&self, r: usize) -> Option<usize> {
        let mask = self.index.len().checked_sub(1)?;
        let mut bucket = hash(&self.records[r].key) & mask;
        for _ in 0..self.index.len() {
            if self.index[bucket] as usize == r {
                return Some(bucket);
            }
            if self.index[bucket] == EMPTY {
                return None;
            }
            bucket = (bucket + 1) & mask;
        }
        None
    }

    /// Places record `r` in the index (which has a free bucket).
    fn place(&mut self, r: usize) {
        let mask = self.index.len() - 1;
        let mut bucket = hash(&self.records[r].key) & mask;
        while !matches!(self.index[bucket], EMPTY | REMOVED) {
            bucket = (bucket + 1) & mask;
        }
        self.index[bucket] = r as u32;
    }

    /// Rebuilds the index for at least `room` records (in use and to come).
    fn rebuild_index(&mut self, room: usize) {
        if room == 0 {
            self.index = Vec::new();
            return;
        }
        // At most 3/4 full.
        let buckets = (room * 4 / 3 + 1).next_power_of_two().max(MIN_BUCKETS);
        self.index.clear();
        self.index.resize(buckets, EMPTY);
        for r in 0..self.records.len() {
            if !self.records[r].removed {
                self.place(r);
            }
        }
    }

    /// The entry for `key`.
    pub fn get(&self, key: &PropertyKey) -> Option<DictEntry> {
        self.find(key).map(|r| self.entry(&self.records[r]))
    }

    /// Whether `key` is present.
    pub fn contains_key(&self, key: &PropertyKey) -> bool {
        self.find(key).is_some()
    }

    /// The entry for `key`, to change it in place.
    pub fn get_mut(&mut self, key: &PropertyKey) -> Option<EntryMut<'_>> {
        let record = self.find(key)?;
        let entry = self.entry(&self.records[record]);
        Some(EntryMut {
            dictionary: self,
            record,
            entry,
        })
    }

    /// Sets `key` to `entry`: in place if present (its position in the
    /// order stays), at the end otherwise. Returns the entry it replaced.
    pub fn insert(&mut self, key: PropertyKey, entry: DictEntry) -> Option<DictEntry> {
        if let Some(r) = self.find(&key) {
            let old = self.entry(&self.records[r]);
            self.set(r, entry);
            self.tidy();
            return Some(old);
        }
        // Records (live or removed) bound the buckets in use.
        if (self.records.len() + 1) * 4 > self.index.len() * 3 {
            if self.records.len() > 2 * self.live as usize + MIN_BUCKETS {
                self.compact_records();
            }
            self.rebuild_index(self.records.len() + 1);
        }
        self.records.push(Record {
            key,
            value: Slot::UNDEFINED,
            attrs: Attrs::empty(),
            removed: false,
        });
        let r = self.records.len() - 1;
        self.set(r, entry);
        self.place(r);
        self.tidy();
        self.live += 1;
        None
    }

    /// Removes `key`, keeping the order of the rest (IndexMap's name).
    pub fn shift_remove(&mut self, key: &PropertyKey) -> Option<DictEntry> {
        let r = self.find(key)?;
        if let Some(bucket) = self.bucket_of(r) {
            self.index[bucket] = REMOVED;
        }
        let old = self.entry(&self.records[r]);
        if let Some(pair) = self.records[r].pair()
            && let Some(p) = self.accessors.get_mut(pair)
        {
            *p = [Slot::UNDEFINED; 2];
        }
        let record = &mut self.records[r];
        record.removed = true;
        record.value = Slot::UNDEFINED;
        record.attrs = Attrs::empty();
        self.live -= 1;
        if self.records.len() > 2 * self.live as usize + MIN_BUCKETS {
            self.compact();
        }
        Some(old)
    }

    /// Compacts once accessor pairs that no record names pile up (a property
    /// turned from accessor to data leaves its pair behind).
    fn tidy(&mut self) {
        if self.accessors.len() > 2 * self.live as usize + MIN_BUCKETS {
            self.compact();
        }
    }

    /// Drops removed records and rebuilds the index.
    fn compact(&mut self) {
        self.compact_records();
        self.rebuild_index(self.records.len() + 1);
    }

    /// Drops removed records and the accessor pairs no record names.
    fn compact_records(&mut self) {
        self.records.retain(|r| !r.removed);
        let old = std::mem::take(&mut self.accessors);
        for r in 0..self.records.len() {
            if let Some(pair) = self.records[r].pair() {
                let p = old.get(pair).copied().unwrap_or([Slot::UNDEFINED; 2]);
                self.accessors.push(p);
                self.records[r].value = Slot::from_bits((self.accessors.len() - 1) as u64);
            }
        }
    }

    /// Keys and entries, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&PropertyKey, DictEntry)> + '_ {
        self.records
            .iter()
            .filter(|r| !r.removed)
            .map(|r| (&r.key, self.entry(r)))
    }

    /// Keys, in order.
    pub fn keys(&self) -> impl Iterator<Item = &PropertyKey> + '_ {
        self.records.iter().filter(|r| !r.removed).map(|r| &r.key)
    }

    /// Entries, in order.
    pub fn values(&self) -> impl Iterator<Item = DictEntry> + '_ {
        self.records
            .iter()
            .filter(|r| !r.removed)
            .map(|r| self.entry(r))
    }

    /// The packed slots of every entry (values, getters and setters), for
    /// the collector.
    pub(crate) fn slots(&self) -> impl Iterator<Item = Slot> + '_ {
        let data = self
            .records
            .iter()
            .filter(|r| !r.removed && r.pair().is_none())
            .map(|r| r.value);
        data.chain(self.accessors.iter().flatten().copied())
    }

    /// Changes every entry with `f`, in order.
    pub fn for_each_mut(&mut self, mut f: impl FnMut(&PropertyKey, &mut DictEntry)) {
        for r in 0..self.records.len() {
            if self.records[r].removed {
                continue;
            }
            let mut entry = self.entry(&self.records[r]);
            f(&self.records[r].key, &mut entry);
            self.set(r, entry);
        }
        self.tidy();
    }

    /// Whether the index finds every live record, each key once, and the
    /// count of live records is right (what a snapshot's table must satisfy).
    pub fn is_consistent(&self) -> bool {
        let live = self.records.iter().filter(|r| !r.removed).count();
        live == self.live as usize
            && self
                .records
                .iter()
                .filter(|r| !r.removed)
                .all(|r| r.pair().is_none_or(|p| p < self.accessors.len()))
            && (self.index.is_empty() || self.index.len().is_power_of_two())
            && self.index.contains(&EMPTY) != self.index.is_empty()
            && self.index.iter().all(|&b| {
                b == EMPTY
                    || b == REMOVED
                    || self.records.get(b as usize).is_some_and(|r| !r.removed)
            })
            && self
                .records
                .iter()
                .enumerate()
                .filter(|(_, r)| !r.removed)
                .all(|(i, r)| self.find(&r.key) == Some(i))
    }
}

impl ArchivedDictionary {
    /// Number of properties.
    pub fn len(&self) -> usize {
        self.live.to_native() as usize
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl PartialEq for Dictionary {
    /// Equal when they hold the same entries in the same order.
    fn eq(&self, other: &Dictionary) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl std::fmt::Debug for Dictionary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl FromIterator<(PropertyKey, DictEntry)> for Dictionary {
    fn from_iter<I: IntoIterator<Item = (PropertyKey, DictEntry)>>(iter: I) -> Dictionary {
        let mut d = Dictionary::default();
        for (k, e) in iter {
            d.insert(k, e);
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Value;

    fn data(n: i32) -> DictEntry {
        DictEntry {
            slot: PropertySlot::Data(Value::from(n)),
            attrs: Attrs::DEFAULT,
        }
    }

    fn key(n: u32) -> PropertyKey {
        PropertyKey::String(crate::ids::Atom(n))
    }

    #[test]
    fn it_behaves_as_an_ordered_map_through_inserts_and_removals() {
        let mut d = Dictionary::default();
        let mut model: Vec<(PropertyKey, DictEntry)> = Vec::new();
        // A deterministic mix of inserts, overwrites and removals.
        let mut x: u32 = 7;
        for step in 0..5_000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let k = key((x >> 16) % 97);
            if (x >> 8).is_multiple_of(3) {
                let expected = model
                    .iter()
                    .position(|(m, _)| *m == k)
                    .map(|i| model.remove(i).1);
                assert_eq!(d.shift_remove(&k), expected, "step {step}");
            } else {
                let e = data(step);
                let old = match model.iter_mut().find(|(m, _)| *m == k) {
                    Some((_, slot)) => Some(std::mem::replace(slot, e)),
                    None => {
                        model.push((k, e));
                        None
                    }
                };
                assert_eq!(d.insert(k, e), old, "step {step}");
            }
            assert_eq!(d.len(), model.len());
            assert!(d.is_consistent(), "step {step}");
        }
        let order: Vec<_> = d.iter().map(|(k, e)| (*k, e)).collect();
        assert_eq!(order, model);
        // Removed records do not pile up.
        assert!(d.records.len() <= 2 * d.len() + MIN_BUCKETS + 1);
    }

    #[test]
    fn accessors_and_attributes_round_trip_and_change_in_place() {
        let mut d = Dictionary::default();
        let pair = DictEntry {
            slot: PropertySlot::Accessor {
                get: Value::Null,
                set: Value::from(2),
            },
            attrs: Attrs::ACCESSOR | Attrs::ENUMERABLE,
        };
        d.insert(key(1), pair);
        d.insert(key(2), data(5));
        assert_eq!(d.get(&key(1)), Some(pair));
        if let Some(mut e) = d.get_mut(&key(2)) {
            e.attrs = Attrs::ENUMERABLE;
        }
        assert_eq!(d.get(&key(2)).map(|e| e.attrs), Some(Attrs::ENUMERABLE));
        d.for_each_mut(|_, e| e.attrs -= Attrs::ENUMERABLE);
        assert_eq!(d.get(&key(1)).map(|e| e.attrs), Some(Attrs::ACCESSOR));
        // Flipping a property between accessor and data does not pile up pairs.
        for n in 0..1_000 {
            let entry = if n % 2 == 0 { data(n) } else { pair };
            d.insert(key(3), entry);
            assert_eq!(d.get(&key(3)), Some(entry));
        }
        assert!(d.accessors.len() <= 2 * d.len() + MIN_BUCKETS + 1);
        assert_eq!(
            d.get(&key(1)),
            Some(DictEntry {
                attrs: Attrs::ACCESSOR,
                ..pair
            })
        );
        assert!(d.is_consistent());
    }

    #[test]
    fn a_damaged_index_misses_but_never_loops_or_lies() {
        let mut d: Dictionary = (0..20).map(|n| (key(n), data(n as i32))).collect();
        assert!(d.is_consistent());
        // Every bucket full of one record's number: no EMPTY to stop a probe.
        let n = d.index.len();
        d.index = vec![3; n];
        assert!(!d.is_consistent());
        assert_eq!(d.get(&key(3)), Some(data(3)));
        assert_eq!(d.get(&key(4)), None);
        d.index = vec![1_000; n];
        assert_eq!(d.get(&key(3)), None);
        assert!(!d.is_consistent());
    }

    #[test]
    fn thirty_properties_fit_in_32_records_of_24_bytes_and_64_index_buckets() {
        let d: Dictionary = (0..30).map(|n| (key(n), data(n as i32))).collect();
        assert_eq!(std::mem::size_of::<Record>(), 24);
        let bytes = d.capacity() * std::mem::size_of::<Record>() + d.index_buckets() * 4;
        assert!(bytes <= 32 * 24 + 64 * 4, "{bytes}");
    }
}
