//! Regions of the slot arena: where an object's fields live.
//!
//! Every field value of a fast object sits in one contiguous *region* of the
//! heap's slot arena, at its header's `inobject_base`:
//!
//! ```text
//!   in-object slots (capacity fixed at birth) | meta | property array ...
//!   base                                        base + inobject_capacity
//! ```
//!
//! - The **in-object slots** are V8's in-object properties: their number is
//!   fixed when the object is allocated ([`Header::capacity`]).
//! - Once a field does not fit, the region also holds V8's **property array**:
//!   one *meta* slot holding its capacity, then that many slots. The header's
//!   [`Header::PROPERTY_ARRAY`] bit says the meta slot is there. The capacity
//!   grows by the policy's [`fields_added`](crate::Policy::fields_added), as
//!   V8's `PropertyArray` does; its length is the shape's field count minus the
//!   in-object capacity.
//! - An object's region moves when its property array grows (it is copied to a
//!   region of the new size), so nothing but the header may remember where a
//!   region is. In V8 the in-object part never moves and the property array is
//!   a separate object; a region costs one meta slot instead of a pointer and
//!   an array header, and an out-of-object load reads the same header first.
//! - A collection that frees anything makes every part of the arena that no
//!   live region covers a *free span*, and new regions of any size are cut
//!   from the front of the current span: the objects of one burst of
//!   allocation, dead together, are made again in the same slots, in order.
//!   A region freed between collections (a property array that grew, say)
//!   goes on a free list by size and is reused whole by the next region of
//!   that size. A freed object's whole region is freed, and its header is
//!   left with no in-object part (see [`crate::heap::gc`]).
//! - Free slots keep their last values until they are handed out again:
//!   [`Heap::alloc_region`] clears a region as it takes it (a caller that
//!   writes every slot takes it uncleared), so a region is written once per
//!   use, not once at its death and again at its birth.
//! - A snapshot's regions are read in place from the archive and copied into
//!   the overlay on an object's first write.

use super::*;

/// What an inline cache's monomorphic hit compares an object's header with:
/// a shape and the in-object capacity its instances have (with the
/// property-array bit they have), and the in-object field to read. The hit
/// path ORs the receiver ID's generation into the word and compares it with
/// the header's [`Header::word`] in one go.
///
/// The index is always below the capacity, so a header that matches has that
/// slot: the hit reads it without a bounds check (see
/// [`Heap::read_inobject_if`]). The generation is compared in the 16 bits a
/// header keeps ([`MAX_GENERATION`](crate::value::MAX_GENERATION)): an ID
/// whose generation is above them was never handed out.
///
/// The key also names the field's descriptor, so that a loop bound to the
/// heap can read the field's representation once
/// ([`Heap::inline_field_for_run`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct InlineFieldKey {
    pub(super) word: u64,
    pub(super) index: u32,
    /// The field's position in its shape's descriptors.
    pub(super) descriptor: u32,
}

impl InlineFieldKey {
    /// A key no header matches: a shape number the shape table never reaches
    /// (each shape costs tens of bytes, so 2^32 - 2 of them would not fit in
    /// memory) and, so that even a match would read in bounds, capacity 1 with
    /// index 0.
    pub(crate) const NONE: InlineFieldKey = InlineFieldKey {
        word: (u32::MAX - 1) as u64 | 1 << 48,
        index: 0,
        descriptor: u32::MAX,
    };

    /// The key for in-object field `index` of objects of `shape`, or `None`
    /// when the shape's instances have no such in-object slot.
    pub(crate) fn new(shapes: &ShapeTable, shape: ShapeId, index: u32) -> Option<InlineFieldKey> {
        let s = shapes.get(shape);
        let capacity = s.inobject_capacity();
        if s.is_dictionary() || index >= capacity || capacity >= u32::from(Header::PROPERTY_ARRAY) {
            return None;
        }
        // Instances get a property array once their fields outgrow the
        // in-object part (one whose shape was rolled back may keep one and
        // miss the inline path; the out-of-line path reads it).
        let mut field = capacity as u16;
        if s.field_count() > capacity {
            field |= Header::PROPERTY_ARRAY;
        }
        let descriptor = shapes
            .descriptors(shape)
            .iter()
            .position(|d| d.value == DescriptorValue::Field(index))?;
        Some(InlineFieldKey {
            word: u64::from(shape.0) | u64::from(field) << 48,
            index,
            descriptor: descriptor as u32,
        })
    }
}

impl Header {
    /// The bit of `inobject_capacity` that says a property array (meta slot
    /// and slots) follows the in-object slots.
    pub(crate) const PROPERTY_ARRAY: u16 = 0x8000;

    /// Slots the region spans: the in-object slots, then the meta slot and
    /// the property array if there is one, its capacity read from the meta
    /// slot through `slot` (an arena index; a slot it cannot read counts as
    /// an empty array).
    #[inline(always)]
    pub(crate) fn region_size_with(&self, slot: impl FnOnce(u32) -> Option<Slot>) -> u32 {
        let capacity = self.capacity();
        if !self.has_property_array() {
            return capacity;
        }
        let array = slot(self.inobject_base + capacity).map_or(0, |s| s.bits() as u32);
        capacity.saturating_add(1).saturating_add(array)
    }

    /// Whether the region holds a property array.
    #[inline(always)]
    pub(crate) fn has_property_array(&self) -> bool {
        self.inobject_capacity & Self::PROPERTY_ARRAY != 0
    }
}

impl Heap {
    /// Slot `index` of the arena, packed (base slots read from the archive).
    #[inline(always)]
    pub(super) fn raw_slot(&self, index: u32) -> Option<Slot> {
        match self
            .inobject_slots
            .get(index.wrapping_sub(self.base_slots) as usize)
        {
            Some(&s) => Some(s),
            None if index < self.base_slots => self.base_raw_slot(index),
            None => None,
        }
    }

    #[cold]
    fn base_raw_slot(&self, index: u32) -> Option<Slot> {
        self.base_image()
            .and_then(|image| image.inobject_slots.get(index as usize))
            .map(|s| s.to_slot())
    }

    /// Where the property array of an object with header `h` starts in the
    /// arena, and its capacity (`(0, 0)` without one).
    #[inline]
    pub(crate) fn property_array(&self, h: &Header) -> (u32, u32) {
        if !h.has_property_array() {
            return (0, 0);
        }
        let meta = h.inobject_base + h.capacity();
        let capacity = self.raw_slot(meta).map_or(0, |s| s.bits() as u32);
        (meta + 1, capacity)
    }

    /// Slots an object's region spans.
    pub(super) fn region_size(&self, h: &Header) -> u32 {
        h.region_size_with(|i| self.raw_slot(i))
    }

    /// A cleared region of `size` slots: cut from a free span, a freed one
    /// of that size, or new ones at the arena's end. Returns its arena index.
    #[inline]
    pub(super) fn alloc_region(&mut self, size: u32) -> u32 {
        if let Some(start) = self.gc.take_free_region(size) {
            let offset = (start - self.base_slots) as usize;
            if let Some(slots) = self.inobject_slots.get_mut(offset..offset + size as usize) {
                slots.fill(Slot::UNDEFINED);
            }
            return start;
        }
        // New slots at the end are made cleared: no second pass.
        self.grow_region(size)
    }

    /// A region of `size` slots as [`Heap::alloc_region`] finds it, but not
    /// cleared: a freed region still holds its last object's values, so the
    /// caller writes every slot before anything reads one.
    #[inline(always)]
    pub(super) fn alloc_region_to_overwrite(&mut self, size: u32) -> u32 {
        if let Some(start) = self.gc.take_free_region(size) {
            return start;
        }
        self.grow_region(size)
    }

    /// `size` new slots at the arena's end, cleared. Returns the first's
    /// arena index.
    #[inline(always)]
    fn grow_region(&mut self, size: u32) -> u32 {
        let start = self.base_slots + self.inobject_slots.len() as u32;
        self.inobject_slots
            .resize(self.inobject_slots.len() + size as usize, Slot::UNDEFINED);
        start
    }

    /// Frees an overlay region (a snapshot's is never reused). It is cleared
    /// when it is handed out again, not now.
    #[inline]
    pub(super) fn free_region(&mut self, start: u32, size: u32) {
        let Some(offset) = start.checked_sub(self.base_slots) else {
            return;
        };
        if size > 0 && (offset as usize) + (size as usize) <= self.inobject_slots.len() {
            self.gc.free_region(start, size);
        }
    }

    /// The whole region of `id`, writable: a snapshot object's region is
    /// copied into the overlay first (copy-on-write).
    pub(super) fn region_mut(&mut self, id: ObjectId) -> &mut [Slot] {
        let header = self.header(id);
        let size = self.region_size(&header);
        let mut base = header.inobject_base;
        if base < self.base_slots {
            let copy: Vec<Slot> = (0..size)
                .map(|i| self.raw_slot(base + i).unwrap_or_default())
                .collect();
            base = self.alloc_region(size);
            let offset = (base - self.base_slots) as usize;
            self.inobject_slots[offset..offset + size as usize].copy_from_slice(&copy);
            self.header_mut(id).inobject_base = base;
        }
        let start = (base - self.base_slots) as usize;
        &mut self.inobject_slots[start..start + size as usize]
    }

    /// Gives `id` a property array of at least `capacity` slots, moving its
    /// region if it grows (fields kept).
    pub(super) fn reserve_property_array(&mut self, id: ObjectId, capacity: u32) {
        let header = self.header(id);
        let (_, old) = self.property_array(&header);
        if header.has_property_array() && old >= capacity {
            return;
        }
        let old_size = self.region_size(&header);
        let inobject = header.capacity();
        let new_size = inobject + 1 + capacity;
        self.count_allocation(size_of::<Slot>() * (1 + capacity) as usize);
        // The old region stays taken until the end, so the new one is
        // elsewhere: an overlay region is copied across within the arena; a
        // snapshot one (or a region outside the arena, which `verify` reports)
        // is read slot by slot first.
        let old = header
            .inobject_base
            .checked_sub(self.base_slots)
            .map(|from| from as usize..(from + old_size) as usize)
            .filter(|old| old.end <= self.inobject_slots.len());
        let copy: Vec<Slot> = match old {
            Some(_) => Vec::new(),
            None => (0..old_size)
                .map(|i| self.raw_slot(header.inobject_base + i).unwrap_or_default())
                .collect(),
        };
        let base = self.alloc_region(new_size);
        let offset = (base - self.base_slots) as usize;
        match old {
            Some(old) => self.inobject_slots.copy_within(old, offset),
            None => self.inobject_slots[offset..offset + copy.len()].copy_from_slice(&copy),
        }
        self.inobject_slots[offset + inobject as usize] = Slot::from_bits(u64::from(capacity));
        self.free_region(header.inobject_base, old_size);
        let h = self.header_mut(id);
        h.inobject_base = base;
        h.inobject_capacity |= Header::PROPERTY_ARRAY;
    }

    /// Drops `id`'s property array (the object went to dictionary mode).
    /// The in-object slots move to a region of their own size and the whole
    /// old region is freed: a region is freed in the size it was taken in, so
    /// the next property array of that size reuses it (a freed tail would be
    /// a size nothing asks for).
    pub(super) fn drop_property_array(&mut self, id: ObjectId) {
        let header = self.header(id);
        if !header.has_property_array() {
            return;
        }
        let inobject = header.capacity();
        let copy: Vec<Slot> = (0..inobject)
            .map(|i| self.raw_slot(header.inobject_base + i).unwrap_or_default())
            .collect();
        let base = self.alloc_region(inobject);
        let offset = (base - self.base_slots) as usize;
        self.inobject_slots[offset..offset + copy.len()].copy_from_slice(&copy);
        let size = self.region_size(&header);
        self.free_region(header.inobject_base, size);
        let h = self.header_mut(id);
        h.inobject_base = base;
        h.inobject_capacity &= !Header::PROPERTY_ARRAY;
    }

    /// Writes out-of-object field `i` of `id` (within its property array's
    /// capacity).
    pub(super) fn write_out_of_object(&mut self, id: ObjectId, i: u32, value: Slot) {
        let at = (self.inobject_capacity_of(id) + 1 + i) as usize;
        if let Some(slot) = self.region_mut(id).get_mut(at) {
            *slot = value;
        }
    }

    /// Capacity of an object's property array (V8's `PropertyArray` length),
    /// or `None` for an ID this heap did not hand out.
    pub fn out_of_object_capacity(&self, id: ObjectId) -> Option<u32> {
        self.contains(id)
            .then(|| self.property_array(&self.header(id)).1)
    }
}
