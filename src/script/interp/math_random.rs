//! `Math.random`, as V8 computes it, so that a run given V8's seed
//! (`node --random-seed=N`, `shapeshift run --random-seed N`) draws the very
//! numbers Node draws.
//!
//! V8 (`src/numbers/math-random.cc`, `src/base/utils/random-number-generator.h`)
//! keeps a xorshift128+ state per native context. The state starts from the
//! seed, each half through MurmurHash3's finalizer (`s0` from the seed, `s1`
//! from its complement); a seed of 0 means a seed drawn from the system. A
//! refill steps the state 64 times and keeps each step's number in a cache,
//! which `Math.random` then hands out from the end:
//!
//! ```text
//!   seed ──fmix64──► s0, s1 ──xorshift128+ ×64──► cache[0..64]
//!   Math.random() → cache[63], cache[62], … cache[0], refill, cache[63], …
//! ```
//!
//! A number is the state's top 52 bits as the fraction of a double in
//! [1, 2), less 1; since V8 13 (Node 24), the top 53 bits over 2⁵³
//! ([`Policy::math_random_uses_53_bits`](crate::Policy::math_random_uses_53_bits)).

/// Numbers made per refill (V8's `MathRandom::kCacheSize`).
const CACHE_SIZE: usize = 64;

/// The generator of one interpreter (V8: of one native context).
#[derive(Clone, Debug)]
pub(crate) struct MathRandom {
    /// V8's `--random-seed`; 0: drawn from the system on first use.
    seed: u64,
    /// Numbers from 53 bits of the state, not 52.
    fifty_three_bits: bool,
    /// The xorshift128+ state; `None` until the first refill.
    state: Option<(u64, u64)>,
    cache: [f64; CACHE_SIZE],
    /// Numbers left in `cache`: the next is `cache[left - 1]`.
    left: usize,
}

impl MathRandom {
    /// A generator that starts from `seed` (0: from the system), making
    /// each number from 53 bits of the state or from 52.
    pub(crate) fn new(seed: u64, fifty_three_bits: bool) -> Self {
        MathRandom {
            seed,
            fifty_three_bits,
            state: None,
            cache: [0.0; CACHE_SIZE],
            left: 0,
        }
    }

    /// The next number of `Math.random`.
    pub(crate) fn next(&mut self) -> f64 {
        if self.left == 0 {
            self.refill();
        }
        self.left -= 1;
        self.cache[self.left]
    }

    /// V8's `MathRandom::RefillCache`.
    fn refill(&mut self) {
        let (mut s0, mut s1) = match self.state {
            Some(state) => state,
            None => {
                let seed = if self.seed != 0 {
                    self.seed
                } else {
                    system_seed()
                };
                (murmur_hash3(seed), murmur_hash3(!seed))
            }
        };
        for slot in &mut self.cache {
            xor_shift_128(&mut s0, &mut s1);
            *slot = if self.fifty_three_bits {
                to_double_53(s0)
            } else {
                to_double(s0)
            };
        }
        self.state = Some((s0, s1));
        self.left = CACHE_SIZE;
    }
}

/// A seed from the system's randomness (the standard library's hash keys,
/// which it draws from the operating system); never 0, which would ask for
/// another.
pub(crate) fn system_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(0x5348_4150_4553_4846);
    h.finish().max(1)
}

/// MurmurHash3's 64-bit finalizer (V8's `RandomNumberGenerator::MurmurHash3`).
fn murmur_hash3(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    h ^= h >> 33;
    h = h.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    h ^= h >> 33;
    h
}

/// One xorshift128+ step (V8's `RandomNumberGenerator::XorShift128`).
fn xor_shift_128(state0: &mut u64, state1: &mut u64) {
    let mut s1 = *state0;
    let s0 = *state1;
    *state0 = s0;
    s1 ^= s1 << 23;
    s1 ^= s1 >> 17;
    s1 ^= s0;
    s1 ^= s0 >> 26;
    *state1 = s1;
}

/// The state's top 52 bits as a double in [0, 1) (V8's
/// `RandomNumberGenerator::ToDouble`).
fn to_double(state0: u64) -> f64 {
    const EXPONENT_OF_ONE: u64 = 0x3FF0_0000_0000_0000;
    f64::from_bits((state0 >> 12) | EXPONENT_OF_ONE) - 1.0
}

/// The state's top 53 bits over 2⁵³ (V8 13's `ToDouble`).
fn to_double_53(state0: u64) -> f64 {
    const TWO_TO_53: f64 = (1u64 << 53) as f64;
    (state0 >> 11) as f64 / TWO_TO_53
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_draws_nodes_numbers() {
        // `node --random-seed=42 -e 'console.log(Math.random(), …)'` on
        // Node 20, 22 and 24.
        // The 64th number is where the two conversions part.
        let draw = |fifty_three_bits| {
            let mut r = MathRandom::new(42, fifty_three_bits);
            let drawn: Vec<f64> = (0..64).map(|_| r.next()).collect();
            [drawn[0], drawn[1], drawn[63]].map(|x| x.to_string())
        };
        // Node 20 and 22.
        assert_eq!(
            draw(false),
            [
                "0.7939112874678715",
                "0.5254990606499601",
                "0.08156904043271651"
            ]
        );
        // Node 24.
        assert_eq!(
            draw(true),
            [
                "0.7939112874678715",
                "0.5254990606499601",
                "0.08156904043271662"
            ]
        );
    }

    #[test]
    fn numbers_lie_in_the_unit_interval_across_refills() {
        for seed in [0, 1, u64::MAX] {
            let mut r = MathRandom::new(seed, seed % 2 == 0);
            let drawn: Vec<f64> = (0..3 * CACHE_SIZE + 5).map(|_| r.next()).collect();
            assert!(drawn.iter().all(|x| (0.0..1.0).contains(x)), "{seed}");
            // Not stuck: a refill moves the state on.
            assert_ne!(drawn[0], drawn[CACHE_SIZE], "{seed}");
        }
    }

    #[test]
    fn the_same_seed_draws_the_same_numbers_and_another_seed_others() {
        let draw = |seed| {
            let mut r = MathRandom::new(seed, false);
            (0..100).map(|_| r.next()).collect::<Vec<f64>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
    }
}
