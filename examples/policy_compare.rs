//! One workload under each modelled V8's rules, and under a rule of your own.
//!
//! The workload is what the seed fix was about, plus what changed most between
//! the versions:
//! - Node's http options copy chain, in both variants (`{__proto__: null,
//!   ...prev}` copies against `{...prev}` followed by
//!   `Object.setPrototypeOf(copy, null)`);
//! - a delete-heavy cache: entries of six fields from which one field is
//!   deleted (the last-added one for half of them) and another added.
//!
//! For each policy it prints the objects the workload made, fast and in
//! dictionary mode, the shapes it created, the bytes per object from
//! `Heap::stats()`, and the time per operation (one run, side by side: a quick
//! look, not a benchmark). To try a rule, change the `custom` policy below:
//! every `Policy` field is a rule the model reads at the moment it decides.
//!
//! Run: `cargo run --release --example policy_compare`

use shapeshift::{DeletePolicy, Heap, JsError, Policy, StoreOrigin, V8Version, Value};
use shapeshift_cli::scenarios::{CopyVariant, OptionsChain};
use std::time::{Duration, Instant};

/// Copy chains of each variant.
const CHAINS: u32 = 2_000;
/// Entries of the delete-heavy cache.
const CACHE_ENTRIES: u32 = 4_000;
/// Fields of each cache entry before its delete.
const ENTRY_FIELDS: u32 = 6;

/// What one policy made of the workload.
struct Outcome {
    objects: usize,
    fast: usize,
    dictionary: usize,
    shapes_created: usize,
    bytes_per_object: f64,
    per_operation: Duration,
}

fn run(policy: Policy) -> Result<Outcome, JsError> {
    let mut heap = Heap::with_policy(policy);
    let chain = OptionsChain::new(&mut heap);
    let keys: Vec<_> = (0..=ENTRY_FIELDS)
        .map(|i| heap.key(&format!("field{i}")))
        .collect();
    let before = heap.stats();
    let mut operations: u64 = 0;
    let start = Instant::now();
    for _ in 0..CHAINS {
        for variant in CopyVariant::ALL {
            chain.run(&mut heap, variant)?;
            operations += chain.steps().len() as u64;
        }
    }
    for i in 0..CACHE_ENTRIES {
        let entry = heap.new_object();
        for (f, &key) in keys.iter().take(ENTRY_FIELDS as usize).enumerate() {
            heap.set(entry, key, Value::Number(f as f64), StoreOrigin::Named)?;
        }
        // Half the entries lose their last-added field (V8 11.3 rolls that
        // back and stays fast), the others one from the middle.
        let gone = if i % 2 == 0 {
            ENTRY_FIELDS - 1
        } else {
            i % ENTRY_FIELDS
        };
        heap.delete(entry, keys[gone as usize])?;
        heap.set(
            entry,
            keys[ENTRY_FIELDS as usize],
            Value::Bool(true),
            StoreOrigin::Named,
        )?;
        operations += u64::from(ENTRY_FIELDS) + 2;
    }
    let elapsed = start.elapsed();
    let after = heap.stats();
    let objects = after.objects.total - before.objects.total;
    Ok(Outcome {
        objects,
        fast: after.objects.fast - before.objects.fast,
        dictionary: after.objects.dictionary - before.objects.dictionary,
        shapes_created: after.shapes.total - before.shapes.total,
        bytes_per_object: (after.bytes.total() - before.bytes.total()) as f64
            / objects.max(1) as f64,
        per_operation: elapsed / u32::try_from(operations.max(1)).unwrap_or(u32::MAX),
    })
}

fn main() -> Result<(), JsError> {
    // A researcher's rule: V8 13.6, but deletes of the last-added property
    // roll back as V8 11.3's do.
    let custom = Policy {
        delete: DeletePolicy::RollbackLast,
        ..Policy::v8_13_6()
    };
    let mut policies: Vec<(String, Policy)> = V8Version::ALL
        .into_iter()
        .map(|v| (v.to_string(), v.policy()))
        .collect();
    policies.push(("custom: 13.6 + rollback deletes".to_string(), custom));
    println!(
        "{CHAINS} copy chains of each variant, then {CACHE_ENTRIES} cache entries with a delete each\n"
    );
    println!(
        "{:<34} {:>8} {:>8} {:>10} {:>8} {:>9} {:>8}",
        "policy", "objects", "fast", "dictionary", "shapes", "bytes/obj", "ns/op"
    );
    for (name, policy) in policies {
        let o = run(policy)?;
        println!(
            "{:<34} {:>8} {:>8} {:>10} {:>8} {:>9.1} {:>8.1}",
            name,
            o.objects,
            o.fast,
            o.dictionary,
            o.shapes_created,
            o.bytes_per_object,
            o.per_operation.as_nanos() as f64
        );
    }
    Ok(())
}
