//! Rebuilds the crate when the vendored schemas change (`include_dir!` cannot tell Cargo).

fn main() {
    println!("cargo:rerun-if-changed=vendor");
}
