//! Message ports: structured clone between threads, as real bytes.
//!
//! [`MessagePort::pair`] makes two entangled ports, like the web's
//! `MessageChannel`. Each end can move to its own thread (a [`Worker`](crate::worker::Worker)
//! or any other). [`MessagePort::post_message`] writes the value into one owned
//! buffer and moves that buffer into the direction's queue: no wrapper, no
//! second copy. [`MessagePort::receive`] reads the next buffer into the
//! receiving heap. Messages arrive whole and in the order they were posted;
//! once the other end is dropped, whatever it posted before can still be
//! received, and then every call reports [`CloneError::PortClosed`].
//!
//! # One lock per post, one per batch received
//!
//! Each direction is a queue behind a lock, with a condition variable for a
//! receiver that waits. A post holds the lock only to push its buffer, and
//! wakes the receiver only when it is waiting. The receiving end does not
//! take messages one at a time: when its own queue is empty, it swaps it
//! with the shared one, taking every message posted so far under one lock.
//! So the sender's lock stays in the sender's cache while the receiver
//! reads, and neither side allocates per message (the two queues trade
//! their storage). An `std::sync::mpsc` channel makes two
//! read-modify-writes per send and allocates a block every 31 messages,
//! which the receiving thread then frees.
//!
//! # Buffers go back to their sender
//!
//! A message's buffer is not freed when it has been read: the receiving end
//! empties it and puts it in the sending end's pool (a vector behind a lock,
//! shared by the two ends of one direction), and a later post takes it from
//! there. The sending end takes the whole pool at once into a stash of its
//! own and posts from the stash until it runs out, so a post takes no lock
//! and makes no atomic read-modify-write for its buffer; only the receiving
//! end locks, once per buffer it gives back.
//!
//! So a steady stream of messages allocates nothing per message on either
//! side, and no buffer is freed by a thread other than the one that
//! allocated it. The pool holds at most [`POOLED_BUFFERS`] buffers of at
//! most [`POOLED_CAPACITY_MAX`] bytes each; a buffer that does not fit is
//! freed as before. A message taken as bytes ([`MessagePort::receive_bytes`])
//! goes back when its [`Message`] is dropped.
//!
//! ```text
//!  sending end                                  receiving end
//!  post_message: take a buffer, write ─► queue (Mutex) ─► receive: read it
//!        ▲                                                      │
//!      stash ◄── take all ── pool (Mutex<Vec>) ◄── clear, push ─┘
//! ```
//!
//! A port's in-process messages form a [session](crate::clone::session): the
//! channel keeps them whole and in order, so a shape or a short string that
//! went across once travels as a slot number afterwards. A message taken off
//! the channel as bytes ([`MessagePort::receive_bytes`]) is then read only by
//! a reader that read every message of the session before it.
//!
//! When both ends serve heaps restored from one snapshot, make the pair with
//! [`MessagePort::pair_with`] and that snapshot's identity as
//! [`CloneOptions::peer_snapshot`]: flat objects whose shapes are in the
//! snapshot then travel as shape IDs. A receiver restored from another
//! snapshot refuses such a message ([`CloneError::SnapshotMismatch`]) rather
//! than misreading it.

use crate::clone::{CloneError, CloneOptions, Deserializer, Serializer};
use crate::heap::Heap;
use crate::value::Value;
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};

/// The smallest buffer a port starts a message with.
const MIN_MESSAGE_CAPACITY: usize = 64;

/// Buffers one direction's pool keeps: as many messages as may be in
/// flight at once and still each reuse a buffer. A sender that runs this far
/// ahead of its receiver allocates for the rest, as it would with no pool.
/// The number covers the port benchmarks' batches of 1,000 messages.
pub const POOLED_BUFFERS: usize = 1_024;

/// The largest buffer (by capacity) that goes back to a pool: above a page,
/// copying the message costs far more than allocating its buffer, and the
/// bound keeps what a pool holds to [`POOLED_BUFFERS`] pages (4 MiB), and as
/// much in the sending end's stash.
pub const POOLED_CAPACITY_MAX: usize = 4_096;

/// The emptied buffers of one direction, on their way back to its sender.
type Pool = Arc<Mutex<Vec<Vec<u8>>>>;

/// The buffers in `pool`, to change. A lock poisoned by a panic on the
/// other end still guards a valid vector of empty buffers.
fn lock(pool: &Pool) -> std::sync::MutexGuard<'_, Vec<Vec<u8>>> {
    pool.lock().unwrap_or_else(PoisonError::into_inner)
}

/// One direction of a pair: the messages posted and not yet taken by the
/// receiving end, and whether each end is still there.
#[derive(Default)]
struct Channel {
    state: Mutex<ChannelState>,
    /// Signalled when a message arrives for a waiting receiver, and when the
    /// sending end goes.
    arrived: Condvar,
}

#[derive(Default)]
struct ChannelState {
    /// Posted messages, oldest first.
    queue: VecDeque<Vec<u8>>,
    /// The receiving end is waiting on [`Channel::arrived`].
    receiver_waiting: bool,
    /// The sending end has been dropped.
    sender_gone: bool,
    /// The receiving end has been dropped: posts fail.
    receiver_gone: bool,
}

impl Channel {
    /// The state, to change. Nothing here panics while holding the lock, and
    /// a state whose lock a panic poisoned is still a valid queue and flags.
    fn lock(&self) -> MutexGuard<'_, ChannelState> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues `message`, or gives it back when the receiving end is gone.
    fn send(&self, message: Vec<u8>) -> Result<(), Vec<u8>> {
        let mut state = self.lock();
        if state.receiver_gone {
            return Err(message);
        }
        state.queue.push_back(message);
        let wake = state.receiver_waiting;
        drop(state);
        if wake {
            self.arrived.notify_one();
        }
        Ok(())
    }

    /// Moves every queued message into `into` (which is empty), waiting for
    /// one when `wait` is set and none is queued. `false` when none came and
    /// none will: the sending end is gone.
    fn take_all(&self, into: &mut VecDeque<Vec<u8>>, wait: bool) -> bool {
        let mut state = self.lock();
        while state.queue.is_empty() {
            if state.sender_gone {
                return false;
            }
            if !wait {
                return true;
            }
            state.receiver_waiting = true;
            state = self
                .arrived
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
            state.receiver_waiting = false;
        }
        std::mem::swap(&mut state.queue, into);
        true
    }

    /// The sending end goes: a waiting receiver wakes to find out.
    fn close_sender(&self) {
        self.lock().sender_gone = true;
        self.arrived.notify_one();
    }

    /// The receiving end goes: later posts fail, and what it never took is
    /// freed (after the lock).
    fn close_receiver(&self) {
        let unread = {
            let mut state = self.lock();
            state.receiver_gone = true;
            std::mem::take(&mut state.queue)
        };
        drop(unread);
    }
}

/// Empties `buffer` and gives it to `pool`, or frees it when it is too large
/// or the pool is full. A buffer with no capacity (what
/// [`Message::into_vec`] leaves behind) holds nothing worth keeping.
fn recycle(pool: &Pool, mut buffer: Vec<u8>) {
    if (1..=POOLED_CAPACITY_MAX).contains(&buffer.capacity()) {
        buffer.clear();
        let unkept = {
            let mut pooled = lock(pool);
            if pooled.len() < POOLED_BUFFERS {
                pooled.push(buffer);
                None
            } else {
                Some(buffer)
            }
        };
        // A full pool's extra buffer is freed here, after the lock.
        drop(unkept);
    }
}

/// A message taken off a port as bytes ([`MessagePort::receive_bytes`]).
/// It reads as a byte slice; when dropped, its buffer goes back to the
/// sending end's pool (see the module docs). [`Message::into_vec`] keeps the
/// bytes instead.
pub struct Message {
    bytes: Vec<u8>,
    pool: Pool,
}

impl Message {
    /// The bytes, owned: the buffer does not go back to the pool.
    pub fn into_vec(mut self) -> Vec<u8> {
        std::mem::take(&mut self.bytes)
    }
}

impl std::ops::Deref for Message {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.bytes
    }
}

impl Drop for Message {
    fn drop(&mut self) {
        recycle(&self.pool, std::mem::take(&mut self.bytes));
    }
}

impl std::fmt::Debug for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Message")
            .field("len", &self.bytes.len())
            .finish_non_exhaustive()
    }
}

/// One end of a message channel. See the module docs.
///
/// Each end moves to its own thread; a message is one owned buffer moved
/// through the channel, and is read into the receiver's own heap.
///
/// ```
/// use shapeshift::{Heap, MessagePort, Value};
/// let (mut main, mut other) = MessagePort::pair();
/// let thread = std::thread::spawn(move || {
///     let mut heap = Heap::new();
///     let greeting = heap.string("hello");
///     other.post_message(&mut heap, greeting).unwrap();
/// });
/// let mut heap = Heap::new();
/// let Value::String(s) = main.receive(&mut heap).unwrap() else {
///     panic!("a string")
/// };
/// assert_eq!(heap.str(s).expect("an ID this heap handed out"), "hello");
/// thread.join().unwrap();
/// ```
pub struct MessagePort {
    /// The direction this end posts into.
    outgoing: Arc<Channel>,
    /// The direction this end receives from.
    incoming: Arc<Channel>,
    /// Messages taken from `incoming` in one batch and not yet read, oldest
    /// first.
    received: VecDeque<Vec<u8>>,
    /// Where this end's posts take their buffers from.
    own_pool: Pool,
    /// Buffers taken from `own_pool`, for this end's next posts.
    stash: Vec<Vec<u8>>,
    /// Where this end returns the buffers it has read: the other end's pool.
    peer_pool: Pool,
    serializer: Serializer,
    deserializer: Deserializer,
    /// The size of the last message posted: a new buffer's capacity.
    capacity_hint: usize,
}

impl MessagePort {
    /// Two entangled ports with the default options (in-process encoding, fast path).
    pub fn pair() -> (MessagePort, MessagePort) {
        Self::pair_with(CloneOptions::default())
    }

    /// Two entangled ports whose posts use `options`, in a session when the
    /// encoding is in-process (see the module docs).
    pub fn pair_with(options: CloneOptions) -> (MessagePort, MessagePort) {
        let options = CloneOptions {
            session: options.encoding == crate::clone::Encoding::InProcess,
            ..options
        };
        let a_to_b: Arc<Channel> = Arc::default();
        let b_to_a: Arc<Channel> = Arc::default();
        let pool_a: Pool = Arc::default();
        let pool_b: Pool = Arc::default();
        (
            Self::new(
                [a_to_b.clone(), b_to_a.clone()],
                [pool_a.clone(), pool_b.clone()],
                options,
            ),
            Self::new([b_to_a, a_to_b], [pool_b, pool_a], options),
        )
    }

    fn new(
        [outgoing, incoming]: [Arc<Channel>; 2],
        [own_pool, peer_pool]: [Pool; 2],
        options: CloneOptions,
    ) -> Self {
        MessagePort {
            outgoing,
            incoming,
            received: VecDeque::new(),
            own_pool,
            stash: Vec::new(),
            peer_pool,
            serializer: Serializer::new(options),
            deserializer: Deserializer::new(),
            capacity_hint: MIN_MESSAGE_CAPACITY,
        }
    }

    /// The options posts use.
    pub fn options(&self) -> CloneOptions {
        self.serializer.options()
    }

    /// Clones `value` of `heap` to the other end. Getters run (lazy properties
    /// load their modules), so the heap is borrowed mutably. Fails with the
    /// clone's error (nothing is sent) or [`CloneError::PortClosed`].
    pub fn post_message(&mut self, heap: &mut Heap, value: Value) -> Result<(), CloneError> {
        let mut buffer = match self.stash.pop() {
            Some(buffer) => buffer,
            None => self.take_pooled(),
        };
        if let Err(e) = self.serializer.serialize_into(heap, value, &mut buffer) {
            self.keep_for_next_post(buffer);
            return Err(e);
        }
        self.capacity_hint = buffer.len().max(MIN_MESSAGE_CAPACITY);
        match self.outgoing.send(buffer) {
            Ok(()) => Ok(()),
            Err(buffer) => {
                self.keep_for_next_post(buffer);
                Err(CloneError::PortClosed)
            }
        }
    }

    /// A buffer a post did not send waits for the next post, unless it is too
    /// large to pool.
    fn keep_for_next_post(&mut self, mut buffer: Vec<u8>) {
        if (1..=POOLED_CAPACITY_MAX).contains(&buffer.capacity()) {
            buffer.clear();
            self.stash.push(buffer);
        }
    }

    /// A buffer for the next post when the stash is empty: the pool's
    /// buffers become the stash (the pool keeps the stash's empty vector, so
    /// neither allocates), or a new buffer when the pool is empty too.
    #[cold]
    fn take_pooled(&mut self) -> Vec<u8> {
        std::mem::swap(&mut *lock(&self.own_pool), &mut self.stash);
        self.stash
            .pop()
            .unwrap_or_else(|| Vec::with_capacity(self.capacity_hint))
    }

    /// Sends a message that is already bytes (forwarding, or tests that feed a
    /// receiver hostile input).
    pub fn post_bytes(&self, message: Vec<u8>) -> Result<(), CloneError> {
        self.outgoing
            .send(message)
            .map_err(|_| CloneError::PortClosed)
    }

    /// The next message, waiting for one when `wait` is set: `Ok(None)`
    /// when none is waiting and `wait` is not set.
    fn next_message(&mut self, wait: bool) -> Result<Option<Vec<u8>>, CloneError> {
        if let Some(message) = self.received.pop_front() {
            return Ok(Some(message));
        }
        if !self.incoming.take_all(&mut self.received, wait) {
            return Err(CloneError::PortClosed);
        }
        Ok(self.received.pop_front())
    }

    /// The next message as bytes, waiting for one. Its buffer goes back to
    /// the sender's pool when the [`Message`] is dropped.
    pub fn receive_bytes(&mut self) -> Result<Message, CloneError> {
        let bytes = self.wait_for_message()?;
        Ok(Message {
            bytes,
            pool: self.peer_pool.clone(),
        })
    }

    /// The next message, read into `heap`, waiting for one. A malformed message
    /// is consumed and reported; the next call reads the one after it, unless
    /// the malformed one broke the session (a bad definition, a message out of
    /// order), after which the session's messages are refused by name.
    pub fn receive(&mut self, heap: &mut Heap) -> Result<Value, CloneError> {
        let message = self.wait_for_message()?;
        self.read(heap, message)
    }

    /// The next message, waiting for one.
    fn wait_for_message(&mut self) -> Result<Vec<u8>, CloneError> {
        // Waiting, the answer is a message or the closed port.
        self.next_message(true)?.ok_or(CloneError::PortClosed)
    }

    /// Reads `message` into `heap` and gives its buffer back to the sender.
    fn read(&mut self, heap: &mut Heap, message: Vec<u8>) -> Result<Value, CloneError> {
        let value = self.deserializer.deserialize(heap, &message);
        recycle(&self.peer_pool, message);
        value
    }

    /// The next message if one is waiting, read into `heap`.
    pub fn try_receive(&mut self, heap: &mut Heap) -> Result<Option<Value>, CloneError> {
        match self.next_message(false)? {
            Some(message) => self.read(heap, message).map(Some),
            None => Ok(None),
        }
    }
}

impl Drop for MessagePort {
    fn drop(&mut self) {
        self.outgoing.close_sender();
        self.incoming.close_receiver();
    }
}

impl std::fmt::Debug for MessagePort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MessagePort")
            .field("options", &self.options())
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl MessagePort {
        /// The buffers waiting for this end's posts: its stash and its pool.
        fn pooled(&self) -> usize {
            self.stash.len() + lock(&self.own_pool).len()
        }
    }

    fn object(heap: &mut Heap) -> Value {
        let o = heap.new_object();
        let k = heap.key("id");
        heap.set(o, k, Value::from(7), crate::policy::StoreOrigin::Named)
            .expect("a fresh object takes a named store");
        Value::Object(o)
    }

    #[test]
    fn read_buffers_go_back_to_the_sender_and_are_reused() {
        let (mut a, mut b) = MessagePort::pair();
        let (mut sender, mut receiver) = (Heap::new(), Heap::new());
        let v = object(&mut sender);
        for _ in 0..3 {
            a.post_message(&mut sender, v).expect("posts");
        }
        assert_eq!(a.pooled(), 0, "nothing is read yet");
        for _ in 0..3 {
            b.receive(&mut receiver).expect("reads");
        }
        assert_eq!(a.pooled(), 3, "each read buffer is back");
        assert_eq!(b.pooled(), 0, "the other direction's pool is apart");
        // The next post takes a pooled buffer, and the one after it too.
        a.post_message(&mut sender, v).expect("posts");
        a.post_message(&mut sender, v).expect("posts");
        assert_eq!(a.pooled(), 1);
        // A message taken as bytes goes back when it is dropped, not before.
        let message = b.receive_bytes().expect("a message");
        assert_eq!(a.pooled(), 1);
        assert_eq!(message.first(), Some(&crate::clone::wire::FORMAT_VERSION));
        drop(message);
        assert_eq!(a.pooled(), 2);
        // `into_vec` keeps the bytes: the buffer does not go back.
        let kept = b.receive_bytes().expect("a message").into_vec();
        assert!(!kept.is_empty());
        assert_eq!(a.pooled(), 2);
    }

    #[test]
    fn a_pooled_buffer_holds_only_its_new_message() {
        // Canonical messages are self-contained, so each can be compared
        // with the same value written on its own.
        let canonical = CloneOptions {
            encoding: crate::clone::Encoding::Canonical,
            ..CloneOptions::default()
        };
        let (mut a, mut b) = MessagePort::pair_with(canonical);
        let (mut sender, mut receiver) = (Heap::new(), Heap::new());
        let long = sender.string(&"x".repeat(300));
        let short = sender.string("y");
        // A long message, then a short one written into its buffer.
        a.post_message(&mut sender, long).expect("posts");
        let Value::String(s) = b.receive(&mut receiver).expect("reads") else {
            panic!("a string")
        };
        assert_eq!(receiver.str(s).map(str::len), Some(300));
        assert_eq!(a.pooled(), 1);
        a.post_message(&mut sender, short).expect("posts");
        assert_eq!(a.pooled(), 0, "the post took the pooled buffer");
        let message = b.receive_bytes().expect("a message");
        let alone = crate::clone::serialize(&mut sender, short, canonical).expect("serializes");
        assert_eq!(&message[..], &alone[..]);
    }

    #[test]
    fn large_buffers_and_a_full_pool_are_freed() {
        let (a, mut b) = MessagePort::pair();
        a.post_bytes(Vec::with_capacity(POOLED_CAPACITY_MAX + 1))
            .expect("posts");
        drop(b.receive_bytes().expect("a message"));
        assert_eq!(a.pooled(), 0, "a buffer above the bound is freed");
        for _ in 0..POOLED_BUFFERS + 5 {
            a.post_bytes(Vec::with_capacity(16)).expect("posts");
        }
        for _ in 0..POOLED_BUFFERS + 5 {
            drop(b.receive_bytes().expect("a message"));
        }
        assert_eq!(a.pooled(), POOLED_BUFFERS, "the pool stops at its bound");
    }

    #[test]
    fn a_waiting_receiver_wakes_for_a_post_and_for_the_other_end_going() {
        let (mut a, mut b) = MessagePort::pair();
        let reader = std::thread::spawn(move || {
            let mut heap = Heap::new();
            let first = b.receive(&mut heap);
            // The other end is gone by now, or goes while this waits.
            let second = b.receive(&mut heap);
            (first, second)
        });
        // Give the reader time to wait: the post must wake it (were it not
        // waiting yet, the test would still pass, but not test the wake).
        std::thread::sleep(std::time::Duration::from_millis(50));
        a.post_message(&mut Heap::new(), Value::from(5))
            .expect("posts");
        std::thread::sleep(std::time::Duration::from_millis(50));
        drop(a);
        let (first, second) = reader.join().expect("the reader ends");
        assert_eq!(first, Ok(Value::from(5)));
        assert_eq!(second, Err(CloneError::PortClosed));
    }

    #[test]
    fn messages_keep_their_order_across_batches() {
        let (mut a, mut b) = MessagePort::pair();
        let (mut sender, mut receiver) = (Heap::new(), Heap::new());
        let mut expected = 0;
        for batch in 1..6 {
            for n in 0..batch {
                a.post_message(&mut sender, Value::from(expected + n))
                    .expect("posts");
            }
            // The first read takes the whole batch; a post between reads
            // queues behind it.
            assert_eq!(
                b.try_receive(&mut receiver),
                Ok(Some(Value::from(expected)))
            );
            a.post_message(&mut sender, Value::from(expected + batch))
                .expect("posts");
            for n in 1..=batch {
                assert_eq!(b.receive(&mut receiver), Ok(Value::from(expected + n)));
            }
            assert_eq!(b.try_receive(&mut receiver), Ok(None));
            expected += batch + 1;
        }
    }

    #[test]
    fn a_dropped_receiver_frees_what_it_never_read() {
        let (mut a, b) = MessagePort::pair();
        let mut heap = Heap::new();
        a.post_message(&mut heap, Value::from(1)).expect("posts");
        drop(b);
        assert_eq!(a.outgoing.lock().queue.len(), 0);
        assert_eq!(
            a.post_message(&mut heap, Value::from(2)),
            Err(CloneError::PortClosed)
        );
    }

    #[test]
    fn a_failed_post_sends_nothing_and_keeps_its_buffer() {
        let (mut a, mut b) = MessagePort::pair();
        let mut heap = Heap::new();
        let f = heap.new_function(false);
        let err = a.post_message(&mut heap, Value::Object(f));
        assert_eq!(err, Err(CloneError::DataClone(Value::Object(f))));
        assert_eq!(a.pooled(), 1, "the unused buffer waits for the next post");
        assert_eq!(b.try_receive(&mut Heap::new()), Ok(None));
        // After the other end is gone, a post reports it, and the buffer is
        // not lost either.
        drop(b);
        let v = object(&mut heap);
        assert_eq!(a.post_message(&mut heap, v), Err(CloneError::PortClosed));
        assert_eq!(a.pooled(), 1, "the closed port's post keeps its buffer");
    }
}
