//! `concierge check-config` with no file and no environment prints `config/defaults.toml`, so
//! the file a reader opens to learn the defaults is the one the binary uses.

use std::process::Command;

#[test]
fn the_defaults_file_is_what_the_binary_uses() {
    let mut command = Command::new(env!("CARGO_BIN_EXE_concierge"));
    command.arg("check-config");
    for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("CONCIERGE")) {
        command.env_remove(key);
    }
    let out = command.output().expect("the binary runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let printed = String::from_utf8(out.stdout).unwrap();
    let file = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../config/defaults.toml")).unwrap();
    assert_eq!(printed, file, "config/defaults.toml is stale: regenerate it with `concierge check-config`");
}
