//! What each function object the interpreter knows does when called.
//!
//! Every call and construction looks its callee up here, often more than
//! once (`new` asks whether the callee constructs, then runs it, then reads
//! its initial map), so the lookup is an index, not a hash: a table from
//! object slot to entry, then the entry.
//!
//! ```text
//!   ObjectId(slot, generation) ──► by_slot[slot] ──► entries[i] = (id, callable)
//! ```
//!
//! An entry is never removed: the interpreter names every callable's object
//! as a root ([`roots`](super::roots)), so the object stays alive and its slot
//! is not reused. The stored ID still decides a hit, so an ID of a freed
//! slot's old generation, or of another heap, finds nothing. Entries keep
//! the order they were added in, which is the order the collector's roots
//! list them.

use super::{Callable, ObjectId};

/// No entry for this slot.
const NONE: u32 = u32::MAX;

/// The interpreter's callables, by object. See the module docs.
#[derive(Default)]
pub(super) struct CallableTable {
    /// For each object slot, its entry's index in `entries`, or [`NONE`].
    by_slot: Vec<u32>,
    entries: Vec<(ObjectId, Callable)>,
}

impl CallableTable {
    /// The index in `entries` of `o`'s entry.
    #[inline]
    fn entry(&self, o: ObjectId) -> Option<usize> {
        let i = *self.by_slot.get(o.index() as usize)?;
        let (id, _) = self.entries.get(i as usize)?;
        (*id == o).then_some(i as usize)
    }

    /// What calling `o` does, if the interpreter knows it as a function.
    #[inline]
    pub(super) fn get(&self, o: &ObjectId) -> Option<&Callable> {
        let i = self.entry(*o)?;
        Some(&self.entries[i].1)
    }

    /// [`CallableTable::get`], to change.
    #[inline]
    pub(super) fn get_mut(&mut self, o: &ObjectId) -> Option<&mut Callable> {
        let i = self.entry(*o)?;
        Some(&mut self.entries[i].1)
    }

    /// Whether `o` is a function the interpreter knows.
    #[inline]
    pub(super) fn contains_key(&self, o: &ObjectId) -> bool {
        self.entry(*o).is_some()
    }

    /// Records (or replaces) what calling `o` does.
    pub(super) fn insert(&mut self, o: ObjectId, callable: Callable) {
        if let Some(i) = self.entry(o) {
            self.entries[i].1 = callable;
            return;
        }
        let slot = o.index() as usize;
        if self.by_slot.len() <= slot {
            self.by_slot.resize(slot + 1, NONE);
        }
        self.by_slot[slot] = self.entries.len() as u32;
        self.entries.push((o, callable));
    }

    /// Every entry, in the order they were added.
    pub(super) fn iter(&self) -> impl Iterator<Item = (&ObjectId, &Callable)> {
        self.entries.iter().map(|(o, c)| (o, c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::interp::builtins::Builtin;

    #[test]
    fn an_entry_answers_for_its_own_id_only() {
        let mut t = CallableTable::default();
        let a = ObjectId(3, 0);
        t.insert(a, Callable::Builtin(Builtin::ObjectAssign));
        assert!(t.contains_key(&a));
        // The same slot in another generation, and other slots, find nothing.
        assert!(!t.contains_key(&ObjectId(3, 1)));
        assert!(t.get(&ObjectId(2, 0)).is_none());
        assert!(t.get(&ObjectId(900, 0)).is_none());
        // A second insert replaces; entries keep their order.
        let b = ObjectId(1, 0);
        t.insert(b, Callable::Builtin(Builtin::ObjectCreate));
        t.insert(a, Callable::Builtin(Builtin::ObjectKeys));
        let order: Vec<ObjectId> = t.iter().map(|(o, _)| *o).collect();
        assert_eq!(order, [a, b]);
        assert!(matches!(
            t.get(&a),
            Some(Callable::Builtin(Builtin::ObjectKeys))
        ));
    }
}
