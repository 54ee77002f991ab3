//! Recorded copies: `Object.assign` and spread, replayed by shape.
//!
//! `Object.assign({}, defaults, options)` and `{...a, b}` copy every own
//! enumerable property of a source into a target, one store (or definition)
//! per key. When both are fast objects, the outcome depends on the shapes
//! alone: the source's shape names its keys, their order and where their
//! values are; the target's shape and its prototype chain decide what each
//! store does. A copy that only added properties, along transitions, ends on
//! a shape that the same two shapes lead to again. V8's `CloneObjectIC`
//! keeps that answer for a spread site (source map to result map); this
//! cache keeps it for every copy of the heap:
//!
//! ```text
//!   (target shape, source shape, store or define) ──► result shape + chain stamp
//! ```
//!
//! A replay moves the target to the result shape once and appends the
//! source's values, in order, where the stores would have put them.
//!
//! What a replay rests on, and how each part is checked again on use:
//! - **The keys.** Both shapes are compared exactly. A recorded source has
//!   only enumerable data fields with string keys (no accessor to run, no
//!   symbol to order) and no elements; its elements are checked on every
//!   replay, since they are not in the shape.
//! - **The stores.** A store consults the target's prototype chain (a setter
//!   or a read-only property there stops the add). The entry holds under the
//!   [chain stamp](super::chains::ChainEpoch) it was recorded with, which
//!   moves with any change to any chain, any body write and any collection:
//!   an unchanged stamp means the copy would take the same path again.
//! - **The transitions.** Each add followed a transition to a shape that is
//!   not deprecated. A result that is neither deprecated nor collected, with
//!   every value fitting its field's representation, is where the adds lead
//!   (a generalization deprecates the shapes below it, the result among
//!   them); a value that does not fit takes the stores, which generalize.
//! - **Never recorded:** a traced heap (the map log wants each transition),
//!   a target that is a prototype, a copy that did anything but add every key
//!   (a setter ran, a key was already there, the target went to dictionary
//!   mode), and an empty source.

use super::chains::{ChainStamp, DirectMapped};
use crate::shape::ShapeId;

/// Entries: a power of two. A copy loop meets a handful of shape pairs; 64
/// keeps distinct pairs apart with little collision.
const COPY_ENTRIES: usize = 64;

/// One recorded copy.
#[derive(Clone, Copy, Debug)]
struct RecordedCopy {
    target: ShapeId,
    source: ShapeId,
    define: bool,
    result: ShapeId,
    stamp: ChainStamp,
}

/// The cache: a direct-mapped table, empty until its first entry. See the
/// module docs.
#[derive(Clone, Debug, Default)]
pub(super) struct CopyCache {
    entries: DirectMapped<RecordedCopy, COPY_ENTRIES>,
}

/// Where the pair lives in the table.
#[inline]
fn entry_of(target: ShapeId, source: ShapeId, define: bool) -> usize {
    let mixed =
        target.0.wrapping_mul(0x9E37_79B9) ^ source.0.wrapping_mul(0x85EB_CA6B) ^ u32::from(define);
    (mixed >> (32 - COPY_ENTRIES.trailing_zeros())) as usize
}

impl CopyCache {
    /// The result shape of copying a source of shape `source` into a target
    /// of shape `target` (by definitions when `define`, else by stores), if
    /// one was recorded under `stamp`.
    #[inline]
    pub(super) fn get(
        &self,
        target: ShapeId,
        source: ShapeId,
        define: bool,
        stamp: ChainStamp,
    ) -> Option<ShapeId> {
        let e = self.entries.get(entry_of(target, source, define))?;
        (e.target == target && e.source == source && e.define == define && e.stamp == stamp)
            .then_some(e.result)
    }

    /// Records that the copy ended on `result`, under `stamp`.
    pub(super) fn record(
        &mut self,
        target: ShapeId,
        source: ShapeId,
        define: bool,
        result: ShapeId,
        stamp: ChainStamp,
    ) {
        self.entries.put(
            entry_of(target, source, define),
            RecordedCopy {
                target,
                source,
                define,
                result,
                stamp,
            },
        );
    }
}
