//! The derived schema changes with every archived layout change, nested ones
//! included, and with nothing else.

// The types below exist to be described, never built.
#![allow(dead_code)]

use shapeshift::schema::{ArchiveSchema, schema_hash, schema_text};

/// Two versions of one type tree (the same names): `Leaf` two levels down
/// gains a field that fits in its padding, so no archived size or alignment
/// changes anywhere; only the description can tell them apart.
mod v1 {
    use super::ArchiveSchema;

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub struct Leaf {
        pub a: u32,
        pub b: u8,
    }

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub struct Middle {
        pub leaf: Leaf,
        pub n: u16,
    }

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub struct Outer {
        pub middle: Middle,
        pub tag: u8,
    }
}

mod v2 {
    use super::ArchiveSchema;

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub struct Leaf {
        pub a: u32,
        pub b: u8,
        pub c: u8,
    }

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub struct Middle {
        pub leaf: Leaf,
        pub n: u16,
    }

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub struct Outer {
        pub middle: Middle,
        pub tag: u8,
    }
}

#[test]
fn a_field_added_two_levels_down_changes_the_outer_hash() {
    use std::mem::size_of;
    assert_eq!(
        size_of::<rkyv::Archived<v1::Outer>>(),
        size_of::<rkyv::Archived<v2::Outer>>(),
        "the layouts must differ only inside, or this test proves nothing"
    );
    assert_eq!(
        size_of::<rkyv::Archived<v1::Leaf>>(),
        size_of::<rkyv::Archived<v2::Leaf>>()
    );
    assert_ne!(schema_hash::<v1::Outer>(), schema_hash::<v2::Outer>());
}

/// One type in versions that differ in one respect each.
mod fields {
    use super::ArchiveSchema;

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub struct Base {
        pub a: u32,
        pub b: u32,
    }

    pub mod wider {
        use super::ArchiveSchema;
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub struct Base {
            pub a: u64,
            pub b: u32,
        }
    }

    pub mod renamed {
        use super::ArchiveSchema;
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub struct Base {
            pub a: u32,
            pub c: u32,
        }
    }

    pub mod reordered {
        use super::ArchiveSchema;
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub struct Base {
            pub b: u32,
            pub a: u32,
        }
    }

    pub mod skipping {
        use super::ArchiveSchema;
        use rkyv::with::Skip;
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub struct Base {
            #[rkyv(with = rkyv::with::Skip)]
            pub cache: Vec<String>,
            pub a: u32,
            #[rkyv(with = Skip)]
            pub scratch: Option<u64>,
            pub b: u32,
        }
    }
}

#[test]
fn a_field_type_change_changes_the_hash() {
    assert_ne!(
        schema_hash::<fields::Base>(),
        schema_hash::<fields::wider::Base>()
    );
}

#[test]
fn a_field_rename_changes_the_hash() {
    assert_ne!(
        schema_hash::<fields::Base>(),
        schema_hash::<fields::renamed::Base>()
    );
}

#[test]
fn a_field_reorder_changes_the_hash() {
    assert_ne!(
        schema_hash::<fields::Base>(),
        schema_hash::<fields::reordered::Base>()
    );
}

#[test]
fn skipped_fields_are_left_out() {
    assert_eq!(
        schema_text::<fields::Base>(),
        schema_text::<fields::skipping::Base>()
    );
    assert_eq!(
        schema_hash::<fields::Base>(),
        schema_hash::<fields::skipping::Base>()
    );
}

mod enums {
    use super::ArchiveSchema;

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub enum Kind {
        Empty,
        Number(u32),
        Pair { left: u16, right: u16 },
    }

    pub mod more {
        use super::ArchiveSchema;
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub enum Kind {
            Empty,
            Number(u32),
            Pair { left: u16, right: u16 },
            Other,
        }
    }

    /// rkyv keeps explicit discriminants in the archived tag.
    #[derive(rkyv::Archive, ArchiveSchema)]
    pub enum Flag {
        Off,
        On,
    }

    pub mod renumbered {
        use super::ArchiveSchema;
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub enum Flag {
            Off,
            On = 4,
        }
    }
}

#[test]
fn an_added_variant_changes_the_hash() {
    assert_eq!(
        std::mem::size_of::<rkyv::Archived<enums::Kind>>(),
        std::mem::size_of::<rkyv::Archived<enums::more::Kind>>()
    );
    assert_ne!(
        schema_hash::<enums::Kind>(),
        schema_hash::<enums::more::Kind>()
    );
}

#[test]
fn an_explicit_discriminant_changes_the_hash() {
    assert_ne!(
        schema_hash::<enums::Flag>(),
        schema_hash::<enums::renumbered::Flag>()
    );
    assert_eq!(
        schema_text::<enums::renumbered::Flag>(),
        "Flag[1,1]{|Off;|On=4;}"
    );
}

#[test]
fn enum_text_lists_variants_with_their_fields() {
    assert_eq!(
        schema_text::<enums::Kind>(),
        "Kind[8,4]{|Empty;|Number;0:u32[4,4];|Pair;left:u16[2,2];right:u16[2,2];}"
    );
}

#[derive(rkyv::Archive, ArchiveSchema)]
struct Inner {
    x: u32,
}

#[derive(rkyv::Archive, ArchiveSchema)]
struct Twice {
    first: Inner,
    second: Inner,
    nested: Vec<Vec<Inner>>,
    again: Vec<Vec<Inner>>,
}

#[test]
fn repeated_types_are_back_references() {
    assert_eq!(
        schema_text::<Twice>(),
        "Twice[24,4]{first:Inner[4,4]{x:u32[4,4];};second:^Inner#1;\
         nested:Vec[8,4]{<Vec[8,4]{<^Inner#1>}>};again:^Vec#2;}"
    );
}

/// Two different types with the same name: a back-reference must say which.
mod same_name {
    use super::ArchiveSchema;

    pub mod a {
        use super::ArchiveSchema;
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub struct Id(pub u32);
    }

    pub mod b {
        use super::ArchiveSchema;
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub struct Id(pub u32);
    }

    #[derive(rkyv::Archive, ArchiveSchema)]
    pub struct Mixed {
        pub first: a::Id,
        pub second: b::Id,
        pub third: b::Id,
    }

    pub mod swapped {
        use super::{ArchiveSchema, a, b};
        #[derive(rkyv::Archive, ArchiveSchema)]
        pub struct Mixed {
            pub first: a::Id,
            pub second: b::Id,
            pub third: a::Id,
        }
    }
}

#[test]
fn back_references_tell_same_named_types_apart() {
    assert_ne!(
        schema_text::<same_name::Mixed>(),
        schema_text::<same_name::swapped::Mixed>()
    );
}

#[derive(rkyv::Archive, ArchiveSchema)]
#[rkyv(bytecheck(bounds(__C: rkyv::validation::ArchiveContext, __C::Error: rkyv::rancor::Source)))]
struct Node {
    value: u32,
    #[rkyv(omit_bounds)]
    children: Vec<Node>,
    #[rkyv(omit_bounds)]
    parent: Option<Box<Node>>,
}

#[test]
fn recursive_types_terminate() {
    assert_eq!(
        schema_text::<Node>(),
        "Node[20,4]{value:u32[4,4];children:Vec[8,4]{<^Node#0>};\
         parent:Option[8,4]{<Box[4,4]{<^Node#0>}>};}"
    );
}

#[derive(rkyv::Archive, ArchiveSchema)]
struct Wrapper<T, const N: usize> {
    items: [T; N],
}

#[test]
fn generic_arguments_are_described() {
    assert_ne!(
        schema_hash::<Wrapper<u32, 2>>(),
        schema_hash::<Wrapper<i32, 2>>()
    );
    assert_ne!(
        schema_hash::<Wrapper<u32, 2>>(),
        schema_hash::<Wrapper<u32, 3>>()
    );
    assert_eq!(
        schema_text::<Wrapper<u8, 2>>(),
        "Wrapper[2,1]{<u8[1,1]><=2>items:Array[2,1]{<u8[1,1]><=2>};}"
    );
}

#[test]
fn the_hash_is_stable() {
    // FNV-1a 64 of the text, computed here on its own.
    let fnv1a = |text: &str| {
        text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    assert_eq!(
        schema_hash::<v1::Outer>(),
        fnv1a(&schema_text::<v1::Outer>())
    );
    // Pinned: the same on every build and platform.
    assert_eq!(
        schema_text::<fields::Base>(),
        "Base[8,4]{a:u32[4,4];b:u32[4,4];}"
    );
    assert_eq!(schema_hash::<fields::Base>(), 0xf6f5_5e5f_befa_ef01);
}

#[test]
fn hand_written_impls_cover_the_engine_types() {
    use indexmap::{IndexMap, IndexSet};
    use std::collections::{BTreeMap, HashMap};

    type All = (
        (u8, u16, u32, u64),
        (i8, i16, i32, i64),
        (f32, f64, bool, char),
        (
            (usize, isize, (), String),
            (Box<str>, Box<u8>, Vec<u8>, Option<u8>),
            (
                [u16; 3],
                BTreeMap<u8, u16>,
                HashMap<u8, u16>,
                IndexMap<u8, u16>,
            ),
            IndexSet<Box<str>>,
        ),
    );
    let text = schema_text::<All>();
    for part in [
        "usize[4,4]",
        "char[4,4]",
        "Box<str>[8,4]",
        "Array[6,2]{<u16[2,2]><=3>}",
        "BTreeMap[",
        "HashMap[",
        "IndexMap[",
        "IndexSet[",
    ] {
        assert!(text.contains(part), "{part} missing from {text}");
    }
}

/// The real snapshot root: its schema reaches the nested types a snapshot
/// stores (a shape's fields, descriptors, attributes with their bits, values,
/// the policy), so a change to any of them changes the header's hash.
#[test]
fn the_snapshot_image_schema_reaches_nested_archived_types() {
    use shapeshift::snapshot::SnapshotImage;
    let text = schema_text::<SnapshotImage>();
    for part in [
        "SnapshotImage[",
        "Shape[",
        "DescriptorTable[",
        "Attrs(",
        "WRITABLE=",
        "Value[",
        "Policy[",
        "ShapeId[",
        "JsObject[",
        "Dictionary",
    ] {
        assert!(
            text.contains(part),
            "{part} missing from the image schema: {text}"
        );
    }
    assert_eq!(
        shapeshift::schema::cached_schema_hash::<SnapshotImage>(),
        schema_hash::<SnapshotImage>()
    );
}
