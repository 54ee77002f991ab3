//! Node's http options copy chain, in both variants: `{__proto__: null, ...prev}`
//! copies (dictionary mode, generic copy path) against ordinary literals followed
//! by `Object.setPrototypeOf(copy, null)` (fast, shared shapes).
//!
//! Prints each copy's mode and shape, then times both chains side by side. The
//! timing here is a quick look; `cargo bench --bench shapes -- copy_chain` is the
//! measurement.
//!
//! Run: `cargo run --release --example http_options`

use shapeshift::Heap;
use shapeshift_cli::scenarios::{CopyVariant, OptionsChain};

const ITERATIONS: u32 = 200_000;

fn main() -> Result<(), shapeshift::JsError> {
    let mut heap = Heap::new();
    let chain = OptionsChain::new(&mut heap);
    for variant in CopyVariant::ALL {
        println!("{variant:?}: each copy is {}", variant.source());
        let copies = chain.run(&mut heap, variant)?;
        let again = chain.run(&mut heap, variant)?;
        for ((step, &copy), &twin) in chain.steps().iter().zip(&copies).zip(&again) {
            println!(
                "  {:<20} {:>2} keys  {:<10}  shape s{:<4} shared with the next run: {}",
                step.site,
                heap.own_keys(copy)
                    .expect("an ID this heap handed out")
                    .len(),
                if heap.has_fast_properties(copy) == Some(true) {
                    "fast"
                } else {
                    "dictionary"
                },
                heap.shape_of(copy)
                    .expect("an ID this heap handed out")
                    .index(),
                heap.same_shape(copy, twin) == Some(true),
            );
        }
    }

    println!("\ntiming {ITERATIONS} chains of each variant (one run, side by side):");
    let mut per_chain = Vec::new();
    for variant in CopyVariant::ALL {
        let t = chain.time_per_chain(&mut heap, variant, ITERATIONS)?;
        println!(
            "  {variant:?}: {} ns per chain of {} copies",
            t.as_nanos(),
            chain.steps().len()
        );
        per_chain.push(t.as_secs_f64());
    }
    println!("  ratio slow/fast: {:.2}x", per_chain[0] / per_chain[1]);
    Ok(())
}
