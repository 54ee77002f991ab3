//! A snapshot's schema: a description of the archived layout of its root type,
//! derived from the types themselves.
//!
//! # Why derived
//!
//! A snapshot's header carries a schema hash, and a file whose hash differs from
//! the build's is refused. The trusted open path reads the archive with
//! `rkyv::access_unchecked`, so a file written under another layout would not be
//! an error but undefined behaviour: the hash must change whenever the archived
//! layout of any type reachable from the root changes, however deeply nested. A
//! hand-written description drifts out of date without anyone noticing;
//! `#[derive(ArchiveSchema)]` next to `#[derive(rkyv::Archive)]` makes it follow
//! the code.
//!
//! # What goes into it
//!
//! For each type: its name (without the module path, so moving a type between
//! files does not change the hash, but with its generic arguments), the size and
//! alignment of its archived form, and its parts in declaration order: a
//! struct's fields by name (a tuple struct's by index) and type, an enum's
//! variants by name (with an explicit discriminant if written) and their fields.
//! Fields rkyv skips (`#[rkyv(with = Skip)]`) are archived as `()` and left out.
//! Other `with` wrappers replace a field's archived type behind the schema's
//! back, so the derive refuses them. The standard library and `indexmap` types
//! the engine archives have hand-written descriptions: name, archived layout
//! and type arguments.
//!
//! # Why the archived size and alignment
//!
//! The archived form is what the reader reinterprets, so it is what must match.
//! Its size and alignment also catch what the declarations do not show: rkyv
//! features that change representations (endianness, alignment, the width of an
//! archived `usize`), a hand-written `Archive` impl whose archived type changes,
//! an enum's tag growing. rkyv's archived layouts do not depend on the target,
//! so with the same features the hash is the same on every platform. What no
//! schema sees is meaning: a field that keeps its type but changes what it holds
//! still needs the format version bumped.
//!
//! # Repeats and recursion
//!
//! [`SchemaWriter`] remembers every type whose description it has begun. A
//! later occurrence of the same type is written as a back-reference: its name
//! and the position of its full description, so a recursive type terminates (it
//! is remembered before its fields are written) and a type used in many places
//! is described once. The position matters: two different types may share a
//! name (in two modules), and a back-reference by name alone would let a field
//! switch from one to the other unnoticed. Leaves (numbers, `String`, ...) are
//! short and written in full each time.
//!
//! # The text
//!
//! ```text
//! type   := name layout '{' item* '}'   a type's first description
//!         | name layout                 a leaf
//!         | '^' name '#' n              the n-th description begun (from 0)
//! layout := '[' size ',' align ']'      of the archived form, in bytes
//! item   := '<' type '>'                a generic type argument
//!         | '<=' value '>'              a const generic argument
//!         | field ':' type ';'          a field
//!         | '|' variant ';'             a variant; the fields after it are its own
//! ```
//!
//! For example:
//!
//! ```
//! use shapeshift::schema::{ArchiveSchema, schema_text};
//!
//! #[derive(rkyv::Archive, ArchiveSchema)]
//! struct Inner(u32);
//!
//! #[derive(rkyv::Archive, ArchiveSchema)]
//! struct Pair {
//!     a: Inner,
//!     b: Vec<Inner>,
//! }
//!
//! assert_eq!(
//!     schema_text::<Pair>(),
//!     "Pair[12,4]{a:Inner[4,4]{0:u32[4,4];};b:Vec[8,4]{<^Inner#1>};}"
//! );
//! ```
//!
//! # Archived types in the docs
//!
//! `#[derive(rkyv::Archive)]` on a type `Foo` makes two more types with `Foo`'s
//! visibility, next to it: `ArchivedFoo` and `FooResolver`. An embedder never
//! names them, and `#[rkyv(attr(...))]` reaches only the archived type, never
//! the resolver. So each public archived type is defined in a private module of
//! its own (the IDs share one) and re-exported: `Foo` as it is, `ArchivedFoo`
//! and `FooResolver` under `#[doc(hidden)]`, so the docs leave them out while
//! the crate and its users still name them and call their methods. Two archived
//! types stay in the docs, because the public API hands them out:
//! [`ArchivedSnapshotImage`] (from [`Snapshot::image`]) and
//! [`ArchivedHeapImage`] (from [`HeapBase::image`], with [`counts`] and
//! [`recorded_policy`]). A type that is not public needs nothing: its generated
//! types are not public either. An enum with named variant fields also needs
//! `#![allow(missing_docs)]` in its module, as rkyv documents none of its
//! resolver's fields. The module changes nothing archived (the schema names a
//! type without its module path), and `.ci/run` fails when another generated
//! type shows in the docs.
//!
//! [`ArchivedSnapshotImage`]: crate::snapshot::image::ArchivedSnapshotImage
//! [`Snapshot::image`]: crate::Snapshot::image
//! [`ArchivedHeapImage`]: crate::heap::ArchivedHeapImage
//! [`HeapBase::image`]: crate::heap::HeapBase::image
//! [`counts`]: crate::heap::ArchivedHeapImage::counts
//! [`recorded_policy`]: crate::heap::ArchivedHeapImage::recorded_policy

use std::any::TypeId;
use std::collections::{BTreeMap, HashMap};
use std::fmt::{Debug, Write as _};
use std::mem::{align_of, size_of};

use indexmap::{IndexMap, IndexSet};

pub use shapeshift_derive::ArchiveSchema;

/// A type whose archived layout can be described; see the module docs.
///
/// Derive it with `#[derive(ArchiveSchema)]` (the derive is re-exported under
/// the same name). A hand-written impl calls [`SchemaWriter::leaf`] for a type
/// without parts, or [`SchemaWriter::begin`], the parts, then
/// [`SchemaWriter::end`]. Types are told apart by [`TypeId`], hence `'static`.
///
/// ```
/// use shapeshift::schema::{ArchiveSchema, schema_text};
///
/// #[derive(rkyv::Archive, ArchiveSchema)]
/// struct Point {
///     x: i32,
///     #[rkyv(with = rkyv::with::Skip)]
///     cached: f64,
///     y: i32,
/// }
/// assert_eq!(schema_text::<Point>(), "Point[8,4]{x:i32[4,4];y:i32[4,4];}");
/// ```
///
/// Any other `with` wrapper is a compile error:
///
/// ```compile_fail
/// use shapeshift::schema::ArchiveSchema;
///
/// #[derive(rkyv::Archive, ArchiveSchema)]
/// struct Boxed {
///     #[rkyv(with = rkyv::with::AsBox)]
///     x: i32,
/// }
/// ```
pub trait ArchiveSchema: rkyv::Archive + 'static {
    /// Writes this type's description to `out`. Call it through
    /// [`SchemaWriter::describe`], which writes back-references.
    fn describe(out: &mut SchemaWriter);
}

/// The description of `T`'s archived layout, in the format of the module docs.
pub fn schema_text<T: ArchiveSchema>() -> String {
    let mut out = SchemaWriter::default();
    out.describe::<T>();
    out.text
}

/// [`schema_hash`], computed once per type and process: what a snapshot's open
/// checks, so that opening costs a map lookup rather than describing every type.
pub fn cached_schema_hash<T: ArchiveSchema>() -> u64 {
    use std::sync::{Mutex, OnceLock};
    static HASHES: OnceLock<Mutex<Vec<(TypeId, u64)>>> = OnceLock::new();
    let hashes = HASHES.get_or_init(|| Mutex::new(Vec::new()));
    let id = TypeId::of::<T>();
    // A poisoned lock still holds whole entries (each is pushed in one step).
    let mut hashes = hashes
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&(_, hash)) = hashes.iter().find(|(t, _)| *t == id) {
        return hash;
    }
    let hash = schema_hash::<T>();
    hashes.push((id, hash));
    hash
}

/// The 64-bit FNV-1a hash of [`schema_text`]: the same for the same layout on
/// every build and platform.
pub fn schema_hash<T: ArchiveSchema>() -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    schema_text::<T>()
        .bytes()
        .fold(OFFSET, |hash, b| (hash ^ u64::from(b)).wrapping_mul(PRIME))
}

/// Collects the canonical text of a description; see the module docs.
#[derive(Debug, Default)]
pub struct SchemaWriter {
    text: String,
    /// The types whose description has begun, in order, with their names.
    begun: Vec<(TypeId, String)>,
}

impl SchemaWriter {
    /// Describes `T` here: in full the first time, as a back-reference after.
    pub fn describe<T: ArchiveSchema>(&mut self) {
        let id = TypeId::of::<T>();
        match self.begun.iter().position(|(seen, _)| *seen == id) {
            Some(n) => {
                let _ = write!(self.text, "^{}#{n}", self.begun[n].1);
            }
            None => T::describe(self),
        }
    }

    /// Writes a type without parts (a number, `String`): name and layout.
    pub fn leaf<T: ArchiveSchema>(&mut self, name: &str) {
        self.text.push_str(name);
        self.layout::<T>();
    }

    /// Begins the description of `T`, named `name` (without module path or
    /// generic arguments): later occurrences of `T` become back-references.
    /// Write its arguments, fields and variants, then call [`SchemaWriter::end`].
    pub fn begin<T: ArchiveSchema>(&mut self, name: &str) {
        self.begun.push((TypeId::of::<T>(), name.to_owned()));
        self.text.push_str(name);
        self.layout::<T>();
        self.text.push('{');
    }

    /// Writes a generic type argument.
    pub fn arg<T: ArchiveSchema>(&mut self) {
        self.text.push('<');
        self.describe::<T>();
        self.text.push('>');
    }

    /// Writes a const generic argument (an array's length).
    pub fn const_arg(&mut self, value: impl Debug) {
        let _ = write!(self.text, "<={value:?}>");
    }

    /// Writes a field: its name (a tuple field's index) and type.
    pub fn field<T: ArchiveSchema>(&mut self, name: &str) {
        self.text.push_str(name);
        self.text.push(':');
        self.describe::<T>();
        self.text.push(';');
    }

    /// Writes an enum variant: the fields written after it, up to the next
    /// variant, are its own.
    pub fn variant(&mut self, name: &str) {
        let _ = write!(self.text, "|{name};");
    }

    /// Ends the description begun last.
    pub fn end(&mut self) {
        self.text.push('}');
    }

    /// Size and alignment of `T`'s archived form.
    fn layout<T: rkyv::Archive>(&mut self) {
        let size = size_of::<rkyv::Archived<T>>();
        let align = align_of::<rkyv::Archived<T>>();
        let _ = write!(self.text, "[{size},{align}]");
    }
}

/// Leaves: a name each.
macro_rules! leaves {
    ($($ty:ty => $name:literal),* $(,)?) => {$(
        impl ArchiveSchema for $ty {
            fn describe(out: &mut SchemaWriter) {
                out.leaf::<Self>($name);
            }
        }
    )*};
}

leaves! {
    u8 => "u8", u16 => "u16", u32 => "u32", u64 => "u64",
    i8 => "i8", i16 => "i16", i32 => "i32", i64 => "i64",
    f32 => "f32", f64 => "f64", bool => "bool", char => "char",
    usize => "usize", isize => "isize", () => "()",
    String => "String", Box<str> => "Box<str>",
}

/// Containers: a name and their type arguments (a hasher is not described: it
/// is not archived).
macro_rules! containers {
    ($($name:literal => $ty:ty, [$($arg:ident),+] $(, $hasher:ident)?;)*) => {$(
        impl<$($arg: ArchiveSchema,)+ $($hasher: 'static)?> ArchiveSchema for $ty
        where
            $ty: rkyv::Archive,
        {
            fn describe(out: &mut SchemaWriter) {
                out.begin::<Self>($name);
                $(out.arg::<$arg>();)+
                out.end();
            }
        }
    )*};
}

containers! {
    "Box" => Box<T>, [T];
    "Vec" => Vec<T>, [T];
    "Option" => Option<T>, [T];
    "BTreeMap" => BTreeMap<K, V>, [K, V];
    "HashMap" => HashMap<K, V, S>, [K, V], S;
    "IndexMap" => IndexMap<K, V, S>, [K, V], S;
    "IndexSet" => IndexSet<T, S>, [T], S;
}

/// Tuples: their fields by index.
macro_rules! tuples {
    ($(($($arg:ident $index:tt),+);)*) => {$(
        impl<$($arg: ArchiveSchema),+> ArchiveSchema for ($($arg,)+) {
            fn describe(out: &mut SchemaWriter) {
                out.begin::<Self>("Tuple");
                $(out.field::<$arg>(stringify!($index));)+
                out.end();
            }
        }
    )*};
}

tuples! {
    (A 0);
    (A 0, B 1);
    (A 0, B 1, C 2);
    (A 0, B 1, C 2, D 3);
}

impl<T: ArchiveSchema, const N: usize> ArchiveSchema for [T; N] {
    fn describe(out: &mut SchemaWriter) {
        out.begin::<Self>("Array");
        out.arg::<T>();
        out.const_arg(N);
        out.end();
    }
}
