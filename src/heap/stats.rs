//! Counting a heap: shapes, objects by mode, and bytes per table
//! ([`Heap::stats`], [`Heap::object_bytes`]).
//!
//! Every item is read where it lives. An object, shape or descriptor table of a
//! restored heap that is still in its snapshot's archive is read in place and
//! never copied, so measuring a heap does not change what it owns (and costs
//! one pass over its objects, shapes and descriptor tables).
//!
//! What each byte figure counts, and which are exact and which estimates, is
//! documented on [`TableBytes`].

use super::*;
use crate::ids::TableId;
use crate::object::{ArchivedElements, RareFields};
use crate::shape::{ArchivedTransitions, Descriptor, DescriptorTable, RootKey, Shape, Transitions};
use rkyv::option::ArchivedOption;
use rustc_hash::FxHashMap;
use std::fmt;
use std::mem::size_of;

/// Trailing control bytes a hash table allocates past its buckets (one SSE2
/// group, hashbrown's `Group::WIDTH` on x86-64).
const CONTROL_GROUP_BYTES: usize = 16;

/// What [`Heap::stats`] reports: shape and object counts, and bytes per table.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct HeapStats {
    /// The shape table.
    pub shapes: ShapeCounts,
    /// The objects, by mode.
    pub objects: ObjectCounts,
    /// Bytes per table of everything the heap can see: its own memory plus,
    /// for a restored heap, the items still read in place from its snapshot
    /// (see [`TableBytes`] for what each figure counts).
    pub bytes: TableBytes,
    /// The part of [`HeapStats::bytes`] that is items still in a snapshot's
    /// archive (measured as the owned copies they would become). All zero for
    /// a heap built from scratch or from an image.
    pub archived_bytes: TableBytes,
}

impl HeapStats {
    /// The part of [`HeapStats::bytes`] in the heap's own memory: items it made,
    /// and snapshot items it has copied out of the archive.
    pub fn owned_bytes(&self) -> TableBytes {
        self.bytes.minus(&self.archived_bytes)
    }
}

/// Shape counts of a heap.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ShapeCounts {
    /// Every shape the heap has made (shapes are never freed), a restored
    /// heap's snapshot shapes included.
    pub total: usize,
    /// Shapes reachable from the objects: a shape is reachable when an object
    /// has it, or when it is the source of the edge that made a reachable shape
    /// ([`Shape::created_by`]: recorded add and integrity edges, which are also
    /// the back pointers, and prototype and unrecorded edges). That is, the
    /// objects' shapes and every shape on their paths back to their roots. A
    /// shape made without an edge starts its own path: a root, a prototype map
    /// (V8 copies one for each object that becomes a prototype), the fresh map
    /// of a literal migrated from dictionary mode, an unshared dictionary map.
    /// Every live object counts, garbage too until a collection frees it
    /// ([`Heap::collect`]). The other shapes
    /// are history: shapes every object has left (by a transition, a
    /// normalization or a prototype copy), and roots no object was made from.
    pub reachable: usize,
    /// Recorded transitions: the edges kept in the shapes' transition tables
    /// ([`ShapeTable::transition_count`] summed over every shape).
    pub transitions: usize,
    /// Dictionary-mode shapes (shared normalized maps and the unshared ones of
    /// prototypes and of objects after a prototype change or integrity level).
    pub dictionary: usize,
}

/// Object counts of a heap, by mode.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ObjectCounts {
    /// Every object in the arena (the intrinsics included).
    pub total: usize,
    /// Objects with fast properties (`%HasFastProperties` true).
    pub fast: usize,
    /// Objects in dictionary mode. `fast + dictionary == total`.
    pub dictionary: usize,
    /// Objects that have been used as a prototype ([`JsObject::is_prototype`]).
    /// A cross-cutting count: each is also counted as fast or dictionary.
    pub prototypes: usize,
}

/// Bytes per table.
///
/// Every figure is `std::mem::size_of` of the engine's own types times a count,
/// so the figures follow the code. An item is measured in the layout it has in
/// memory (its *owned* layout). An item still in a snapshot's archive is
/// measured as the owned copy it would become when copied out, with its lengths
/// as capacities (the archive stores lengths only); its archived form, in the
/// mapping every heap of the process shares, is laid out differently.
///
/// | table | per item | kind |
/// |---|---|---|
/// | object headers | `size_of::<Header>()` (shape, generation, in-object region, body index) + `size_of::<JsObject>()` for an object that has a body (elements, rare-fields pointer) + `size_of::<RareFields>()` for one that has those (dictionary, native, prototype flags) | exact |
/// | in-object slots | in-object capacity × `size_of::<Slot>()` | exact |
/// | property arrays | out-of-object store capacity × `size_of::<Slot>()` | exact |
/// | dictionaries | record capacity × `size_of::<Record>()` + index buckets × 4 + accessor pair capacity × 16 (the `Dictionary` value is in the rare fields) | exact |
/// | elements | dense: capacity × `size_of::<Slot>()`; sparse: the boxed map + entries × `size_of::<(u32, DictEntry)>()` | dense exact, sparse a lower estimate (B-tree nodes not counted) |
/// | strings | the arena's text bytes + one `u64` end offset per string, by capacity | exact |
/// | shapes | `size_of::<Shape>()` + a transition map when a shape has more than one transition; plus the root-map cache | structs exact, maps estimated |
/// | descriptors | `size_of::<DescriptorTable>()` + entry capacity × `size_of::<Descriptor>()` + the key → position hash index of a large table | entries exact, index estimated |
///
/// A hash table of capacity `c` with slots of `s` bytes is estimated after
/// hashbrown's layout as `b × (s + 1) + 16` bytes: `b` buckets (4 when `c < 4`,
/// 8 when `c < 8`, else `c × 8 / 7` rounded up to a power of two), each a slot
/// and a control byte, plus one group of trailing control bytes (16,
/// hashbrown's group width with SSE2). An empty table allocates nothing.
///
/// "Exact" means the bytes the engine asks the allocator for; the allocator's
/// own overhead is not counted. Not counted at all: the key interner, module
/// states, pending lazy properties, the trace, the upper layers' caches, the
/// `Heap` value itself, the bookkeeping of a restored heap's copies, the spare
/// capacity of the in-object slot arena, and the archived originals of items
/// that have been copied out of a snapshot (each item counts once, where its
/// current version lives).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TableBytes {
    /// Object headers and bodies: `size_of::<Header>()` per object, plus
    /// `size_of::<JsObject>()` per body and `size_of::<RareFields>()` per body
    /// that has rare fields.
    pub object_headers: usize,
    /// In-object slots: each object's in-object capacity in `Value`s.
    pub inobject_slots: usize,
    /// Property arrays (out-of-object stores), by capacity.
    pub property_arrays: usize,
    /// Dictionaries of dictionary-mode objects (an estimate).
    pub dictionaries: usize,
    /// Elements: dense by capacity, sparse by entry.
    pub elements: usize,
    /// The string arena: text bytes and end offsets.
    pub strings: usize,
    /// Shapes, their transition maps and the root-map cache.
    pub shapes: usize,
    /// Descriptor tables and their hash indexes.
    pub descriptors: usize,
    /// Space the collector or a growing property array freed, waiting for
    /// reuse: free object slots' headers, free bodies, and free regions of
    /// the slot arena.
    pub free: usize,
}

impl TableBytes {
    /// The five object tables: what [`Heap::object_bytes`] sums to over every
    /// object.
    pub fn objects(&self) -> usize {
        self.object_headers
            + self.inobject_slots
            + self.property_arrays
            + self.dictionaries
            + self.elements
    }

    /// Every table, and the free space.
    pub fn total(&self) -> usize {
        self.objects() + self.strings + self.shapes + self.descriptors + self.free
    }

    /// The tables with their labels, in display order.
    fn rows(&self) -> [(&'static str, usize); 9] {
        [
            ("object headers", self.object_headers),
            ("in-object slots", self.inobject_slots),
            ("property arrays", self.property_arrays),
            ("dictionaries", self.dictionaries),
            ("elements", self.elements),
            ("strings", self.strings),
            ("shapes", self.shapes),
            ("descriptors", self.descriptors),
            ("free", self.free),
        ]
    }

    fn minus(&self, part: &TableBytes) -> TableBytes {
        TableBytes {
            object_headers: self.object_headers.saturating_sub(part.object_headers),
            inobject_slots: self.inobject_slots.saturating_sub(part.inobject_slots),
            property_arrays: self.property_arrays.saturating_sub(part.property_arrays),
            dictionaries: self.dictionaries.saturating_sub(part.dictionaries),
            elements: self.elements.saturating_sub(part.elements),
            strings: self.strings.saturating_sub(part.strings),
            shapes: self.shapes.saturating_sub(part.shapes),
            descriptors: self.descriptors.saturating_sub(part.descriptors),
            free: self.free.saturating_sub(part.free),
        }
    }
}

/// A compact table: the counts, then bytes per table (with the archived and
/// owned parts when some items are still in a snapshot's archive).
impl fmt::Display for HeapStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (s, o) = (&self.shapes, &self.objects);
        writeln!(
            f,
            "shapes   {} total, {} reachable from objects, {} transitions, {} dictionary",
            s.total, s.reachable, s.transitions, s.dictionary
        )?;
        writeln!(
            f,
            "objects  {} total: {} fast, {} dictionary; {} prototypes (counted in fast or dictionary too)",
            o.total, o.fast, o.dictionary, o.prototypes
        )?;
        let split = self.archived_bytes.total() > 0;
        let owned = self.owned_bytes();
        if split {
            writeln!(
                f,
                "{:<18}{:>12}{:>12}{:>12}",
                "bytes", "total", "archived", "owned"
            )?;
        } else {
            writeln!(f, "{:<18}{:>12}", "bytes", "total")?;
        }
        let rows = self
            .bytes
            .rows()
            .into_iter()
            .zip(self.archived_bytes.rows())
            .zip(owned.rows())
            .map(|(((label, total), (_, archived)), (_, owned))| (label, total, archived, owned))
            .chain([(
                "total",
                self.bytes.total(),
                self.archived_bytes.total(),
                owned.total(),
            )]);
        for (label, total, archived, owned) in rows {
            if split {
                writeln!(f, "  {label:<16}{total:>12}{archived:>12}{owned:>12}")?;
            } else {
                writeln!(f, "  {label:<16}{total:>12}")?;
            }
        }
        Ok(())
    }
}

/// One shape's facts, read where it lives.
struct ShapeFootprint {
    dictionary: bool,
    transitions: usize,
    /// The source of the edge that made it ([`Shape::created_by`]).
    made_from: Option<ShapeId>,
    bytes: usize,
    archived: bool,
}

/// One object's facts and bytes, read where they live. The header, the body
/// (with the property array, dictionary and elements it owns) and the in-object
/// slots are copied out of a snapshot's archive separately, so each has its own
/// place.
struct ObjectFootprint {
    shape: ShapeId,
    is_prototype: bool,
    header_archived: bool,
    /// Whether the object has a body at all (see [`Header`]).
    has_body: bool,
    /// Whether its body has [`RareFields`].
    has_rare: bool,
    body_archived: bool,
    slots_archived: bool,
    inobject_slots: usize,
    property_array: usize,
    dictionary: usize,
    elements: usize,
}

const HEADER_BYTES: usize = size_of::<Header>();
const BODY_BYTES: usize = size_of::<JsObject>();
const RARE_BYTES: usize = size_of::<RareFields>();

impl ObjectFootprint {
    fn total(&self) -> usize {
        HEADER_BYTES
            + self.body_bytes()
            + self.inobject_slots
            + self.property_array
            + self.dictionary
            + self.elements
    }

    fn body_bytes(&self) -> usize {
        match (self.has_body, self.has_rare) {
            (false, _) => 0,
            (true, false) => BODY_BYTES,
            (true, true) => BODY_BYTES + RARE_BYTES,
        }
    }

    /// Adds this object to `all`, and its archived parts to `archived`.
    fn add_to(&self, all: &mut TableBytes, archived: &mut TableBytes) {
        all.object_headers += HEADER_BYTES + self.body_bytes();
        all.inobject_slots += self.inobject_slots;
        all.property_arrays += self.property_array;
        all.dictionaries += self.dictionary;
        all.elements += self.elements;
        if self.header_archived {
            archived.object_headers += HEADER_BYTES;
        }
        if self.slots_archived {
            archived.inobject_slots += self.inobject_slots;
            archived.property_arrays += self.property_array;
        }
        if self.body_archived {
            archived.object_headers += self.body_bytes();
            archived.dictionaries += self.dictionary;
            archived.elements += self.elements;
        }
    }
}

/// Bytes of a hash table of `capacity` entries with `slot`-byte slots (an
/// estimate after hashbrown's layout; see [`TableBytes`]).
fn hash_table_bytes(capacity: usize, slot: usize) -> usize {
    if capacity == 0 {
        return 0;
    }
    let buckets = match capacity {
        0..4 => 4,
        4..8 => 8,
        _ => (capacity.saturating_mul(8) / 7).next_power_of_two(),
    };
    buckets.saturating_mul(slot + 1) + CONTROL_GROUP_BYTES
}

/// A dictionary of `records` records (capacity), `buckets` index buckets
/// and `pairs` accessor pairs (capacity).
/// The `Dictionary` value itself sits in the body's [`RareFields`], counted
/// with the body.
fn dictionary_bytes(records: usize, buckets: usize, pairs: usize) -> usize {
    records.saturating_mul(size_of::<crate::object::dictionary::Record>())
        + buckets.saturating_mul(size_of::<u32>())
        + pairs.saturating_mul(size_of::<[Slot; 2]>())
}

fn dense_elements_bytes(capacity: usize) -> usize {
    capacity.saturating_mul(size_of::<Slot>())
}

fn sparse_elements_bytes(entries: usize) -> usize {
    size_of::<std::collections::BTreeMap<u32, DictEntry>>()
        + entries.saturating_mul(size_of::<(u32, DictEntry)>())
}

fn property_array_bytes(capacity: usize) -> usize {
    capacity.saturating_mul(size_of::<Slot>())
}

/// A shape, and its transition map when it has one of `map_capacity`.
fn shape_bytes(map_capacity: Option<usize>) -> usize {
    size_of::<Shape>()
        + map_capacity.map_or(0, |capacity| {
            size_of::<FxHashMap<TransitionKey, ShapeId>>()
                + hash_table_bytes(capacity, size_of::<(TransitionKey, ShapeId)>())
        })
}

/// A descriptor table of `entries` capacity, with its hash index when it has
/// one of `index_capacity` (the map itself is inside the table's struct).
fn descriptor_table_bytes(entries: usize, index_capacity: Option<usize>) -> usize {
    size_of::<DescriptorTable>()
        + entries.saturating_mul(size_of::<Descriptor>())
        + index_capacity.map_or(0, |capacity| {
            hash_table_bytes(capacity, size_of::<(PropertyKey, u32)>())
        })
}

/// Counting the heap (see [`HeapStats`]).
impl Heap {
    /// Shape and object counts and bytes per table, read without copying
    /// anything out of a snapshot (see [`HeapStats`] and its parts for what each
    /// figure counts, and [`TableBytes`] for which byte figures are exact and
    /// which are estimates).
    ///
    /// ```
    /// use shapeshift::{Heap, StoreOrigin, Value};
    /// let mut heap = Heap::new();
    /// let before = heap.stats();
    /// let (a, b) = (heap.new_object(), heap.new_object());
    /// let (x, y) = (heap.key("x"), heap.key("y"));
    /// for o in [a, b] {
    ///     heap.set(o, x, Value::from(1), StoreOrigin::Named).unwrap();
    ///     heap.set(o, y, Value::from(2), StoreOrigin::Named).unwrap();
    /// }
    /// heap.delete(a, x).unwrap(); // not the last property added: `a` normalizes
    /// let after = heap.stats();
    /// assert_eq!(after.objects.total, before.objects.total + 2);
    /// assert_eq!(after.objects.fast, before.objects.fast + 1);
    /// assert_eq!(after.objects.dictionary, before.objects.dictionary + 1);
    /// assert!(after.shapes.dictionary >= 1);
    /// assert!(after.bytes.dictionaries > before.bytes.dictionaries);
    /// // The objects' bytes are the sum of what each object takes.
    /// let per_object: usize = (0..heap.object_count() as u32)
    ///     .filter_map(|i| heap.object_id(i))
    ///     .filter_map(|o| heap.object_bytes(o))
    ///     .sum();
    /// assert_eq!(per_object, after.bytes.objects());
    /// println!("{after}");
    /// ```
    pub fn stats(&self) -> HeapStats {
        let shapes: Vec<ShapeFootprint> = self
            .shapes
            .ids()
            .map(|id| self.shape_footprint(id))
            .collect();
        let mut stats = HeapStats::default();
        let mut reachable = vec![false; shapes.len()];
        let mut pending: Vec<ShapeId> = Vec::new();
        let mut mark = |id: ShapeId, pending: &mut Vec<ShapeId>| {
            if let Some(seen) = reachable.get_mut(id.index() as usize)
                && !*seen
            {
                *seen = true;
                pending.push(id);
            }
        };

        for id in self.object_ids() {
            let object = self.object_footprint(id);
            let dictionary = shapes
                .get(object.shape.index() as usize)
                .is_some_and(|s| s.dictionary);
            let counts = &mut stats.objects;
            counts.total += 1;
            if dictionary {
                counts.dictionary += 1;
            } else {
                counts.fast += 1;
            }
            counts.prototypes += usize::from(object.is_prototype);
            object.add_to(&mut stats.bytes, &mut stats.archived_bytes);
            mark(object.shape, &mut pending);
        }
        while let Some(id) = pending.pop() {
            if let Some(parent) = shapes.get(id.index() as usize).and_then(|s| s.made_from) {
                mark(parent, &mut pending);
            }
        }

        let counts = &mut stats.shapes;
        counts.total = shapes.len();
        counts.reachable = reachable.iter().filter(|&&r| r).count();
        for shape in &shapes {
            counts.transitions += shape.transitions;
            counts.dictionary += usize::from(shape.dictionary);
            stats.bytes.shapes += shape.bytes;
            if shape.archived {
                stats.archived_bytes.shapes += shape.bytes;
            }
        }
        stats.bytes.shapes += hash_table_bytes(
            self.shapes.root_cache_capacity(),
            size_of::<(RootKey, ShapeId)>(),
        );

        let tables = self.shapes.table_storage();
        for index in 0..tables.len() as u32 {
            let (bytes, archived) = self.descriptor_table_footprint(TableId(index));
            stats.bytes.descriptors += bytes;
            if archived {
                stats.archived_bytes.descriptors += bytes;
            }
        }

        let slot_bytes = super::gc::STRING_SLOT_BYTES;
        let archived_strings = self.base_image().map_or(0, |image| {
            image.strings.data.len() + image.strings.ends.len() * slot_bytes
        });
        let owned_strings = self.strings.data.capacity()
            + self.strings.ends.capacity() * slot_bytes
            + self.strings.free.capacity() * size_of::<u32>();
        stats.bytes.strings = archived_strings + owned_strings;
        stats.archived_bytes.strings = archived_strings;
        // Free bodies, with the small elements buffers they keep.
        let retained: usize = self
            .gc
            .free_bodies
            .iter()
            .filter_map(|&b| self.bodies.overlay(BodyId(b)))
            .map(|body| match &body.elements {
                Elements::Dense(v) => dense_elements_bytes(v.capacity()),
                Elements::Sparse(_) => 0,
            })
            .sum();
        stats.bytes.free = self.free_object_slots() * HEADER_BYTES
            + self.gc.free_bodies.len() * BODY_BYTES
            + retained
            + self.gc.free_region_slots() * size_of::<Slot>();
        stats
    }

    /// The bytes attributable to one object: its header and body, its in-object
    /// slots, its property array, its dictionary and its elements (measured as
    /// [`HeapStats`] measures them; a snapshot object is read in place, not
    /// copied). `None` for an ID this heap did not hand out.
    ///
    /// ```
    /// use shapeshift::{Heap, StoreOrigin, Value};
    /// let mut heap = Heap::new();
    /// let o = heap.new_object();
    /// let empty = heap.object_bytes(o).unwrap();
    /// // `{}` has four in-object slots; the fifth property needs a property array.
    /// for (i, name) in ["a", "b", "c", "d", "e"].into_iter().enumerate() {
    ///     let k = heap.key(name);
    ///     heap.set(o, k, Value::from(i as i32), StoreOrigin::Named).unwrap();
    /// }
    /// assert!(heap.object_bytes(o).unwrap() > empty);
    /// let other = Heap::new();
    /// assert_eq!(other.object_bytes(o), None); // `other` has only its intrinsics
    /// ```
    pub fn object_bytes(&self, id: ObjectId) -> Option<usize> {
        self.contains(id).then(|| self.object_footprint(id).total())
    }

    /// Object `id`'s facts and bytes, read where each part lives. `id` must be
    /// an object of this heap.
    fn object_footprint(&self, id: ObjectId) -> ObjectFootprint {
        let header = self.header(id);
        let header_archived = self.headers.is_base(id) && !self.headers.is_copied(id);
        let slots_archived = header.inobject_base < self.base_slots;
        let inobject_slots = self.inobject_capacity_of(id) as usize * size_of::<Slot>();
        let has_body = header.body != Header::NO_BODY;
        // The property array sits in the region, with its meta slot.
        let property_array = if header.has_property_array() {
            property_array_bytes(1 + self.property_array(&header).1 as usize)
        } else {
            0
        };
        let archived_body = self
            .body_in_archive(&header)
            .then(|| self.base_image())
            .flatten()
            .and_then(|image| image.bodies.get(header.body as usize));
        if let Some(body) = archived_body {
            return ObjectFootprint {
                shape: header.shape,
                is_prototype: matches!(&body.rare, ArchivedOption::Some(r) if r.get().is_prototype),
                header_archived,
                has_body,
                has_rare: matches!(body.rare, ArchivedOption::Some(_)),
                body_archived: true,
                slots_archived,
                inobject_slots,
                property_array,
                dictionary: match &body.rare {
                    ArchivedOption::Some(rare) => match &rare.get().dictionary {
                        ArchivedOption::Some(d) => {
                            dictionary_bytes(d.records.len(), d.index.len(), d.accessors.len())
                        }
                        ArchivedOption::None => 0,
                    },
                    ArchivedOption::None => 0,
                },
                elements: match &body.elements {
                    ArchivedElements::Dense(elements) => dense_elements_bytes(elements.len()),
                    ArchivedElements::Sparse(elements) => sparse_elements_bytes(elements.len()),
                },
            };
        }
        // An object this heap made, or a snapshot object already copied: no
        // copy is made here.
        let body = self.object_known(id);
        ObjectFootprint {
            shape: header.shape,
            is_prototype: body.is_prototype(),
            header_archived,
            has_body,
            has_rare: body.rare.is_some(),
            body_archived: false,
            slots_archived,
            inobject_slots,
            property_array,
            dictionary: body.dictionary().map_or(0, |d| {
                dictionary_bytes(d.capacity(), d.index_buckets(), d.accessors.capacity())
            }),
            elements: match &body.elements {
                Elements::Dense(elements) => dense_elements_bytes(elements.capacity()),
                Elements::Sparse(elements) => sparse_elements_bytes(elements.len()),
            },
        }
    }

    /// Shape `id`'s facts and bytes, read where it lives. `id` must be a shape
    /// of this heap.
    fn shape_footprint(&self, id: ShapeId) -> ShapeFootprint {
        let storage = self.shapes.shape_storage();
        let archived = (storage.is_base(id) && !storage.is_copied(id))
            .then(|| self.base_image())
            .flatten()
            .and_then(|image| image.shapes.shapes.get(id.index() as usize));
        if let Some(shape) = archived {
            let (transitions, map_capacity) = match &shape.transitions {
                ArchivedTransitions::None => (0, None),
                ArchivedTransitions::One(..) => (1, None),
                ArchivedTransitions::Many(map) => (map.get().len(), Some(map.get().len())),
            };
            return ShapeFootprint {
                dictionary: shape.dictionary,
                transitions,
                made_from: match &shape.created_by {
                    ArchivedOption::Some(edge) => Some(ShapeId(edge.0.0.to_native())),
                    ArchivedOption::None => None,
                },
                bytes: shape_bytes(map_capacity),
                archived: true,
            };
        }
        let shape = storage.get(id);
        let (transitions, map_capacity) = match &shape.transitions {
            Transitions::None => (0, None),
            Transitions::One(..) => (1, None),
            Transitions::Many(map) => (map.len(), Some(map.capacity())),
        };
        ShapeFootprint {
            dictionary: shape.dictionary,
            transitions,
            made_from: shape.created_by.map(|(from, _)| from),
            bytes: shape_bytes(map_capacity),
            archived: false,
        }
    }

    /// Descriptor table `id`'s bytes, and whether it is still in the archive.
    fn descriptor_table_footprint(&self, id: TableId) -> (usize, bool) {
        let storage = self.shapes.table_storage();
        let archived = (storage.is_base(id) && !storage.is_copied(id))
            .then(|| self.base_image())
            .flatten()
            .and_then(|image| image.shapes.tables.get(id.index() as usize));
        if let Some(table) = archived {
            let index = match &table.index {
                ArchivedOption::Some(index) => Some(index.len()),
                ArchivedOption::None => None,
            };
            return (descriptor_table_bytes(table.entries.len(), index), true);
        }
        let table = storage.get(id);
        let index = table.index.as_ref().map(|index| index.capacity());
        (
            descriptor_table_bytes(table.entries.capacity(), index),
            false,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The counts worked out through the heap's public API, as an embedder
    /// would without `stats`: every object's mode and flag, every shape's
    /// transitions and mode, and a walk of `created_by` from every object's
    /// shape. (`shapes().get` copies a snapshot shape out, so this is for owned
    /// heaps.)
    fn counted(heap: &Heap) -> (ShapeCounts, ObjectCounts) {
        let mut objects = ObjectCounts::default();
        let mut reachable = BTreeSet::new();
        for index in 0..heap.object_count() as u32 {
            let Some(o) = heap.object_id(index) else {
                panic!("object {index} is in range")
            };
            objects.total += 1;
            if heap.has_fast_properties_known(o) {
                objects.fast += 1;
            } else {
                objects.dictionary += 1;
            }
            objects.prototypes += usize::from(heap.object_known(o).is_prototype());
            let mut at = Some(heap.shape_of_known(o));
            while let Some(shape) = at {
                if !reachable.insert(shape) {
                    break;
                }
                at = heap.shapes().get(shape).created_by().map(|(from, _)| from);
            }
        }
        let table = heap.shapes();
        let shapes = ShapeCounts {
            total: table.len(),
            reachable: reachable.len(),
            transitions: table
                .ids()
                .map(|s| table.transition_count(s).unwrap_or_default() as usize)
                .sum(),
            dictionary: table
                .ids()
                .filter(|&s| table.get(s).is_dictionary())
                .count(),
        };
        (shapes, objects)
    }

    fn counts_of(stats: &HeapStats) -> (ShapeCounts, ObjectCounts) {
        (stats.shapes, stats.objects)
    }

    /// The sum of `object_bytes` over every object.
    fn sum_of_object_bytes(heap: &Heap) -> usize {
        (0..heap.object_count() as u32)
            .map(|i| heap.object_bytes(ObjectId(i, 0)).unwrap_or_default())
            .sum()
    }

    fn point(heap: &mut Heap, keys: &[&str]) -> ObjectId {
        let o = heap.new_object();
        for (i, name) in keys.iter().enumerate() {
            let k = heap.key(name);
            heap.set(o, k, Value::from(i as i32), StoreOrigin::Named)
                .expect("a plain store");
        }
        o
    }

    #[test]
    fn a_fresh_heap_has_its_intrinsics_and_their_five_shapes() {
        let heap = Heap::new();
        let stats = heap.stats();
        assert_eq!(counts_of(&stats), counted(&heap));
        let i = heap.intrinsics();
        let intrinsics = [i.object_prototype, i.function_prototype, i.array_prototype];
        // The three builtin prototypes: fast, and prototypes.
        assert_eq!(
            stats.objects,
            ObjectCounts {
                total: intrinsics.len(),
                fast: intrinsics.len(),
                dictionary: 0,
                prototypes: intrinsics.len(),
            }
        );
        // The five shapes: each prototype's own prototype map, and the two
        // builtin roots those were copied from (prototype null for
        // Object.prototype; Object.prototype for the other two, which share it).
        let table = heap.shapes();
        let prototype_maps: BTreeSet<ShapeId> = table
            .ids()
            .filter(|&s| table.get(s).is_prototype_map())
            .collect();
        let of_intrinsics: BTreeSet<ShapeId> =
            intrinsics.iter().map(|&o| heap.shape_of_known(o)).collect();
        assert_eq!(prototype_maps, of_intrinsics);
        let roots: BTreeSet<Option<ObjectId>> = table
            .ids()
            .filter(|s| !prototype_maps.contains(s))
            .map(|s| {
                let shape = table.get(s);
                assert_eq!(shape.root_kind(), RootKind::Builtin);
                assert_eq!(shape.created_by(), None);
                shape.prototype()
            })
            .collect();
        assert_eq!(roots, BTreeSet::from([None, Some(i.object_prototype)]));
        assert_eq!(stats.shapes.total, prototype_maps.len() + roots.len());
        // A prototype map records no edge, so the roots are not reachable.
        assert_eq!(stats.shapes.reachable, prototype_maps.len());
        assert_eq!((stats.shapes.transitions, stats.shapes.dictionary), (0, 0));
        assert_eq!(stats.archived_bytes, TableBytes::default());
        assert_eq!(stats.owned_bytes(), stats.bytes);
        assert!(stats.bytes.shapes > 0 && stats.bytes.descriptors > 0);
        assert_eq!(sum_of_object_bytes(&heap), stats.bytes.objects());
    }

    #[test]
    fn new_objects_are_counted_and_shared_shapes_are_not_counted_twice() {
        let mut heap = Heap::new();
        let before = heap.stats();
        let first = point(&mut heap, &["x", "y"]);
        let after_one = heap.stats();
        assert_eq!(counts_of(&after_one), counted(&heap));
        let second = point(&mut heap, &["x", "y"]);
        let after_two = heap.stats();
        assert_eq!(counts_of(&after_two), counted(&heap));
        assert_eq!(after_one.objects.total, before.objects.total + 1);
        assert_eq!(after_two.objects.fast, before.objects.fast + 2);
        // The first point made `{}`, `{x}` and `{x,y}`, with the two add edges
        // recorded; the second followed them.
        assert!(heap.same_shape_known(first, second));
        assert_eq!(after_one.shapes.total, before.shapes.total + 3);
        assert_eq!(after_one.shapes.transitions, before.shapes.transitions + 2);
        assert_eq!(after_one.shapes.reachable, before.shapes.reachable + 3);
        assert_eq!(after_two.shapes, after_one.shapes);
        // Each point costs the same, and what it costs is its object_bytes.
        let first_cost = after_one.bytes.objects() - before.bytes.objects();
        let second_cost = after_two.bytes.objects() - after_one.bytes.objects();
        assert_eq!(first_cost, second_cost);
        assert_eq!(heap.object_bytes(second), Some(second_cost));
        assert!(after_two.bytes.inobject_slots > after_one.bytes.inobject_slots);
        assert_eq!(sum_of_object_bytes(&heap), after_two.bytes.objects());
    }

    #[test]
    fn normalized_objects_move_from_fast_to_dictionary() {
        let mut heap = Heap::new();
        let points: Vec<ObjectId> = (0..4).map(|_| point(&mut heap, &["x", "y", "z"])).collect();
        let before = heap.stats();
        assert_eq!(before.bytes.dictionaries, 0);
        let y = heap.key("y");
        let normalized = &points[..2];
        for &o in normalized {
            // Not the last property added: V8 11.3 normalizes.
            heap.delete(o, y).expect("a configurable property");
            assert!(!heap.has_fast_properties_known(o));
        }
        let after = heap.stats();
        assert_eq!(counts_of(&after), counted(&heap));
        assert_eq!(after.objects.total, before.objects.total);
        assert_eq!(after.objects.fast, before.objects.fast - normalized.len());
        assert_eq!(
            after.objects.dictionary,
            before.objects.dictionary + normalized.len()
        );
        // Both went to the one normalized map of their prototype.
        assert!(heap.same_shape_known(normalized[0], normalized[1]));
        assert_eq!(after.shapes.dictionary, before.shapes.dictionary + 1);
        assert!(after.bytes.dictionaries > 0);
        // The fast shapes they left stay reachable through the other points.
        assert_eq!(after.shapes.reachable, before.shapes.reachable + 1);
        for &o in normalized {
            let dictionary = heap
                .object_known(o)
                .dictionary()
                .map_or(0, |d| d.capacity());
            assert!(dictionary >= 2, "the two properties left");
        }
        assert_eq!(sum_of_object_bytes(&heap), after.bytes.objects());
    }

    #[test]
    fn a_prototype_is_counted_and_also_counted_by_mode() {
        let mut heap = Heap::new();
        let proto = point(&mut heap, &["greet"]);
        let bare = heap.new_object();
        let before = heap.stats();
        heap.object_create_known(Some(proto));
        heap.object_create_known(Some(bare));
        let after = heap.stats();
        assert_eq!(counts_of(&after), counted(&heap));
        assert!(heap.object_known(proto).is_prototype() && heap.object_known(bare).is_prototype());
        assert_eq!(after.objects.prototypes, before.objects.prototypes + 2);
        assert_eq!(after.objects.total, before.objects.total + 2);
        assert_eq!(
            after.objects.fast + after.objects.dictionary,
            after.objects.total
        );
    }

    #[test]
    fn object_bytes_grows_with_properties_and_elements() {
        let mut heap = Heap::new();
        let o = heap.new_object();
        let mut sizes = vec![heap.object_bytes(o).expect("in range")];
        for i in 0..8 {
            let k = heap.key(&format!("p{i}"));
            heap.set(o, k, Value::from(i), StoreOrigin::Named)
                .expect("a plain store");
            sizes.push(heap.object_bytes(o).expect("in range"));
        }
        assert!(sizes.windows(2).all(|w| w[0] <= w[1]), "{sizes:?}");
        let inobject = heap
            .shapes()
            .get(heap.shape_of_known(o))
            .inobject_capacity() as usize;
        assert!(
            sizes[inobject + 1] > sizes[inobject],
            "the first out-of-object field allocates the property array: {sizes:?}"
        );
        let fields_only = *sizes.last().unwrap_or(&0);
        let index = heap.key("0");
        heap.set(o, index, Value::from(1), StoreOrigin::Keyed)
            .expect("an element store");
        assert!(heap.object_bytes(o) > Some(fields_only));
        // A non-writable element makes the elements sparse; still counted.
        let index = heap.key("1");
        heap.define_property(
            o,
            index,
            PropertyDescriptor::data(Value::from(2), Attrs::ENUMERABLE),
        )
        .expect("a new element");
        assert!(matches!(
            heap.object_known(o).elements(),
            Elements::Sparse(_)
        ));
        assert!(heap.object_bytes(o) > Some(fields_only));
        assert_eq!(sum_of_object_bytes(&heap), heap.stats().bytes.objects());
    }

    #[test]
    fn object_bytes_is_none_for_ids_this_heap_did_not_hand_out() {
        let mut bigger = Heap::new();
        let foreign = (0..5).map(|_| bigger.new_object()).last();
        let heap = Heap::new();
        let past_the_end = ObjectId(heap.object_count() as u32, 0);
        assert_eq!(heap.object_bytes(past_the_end), None);
        assert_eq!(heap.object_bytes(ObjectId(u32::MAX, 0)), None);
        let foreign = foreign.expect("five objects");
        assert_eq!(heap.object_bytes(foreign), None);
        assert!(bigger.object_bytes(foreign).is_some());
        let last = ObjectId(heap.object_count() as u32 - 1, 0);
        assert!(heap.object_bytes(last).is_some());
    }

    #[test]
    fn byte_figures_agree_with_the_tables_they_measure() {
        let mut heap = Heap::new();
        for n in 0..12 {
            let keys: Vec<String> = (0..n).map(|i| format!("k{i}")).collect();
            let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
            point(&mut heap, &keys);
        }
        let array = heap.new_array_known(&[Value::from(1), Value::from(2)]);
        let before_strings = heap.stats().bytes.strings;
        heap.string("a string of some length");
        let stats = heap.stats();
        // Every object's region (in-object slots, then its property array
        // with the meta slot) is in the slot arena, once; the rest of the
        // arena is free regions (property arrays that grew left them).
        assert_eq!(
            stats.bytes.inobject_slots + stats.bytes.property_arrays + stats.bytes.free,
            heap.inobject_slots.len() * size_of::<Slot>()
        );
        let property_arrays: usize = heap
            .object_ids()
            .filter_map(|o| heap.out_of_object_capacity(o))
            .filter(|&c| c > 0)
            .map(|c| (1 + c as usize) * size_of::<Slot>())
            .sum();
        assert_eq!(stats.bytes.property_arrays, property_arrays);
        assert!(stats.bytes.property_arrays > 0);
        assert!(stats.bytes.elements >= heap.object_known(array).elements().length() as usize);
        assert!(stats.bytes.strings >= before_strings + "a string of some length".len());
        assert!(stats.bytes.strings >= heap.string_bytes());
        let rows: usize = stats.bytes.rows().iter().map(|(_, bytes)| bytes).sum();
        assert_eq!(stats.bytes.total(), rows);
        // Large tables carry a hash index: descriptors grow faster than entries.
        assert!(stats.bytes.descriptors > 12 * size_of::<Descriptor>());
    }

    #[test]
    fn a_restored_heap_counts_what_it_reads_from_its_snapshot_without_copying_it() {
        use crate::snapshot::{Snapshot, SnapshotBuilder};
        let mut heap = Heap::new();
        let points: Vec<ObjectId> = (0..6)
            .map(|_| point(&mut heap, &["x", "y", "z", "w", "v"]))
            .collect();
        let y = heap.key("y");
        heap.delete(points[0], y).expect("normalizes");
        heap.object_create_known(Some(points[1]));
        heap.new_array_known(&[Value::from(1)]);
        heap.string("in the snapshot");
        let original = heap.stats();

        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("stats.snap");
        SnapshotBuilder::new(&heap).write(&path).expect("writes");
        let runtime = Arc::new(Runtime::new());
        let snapshot = Arc::new(Snapshot::open(&path, &runtime).expect("opens"));
        let restored = Heap::restore(snapshot.clone(), runtime.clone()).expect("restores");

        let stats = restored.stats();
        assert_eq!(restored.copied_snapshot_objects(), (0, 0), "nothing copied");
        assert_eq!(
            restored.shapes().copied_from_snapshot(),
            0,
            "nothing copied"
        );
        // Exact figures do not depend on where an object lives.
        let flat = restored.flattened().stats();
        assert_eq!(stats.bytes.object_headers, flat.bytes.object_headers);
        assert_eq!(stats.bytes.inobject_slots, flat.bytes.inobject_slots);
        // Every object, shape, table and string is in the archive; nothing is
        // owned yet but the root-map cache.
        assert_eq!(stats.archived_bytes.objects(), stats.bytes.objects());
        assert_eq!(stats.owned_bytes().objects(), 0);
        assert_eq!(stats.archived_bytes.descriptors, stats.bytes.descriptors);
        assert_eq!(stats.owned_bytes().strings, 0);
        assert!(stats.archived_bytes.strings >= "in the snapshot".len());
        assert_eq!(sum_of_object_bytes(&restored), stats.bytes.objects());
        // The counts are those of the heap it was made from, and of its flat copy
        // (which copies everything out, so it comes after the checks above).
        assert_eq!(counts_of(&stats), counts_of(&original));
        assert_eq!(counts_of(&stats), counts_of(&flat));
        let flat_heap = restored.flattened();
        assert_eq!(counts_of(&stats), counted(&flat_heap));
        assert!(!flat.to_string().contains("archived"));
        assert!(stats.to_string().contains("archived"));

        // In a heap restored afresh, a write copies the object's header, body
        // and slots out of the archive (and whatever else the store reads): the
        // bytes move from the archived part to the owned part, and an archived
        // item measures as the copy it becomes, so the totals stay.
        let mut restored = Heap::restore(snapshot, runtime).expect("restores");
        let o = points[2];
        let x = restored.key("x");
        restored
            .set(o, x, Value::from(99), StoreOrigin::Named)
            .expect("a plain store");
        let written = restored.stats();
        assert_eq!(counts_of(&written), counts_of(&stats));
        let moved = stats.archived_bytes.objects() - written.archived_bytes.objects();
        assert!(moved >= restored.object_bytes(o).unwrap_or(usize::MAX));
        assert_eq!(written.owned_bytes().objects(), moved);
        assert_eq!(written.bytes.objects(), stats.bytes.objects());
    }

    #[test]
    fn the_table_shows_every_count() {
        let mut heap = Heap::new();
        point(&mut heap, &["x"]);
        let stats = heap.stats();
        let table = stats.to_string();
        let first = table.lines().next().unwrap_or_default();
        assert_eq!(
            first,
            format!(
                "shapes   {} total, {} reachable from objects, {} transitions, {} dictionary",
                stats.shapes.total,
                stats.shapes.reachable,
                stats.shapes.transitions,
                stats.shapes.dictionary
            )
        );
        for (label, bytes) in stats.bytes.rows() {
            assert!(
                table.lines().any(|l| l.trim_start().starts_with(label)
                    && l.trim_end().ends_with(&bytes.to_string())),
                "{label} {bytes} in\n{table}"
            );
        }
    }
}
