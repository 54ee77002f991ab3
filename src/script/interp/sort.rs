//! The sort behind `Array.prototype.sort` and `toSorted`, asking for
//! comparisons in the order V8 asks for them.
//!
//! A comparator is script code: it can count its calls, log its arguments,
//! change the array, or throw partway. So which pairs a sort compares, and in
//! what order, is part of what a script sees, and a model of V8 has to ask in
//! V8's order. V8 sorts with TimSort, Tim Peters's list sort from CPython
//! (its `listsort.txt` describes it), which V8 carries in Torque as
//! `third_party/v8/builtins/array-sort.tq`. This module follows that shape
//! step for step:
//!
//! - the values are cut, left to right, into natural runs (ascending, or
//!   strictly descending and then reversed); a run shorter than
//!   [`min_run_length`] is extended to that length by binary insertion;
//! - runs wait on a stack whose lengths shrink faster than the Fibonacci
//!   numbers; a push that breaks that invariant merges neighbours until it
//!   holds, and the end merges what is left;
//! - a merge first gallops to skip what is already in place, then compares
//!   one by one until one side wins [`MIN_GALLOP_WINS`] times in a row, then
//!   gallops (exponential then binary search) until galloping stops paying.
//!
//! Every comparison here asks one question, "is `x` less than `y`" (a
//! comparator result below zero), as V8 does. The sort is stable, and takes
//! O(n log n) comparisons.
//!
//! V8's newest source sorts fewer than ten values by binary insertion alone
//! (`kMinTimSortLen`). The V8s of Node 20, 22 and 24 do not: on every length,
//! their comparators see the calls of the whole algorithm, run detection
//! first, and so do the comparators here.
//!
//! A comparison that fails stops the sort and returns its error. The slice
//! then holds an unspecified arrangement of its values (some may be
//! repeated): callers discard it, as V8 discards its work array when a
//! comparator throws. No comparator, however inconsistent its answers, can
//! send an index out of bounds: every cursor is derived from run lengths that
//! only shrink as values are placed.

/// A merge switches to galloping after one side wins this many comparisons
/// in a row, and stays while either side keeps winning this often
/// (`kMinGallopWins` in `array-sort.tq`, `MIN_GALLOP` in CPython).
const MIN_GALLOP_WINS: usize = 7;

/// Sorts `values` stably by `less`, asking for comparisons in V8's order.
/// `less(x, y)` answers whether `x` sorts before `y`; its first error stops
/// the sort and is returned.
pub(crate) fn sort<T: Copy, E>(
    values: &mut [T],
    less: impl FnMut(T, T) -> Result<bool, E>,
) -> Result<(), E> {
    let n = values.len();
    let mut sorter = Sorter {
        values,
        temp: Vec::new(),
        runs: Vec::new(),
        min_gallop: MIN_GALLOP_WINS,
        less,
    };
    if n < 2 {
        return Ok(());
    }
    let min_run = min_run_length(n);
    let mut low = 0;
    while low < n {
        let remaining = n - low;
        let mut len = sorter.count_run(low, n)?;
        if len < min_run {
            let forced = min_run.min(remaining);
            sorter.binary_insertion(low, low + len, low + forced)?;
            len = forced;
        }
        sorter.runs.push(Run { base: low, len });
        sorter.merge_collapse()?;
        low += len;
    }
    sorter.merge_force_collapse()
}

/// The shortest run the sort builds for `n` values: `n` itself below 64;
/// else a length in 32..=64 such that `n` divided by it is a power of two or
/// just under one, so that the runs merge in balanced pairs (CPython's
/// `merge_compute_minrun`).
pub(crate) fn min_run_length(mut n: usize) -> usize {
    let mut shifted_off_ones = 0;
    while n >= 64 {
        shifted_off_ones |= n & 1;
        n >>= 1;
    }
    n + shifted_off_ones
}

/// A sorted run waiting to be merged: `values[base..base + len]`.
#[derive(Clone, Copy, Debug)]
struct Run {
    base: usize,
    len: usize,
}

/// How a merge ends: every value placed but some of the copied-out run
/// still in the temporary buffer, or one value of the copied-out run left,
/// which belongs past everything that remains of the other run.
enum MergeEnd {
    Placed,
    OneLeft,
}

struct Sorter<'a, T, F> {
    values: &'a mut [T],
    /// The run a merge copies out of the way: the first run in
    /// [`Sorter::merge_low`], the second in [`Sorter::merge_high`].
    temp: Vec<T>,
    /// Pending runs, left to right; adjacent runs are contiguous.
    runs: Vec<Run>,
    /// Wins in a row that start galloping; merges adapt it to the data.
    min_gallop: usize,
    less: F,
}

impl<T: Copy, E, F: FnMut(T, T) -> Result<bool, E>> Sorter<'_, T, F> {
    /// Sorts `values[low..high]` by binary insertion, given that
    /// `values[low..start]` is sorted and `low < start`. Equal values keep
    /// their order: each goes after the values equal to it.
    fn binary_insertion(&mut self, low: usize, start: usize, high: usize) -> Result<(), E> {
        debug_assert!(low < start && start <= high);
        for next in start..high {
            let pivot = self.values[next];
            let (mut left, mut right) = (low, next);
            while left < right {
                let mid = left + (right - left) / 2;
                if (self.less)(pivot, self.values[mid])? {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            self.values.copy_within(left..next, left + 1);
            self.values[left] = pivot;
        }
        Ok(())
    }

    /// The length of the run that starts at `low` (`low < high`): the
    /// longest ascending (`a <= b`) or strictly descending (`a > b`) stretch.
    /// A descending run is reversed in place; strictness keeps that stable.
    fn count_run(&mut self, low: usize, high: usize) -> Result<usize, E> {
        if low + 1 == high {
            return Ok(1);
        }
        let descending = (self.less)(self.values[low + 1], self.values[low])?;
        let mut len = 2;
        let mut previous = self.values[low + 1];
        for next in low + 2..high {
            let current = self.values[next];
            if (self.less)(current, previous)? != descending {
                break;
            }
            previous = current;
            len += 1;
        }
        if descending {
            self.values[low..low + len].reverse();
        }
        Ok(len)
    }

    /// Whether the three runs ending at stack index `top` keep the length
    /// invariant `len(top - 2) > len(top - 1) + len(top)`; fewer than three
    /// runs keep it trivially.
    fn invariant_holds(&self, top: usize) -> bool {
        top < 2 || self.runs[top - 2].len > self.runs[top - 1].len + self.runs[top].len
    }

    /// Merges neighbouring runs until the stack's lengths keep both
    /// invariants again: each run longer than the two above it together,
    /// and each longer than the one above it.
    fn merge_collapse(&mut self) -> Result<(), E> {
        while self.runs.len() > 1 {
            let mut at = self.runs.len() - 2;
            if !self.invariant_holds(at + 1) || !self.invariant_holds(at) {
                // A broken invariant means at least three runs, so `at >= 1`.
                if self.runs[at - 1].len < self.runs[at + 1].len {
                    at -= 1;
                }
            } else if self.runs[at].len > self.runs[at + 1].len {
                break;
            }
            self.merge_at(at)?;
        }
        Ok(())
    }

    /// Merges all runs into one, the smaller neighbours first.
    fn merge_force_collapse(&mut self) -> Result<(), E> {
        while self.runs.len() > 1 {
            let mut at = self.runs.len() - 2;
            if at > 0 && self.runs[at - 1].len < self.runs[at + 1].len {
                at -= 1;
            }
            self.merge_at(at)?;
        }
        Ok(())
    }

    /// Merges the runs at stack indices `at` and `at + 1`, which must be the
    /// top two or the two below the top.
    fn merge_at(&mut self, at: usize) -> Result<(), E> {
        let a = self.runs[at];
        let b = self.runs.remove(at + 1);
        self.runs[at].len = a.len + b.len;
        // Values of A that sort before B's first are already in place.
        let key = self.values[b.base];
        let skip = gallop_right(&mut self.less, self.values, key, a.base, a.len, 0)?;
        let (base_a, len_a) = (a.base + skip, a.len - skip);
        if len_a == 0 {
            return Ok(());
        }
        // So are the values of B that sort after A's last.
        let key = self.values[base_a + len_a - 1];
        let len_b = gallop_left(&mut self.less, self.values, key, b.base, b.len, b.len - 1)?;
        if len_b == 0 {
            return Ok(());
        }
        if len_a <= len_b {
            self.merge_low(base_a, len_a, b.base, len_b)
        } else {
            self.merge_high(base_a, len_a, b.base, len_b)
        }
    }

    /// Merges `A = values[base_a..][..len_a]` with the run `B` right after
    /// it, front to back, with A copied out to `temp` (so A is the shorter).
    /// Callers guarantee B's first value sorts before A's first and A's last
    /// belongs at the very end.
    fn merge_low(
        &mut self,
        base_a: usize,
        mut len_a: usize,
        base_b: usize,
        mut len_b: usize,
    ) -> Result<(), E> {
        self.temp.clear();
        self.temp
            .extend_from_slice(&self.values[base_a..base_a + len_a]);
        // Cursors: the next place to fill, A's next value in `temp`, and B's
        // next value in place. The gap between the first and the last always
        // holds exactly A's unplaced values: `cursor_b - dest == len_a`.
        let (mut dest, mut cursor_a, mut cursor_b) = (base_a, 0, base_b);
        self.values[dest] = self.values[cursor_b];
        dest += 1;
        cursor_b += 1;
        len_b -= 1;
        let end = 'merge: {
            if len_b == 0 {
                break 'merge MergeEnd::Placed;
            }
            if len_a == 1 {
                break 'merge MergeEnd::OneLeft;
            }
            let mut min_gallop = self.min_gallop;
            loop {
                let (mut wins_a, mut wins_b) = (0, 0);
                // One comparison at a time, until one side keeps winning.
                loop {
                    if (self.less)(self.values[cursor_b], self.temp[cursor_a])? {
                        self.values[dest] = self.values[cursor_b];
                        dest += 1;
                        cursor_b += 1;
                        len_b -= 1;
                        wins_b += 1;
                        wins_a = 0;
                        if len_b == 0 {
                            break 'merge MergeEnd::Placed;
                        }
                        if wins_b >= min_gallop {
                            break;
                        }
                    } else {
                        self.values[dest] = self.temp[cursor_a];
                        dest += 1;
                        cursor_a += 1;
                        len_a -= 1;
                        wins_a += 1;
                        wins_b = 0;
                        if len_a == 1 {
                            break 'merge MergeEnd::OneLeft;
                        }
                        if wins_a >= min_gallop {
                            break;
                        }
                    }
                }
                // Gallop while either side keeps winning long stretches.
                min_gallop += 1;
                let mut first = true;
                while first || wins_a >= MIN_GALLOP_WINS || wins_b >= MIN_GALLOP_WINS {
                    first = false;
                    min_gallop = min_gallop.saturating_sub(1).max(1);
                    self.min_gallop = min_gallop;

                    let key = self.values[cursor_b];
                    wins_a = gallop_right(&mut self.less, &self.temp, key, cursor_a, len_a, 0)?;
                    if wins_a > 0 {
                        self.values[dest..dest + wins_a]
                            .copy_from_slice(&self.temp[cursor_a..cursor_a + wins_a]);
                        dest += wins_a;
                        cursor_a += wins_a;
                        len_a -= wins_a;
                        if len_a == 1 {
                            break 'merge MergeEnd::OneLeft;
                        }
                        // Only an inconsistent comparator empties A here.
                        if len_a == 0 {
                            break 'merge MergeEnd::Placed;
                        }
                    }
                    self.values[dest] = self.values[cursor_b];
                    dest += 1;
                    cursor_b += 1;
                    len_b -= 1;
                    if len_b == 0 {
                        break 'merge MergeEnd::Placed;
                    }

                    let key = self.temp[cursor_a];
                    wins_b = gallop_left(&mut self.less, self.values, key, cursor_b, len_b, 0)?;
                    if wins_b > 0 {
                        self.values.copy_within(cursor_b..cursor_b + wins_b, dest);
                        dest += wins_b;
                        cursor_b += wins_b;
                        len_b -= wins_b;
                        if len_b == 0 {
                            break 'merge MergeEnd::Placed;
                        }
                    }
                    self.values[dest] = self.temp[cursor_a];
                    dest += 1;
                    cursor_a += 1;
                    len_a -= 1;
                    if len_a == 1 {
                        break 'merge MergeEnd::OneLeft;
                    }
                }
                // Leaving galloping costs: it starts later next time.
                min_gallop += 1;
                self.min_gallop = min_gallop;
            }
        };
        match end {
            MergeEnd::Placed => {
                self.values[dest..dest + len_a]
                    .copy_from_slice(&self.temp[cursor_a..cursor_a + len_a]);
            }
            MergeEnd::OneLeft => {
                self.values.copy_within(cursor_b..cursor_b + len_b, dest);
                self.values[dest + len_b] = self.temp[cursor_a];
            }
        }
        Ok(())
    }

    /// Merges `A = values[base_a..][..len_a]` with the run `B` right after
    /// it, back to front, with B copied out to `temp` (so B is the shorter).
    /// Callers guarantee B's first value sorts before A's first and A's last
    /// belongs at the very end.
    ///
    /// Both runs are consumed from their ends, so every cursor follows from
    /// the lengths left: A's last unplaced value is at `base_a + len_a - 1`,
    /// B's at `temp[len_b - 1]`, and the next place to fill (from the right)
    /// is `base_a + len_a + len_b - 1`.
    fn merge_high(
        &mut self,
        base_a: usize,
        mut len_a: usize,
        base_b: usize,
        mut len_b: usize,
    ) -> Result<(), E> {
        self.temp.clear();
        self.temp
            .extend_from_slice(&self.values[base_b..base_b + len_b]);
        self.values[base_a + len_a + len_b - 1] = self.values[base_a + len_a - 1];
        len_a -= 1;
        let end = 'merge: {
            if len_a == 0 {
                break 'merge MergeEnd::Placed;
            }
            if len_b == 1 {
                break 'merge MergeEnd::OneLeft;
            }
            let mut min_gallop = self.min_gallop;
            loop {
                let (mut wins_a, mut wins_b) = (0, 0);
                loop {
                    let dest = base_a + len_a + len_b - 1;
                    if (self.less)(self.temp[len_b - 1], self.values[base_a + len_a - 1])? {
                        self.values[dest] = self.values[base_a + len_a - 1];
                        len_a -= 1;
                        wins_a += 1;
                        wins_b = 0;
                        if len_a == 0 {
                            break 'merge MergeEnd::Placed;
                        }
                        if wins_a >= min_gallop {
                            break;
                        }
                    } else {
                        self.values[dest] = self.temp[len_b - 1];
                        len_b -= 1;
                        wins_b += 1;
                        wins_a = 0;
                        if len_b == 1 {
                            break 'merge MergeEnd::OneLeft;
                        }
                        if wins_b >= min_gallop {
                            break;
                        }
                    }
                }
                min_gallop += 1;
                let mut first = true;
                while first || wins_a >= MIN_GALLOP_WINS || wins_b >= MIN_GALLOP_WINS {
                    first = false;
                    min_gallop = min_gallop.saturating_sub(1).max(1);
                    self.min_gallop = min_gallop;

                    let key = self.temp[len_b - 1];
                    let keep =
                        gallop_right(&mut self.less, self.values, key, base_a, len_a, len_a - 1)?;
                    wins_a = len_a - keep;
                    if wins_a > 0 {
                        self.values
                            .copy_within(base_a + keep..base_a + len_a, base_a + keep + len_b);
                        len_a = keep;
                        if len_a == 0 {
                            break 'merge MergeEnd::Placed;
                        }
                    }
                    self.values[base_a + len_a + len_b - 1] = self.temp[len_b - 1];
                    len_b -= 1;
                    if len_b == 1 {
                        break 'merge MergeEnd::OneLeft;
                    }

                    let key = self.values[base_a + len_a - 1];
                    let keep = gallop_left(&mut self.less, &self.temp, key, 0, len_b, len_b - 1)?;
                    wins_b = len_b - keep;
                    if wins_b > 0 {
                        self.values[base_a + len_a + keep..base_a + len_a + len_b]
                            .copy_from_slice(&self.temp[keep..len_b]);
                        len_b = keep;
                        if len_b == 1 {
                            break 'merge MergeEnd::OneLeft;
                        }
                        // Only an inconsistent comparator empties B here.
                        if len_b == 0 {
                            break 'merge MergeEnd::Placed;
                        }
                    }
                    self.values[base_a + len_a + len_b - 1] = self.values[base_a + len_a - 1];
                    len_a -= 1;
                    if len_a == 0 {
                        break 'merge MergeEnd::Placed;
                    }
                }
                min_gallop += 1;
                self.min_gallop = min_gallop;
            }
        };
        match end {
            MergeEnd::Placed => {
                self.values[base_a + len_a..base_a + len_a + len_b]
                    .copy_from_slice(&self.temp[..len_b]);
            }
            MergeEnd::OneLeft => {
                self.values
                    .copy_within(base_a..base_a + len_a, base_a + len_b);
                self.values[base_a + len_b - 1] = self.temp[len_b - 1];
            }
        }
        Ok(())
    }
}

/// Where `key` goes in the sorted `array[base..base + len]` (`len > 0`),
/// before any values equal to it: the offset `k` in `0..=len` with
/// `array[base + k - 1] < key <= array[base + k]`. The search starts at
/// `hint` (`hint < len`), gallops away from it by offsets 1, 3, 7, 15, …,
/// then searches the last step by halves.
fn gallop_left<T: Copy, E>(
    less: &mut impl FnMut(T, T) -> Result<bool, E>,
    array: &[T],
    key: T,
    base: usize,
    len: usize,
    hint: usize,
) -> Result<usize, E> {
    debug_assert!(hint < len);
    // The answer lies in `(low, high]` relative to `base`, `low` being
    // one past a value known to sort before `key`.
    let (mut low, mut high);
    let (mut last, mut offset) = (0, 1);
    if less(array[base + hint], key)? {
        // Gallop right: until array[hint + last] < key <= array[hint + offset].
        let max = len - hint;
        while offset < max {
            if !less(array[base + hint + offset], key)? {
                break;
            }
            last = offset;
            offset = offset * 2 + 1;
        }
        offset = offset.min(max);
        low = hint + last + 1;
        high = hint + offset;
    } else {
        // Gallop left: until array[hint - offset] < key <= array[hint - last].
        let max = hint + 1;
        while offset < max {
            if less(array[base + hint - offset], key)? {
                break;
            }
            last = offset;
            offset = offset * 2 + 1;
        }
        offset = offset.min(max);
        low = hint + 1 - offset;
        high = hint - last;
    }
    while low < high {
        let mid = low + (high - low) / 2;
        if less(array[base + mid], key)? {
            low = mid + 1;
        } else {
            high = mid;
        }
    }
    Ok(high)
}

/// Where `key` goes in the sorted `array[base..base + len]` (`len > 0`),
/// after any values equal to it: the offset `k` in `0..=len` with
/// `array[base + k - 1] <= key < array[base + k]`. Searches as
/// [`gallop_left`] does.
fn gallop_right<T: Copy, E>(
    less: &mut impl FnMut(T, T) -> Result<bool, E>,
    array: &[T],
    key: T,
    base: usize,
    len: usize,
    hint: usize,
) -> Result<usize, E> {
    debug_assert!(hint < len);
    let (mut low, mut high);
    let (mut last, mut offset) = (0, 1);
    if less(key, array[base + hint])? {
        // Gallop left: until array[hint - offset] <= key < array[hint - last].
        let max = hint + 1;
        while offset < max {
            if !less(key, array[base + hint - offset])? {
                break;
            }
            last = offset;
            offset = offset * 2 + 1;
        }
        offset = offset.min(max);
        low = hint + 1 - offset;
        high = hint - last;
    } else {
        // Gallop right: until array[hint + last] <= key < array[hint + offset].
        let max = len - hint;
        while offset < max {
            if less(key, array[base + hint + offset])? {
                break;
            }
            last = offset;
            offset = offset * 2 + 1;
        }
        offset = offset.min(max);
        low = hint + last + 1;
        high = hint + offset;
    }
    while low < high {
        let mid = low + (high - low) / 2;
        if less(key, array[base + mid])? {
            high = mid;
        } else {
            low = mid + 1;
        }
    }
    Ok(high)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::convert::Infallible;

    /// Sorts `(key, index)` pairs by key alone, counting comparisons.
    fn sort_counting(keys: &[i32]) -> (Vec<(i32, usize)>, usize) {
        let mut values: Vec<(i32, usize)> = keys.iter().copied().zip(0..).collect();
        let mut comparisons = 0;
        let sorted: Result<(), Infallible> = sort(&mut values, |x, y| {
            comparisons += 1;
            Ok(x.0 < y.0)
        });
        assert!(sorted.is_ok());
        (values, comparisons)
    }

    #[test]
    fn the_minimum_run_length_follows_cpython() {
        assert_eq!(min_run_length(63), 63);
        assert_eq!(min_run_length(64), 32);
        assert_eq!(min_run_length(65), 33);
        assert_eq!(min_run_length(2048), 32);
        assert_eq!(min_run_length(2049), 33);
        for n in 64..5000 {
            let run = min_run_length(n);
            assert!((32..=64).contains(&run), "{n} → {run}");
        }
    }

    #[test]
    fn sorted_and_reversed_inputs_take_one_pass_of_comparisons() {
        let ascending: Vec<i32> = (0..10_000).collect();
        let (sorted, comparisons) = sort_counting(&ascending);
        assert_eq!(comparisons, 9_999);
        assert!(sorted.windows(2).all(|w| w[0].0 <= w[1].0));

        let descending: Vec<i32> = (0..10_000).rev().collect();
        let (sorted, comparisons) = sort_counting(&descending);
        assert_eq!(comparisons, 9_999);
        assert!(sorted.windows(2).all(|w| w[0].0 <= w[1].0));
    }

    #[test]
    fn scrambled_input_takes_n_log_n_comparisons() {
        let mut state = 12_345u64;
        let keys: Vec<i32> = (0..20_000)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                (state >> 33) as i32
            })
            .collect();
        let (sorted, comparisons) = sort_counting(&keys);
        assert!(sorted.windows(2).all(|w| w[0].0 <= w[1].0));
        // n log2 n is about 286,000 for 20,000 values; an insertion sort
        // would take about 100 million.
        assert!(comparisons < 300_000, "{comparisons} comparisons");
    }

    #[test]
    fn an_error_stops_the_sort_at_that_comparison() {
        let mut values: Vec<i32> = (0..1_000).rev().collect();
        let mut comparisons = 0;
        let result = sort(&mut values, |x, y| {
            comparisons += 1;
            if comparisons == 500 {
                Err("thrown")
            } else {
                Ok(x < y)
            }
        });
        assert_eq!(result, Err("thrown"));
        assert_eq!(comparisons, 500);
    }

    proptest::proptest! {
        /// The reference: the standard library's stable sort.
        #[test]
        fn sorts_stably_as_the_standard_sort_does(
            keys in proptest::collection::vec(0i32..50, 0..600),
        ) {
            let (sorted, _) = sort_counting(&keys);
            let mut expected: Vec<(i32, usize)> = keys.iter().copied().zip(0..).collect();
            expected.sort_by_key(|v| v.0);
            proptest::prop_assert_eq!(sorted, expected);
        }

        /// Runs of many equal or ordered values, which exercise galloping.
        #[test]
        fn sorts_structured_input_stably(
            pieces in proptest::collection::vec((0i32..1000, 1usize..200, proptest::bool::ANY), 1..12),
        ) {
            let keys: Vec<i32> = pieces
                .iter()
                .flat_map(|&(start, len, up)| {
                    (0..len as i32).map(move |i| if up { start + i } else { start - i })
                })
                .collect();
            let (sorted, _) = sort_counting(&keys);
            let mut expected: Vec<(i32, usize)> = keys.iter().copied().zip(0..).collect();
            expected.sort_by_key(|v| v.0);
            proptest::prop_assert_eq!(sorted, expected);
        }

        /// A comparator that answers at random, as a buggy script's may:
        /// no panic, and every value is still there exactly once.
        #[test]
        fn an_inconsistent_comparator_cannot_lose_values(
            len in 0usize..700,
            seed in proptest::num::u64::ANY,
        ) {
            let mut values: Vec<usize> = (0..len).collect();
            let mut state = seed | 1;
            let result: Result<(), Infallible> = sort(&mut values, |_, _| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                Ok(state & 1 == 1)
            });
            proptest::prop_assert!(result.is_ok());
            values.sort_unstable();
            proptest::prop_assert_eq!(values, (0..len).collect::<Vec<_>>());
        }
    }
}
