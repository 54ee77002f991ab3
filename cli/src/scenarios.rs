//! Ready-made workloads from the design notes, shared by the example, the
//! benchmarks, the CLI tour and the snapshot tests so that all of them measure and
//! show the same thing.
//!
//! # The http options copy chain
//!
//! Node's http client copies its options object several times on the way to a
//! socket: `urlToHttpOptions` makes options from a URL, `ClientRequest` merges them
//! with the caller's options, the `Agent` merges its own, and `addRequest` and
//! `createSocket` copy once more. Node wrote each copy as
//! `{ __proto__: null, ...prev, more }`, a literal with a null prototype, which V8
//! creates in dictionary mode; every later copy then reads a dictionary source
//! through the generic path. The fix builds an ordinary literal and calls
//! `Object.setPrototypeOf(copy, null)` afterwards: a prototype transition, so every
//! copy stays fast and the copies share shapes. [`CopyVariant`] names the two.

use shapeshift::atoms::PropertyKey;
use shapeshift::error::JsError;
use shapeshift::heap::{Heap, LiteralEntry};
use shapeshift::object::ObjectId;
use shapeshift::value::Value;
use std::time::{Duration, Instant};

/// How each copy of the chain is written.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CopyVariant {
    /// `{ __proto__: null, ...prev, more }`: born in dictionary mode.
    NullProtoLiteral,
    /// `const c = { ...prev, more }; Object.setPrototypeOf(c, null)`: stays fast.
    FastThenNullProto,
}

impl CopyVariant {
    /// Both variants, slow first.
    pub const ALL: [CopyVariant; 2] = [
        CopyVariant::NullProtoLiteral,
        CopyVariant::FastThenNullProto,
    ];

    /// The variant as JavaScript.
    pub fn source(self) -> &'static str {
        match self {
            CopyVariant::NullProtoLiteral => "{ __proto__: null, ...prev, more }",
            CopyVariant::FastThenNullProto => "Object.setPrototypeOf({ ...prev, more }, null)",
        }
    }
}

/// Iterations run between collections in [`OptionsChain::time_per_chain`].
pub const TIMING_BATCH: u64 = 1_000;

/// Times `iterations` calls of `run(heap, i)`, in batches of `batch`, and
/// collects after each batch *outside* the timed region, so memory stays
/// bounded and freeing is not timed. Everything alive when it starts is kept
/// (rooted for the collections), so `run` may use objects and strings made
/// before; what the iterations make is garbage once the batch ends. Returns the
/// total time. Benchmarks use it with criterion's `iter_custom`.
pub fn time_with_collection(
    heap: &mut Heap,
    iterations: u64,
    batch: u64,
    mut run: impl FnMut(&mut Heap, u64) -> Result<(), JsError>,
) -> Result<Duration, JsError> {
    let kept = everything_alive(heap);
    let mut total = Duration::ZERO;
    let mut done = 0;
    while done < iterations {
        let n = (iterations - done).min(batch.max(1));
        let start = Instant::now();
        for i in done..done + n {
            run(heap, i)?;
        }
        total += start.elapsed();
        heap.collect_with(&kept);
        done += n;
    }
    Ok(total)
}

/// Times `iterations` batches, each one call of `run(heap, i, batch)`, with
/// the heap's own allocation-driven collections inside the timed region.
/// `run` hands every object it makes to [`LiveBatch::keep`], which holds it
/// until the batch ends and collects when the allocation budget is spent
/// ([`Heap::collect_if_due`]: V8's scavenges, which free objects and strings
/// and keep every transition). So a collection inside a batch finds the
/// batch alive, as a scavenge inside Node's loop finds the array it fills;
/// once its batch ends, an object is garbage.
pub fn time_collecting_when_due(
    heap: &mut Heap,
    iterations: u64,
    mut run: impl FnMut(&mut Heap, u64, &mut LiveBatch) -> Result<(), JsError>,
) -> Result<Duration, JsError> {
    let mut batch = LiveBatch::default();
    let start = Instant::now();
    for i in 0..iterations {
        run(heap, i, &mut batch)?;
        std::hint::black_box(&batch.values);
        batch.values.clear();
    }
    Ok(start.elapsed())
}

/// What one batch of [`time_collecting_when_due`] has made so far: the
/// roots its collections keep.
#[derive(Debug, Default)]
pub struct LiveBatch {
    values: Vec<Value>,
}

impl LiveBatch {
    /// Keeps `value` until the batch ends, then collects if one is due.
    #[inline]
    pub fn keep(&mut self, heap: &mut Heap, value: Value) {
        self.values.push(value);
        heap.collect_if_due(&self.values);
    }
}

/// Every object and string of `heap`, as values.
fn everything_alive(heap: &Heap) -> Vec<Value> {
    heap.object_ids()
        .map(Value::Object)
        .chain(heap.string_ids().map(Value::String))
        .collect()
}

/// One copy of the chain: where in Node it happens and what it adds.
#[derive(Clone, Debug)]
pub struct ChainStep {
    /// The Node function that makes this copy.
    pub site: &'static str,
    /// The properties this step adds to the previous copy.
    pub adds: Vec<(PropertyKey, Value)>,
}

/// The http options chain, with its keys and values interned in one heap.
#[derive(Clone, Debug)]
pub struct OptionsChain {
    steps: Vec<ChainStep>,
}

const STEPS: &[(&str, &[(&str, &str)])] = &[
    (
        "urlToHttpOptions",
        &[
            ("protocol", "https:"),
            ("hostname", "example.com"),
            ("hash", ""),
            ("search", "?q=1"),
            ("pathname", "/index.html"),
            ("path", "/index.html?q=1"),
            ("href", "https://example.com/index.html?q=1"),
            ("port", "443"),
        ],
    ),
    (
        "ClientRequest",
        &[
            ("method", "GET"),
            ("headers", "{}"),
            ("agent", "globalAgent"),
            ("timeout", "5000"),
        ],
    ),
    (
        "Agent",
        &[
            ("keepAlive", "true"),
            ("keepAliveMsecs", "1000"),
            ("maxSockets", "Infinity"),
            ("scheduling", "lifo"),
        ],
    ),
    (
        "Agent.addRequest",
        &[("_agentKey", "example.com:443:"), ("encoding", "null")],
    ),
    (
        "Agent.createSocket",
        &[("servername", "example.com"), ("noDelay", "true")],
    ),
];

impl OptionsChain {
    /// Interns the chain's keys and values in `heap`.
    pub fn new(heap: &mut Heap) -> Self {
        let steps = STEPS
            .iter()
            .map(|&(site, adds)| ChainStep {
                site,
                adds: adds
                    .iter()
                    .map(|&(k, v)| (heap.key(k), heap.string(v)))
                    .collect(),
            })
            .collect();
        OptionsChain { steps }
    }

    /// The steps, in order.
    pub fn steps(&self) -> &[ChainStep] {
        &self.steps
    }

    /// Number of properties the last copy has.
    pub fn final_key_count(&self) -> usize {
        self.steps.iter().map(|s| s.adds.len()).sum()
    }

    /// Runs the whole chain once, appending each step's copy to `copies`.
    /// `literal` is a reusable buffer (so a benchmark loop does not allocate for it).
    pub fn run_into(
        &self,
        heap: &mut Heap,
        variant: CopyVariant,
        literal: &mut Vec<LiteralEntry>,
        copies: &mut Vec<ObjectId>,
    ) -> Result<ObjectId, JsError> {
        let mut prev: Option<ObjectId> = None;
        for step in &self.steps {
            literal.clear();
            if variant == CopyVariant::NullProtoLiteral {
                literal.push(LiteralEntry::NullProto);
            }
            if let Some(p) = prev {
                literal.push(LiteralEntry::Spread(Value::Object(p)));
            }
            literal.extend(
                step.adds
                    .iter()
                    .map(|&(key, value)| LiteralEntry::Property {
                        key,
                        value,
                        computed: false,
                    }),
            );
            let copy = heap.object_literal(literal)?;
            if variant == CopyVariant::FastThenNullProto {
                heap.set_prototype_of(copy, None)?;
            }
            copies.push(copy);
            prev = Some(copy);
        }
        prev.ok_or_else(|| JsError::type_error("the options chain has no steps"))
    }

    /// Runs the chain `iterations` times and returns the time spent per chain
    /// (see [`time_with_collection`]). A quick look for demos; the criterion
    /// benchmarks are the measurement.
    pub fn time_per_chain(
        &self,
        heap: &mut Heap,
        variant: CopyVariant,
        iterations: u32,
    ) -> Result<Duration, JsError> {
        let (mut literal, mut copies) = (Vec::new(), Vec::new());
        let total = time_with_collection(heap, u64::from(iterations), TIMING_BATCH, |heap, _| {
            copies.clear();
            std::hint::black_box(self.run_into(heap, variant, &mut literal, &mut copies)?);
            Ok(())
        })?;
        Ok(total / iterations.max(1))
    }

    /// Runs the chain once and returns every copy, in order.
    pub fn run(&self, heap: &mut Heap, variant: CopyVariant) -> Result<Vec<ObjectId>, JsError> {
        let mut copies = Vec::with_capacity(self.steps.len());
        self.run_into(heap, variant, &mut Vec::new(), &mut copies)?;
        Ok(copies)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_chain_is_dictionary_fast_chain_is_fast_and_shared() {
        let mut heap = Heap::new();
        let chain = OptionsChain::new(&mut heap);
        let slow = chain.run(&mut heap, CopyVariant::NullProtoLiteral).unwrap();
        let fast = chain
            .run(&mut heap, CopyVariant::FastThenNullProto)
            .unwrap();
        let fast_again = chain
            .run(&mut heap, CopyVariant::FastThenNullProto)
            .unwrap();
        for ((&s, &f), &g) in slow.iter().zip(&fast).zip(&fast_again) {
            assert_eq!(heap.has_fast_properties(s), Some(false));
            assert_eq!(heap.has_fast_properties(f), Some(true));
            assert_eq!(
                heap.same_shape(f, g),
                Some(true),
                "repeated chains share shapes"
            );
            assert_eq!(
                heap.own_keys(s).expect("an ID this heap handed out"),
                heap.own_keys(f).expect("an ID this heap handed out")
            );
            assert_eq!(
                heap.get_prototype_of(f)
                    .expect("an ID this heap handed out"),
                None
            );
        }
        assert_eq!(
            heap.own_keys(slow[4])
                .expect("an ID this heap handed out")
                .len(),
            chain.final_key_count()
        );
    }
}
