//! The command line with careless input, as a new user gives it: a closed
//! pipe, endless files, devices and directories, text that is not a snapshot or
//! a message, standard input, a worker count past the ceiling. Each gets its
//! documented exit status (0 ok, 1 exception, 2 usage, 3 I/O or a damaged
//! file) and a message that names the input once; nothing panics or hangs.

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The binary with `args`, standard input as given, output piped.
fn spawn(args: &[&str], stdin: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_shapeshift"))
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts")
}

/// Runs the binary with `args`, `input` on its standard input.
fn run_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = spawn(args, Stdio::piped());
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input).expect("the input is sent");
    drop(stdin);
    child.wait_with_output().expect("collects")
}

/// Runs the binary with `args`, killing it (and failing) if it takes more
/// than 60 seconds: a refusal must come at once, not after reading forever.
fn run(args: &[&str]) -> Output {
    let mut child = spawn(args, Stdio::null());
    let start = Instant::now();
    loop {
        match child.try_wait().expect("waits") {
            Some(_) => return child.wait_with_output().expect("collects"),
            None if start.elapsed() > Duration::from_secs(60) => {
                let _ = child.kill();
                panic!("`shapeshift {}` did not finish", args.join(" "));
            }
            None => std::thread::sleep(Duration::from_millis(20)),
        }
    }
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// `status` and a message containing `expected`, naming `name` exactly once,
/// with no panic.
fn refused(out: &Output, status: i32, expected: &str, name: &str) {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(status), "{err}");
    assert!(err.contains(expected), "expected `{expected}` in: {err}");
    assert_eq!(err.matches(name).count(), 1, "`{name}` once in: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// A script of many lines, printed through a pipe whose reader has gone
/// before the first line: the process ends with 0 or by SIGPIPE (141 in a
/// shell), quietly.
#[test]
fn a_closed_pipe_ends_quietly() {
    let script = "var o = {a: 1};\n".to_string() + &"console.log(o.a);\n".repeat(5_000);
    for args in [&["run", "-"][..], &["dot", "-"][..], &["trace", "-"][..]] {
        let mut child = spawn(args, Stdio::piped());
        // Close the reading end first, then hand over the script.
        drop(child.stdout.take());
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(script.as_bytes())
            .expect("the script is sent");
        drop(stdin);
        let out = child.wait_with_output().expect("collects");
        let err = stderr(&out);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(!err.contains("Broken pipe"), "{args:?}: {err}");
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            let quiet = out.status.code() == Some(0) || out.status.signal() == Some(13);
            assert!(quiet, "{args:?}: {:?} {err}", out.status);
        }
    }
}

/// Output that cannot be written (a full disk, here `/dev/full`) is named on
/// standard error with status 3, for every command that prints; nothing
/// panics.
#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_named_not_a_panic() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let script = dir.path().join("x.js");
    std::fs::write(&script, "let o = {a: 1};\nconsole.log(o.a);\n").expect("a script");
    let script = script.to_str().expect("a UTF-8 path");
    for args in [
        &["run", script][..],
        &["run", "--v8", "all", script][..],
        &["trace", script][..],
        &["dot", script][..],
        &["tour"][..],
    ] {
        let full = std::fs::File::create("/dev/full").expect("/dev/full opens");
        let out = Command::new(env!("CARGO_BIN_EXE_shapeshift"))
            .args(args)
            .stdin(Stdio::null())
            .stdout(full)
            .stderr(Stdio::piped())
            .output()
            .expect("the binary runs");
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(3), "{args:?}: {err}");
        assert!(err.contains("No space left on device"), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

/// The page and log outputs (`explore -o`, `v8log --save`, `clone write`)
/// replace only regular files, as `snapshot build` does.
#[test]
fn written_outputs_replace_only_regular_files() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let script = dir.path().join("x.js");
    std::fs::write(&script, "let o = {a: 1};\n").expect("a script");
    let script = script.to_str().expect("a UTF-8 path");
    let target = dir.path().join("a-directory");
    std::fs::create_dir(&target).expect("a directory");
    let name = target.to_str().expect("a UTF-8 path");
    let out = run(&["explore", script, "-o", name]);
    refused(&out, 3, "not a regular file (a directory)", name);
    let out = run(&["clone", "write", "flat16", name]);
    refused(&out, 3, "not a regular file (a directory)", name);
    #[cfg(unix)]
    {
        let fifo = dir.path().join("fifo");
        let made = Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let name = fifo.to_str().expect("a UTF-8 path");
            let out = run(&["explore", script, "-o", name]);
            refused(&out, 3, "not a regular file (a pipe)", name);
            let kind = std::fs::symlink_metadata(&fifo).expect("still there");
            use std::os::unix::fs::FileTypeExt;
            assert!(kind.file_type().is_fifo(), "the pipe is still a pipe");
        } else {
            eprintln!("skipping the named-pipe case: mkfifo is not available");
        }
    }
    let slash = format!("{}/", dir.path().join("page.html").display());
    let out = run(&["explore", script, "-o", &slash]);
    refused(&out, 3, "names a directory, not a file", &slash);
}

#[test]
fn endless_and_special_inputs_are_refused_at_once() {
    #[cfg(unix)]
    {
        let out = run(&["run", "/dev/zero"]);
        refused(&out, 3, "not a regular file (a device)", "/dev/zero");
        let out = run(&["clone", "dump", "/dev/zero"]);
        refused(&out, 3, "not a regular file (a device)", "/dev/zero");
        let out = run(&["snapshot", "inspect", "/dev/zero"]);
        refused(&out, 3, "not a regular file (a device)", "/dev/zero");
    }
    let dir = tempfile::tempdir().expect("a temporary directory");
    let name = dir.path().to_str().expect("a UTF-8 path");
    let out = run(&["run", name]);
    refused(&out, 3, "not a regular file (a directory)", name);
    let out = run(&["snapshot", "inspect", name]);
    refused(&out, 3, "not a regular file (a directory)", name);
    // A named pipe with no writer: opening it for reading would wait forever,
    // so it must be refused before it is opened.
    let fifo = dir.path().join("fifo");
    if Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        let name = fifo.to_str().expect("a UTF-8 path");
        for args in [
            &["run", name][..],
            &["clone", "dump", name],
            &["snapshot", "inspect", name],
        ] {
            let out = run(args);
            refused(&out, 3, "not a regular file (a pipe)", name);
        }
    } else {
        eprintln!("skipping the named-pipe cases: mkfifo is not available");
    }
}

#[test]
fn snapshot_build_replaces_only_regular_files() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    // A directory.
    let target = dir.path().join("a-directory");
    std::fs::create_dir(&target).expect("a directory");
    let name = target.to_str().expect("a UTF-8 path");
    let out = run(&["snapshot", "build", name]);
    refused(&out, 3, "not a regular file (a directory)", name);
    assert!(target.is_dir(), "the directory is still there");
    #[cfg(unix)]
    {
        // A symbolic link (to a file that must stay as it is).
        let real = dir.path().join("real");
        std::fs::write(&real, "keep me").expect("a file");
        let link = dir.path().join("link");
        std::os::unix::fs::symlink(&real, &link).expect("a symlink");
        let name = link.to_str().expect("a UTF-8 path");
        let out = run(&["snapshot", "build", name]);
        refused(&out, 3, "not a regular file (a symbolic link)", name);
        assert_eq!(
            std::fs::read_to_string(&real).ok().as_deref(),
            Some("keep me")
        );
        assert!(std::fs::symlink_metadata(&link).is_ok_and(|m| m.file_type().is_symlink()));
        // A named pipe, which stands for any special file (devices included)
        // without touching a real device.
        let fifo = dir.path().join("fifo");
        let made = Command::new("mkfifo").arg(&fifo).status();
        if made.is_ok_and(|s| s.success()) {
            let name = fifo.to_str().expect("a UTF-8 path");
            let out = run(&["snapshot", "build", name]);
            refused(&out, 3, "not a regular file (a pipe)", name);
        } else {
            eprintln!("skipping the named-pipe case: mkfifo is not available");
        }
    }
    // No temporary file is left behind by a refusal.
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .expect("lists")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp."))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn text_is_not_a_snapshot_or_a_message() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    for (file, text) in [
        ("short.txt", "hello\n"),
        (
            "long.txt",
            &"hello, world: not binary at all. ".repeat(8)[..],
        ),
    ] {
        let path = dir.path().join(file);
        std::fs::write(&path, text).expect("writes");
        let name = path.to_str().expect("a UTF-8 path");
        let out = run(&["snapshot", "inspect", name]);
        refused(&out, 3, "not a snapshot file", name);
        let out = run(&["clone", "dump", name]);
        refused(&out, 3, "not a clone message", name);
    }
}

#[test]
fn scripts_and_messages_come_from_standard_input() {
    let out = run_with_input(
        &["run", "-"],
        b"var o = {x: 1}; console.log(%HasFastProperties(o), o.x);",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "true 1\n");
    // Errors name standard input.
    let out = run_with_input(&["run", "-"], b"var = ;");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).starts_with("<stdin>:1:"), "{}", stderr(&out));
    let out = run_with_input(&["run", "-"], b"null.x;");
    assert_eq!(out.status.code(), Some(1), "a JavaScript exception");
    // A message: what `clone write` wrote, dumped from standard input.
    let dir = tempfile::tempdir().expect("a temporary directory");
    let msg = dir.path().join("m.bin");
    let written = run(&["clone", "write", "flat16", msg.to_str().expect("UTF-8")]);
    assert!(written.status.success(), "{}", stderr(&written));
    let bytes = std::fs::read(&msg).expect("reads");
    let out = run_with_input(&["clone", "dump", "-"], &bytes);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("flat, new shape entry #0"));
}

#[test]
fn worker_counts_have_a_ceiling() {
    let out = run(&["stress", "--workers", "100000", "--messages", "10"]);
    refused(&out, 2, "more than the 1024 the ring runs", "100000");
}

#[test]
fn help_documents_the_exit_statuses() {
    let out = run(&["--help"]);
    let help = String::from_utf8_lossy(&out.stdout);
    for line in [
        "0  success",
        "1  a JavaScript exception",
        "2  a wrong argument",
        "3  an I/O error",
    ] {
        assert!(help.contains(line), "{line} missing from: {help}");
    }
    assert!(Path::new(env!("CARGO_BIN_EXE_shapeshift")).exists());
}
