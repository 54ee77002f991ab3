//! The collector: mark-sweep over objects and strings, with generation-checked IDs.
//!
//! # Design
//!
//! The heap is flat tables addressed by index, so the collector frees *slots*
//! rather than memory blocks, and it never moves an object: an [`ObjectId`] stays
//! valid for as long as its object is reachable.
//!
//! - **Mark.** From the roots, every reachable object and string is marked in a
//!   bitmap over the overlay's slots, with an explicit stack (no recursion, so a
//!   long list cannot overflow the Rust stack). An object's references are its
//!   region's slots (in-object and property array), its dictionary's values and
//!   accessors, and its elements.
//! - **Sweep.** Every overlay object slot that is neither free nor marked is freed:
//!   its body is emptied (a dictionary returns its memory; dense elements
//!   keep a buffer of up to `RETAINED_ELEMENTS_MAX` slots, for the next array
//!   that gets the body) and goes on the free body list, its header gets the
//!   shape `Header::FREE` and its generation moves on, and the slot and its
//!   region of the slot arena (in-object slots and property array) are freed.
//!   The sweep joins neighbouring freed slots into runs; when it freed any,
//!   every part of the arena that no kept object's region covers then becomes
//!   a free span, so pieces that earlier frees left are joined again (a
//!   collection that frees nothing leaves the free space as it was). What
//!   one burst of allocation made and left to die is then handed out again
//!   in order, a bump allocation through the holes: the next object takes
//!   the first slot of the current run and cuts its region from the front of
//!   the current span. Nothing in a dead object is written but its
//!   header: a region is cleared when it is handed out again (see the
//!   `region` module). Strings are freed the same way; their bytes are moved
//!   together once garbage is half the buffer.
//! - **Generations.** Every ID carries the generation its slot had when it was
//!   handed out, and every public entry point compares it with the slot's
//!   ([`Heap::contains`]). An ID kept past its object's death is then an
//!   [`UnknownId`](crate::JsErrorKind::UnknownId) error or `None`, never the
//!   object that took the slot next. The inline-cache hit path compares the
//!   generation from the same header read as the shape.
//!
//! # Roots
//!
//! What a collection keeps is what the heap itself holds, plus what the caller
//! names:
//! - the intrinsics, loaded modules' exports and every shape's prototype and
//!   constant accessors (shapes are never freed);
//! - snapshot objects: they are never freed, and the ones this heap has written
//!   are traced, because only those can refer to overlay objects;
//! - [`Heap::root`] handles, V8's `Global`s: an embedder roots what it keeps
//!   across collections and [`Heap::unroot`]s it when done;
//! - the `extra` values of [`Heap::collect_with`]: what a caller holds on its
//!   own stack at the safepoint where it collects (V8's `HandleScope`s).
//!
//! Pending lazy properties hold their holder weakly: a dead holder's entries
//! are dropped.
//!
//! # When
//!
//! Only at safepoints the owner chooses, because the heap cannot see its
//! caller's stack: [`Heap::collect`] and [`Heap::collect_with`] always collect;
//! [`Heap::collect_if_due`] collects once the bytes allocated since the last
//! collection pass the budget ([`Heap::set_allocation_budget`], by default
//! [`DEFAULT_ALLOCATION_BUDGET`]).
//!
//! # Weak transitions
//!
//! A full collection ([`Heap::collect`], V8's `gc()`) also drops every
//! transition to a shape that no live object uses and that no such shape
//! descends from, as V8 clears its maps' weak transitions: the next object to
//! take those steps makes new shapes. Such a shape is marked collected and
//! never reused, so an inline cache that holds it simply misses. Budget
//! collections keep transitions, as V8's scavenges do.

use super::*;

/// Bytes of new objects and strings after which [`Heap::collect_if_due`]
/// collects: 1 MiB, the size of V8's new space when Node 20 starts (asked of
/// Node: `v8.getHeapSpaceStatistics()`, `new_space.space_size` = 1,048,576),
/// whose filling is what triggers V8's scavenges.
pub const DEFAULT_ALLOCATION_BUDGET: usize = 1 << 20;

/// Bytes a string slot costs besides its text: start and end offsets and the
/// generation.
pub(super) const STRING_SLOT_BYTES: usize = 2 * size_of::<u64>() + size_of::<u32>();

/// A persistent root: keeps its value (and all it reaches) alive across
/// collections until [`Heap::unroot`] (V8's `v8::Global`).
///
/// ```
/// use shapeshift::{Heap, Value};
/// let mut heap = Heap::new();
/// let kept = heap.new_object();
/// let dropped = heap.new_object();
/// let root = heap.root(Value::Object(kept));
/// heap.collect();
/// assert!(heap.contains(kept));
/// // Nothing held `dropped`: its ID is now detected as stale.
/// assert!(!heap.contains(dropped));
/// assert!(heap.shape_of(dropped).is_none());
/// assert_eq!(heap.unroot(root), Some(Value::Object(kept)));
/// heap.collect();
/// assert!(!heap.contains(kept));
/// ```
pub use crate::ids::RootId;

/// What one collection did.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct CollectionStats {
    /// Objects that survived (snapshot objects included).
    pub live_objects: usize,
    /// Objects freed.
    pub freed_objects: usize,
    /// Strings that survived (snapshot strings included).
    pub live_strings: usize,
    /// Strings freed.
    pub freed_strings: usize,
    /// Transitions dropped because their target shape died (full
    /// collections only).
    pub cleared_transitions: usize,
}

/// The collector's state in a heap: free lists, roots and the budget.
#[derive(Clone, Debug, Default)]
pub(crate) struct GcState {
    /// Free object slots (a free slot has no region), as runs of consecutive
    /// indices handed out in ascending order.
    free_object_runs: FreeRuns,
    /// Persistent roots: per slot its generation and value (`None`: free).
    roots: Vec<(u32, Option<Value>)>,
    free_roots: Vec<u32>,
    /// Free regions of the slot arena by size: `free_regions[n]` holds the
    /// starts of free regions of `n` slots (see the heap's `region` module).
    free_regions: Vec<Vec<u32>>,
    /// Free spans of the slot arena: the parts no live region covered at the
    /// last collection. New regions of any size are cut from the front of the
    /// current span (a bump allocation).
    free_spans: FreeRuns,
    /// Free overlay bodies (emptied), for the next object that needs one.
    pub(super) free_bodies: Vec<u32>,
    /// Bytes allocated since the last collection.
    allocated: usize,
    /// Bytes after which `collect_if_due` collects.
    budget: Option<usize>,
    /// Whether allocations are logged (to undo a failed read), and the log.
    logging: bool,
    logged_objects: Vec<ObjectId>,
    logged_strings: Vec<StrId>,
    collections: u64,
}

impl GcState {
    /// Slots in free regions and spans.
    pub(super) fn free_region_slots(&self) -> usize {
        let by_size: usize = self
            .free_regions
            .iter()
            .enumerate()
            .map(|(size, starts)| size * starts.len())
            .sum();
        by_size + self.free_spans.count()
    }

    /// Free object slots.
    fn free_object_count(&self) -> usize {
        self.free_object_runs.count()
    }

    /// Every free object slot, as the free list holds it.
    pub(super) fn free_object_indices(&self) -> impl Iterator<Item = u32> + '_ {
        self.free_object_runs
            .all()
            .flat_map(|(start, end)| start..end)
    }

    /// Every free part of the slot arena, as `(start, size)`: the regions on
    /// the lists by size and the free spans.
    pub(super) fn free_pieces(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let by_size = self
            .free_regions
            .iter()
            .enumerate()
            .flat_map(|(size, starts)| starts.iter().map(move |&start| (start, size as u32)));
        let spans = self
            .free_spans
            .all()
            .map(|(start, end)| (start, end - start));
        by_size.chain(spans)
    }

    /// A free region of `size` slots, if there is one (never for 0): cut from
    /// the current free span, else one of exactly that size, else cut from
    /// the next span long enough.
    #[inline(always)]
    pub(super) fn take_free_region(&mut self, size: u32) -> Option<u32> {
        match self.free_spans.take(size) {
            Some(start) => Some(start),
            None => self.take_free_region_slowly(size),
        }
    }

    /// [`GcState::take_free_region`] when the current span is too short: a
    /// free region of exactly `size` slots, or else the next span that is long
    /// enough. Every span passed over goes whole to the lists by size, so
    /// that no span is looked at twice.
    #[inline(never)]
    fn take_free_region_slowly(&mut self, size: u32) -> Option<u32> {
        if size == 0 {
            // An empty region takes nothing (its start is the arena's end).
            return None;
        }
        if let Some(start) = self.free_regions.get_mut(size as usize).and_then(Vec::pop) {
            return Some(start);
        }
        loop {
            let (start, end) = self.free_spans.current();
            if end > start {
                self.free_region(start, end - start);
            }
            if !self.free_spans.advance() {
                return None;
            }
            if let Some(start) = self.free_spans.take(size) {
                return Some(start);
            }
        }
    }

    /// A free object slot, the lowest of the current run.
    #[inline(always)]
    fn take_free_object(&mut self) -> Option<u32> {
        match self.free_object_runs.take(1) {
            Some(index) => Some(index),
            None => self.take_free_object_slowly(),
        }
    }

    /// [`GcState::take_free_object`] when the current run is spent: the first
    /// slot of the next run.
    #[inline(never)]
    fn take_free_object_slowly(&mut self) -> Option<u32> {
        while self.free_object_runs.advance() {
            if let Some(index) = self.free_object_runs.take(1) {
                return Some(index);
            }
        }
        None
    }

    /// Puts a freed region on the free list for its size.
    #[inline]
    pub(super) fn free_region(&mut self, start: u32, size: u32) {
        let n = size as usize;
        if self.free_regions.len() <= n {
            self.free_regions.resize_with(n + 1, Vec::new);
        }
        self.free_regions[n].push(start);
    }

    /// A state whose free lists hold these object slots (ascending), bodies
    /// and spans of the slot arena (`(start, size)` pairs, ascending).
    pub(crate) fn with_free(
        free_objects: &[u32],
        free_bodies: Vec<u32>,
        free_spans: &[(u32, u32)],
    ) -> GcState {
        let mut state = GcState {
            free_bodies,
            ..GcState::default()
        };
        let mut runs = Runs::default();
        for &index in free_objects {
            runs.add(index, 1);
        }
        state.free_object_runs.replace(runs.finish());
        let mut spans = Runs::default();
        for &(start, size) in free_spans {
            spans.add(start, size);
        }
        state.free_spans.replace(spans.finish());
        state
    }
}

/// Free runs `start..end` of consecutive numbers (object slots, or slots of
/// the arena), handed out from the front of the current run. The current run
/// lives apart from the others, so that taking from it reads two fields and
/// no vector.
#[derive(Clone, Debug, Default, PartialEq)]
struct FreeRuns {
    /// The rest of the current run: `next..end`.
    next: u32,
    end: u32,
    /// The runs after the current one; the next is the last.
    waiting: Vec<(u32, u32)>,
}

impl FreeRuns {
    /// The first `n` (at least 1) numbers of the current run, when it has them.
    #[inline(always)]
    fn take(&mut self, n: u32) -> Option<u32> {
        if self.end - self.next >= n && n > 0 {
            let first = self.next;
            self.next += n;
            Some(first)
        } else {
            None
        }
    }

    /// The rest of the current run.
    fn current(&self) -> (u32, u32) {
        (self.next, self.end)
    }

    /// Drops what is left of the current run and makes the next one current;
    /// `false` when there is none.
    fn advance(&mut self) -> bool {
        let (next, end) = self.waiting.pop().unwrap_or((0, 0));
        self.next = next;
        self.end = end;
        end > next
    }

    /// Puts `runs` (the one to hand out first last) before the others; what is
    /// left of the current run waits after them.
    fn push_front(&mut self, runs: Vec<(u32, u32)>) {
        if self.end > self.next {
            self.waiting.push((self.next, self.end));
        }
        self.waiting.extend(runs);
        self.advance();
    }

    /// Puts `n` before all the runs.
    fn push_one(&mut self, n: u32) {
        if self.end > self.next {
            self.waiting.push((self.next, self.end));
        }
        (self.next, self.end) = (n, n + 1);
    }

    /// Makes `runs` (the one to hand out first last) the only runs.
    fn replace(&mut self, runs: Vec<(u32, u32)>) {
        self.waiting = runs;
        self.advance();
    }

    /// Numbers in all runs.
    fn count(&self) -> usize {
        let waiting: usize = self
            .waiting
            .iter()
            .map(|&(start, end)| (end - start) as usize)
            .sum();
        (self.end - self.next) as usize + waiting
    }

    /// The runs, in the order they are handed out.
    fn all(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        let current = (self.end > self.next).then_some((self.next, self.end));
        current
            .into_iter()
            .chain(self.waiting.iter().rev().copied())
    }

    /// [`FreeRuns::all`], collected.
    #[cfg(test)]
    fn runs(&self) -> Vec<(u32, u32)> {
        self.all().collect()
    }
}

/// The runs `start..end` of an arena of `len` slots that none of `regions`
/// (`(offset, size)` pairs) covers, in ascending order: the free space of a
/// heap, or of an image before it becomes one.
pub(super) fn uncovered_runs(
    len: usize,
    regions: impl IntoIterator<Item = (usize, usize)>,
) -> Vec<(usize, usize)> {
    let mut covered = vec![0u64; len.div_ceil(64)];
    for (offset, size) in regions {
        set_bits(&mut covered, offset, offset.saturating_add(size));
    }
    clear_runs(&covered, len)
}

/// Sets bits `from..to` of `bits` (bits past the end are ignored).
#[inline(always)]
fn set_bits(bits: &mut [u64], from: usize, to: usize) {
    if to <= from {
        return;
    }
    // Most regions lie inside one word: one mask, no loop.
    let word = from / 64;
    if word == (to - 1) / 64 {
        let mask = (u64::MAX >> (64 - (to - from))) << (from % 64);
        if let Some(w) = bits.get_mut(word) {
            *w |= mask;
        }
        return;
    }
    set_bits_across_words(bits, from, to);
}

/// [`set_bits`] for a range that spans words.
#[inline(never)]
fn set_bits_across_words(bits: &mut [u64], from: usize, to: usize) {
    let mut i = from;
    while i < to {
        let (word, bit) = (i / 64, i % 64);
        let n = (64 - bit).min(to - i);
        let mask = if n == 64 {
            u64::MAX
        } else {
            ((1u64 << n) - 1) << bit
        };
        if let Some(w) = bits.get_mut(word) {
            *w |= mask;
        }
        i += n;
    }
}

/// The runs `start..end` of clear bits among the first `len` bits of
/// `bits`, in ascending order.
fn clear_runs(bits: &[u64], len: usize) -> Vec<(usize, usize)> {
    let bit = |i: usize| bits.get(i / 64).is_some_and(|w| w >> (i % 64) & 1 == 1);
    let mut runs = Vec::new();
    let mut i = 0;
    while i < len {
        // Skip set bits a word at a time where the word is full.
        if i % 64 == 0 && bits.get(i / 64) == Some(&u64::MAX) {
            i += 64;
            continue;
        }
        if bit(i) {
            i += 1;
            continue;
        }
        let start = i;
        while i < len {
            if i % 64 == 0 && bits.get(i / 64) == Some(&0) {
                i += 64;
            } else if bit(i) {
                break;
            } else {
                i += 1;
            }
        }
        runs.push((start, i.min(len)));
    }
    runs
}

/// Runs `start..end` of consecutive numbers, built in ascending order and
/// handed out lowest first: [`Runs::finish`] gives them last-first, as the
/// free lists pop them.
#[derive(Default)]
struct Runs {
    done: Vec<(u32, u32)>,
    open: Option<(u32, u32)>,
}

impl Runs {
    /// Adds `start..start + len`, joining the open run when it ends at `start`.
    #[inline(always)]
    fn add(&mut self, start: u32, len: u32) {
        match &mut self.open {
            Some(run) if run.1 == start => run.1 += len,
            open => {
                if let Some(run) = open.replace((start, start + len)) {
                    self.done.push(run);
                }
            }
        }
    }

    /// The runs, the highest first.
    fn finish(mut self) -> Vec<(u32, u32)> {
        self.done.extend(self.open);
        self.done.reverse();
        self.done
    }
}

/// Marks of one collection: bitmaps over the overlay's objects and strings.
struct Marks {
    objects: Vec<u64>,
    strings: Vec<u64>,
    stack: Vec<ObjectId>,
    base_objects: u32,
    base_strings: u32,
}

impl Marks {
    #[inline]
    fn set(bits: &mut [u64], i: u32) -> bool {
        let (word, bit) = ((i / 64) as usize, 1u64 << (i % 64));
        match bits.get_mut(word) {
            Some(w) if *w & bit == 0 => {
                *w |= bit;
                true
            }
            _ => false,
        }
    }

    #[inline]
    fn is_set(bits: &[u64], i: u32) -> bool {
        bits.get((i / 64) as usize)
            .is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }

    /// Marks what a packed slot names (a number, the commonest, is skipped
    /// without decoding).
    #[inline]
    fn packed(&mut self, slot: Slot) {
        if !slot.is_number() {
            self.value(slot.get());
        }
    }

    /// Marks what `value` names; a newly marked object goes on the stack.
    #[inline]
    fn value(&mut self, value: Value) {
        match value {
            Value::Object(o) => {
                if let Some(i) = o.0.checked_sub(self.base_objects)
                    && Self::set(&mut self.objects, i)
                {
                    self.stack.push(o);
                }
            }
            Value::String(s) => {
                if let Some(i) = s.0.checked_sub(self.base_strings) {
                    Self::set(&mut self.strings, i);
                }
            }
            _ => {}
        }
    }

    fn slot(&mut self, slot: &PropertySlot) {
        match *slot {
            PropertySlot::Data(v) => self.value(v),
            PropertySlot::Accessor { get, set } => {
                self.value(get);
                self.value(set);
            }
        }
    }
}

impl Heap {
    // ----- roots -------------------------------------------------------------------

    /// Roots `value`: it and everything it reaches survive collections until
    /// [`Heap::unroot`]. See [`RootId`].
    pub fn root(&mut self, value: Value) -> RootId {
        let gc = &mut self.gc;
        match gc.free_roots.pop() {
            Some(i) => {
                let entry = &mut gc.roots[i as usize];
                entry.1 = Some(value);
                RootId(i, entry.0)
            }
            None => {
                gc.roots.push((0, Some(value)));
                RootId(gc.roots.len() as u32 - 1, 0)
            }
        }
    }

    /// The value `root` keeps, or `None` once it was unrooted.
    pub fn rooted(&self, root: RootId) -> Option<Value> {
        match self.gc.roots.get(root.0 as usize) {
            Some(&(generation, value)) if generation == root.1 => value,
            _ => None,
        }
    }

    /// Drops `root` and returns the value it kept (`None` if it was already
    /// dropped: a root is dropped once).
    pub fn unroot(&mut self, root: RootId) -> Option<Value> {
        let gc = &mut self.gc;
        let entry = gc.roots.get_mut(root.0 as usize)?;
        if entry.0 != root.1 {
            return None;
        }
        let value = entry.1.take()?;
        if let Some(next) = entry.0.checked_add(1) {
            entry.0 = next;
            gc.free_roots.push(root.0);
        }
        Some(value)
    }

    // ----- when --------------------------------------------------------------------

    /// Sets the bytes of allocation after which [`Heap::collect_if_due`]
    /// collects (at least 1).
    pub fn set_allocation_budget(&mut self, bytes: usize) {
        self.gc.budget = Some(bytes.max(1));
    }

    /// The allocation budget in force.
    #[inline]
    pub fn allocation_budget(&self) -> usize {
        self.gc.budget.unwrap_or(DEFAULT_ALLOCATION_BUDGET)
    }

    /// Whether the bytes allocated since the last collection passed the budget.
    #[inline]
    pub fn collection_due(&self) -> bool {
        self.gc.allocated >= self.allocation_budget()
    }

    /// How many collections this heap has run.
    pub fn collections(&self) -> u64 {
        self.gc.collections
    }

    /// Collects when [`Heap::collection_due`], keeping `extra` as roots (see
    /// [`Heap::collect_with`]); `None` when it was not due. Like the
    /// collections V8's allocation starts (scavenges), it frees objects and
    /// strings but keeps every transition.
    ///
    /// The check is inline, so that a caller may ask after every allocation,
    /// as V8's allocation does; the collection is not.
    #[inline]
    pub fn collect_if_due(&mut self, extra: &[Value]) -> Option<CollectionStats> {
        if !self.collection_due() {
            return None;
        }
        Some(self.collect_objects(extra, false))
    }

    /// A full collection, as V8's `gc()`: frees every object and string that
    /// no root reaches, then drops the transitions to shapes no live object
    /// uses (V8's weak transitions). IDs of what was freed are detected from
    /// now on (see the module docs).
    pub fn collect(&mut self) -> CollectionStats {
        self.collect_with(&[])
    }

    /// [`Heap::collect`], keeping `extra` too: the values the caller holds on
    /// its own stack (V8's handle scopes).
    pub fn collect_with(&mut self, extra: &[Value]) -> CollectionStats {
        self.collect_objects(extra, true)
    }

    #[inline(never)]
    fn collect_objects(&mut self, extra: &[Value], full: bool) -> CollectionStats {
        // A freed object's ID can name the next object made: no chain
        // checked before the collection is believed after it.
        self.chain_epoch.advance();
        let mut marks = self.mark_roots(extra);
        self.trace(&mut marks);
        let mut stats = self.sweep(&marks);
        if full {
            // Shapes of live objects: the overlay's headers, and the snapshot
            // objects' (never freed; a written one's header is a copy).
            let headers = &self.headers;
            let in_use = headers
                .owned()
                .iter()
                .map(|h| h.shape)
                .chain((0..headers.base_len()).map(|i| headers.peek(ObjectId(i, 0)).shape))
                .filter(|&s| s != Header::FREE)
                .chain(self.object_function_map);
            stats.cleared_transitions = self.shapes.clear_dead_transitions(in_use);
        }
        self.gc.allocated = 0;
        self.gc.collections += 1;
        stats
    }

    // ----- accounting ----------------------------------------------------------------

    /// Counts an allocation of `bytes` towards the budget.
    #[inline]
    pub(super) fn count_allocation(&mut self, bytes: usize) {
        self.gc.allocated += bytes;
    }

    /// Object slots that are free.
    pub(super) fn free_object_slots(&self) -> usize {
        self.gc.free_object_count()
    }

    /// A body for an object that had none: a freed one, or a new one.
    pub(super) fn new_body(&mut self) -> u32 {
        match self.gc.free_bodies.pop() {
            Some(body) => body,
            None => {
                self.count_allocation(size_of::<JsObject>());
                self.bodies.push(JsObject::EMPTY).0
            }
        }
    }

    /// A free object slot (its header keeps the generation the new object
    /// gets).
    #[inline]
    pub(super) fn take_free_object(&mut self) -> Option<u32> {
        self.gc.take_free_object()
    }

    /// Logs a new object, when a caller asked to be able to undo.
    #[inline]
    pub(super) fn log_object(&mut self, id: ObjectId) {
        if self.gc.logging {
            self.gc.logged_objects.push(id);
        }
    }

    /// Logs a new string, when a caller asked to be able to undo.
    #[inline]
    pub(super) fn log_string(&mut self, id: StrId) {
        if self.gc.logging {
            self.gc.logged_strings.push(id);
        }
    }

    /// Starts logging allocations, so that [`Heap::undo_logged_allocations`]
    /// can free them (the clone reader's undo of a bad message).
    pub(crate) fn start_allocation_log(&mut self) {
        self.gc.logging = true;
        self.gc.logged_objects.clear();
        self.gc.logged_strings.clear();
    }

    /// Stops logging allocations and forgets the log.
    pub(crate) fn stop_allocation_log(&mut self) {
        self.gc.logging = false;
        self.gc.logged_objects.clear();
        self.gc.logged_strings.clear();
    }

    /// Frees every object and string allocated since the log started, and
    /// stops logging. The caller guarantees nothing else refers to them.
    pub(crate) fn undo_logged_allocations(&mut self) {
        let objects = std::mem::take(&mut self.gc.logged_objects);
        let strings = std::mem::take(&mut self.gc.logged_strings);
        for &id in &objects {
            if self.contains(id) {
                self.free_object(id.0);
            }
        }
        for &id in &strings {
            if let Some(i) = id.0.checked_sub(self.base_strings)
                && self.strings.generation(i as usize) == id.1
                && self.strings.is_live(i as usize)
            {
                self.strings.free_slot(i as usize);
            }
        }
        self.strings.compact_if_sparse();
        self.string_bytes = self.strings.live_bytes();
        self.gc.logged_objects = objects;
        self.gc.logged_strings = strings;
        self.stop_allocation_log();
    }

    // ----- mark ----------------------------------------------------------------------

    fn mark_roots(&mut self, extra: &[Value]) -> Marks {
        let base_objects = self.headers.base_len();
        let overlay_objects = self.headers.len() as u32 - base_objects;
        let overlay_strings = self.strings.len() as u32;
        let mut marks = Marks {
            objects: vec![0; overlay_objects.div_ceil(64) as usize],
            strings: vec![0; overlay_strings.div_ceil(64) as usize],
            stack: Vec::new(),
            base_objects,
            base_strings: self.base_strings,
        };
        let Intrinsics {
            object_prototype,
            function_prototype,
            array_prototype,
        } = self.intrinsics;
        for o in [object_prototype, function_prototype, array_prototype] {
            marks.value(Value::Object(o));
        }
        for &v in extra {
            marks.value(v);
        }
        for &(_, v) in &self.gc.roots {
            if let Some(v) = v {
                marks.value(v);
            }
        }
        for m in &self.modules {
            if let ModuleState::Loaded(v) = m {
                marks.value(*v);
            }
        }
        if let Some((values, _)) = &self.script_call_replay {
            for &v in values {
                marks.value(v);
            }
        }
        self.shapes.for_each_value(|v| marks.value(v));
        // Snapshot objects this heap wrote: the only ones that can refer to
        // overlay objects (an archived object refers to archived ones only).
        // (Writing a body writes its object's header too: see `object_mut`.)
        for i in self.headers.copied_indices() {
            let id = ObjectId(i, self.headers.peek(ObjectId(i, 0)).generation());
            self.trace_object(id, &mut marks);
        }
        marks
    }

    /// Marks everything reachable from the marked objects.
    fn trace(&self, marks: &mut Marks) {
        while let Some(id) = marks.stack.pop() {
            self.trace_object(id, marks);
        }
    }

    /// Marks what object `id` refers to.
    fn trace_object(&self, id: ObjectId, marks: &mut Marks) {
        let header = self.header(id);
        if header.shape == Header::FREE {
            return;
        }
        // The whole region: in-object slots and property array (its meta
        // slot holds a count, which reads as a number and marks nothing).
        let size = self.region_size(&header);
        if let Some(body) = self.overlay_body(&header)
            && let Some(start) = header.inobject_base.checked_sub(self.base_slots)
        {
            let start = start as usize;
            if let Some(slots) = self.inobject_slots.get(start..start + size as usize) {
                for &v in slots {
                    marks.packed(v);
                }
            }
            Self::trace_body(body, marks);
            return;
        }
        // A snapshot object: read through the layers (it may be partly copied).
        for i in 0..size {
            marks.packed(self.raw_slot(header.inobject_base + i).unwrap_or_default());
        }
        Self::trace_body(self.object_known(id), marks);
    }

    fn trace_body(body: &JsObject, marks: &mut Marks) {
        if let Some(dictionary) = body.dictionary() {
            for slot in dictionary.slots() {
                marks.packed(slot);
            }
        }
        match &body.elements {
            Elements::Dense(values) => {
                for &v in values {
                    marks.packed(v);
                }
            }
            Elements::Sparse(entries) => {
                for entry in entries.values() {
                    marks.slot(&entry.slot);
                }
            }
        }
    }

    // ----- sweep ---------------------------------------------------------------------

    fn sweep(&mut self, marks: &Marks) -> CollectionStats {
        let freed_objects = self.sweep_objects(&marks.objects);
        let freed_strings = self.strings.sweep(&marks.strings);
        self.strings.compact_if_sparse();
        self.string_bytes = self.strings.live_bytes();
        // Pending lazy properties of dead holders can never be read.
        let dead: Vec<(ObjectId, PropertyKey)> = self
            .lazy
            .keys()
            .filter(|(holder, _)| !self.contains(*holder))
            .copied()
            .collect();
        for key in dead {
            self.lazy.remove(&key);
        }
        CollectionStats {
            live_objects: self.object_count(),
            freed_objects,
            live_strings: self.string_count(),
            freed_strings,
            cleared_transitions: 0,
        }
    }

    /// Frees every overlay object whose bit in `marked` is clear, in one pass
    /// over the overlay's headers, then remakes the free spans; returns how
    /// many it freed. Neighbouring freed slots join into runs: the objects of
    /// one allocation burst die together, and the next burst takes their
    /// slots and regions back in order, as from a bump allocator.
    fn sweep_objects(&mut self, marked: &[u64]) -> usize {
        let (headers, mut freeing) = self.headers_and_freeing();
        let base_objects = headers.base_len();
        let mut freed = 0;
        let mut slots = Runs::default();
        for (i, header) in headers.owned_mut().iter_mut().enumerate() {
            if header.shape == Header::FREE || Marks::is_set(marked, i as u32) {
                continue;
            }
            freeing.release(header);
            if freeing.reusable(header) {
                slots.add(base_objects + i as u32, 1);
            }
            freed += 1;
        }
        freeing.gc.free_object_runs.push_front(slots.finish());
        if freed > 0 {
            self.remake_free_spans();
        }
        freed
    }

    /// Makes every part of the overlay's slot arena that no object's region
    /// covers a free span, and empties the lists by size: free space that
    /// earlier frees and cuts left in pieces is joined again, so a size that
    /// nothing asks for any more cannot keep slots from being used. A sweep
    /// that freed nothing leaves the free space as it was, and a collection
    /// of a heap that is all alive pays nothing for it.
    fn remake_free_spans(&mut self) {
        let slots = &self.inobject_slots;
        let copied = self.headers.copied_indices();
        let live_regions = self
            .headers
            .owned()
            .iter()
            .copied()
            .chain(copied.iter().map(|&i| self.headers.peek(ObjectId(i, 0))))
            .filter(|h| h.shape != Header::FREE)
            .filter_map(|h| overlay_region(slots, self.base_slots, &h));
        let mut spans = Runs::default();
        for (start, end) in uncovered_runs(slots.len(), live_regions) {
            spans.add(self.base_slots + start as u32, (end - start) as u32);
        }
        for list in &mut self.gc.free_regions {
            list.clear();
        }
        self.gc.free_spans.replace(spans.finish());
    }

    /// Frees overlay object slot `index` (see the module docs).
    pub(super) fn free_object(&mut self, index: u32) {
        self.chain_epoch.advance();
        let (headers, mut freeing) = self.headers_and_freeing();
        if let Some(header) = headers.overlay_mut(ObjectId(index, 0)) {
            freeing.free(header, index);
        }
    }

    /// The headers, and beside them the rest of what freeing an object
    /// touches (borrowed apart, so that headers can be freed in place).
    fn headers_and_freeing(&mut self) -> (&mut Layered<ObjectId, Header>, Freeing<'_>) {
        let freeing = Freeing {
            bodies: &mut self.bodies,
            slots: &mut self.inobject_slots,
            base_slots: self.base_slots,
            gc: &mut self.gc,
        };
        (&mut self.headers, freeing)
    }
}

/// The part of the overlay's slot arena `slots` (whose first slot is arena
/// index `base_slots`) that the region of `header` covers, as an offset into
/// `slots` and a length: `None` for a snapshot region, an empty one, or one
/// that does not lie inside `slots`.
fn overlay_region(slots: &[Slot], base_slots: u32, header: &Header) -> Option<(usize, usize)> {
    let offset = header.inobject_base.checked_sub(base_slots)? as usize;
    let size = header.region_size_with(|i| slots.get(i.wrapping_sub(base_slots) as usize).copied())
        as usize;
    let end = offset.checked_add(size)?;
    (size > 0 && end <= slots.len()).then_some((offset, size))
}

/// What freeing an object touches besides its header: its body, its region
/// of the slot arena, and the free lists.
struct Freeing<'a> {
    bodies: &'a mut Layered<BodyId, JsObject>,
    slots: &'a mut Vec<Slot>,
    base_slots: u32,
    gc: &'a mut GcState,
}

impl Freeing<'_> {
    /// Frees the object of overlay slot `index`, whose header is `header`: its
    /// body is emptied (keeping a small elements buffer) and freed, its region
    /// cleared and freed, and the header becomes a free one of the next
    /// generation (or is retired, see
    /// [`MAX_GENERATION`](crate::value::MAX_GENERATION)).
    fn free(&mut self, header: &mut Header, index: u32) {
        if let Some((offset, size)) = overlay_region(self.slots, self.base_slots, header) {
            self.gc
                .free_region(self.base_slots + offset as u32, size as u32);
        }
        self.release(header);
        if self.reusable(header) {
            self.gc.free_object_runs.push_one(index);
        }
    }

    /// Frees the body of the object whose header is `header`, and makes the
    /// header a free one with no region (the caller frees the region).
    #[inline(always)]
    fn release(&mut self, header: &mut Header) {
        if header.body != Header::NO_BODY
            && let Some(body) = self.bodies.overlay_mut(BodyId(header.body))
        {
            body.empty_for_reuse();
            self.gc.free_bodies.push(header.body);
        }
        let generation = header.generation;
        *header = Header {
            shape: Header::FREE,
            generation,
            inobject_capacity: 0,
            inobject_base: 0,
            body: Header::NO_BODY,
        };
    }

    /// Moves a header that [`Freeing::release`] freed on to its next
    /// generation, and says whether its slot can be handed out again. A slot
    /// whose generation is spent is retired instead: its generation stays at
    /// the largest a packed slot holds, and the slot is never handed out again.
    #[inline(always)]
    fn reusable(&mut self, header: &mut Header) -> bool {
        if header.generation() < crate::value::MAX_GENERATION {
            header.generation += 1;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ic::LoadIc;
    use crate::{JsErrorKind, LiteralEntry, StoreOrigin};

    /// `{a: n, b: {c: "sN"}}`: an object, a nested one and a string.
    fn tree(heap: &mut Heap, n: i32) -> ObjectId {
        let (a, b, c) = (heap.key("a"), heap.key("b"), heap.key("c"));
        let inner = heap.new_object();
        let text = heap.string(&format!("s{n}"));
        heap.set(inner, c, text, StoreOrigin::Named).unwrap();
        let outer = heap.new_object();
        heap.set(outer, a, Value::from(n), StoreOrigin::Named)
            .unwrap();
        heap.set(outer, b, Value::Object(inner), StoreOrigin::Named)
            .unwrap();
        outer
    }

    #[test]
    fn collection_frees_what_no_root_reaches_and_keeps_the_rest() {
        let mut heap = Heap::new();
        let before = heap.object_count();
        let kept = tree(&mut heap, 1);
        let dropped = tree(&mut heap, 2);
        let root = heap.root(Value::Object(kept));
        let shown = heap.display(Value::Object(kept)).to_string();
        let stats = heap.collect();
        assert_eq!((stats.freed_objects, stats.freed_strings), (2, 1));
        assert_eq!(heap.object_count(), before + 2);
        assert_eq!(heap.display(Value::Object(kept)).to_string(), shown);
        assert!(!heap.contains(dropped));
        assert_eq!(heap.verify(), Ok(()));
        // Unrooted, the tree goes too; the root is dropped once.
        assert_eq!(heap.unroot(root), Some(Value::Object(kept)));
        assert_eq!(heap.unroot(root), None);
        assert_eq!(heap.collect().freed_objects, 2);
        assert_eq!(heap.object_count(), before);
        assert_eq!(heap.verify(), Ok(()));
    }

    #[test]
    fn a_freed_body_keeps_a_small_elements_buffer_for_the_next_array() {
        let mut heap = Heap::new();
        let small: Vec<Value> = (0..3).map(Value::from).collect();
        let large: Vec<Value> = (0..100).map(Value::from).collect();
        heap.new_array(&small).unwrap();
        heap.new_array(&large).unwrap();
        let free_before = heap.stats().bytes.free;
        assert_eq!(heap.collect().freed_objects, 2);
        let retained: Vec<usize> = heap
            .gc
            .free_bodies
            .iter()
            .filter_map(|&b| match &heap.bodies.overlay(BodyId(b))?.elements {
                Elements::Dense(v) => Some(v.capacity()),
                Elements::Sparse(_) => None,
            })
            .collect();
        // The three-slot buffer is kept, empty; the hundred-slot one is not.
        assert_eq!(
            retained.iter().filter(|&&c| c == 3).count(),
            1,
            "{retained:?}"
        );
        assert!(
            retained
                .iter()
                .all(|&c| c <= crate::object::RETAINED_ELEMENTS_MAX)
        );
        // Free bytes count it.
        let free = heap.stats().bytes.free;
        assert!(
            free >= free_before + 3 * size_of::<Slot>(),
            "{free} after {free_before}"
        );
        // The next arrays get the bodies, with their own elements only.
        let a = heap.new_array(&small[..2]).unwrap();
        let b = heap.new_array(&[]).unwrap();
        let length = heap.key("length");
        assert_eq!(heap.get(a, length), Ok(Value::from(2)));
        assert_eq!(heap.get(b, length), Ok(Value::from(0)));
        assert_eq!(heap.get(a, PropertyKey::Index(1)), Ok(Value::from(1)));
        assert_eq!(heap.get(b, PropertyKey::Index(0)), Ok(Value::Undefined));
        assert_eq!(heap.verify(), Ok(()));
    }

    #[test]
    fn a_freed_id_is_an_error_even_after_its_slot_is_reused() {
        let mut heap = Heap::new();
        let x = heap.key("x");
        let old = heap.new_object();
        heap.set(old, x, Value::from(1), StoreOrigin::Named)
            .unwrap();
        let old_string = heap.string("old").as_object();
        assert!(old_string.is_none());
        heap.collect();
        let new = heap.new_object();
        heap.set(new, x, Value::from(2), StoreOrigin::Named)
            .unwrap();
        // The same slot, a new generation.
        assert_eq!((new.index(), new.generation()), (old.index(), 1));
        assert_eq!(new.to_string(), format!("object#{}v1", old.index()));
        let err = heap.get(old, x).unwrap_err();
        assert!(matches!(err.kind(), JsErrorKind::UnknownId(_)), "{err}");
        assert!(err.to_string().contains("was freed"), "{err}");
        assert_eq!(heap.shape_of(old), None);
        assert_eq!(heap.get(new, x), Ok(Value::from(2)));
        // An inline cache warmed on the new object does not hit for the old ID,
        // though slot and shape are the same.
        let mut ic = LoadIc::new(x);
        assert_eq!(ic.load(&mut heap, new), Ok(Value::from(2)));
        assert_eq!(ic.load(&mut heap, new), Ok(Value::from(2)));
        let stale = ic.load(&mut heap, old).unwrap_err();
        assert!(matches!(stale.kind(), JsErrorKind::UnknownId(_)), "{stale}");
    }

    #[test]
    fn a_slot_whose_generation_is_spent_is_retired() {
        let mut heap = Heap::new();
        let old = heap.new_object();
        heap.header_mut(old).generation = u16::MAX - 1;
        let old = ObjectId(old.0, crate::value::MAX_GENERATION - 1);
        heap.collect();
        // Reused once more, at the last generation a packed slot holds...
        let last = heap.new_object();
        assert_eq!(last, ObjectId(old.0, crate::value::MAX_GENERATION));
        assert_eq!(Slot::pack(Value::Object(last)).get(), Value::Object(last));
        heap.collect();
        // ...then never again: the next object takes another slot.
        let next = heap.new_object();
        assert_ne!(next.index(), old.index());
        let x = heap.key("x");
        assert!(heap.get(last, x).is_err());
        assert_eq!(heap.verify(), Ok(()));
        // Strings too.
        let Value::String(s) = heap.string("spent") else {
            unreachable!("a string")
        };
        heap.strings.generations[s.0 as usize] = crate::value::MAX_GENERATION;
        heap.collect();
        let Value::String(t) = heap.string("fresh") else {
            unreachable!("a string")
        };
        assert_ne!(t.index(), s.index());
    }

    #[test]
    fn a_freed_string_id_reads_nothing() {
        let mut heap = Heap::new();
        let Value::String(old) = heap.string("gone") else {
            unreachable!("a string")
        };
        heap.collect();
        assert_eq!(heap.str(old), None);
        let Value::String(new) = heap.string("here") else {
            unreachable!("a string")
        };
        assert_eq!((new.index(), new.generation()), (old.index(), 1));
        assert_eq!((heap.str(old), heap.str(new)), (None, Some("here")));
        assert!(heap.check_value(Value::String(old)).is_err());
    }

    #[test]
    fn reused_slots_keep_their_in_object_regions_apart() {
        let mut heap = Heap::new();
        let keep: Vec<Value> = (0..50).map(|n| Value::Object(tree(&mut heap, n))).collect();
        for n in 0..50 {
            tree(&mut heap, 100 + n);
        }
        heap.collect_with(&keep);
        let slots = heap.object_slots();
        let again: Vec<Value> = (0..50)
            .map(|n| Value::Object(tree(&mut heap, 200 + n)))
            .collect();
        // The new trees took the freed slots: no slot was added.
        assert_eq!(heap.object_slots(), slots);
        assert_eq!(heap.verify(), Ok(()));
        for (n, v) in keep.iter().chain(&again).enumerate() {
            let n = if n < 50 { n } else { 150 + n };
            let a = heap.key("a");
            let Value::Object(o) = *v else {
                unreachable!("objects")
            };
            assert_eq!(heap.get(o, a), Ok(Value::from(n as i32)));
        }
    }

    #[test]
    fn collection_is_due_once_the_budget_is_spent() {
        let mut heap = Heap::new();
        heap.set_allocation_budget(10_000);
        let mut collected = None;
        for _ in 0..1_000 {
            heap.new_object();
            if let Some(stats) = heap.collect_if_due(&[]) {
                collected = Some(stats);
                break;
            }
        }
        let stats = collected.expect("the budget was spent");
        assert!(stats.freed_objects > 10, "{stats:?}");
        assert_eq!(heap.collections(), 1);
        assert!(!heap.collection_due());
    }

    /// An object literal with `n` number fields, and its region's size.
    fn literal(heap: &mut Heap, n: usize) -> (ObjectId, u32) {
        let entries: Vec<LiteralEntry> = (0..n)
            .map(|i| LiteralEntry::Property {
                key: heap.key(&format!("k{i}")),
                value: Value::from(i as i32 + 1),
                computed: false,
            })
            .collect();
        let o = heap.object_literal(&entries).unwrap();
        let size = heap.region_size(&heap.header(o));
        (o, size)
    }

    #[test]
    fn clear_runs_are_the_gaps_between_set_ranges() {
        // Ranges across and along word edges, against a bit-by-bit reading.
        let len: usize = 300;
        for ranges in [
            vec![],
            vec![(0, 300)],
            vec![(0, 64), (128, 129)],
            vec![(3, 70), (70, 127), (200, 264), (299, 300)],
            vec![(63, 65), (191, 192)],
        ] {
            let mut bits = vec![0u64; len.div_ceil(64)];
            for &(from, to) in &ranges {
                set_bits(&mut bits, from, to);
            }
            let set = |i: usize| ranges.iter().any(|&(from, to)| (from..to).contains(&i));
            let mut expected = Vec::new();
            let mut i = 0;
            while i < len {
                let start = i;
                while i < len && !set(i) {
                    i += 1;
                }
                if i > start {
                    expected.push((start, i));
                }
                i += 1;
            }
            assert_eq!(clear_runs(&bits, len), expected, "{ranges:?}");
        }
    }

    #[test]
    fn free_runs_hand_out_the_current_run_then_the_next() {
        let mut runs = FreeRuns::default();
        assert_eq!(runs.take(1), None);
        // A sweep's runs, the first to hand out last.
        runs.replace(vec![(20, 22), (10, 13)]);
        assert_eq!((runs.take(2), runs.take(2)), (Some(10), None));
        assert_eq!(runs.count(), 3);
        // A slot freed alone goes first; the rest of the current run waits.
        runs.push_one(5);
        assert_eq!(runs.runs(), vec![(5, 6), (12, 13), (20, 22)]);
        // A later sweep's runs go before everything left.
        runs.push_front(vec![(40, 41), (30, 32)]);
        assert_eq!(
            runs.runs(),
            vec![(30, 32), (40, 41), (5, 6), (12, 13), (20, 22)]
        );
        let mut order = Vec::new();
        loop {
            match runs.take(1) {
                Some(n) => order.push(n),
                None if runs.advance() => {}
                None => break,
            }
        }
        assert_eq!(order, vec![30, 31, 40, 5, 12, 20, 21]);
        assert_eq!(runs.count(), 0);
    }

    #[test]
    fn a_burst_that_died_is_made_again_in_order_in_the_same_slots() {
        let mut heap = Heap::new();
        let first: Vec<ObjectId> = (0..200).map(|_| literal(&mut heap, 8).0).collect();
        heap.collect();
        let (slots, arena) = (heap.object_slots(), heap.inobject_slots.len());
        let again: Vec<(ObjectId, u32)> = (0..200).map(|_| literal(&mut heap, 8)).collect();
        // The same slots and regions, taken in ascending order as from a bump
        // allocator, and nothing added to either table.
        assert_eq!(
            (heap.object_slots(), heap.inobject_slots.len()),
            (slots, arena)
        );
        let mut old: Vec<u32> = first.iter().map(|o| o.index()).collect();
        old.sort_unstable();
        let new: Vec<u32> = again.iter().map(|(o, _)| o.index()).collect();
        assert_eq!(new, old);
        for pair in again.windows(2) {
            let ((a, size), (b, _)) = (pair[0], pair[1]);
            let (a, b) = (heap.header(a), heap.header(b));
            assert_eq!(b.inobject_base, a.inobject_base + size);
        }
        assert_eq!(heap.verify(), Ok(()));
    }

    #[test]
    fn free_space_left_in_pieces_is_joined_at_the_next_collection() {
        let mut heap = Heap::new();
        let arena_before = heap.inobject_slots.len() as u32;
        let small: Vec<u32> = (0..3).map(|_| literal(&mut heap, 4).1).collect();
        heap.collect();
        // A larger region is cut from the span the small ones left, and one
        // larger than what remains goes to the arena's end: the remnant is
        // passed over.
        let (_, cut) = literal(&mut heap, 8);
        let span: u32 = small.iter().sum();
        assert!(cut < span, "{cut} slots cut from {span}");
        let (_, large) = literal(&mut heap, 40);
        assert!(large > span - cut);
        let arena = heap.inobject_slots.len() as u32;
        assert!(arena >= arena_before + span + large);
        heap.collect();
        // With none of them alive, everything they took is one free span
        // again, the remnant included, and no region waits on a list by size.
        let base = heap.base_slots;
        assert_eq!(
            heap.gc.free_spans.runs(),
            vec![(base + arena_before, base + arena)]
        );
        assert!(heap.gc.free_regions.iter().all(Vec::is_empty));
        assert_eq!(heap.gc.free_region_slots(), (arena - arena_before) as usize);
        // So a region larger than any one piece was fits without growing
        // the arena.
        let (_, larger) = literal(&mut heap, 44);
        assert!(larger > large && larger > span);
        assert_eq!(heap.inobject_slots.len() as u32, arena);
    }

    #[test]
    fn verify_finds_free_space_handed_out_twice() {
        let mut heap = Heap::new();
        let (o, size) = literal(&mut heap, 8);
        let base = heap.header(o).inobject_base;
        assert_eq!(heap.verify(), Ok(()));
        // A live object's region on the free list.
        let mut broken = heap.clone();
        broken.gc.free_region(base + 1, 2);
        assert_eq!(
            broken.verify(),
            Err(HeapInvariantError::ArenaSlotTwice { slot: base + 1 })
        );
        // A live object's slot among the free ones.
        let mut broken = heap.clone();
        broken.gc.free_object_runs.push_one(o.index());
        assert_eq!(
            broken.verify(),
            Err(HeapInvariantError::FreeListWrong { index: o.index() })
        );
        // A freed region twice.
        heap.collect();
        assert_eq!(heap.verify(), Ok(()));
        let start = heap.gc.free_spans.all().next().unwrap().0;
        heap.gc.free_region(start, size);
        assert_eq!(
            heap.verify(),
            Err(HeapInvariantError::ArenaSlotTwice { slot: start })
        );
    }

    #[test]
    fn a_reused_region_is_cleared_as_it_is_handed_out() {
        let mut heap = Heap::new();
        let (old, _) = literal(&mut heap, 8);
        let old_base = heap.header(old).inobject_base;
        heap.collect();
        // The freed slots still hold the dead object's numbers...
        let at = (old_base - heap.base_slots) as usize;
        assert_eq!(heap.inobject_slots[at].get(), Value::from(1));
        // ...until an object with no fields takes them: it reads undefined.
        let o = heap.new_object();
        let h = heap.header(o);
        assert_eq!(h.inobject_base, old_base);
        let at = (h.inobject_base - heap.base_slots) as usize;
        let size = heap.region_size(&h) as usize;
        assert!(size > 0);
        assert!(
            heap.inobject_slots[at..at + size]
                .iter()
                .all(|s| s.get() == Value::Undefined)
        );
        assert_eq!(heap.verify(), Ok(()));
    }

    #[test]
    fn an_image_keeps_free_slots_and_their_generations() {
        let mut heap = Heap::new();
        let kept = tree(&mut heap, 1);
        let dropped = tree(&mut heap, 2);
        heap.collect_with(&[Value::Object(kept)]);
        let image = heap.to_image();
        crate::snapshot::validate::check_image(&image, 0, 0).unwrap();
        let mut copy = Heap::from_image(image, Arc::new(Runtime::new()));
        assert_eq!(copy.verify(), Ok(()));
        assert!(copy.contains(kept) && !copy.contains(dropped));
        // The copy reuses the free slots.
        let slots = copy.object_slots();
        tree(&mut copy, 3);
        assert_eq!(copy.object_slots(), slots);
        assert_eq!(copy.verify(), Ok(()));
    }
}
