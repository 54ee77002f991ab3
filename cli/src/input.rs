//! What the command line reads from outside: scripts and clone messages, from a
//! file or from standard input, bounded.
//!
//! A tool that reads "a file" must not read without limit: `/dev/zero` is a
//! file name too, and so is a named pipe that never ends. So an input is refused
//! at once, with a message that names it, when it is not a regular file, or when
//! it is larger than [`MAX_INPUT_BYTES`]. Standard input (`-`) is read up to the
//! same bound.

use shapeshift::snapshot::file_kind;
use std::io::Read;
use std::path::Path;

/// The largest script or message the command line reads: 64 MiB. Far above any
/// script of the corpus or any message the payloads make (kilobytes), and far
/// below what would exhaust memory; the engine's own bounds (string lengths,
/// clone depth) apply inside it.
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// Why an input was not read.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The file could not be opened or read.
    #[error("{name}: {source}")]
    Io {
        /// The input's name.
        name: String,
        /// The cause.
        source: std::io::Error,
    },
    /// A directory, a device, a pipe or another special file.
    #[error("{name}: not a regular file ({what})")]
    NotARegularFile {
        /// The input's name.
        name: String,
        /// What it is instead.
        what: &'static str,
    },
    /// Larger than [`MAX_INPUT_BYTES`].
    #[error("{name}: larger than the {} MiB the command line reads", MAX_INPUT_BYTES >> 20)]
    TooLarge {
        /// The input's name.
        name: String,
    },
}

/// The name an input is reported under: its path, or `<stdin>` for `-`.
pub fn input_name(path: &Path) -> String {
    if is_stdin(path) {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Reads `path` whole (`-` is standard input), refusing anything but a regular
/// file and anything over [`MAX_INPUT_BYTES`].
pub fn read_input(path: &Path) -> Result<Vec<u8>, InputError> {
    let name = input_name(path);
    let io = |source| InputError::Io {
        name: name.clone(),
        source,
    };
    if is_stdin(path) {
        return read_bounded(std::io::stdin().lock(), name);
    }
    // Look before opening: opening a named pipe for reading waits for a
    // writer, which may never come.
    let kind = std::fs::metadata(path).map_err(io)?.file_type();
    if !kind.is_file() {
        return Err(InputError::NotARegularFile {
            what: file_kind(kind),
            name,
        });
    }
    let file = std::fs::File::open(path).map_err(io)?;
    // And again on what was opened, in case the path changed in between.
    let meta = file.metadata().map_err(io)?;
    if !meta.file_type().is_file() {
        return Err(InputError::NotARegularFile {
            what: file_kind(meta.file_type()),
            name,
        });
    }
    if meta.len() > MAX_INPUT_BYTES {
        return Err(InputError::TooLarge { name });
    }
    // The file may grow after the size check: the read is bounded too.
    read_bounded(file, name)
}

/// Everything `reader` gives, up to [`MAX_INPUT_BYTES`]; more is refused.
fn read_bounded(reader: impl Read, name: String) -> Result<Vec<u8>, InputError> {
    let mut bytes = Vec::new();
    if let Err(source) = reader.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes) {
        return Err(InputError::Io { name, source });
    }
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(InputError::TooLarge { name });
    }
    Ok(bytes)
}

/// Writes `bytes` to `path` atomically: a temporary file beside it, synced,
/// then renamed over it, so a reader sees the old file or the whole new one
/// and a failure leaves what was there.
///
/// Only a regular file is ever replaced: the rename would put a file in the
/// place of a device (`/dev/null`, as root), a named pipe, a symbolic link
/// or a directory, so a path that names one is refused, as is a path that
/// ends in `/`.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let refuse = |why: String| std::io::Error::new(std::io::ErrorKind::InvalidInput, why);
    if path.as_os_str().as_encoded_bytes().ends_with(b"/") {
        return Err(refuse("names a directory, not a file".into()));
    }
    match std::fs::symlink_metadata(path) {
        Ok(m) if !m.file_type().is_file() => {
            return Err(refuse(format!(
                "not a regular file ({}): not replaced",
                file_kind(m.file_type())
            )));
        }
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| std::io::Error::new(std::io::ErrorKind::InvalidInput, "not a file path"))?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(format!(".tmp.{}", std::process::id()));
    let tmp = dir.join(tmp_name);
    let result = (|| {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn devices_and_directories_are_refused_by_name() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        match read_input(dir.path()) {
            Err(InputError::NotARegularFile { what, .. }) => assert_eq!(what, "a directory"),
            other => panic!("expected a refusal, got {other:?}"),
        }
        #[cfg(unix)]
        match read_input(Path::new("/dev/zero")) {
            Err(InputError::NotARegularFile { what, name }) => {
                assert_eq!((what, name.as_str()), ("a device", "/dev/zero"));
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn only_a_regular_file_is_replaced() {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let file = dir.path().join("out.html");
        write_atomically(&file, b"one").expect("a new file");
        write_atomically(&file, b"two").expect("a file replaced");
        assert_eq!(std::fs::read(&file).expect("reads"), b"two");
        let refused = |path: &Path| match write_atomically(path, b"x") {
            Err(e) => e.to_string(),
            Ok(()) => panic!("{} was replaced", path.display()),
        };
        assert!(refused(dir.path()).contains("(a directory)"));
        let slash = format!("{}/", file.display());
        assert!(refused(Path::new(&slash)).contains("names a directory"));
        #[cfg(unix)]
        {
            let link = dir.path().join("link.html");
            std::os::unix::fs::symlink(&file, &link).expect("a link");
            assert!(refused(&link).contains("(a symbolic link)"));
            assert!(refused(Path::new("/dev/null")).contains("(a device)"));
        }
        assert_eq!(std::fs::read(&file).expect("reads"), b"two");
    }

    #[test]
    fn reads_are_bounded() {
        let small = read_bounded(&b"abc"[..], "x".into()).ok();
        assert_eq!(small.as_deref(), Some(&b"abc"[..]));
        let endless = std::io::repeat(b'x');
        assert!(matches!(
            read_bounded(endless, "x".into()),
            Err(InputError::TooLarge { .. })
        ));
        let dir = tempfile::tempdir().expect("a temporary directory");
        let file = dir.path().join("f.js");
        std::fs::write(&file, "1;").expect("writes");
        assert_eq!(read_input(&file).ok().as_deref(), Some(&b"1;"[..]));
    }
}
