//! Rebuilds the crate when the embedded demo store changes (`include_dir!` cannot tell Cargo).

fn main() {
    println!("cargo:rerun-if-changed=demo");
}
