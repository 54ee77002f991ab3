//! Message ports: structured clone between threads, as real bytes.
//!
//! [`MessagePort::pair`] makes two entangled ports, like the web's
//! `MessageChannel`. Each end can move to its own thread (a [`Worker`](crate::worker::Worker)
//! or any other). [`MessagePort::post_message`] writes the value into one owned
//! buffer, sized from the previous message so that it is normally allocated
//! once, and moves that buffer through an `std::sync::mpsc` channel: no
//! wrapper, no second copy. [`MessagePort::receive`] reads the next buffer into
//! the receiving heap. Messages arrive whole and in the order they were
//! posted; once the other end is dropped, whatever it posted before can still
//! be received, and then every call reports [`CloneError::PortClosed`].
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
use std::sync::mpsc;

/// The smallest buffer a port starts a message with.
const MIN_MESSAGE_CAPACITY: usize = 64;

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
    tx: mpsc::Sender<Vec<u8>>,
    rx: mpsc::Receiver<Vec<u8>>,
    serializer: Serializer,
    deserializer: Deserializer,
    /// The size of the last message posted: the next buffer's capacity.
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
        let (tx_a, rx_b) = mpsc::channel();
        let (tx_b, rx_a) = mpsc::channel();
        (
            Self::new(tx_a, rx_a, options),
            Self::new(tx_b, rx_b, options),
        )
    }

    fn new(tx: mpsc::Sender<Vec<u8>>, rx: mpsc::Receiver<Vec<u8>>, options: CloneOptions) -> Self {
        MessagePort {
            tx,
            rx,
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
        let mut buffer = Vec::with_capacity(self.capacity_hint);
        self.serializer.serialize_into(heap, value, &mut buffer)?;
        self.capacity_hint = buffer.len().max(MIN_MESSAGE_CAPACITY);
        self.post_bytes(buffer)
    }

    /// Sends a message that is already bytes (forwarding, or tests that feed a
    /// receiver hostile input).
    pub fn post_bytes(&self, message: Vec<u8>) -> Result<(), CloneError> {
        self.tx.send(message).map_err(|_| CloneError::PortClosed)
    }

    /// The next message as bytes, waiting for one.
    pub fn receive_bytes(&self) -> Result<Vec<u8>, CloneError> {
        self.rx.recv().map_err(|_| CloneError::PortClosed)
    }

    /// The next message, read into `heap`, waiting for one. A malformed message
    /// is consumed and reported; the next call reads the one after it, unless
    /// the malformed one broke the session (a bad definition, a message out of
    /// order), after which the session's messages are refused by name.
    pub fn receive(&mut self, heap: &mut Heap) -> Result<Value, CloneError> {
        let message = self.receive_bytes()?;
        self.deserializer.deserialize(heap, &message)
    }

    /// The next message if one is waiting, read into `heap`.
    pub fn try_receive(&mut self, heap: &mut Heap) -> Result<Option<Value>, CloneError> {
        match self.rx.try_recv() {
            Ok(message) => self.deserializer.deserialize(heap, &message).map(Some),
            Err(mpsc::TryRecvError::Empty) => Ok(None),
            Err(mpsc::TryRecvError::Disconnected) => Err(CloneError::PortClosed),
        }
    }
}

impl std::fmt::Debug for MessagePort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MessagePort")
            .field("options", &self.options())
            .finish_non_exhaustive()
    }
}
