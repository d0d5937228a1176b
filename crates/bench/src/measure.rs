//! Percentiles of repeated measurements and the process's resident memory.
//!
//! The machines these run on are shared and noisy: figures are medians and high percentiles
//! over many samples, and the benchmarks print them next to a floor measured in the same run.

use std::time::{Duration, Instant};

/// Percentiles of one measurement.
#[derive(Debug, Clone, Copy)]
pub struct Percentiles {
    /// The median.
    pub p50: Duration,
    /// The 99th percentile.
    pub p99: Duration,
}

/// Percentiles of `samples` (at least one).
pub fn percentiles(mut samples: Vec<Duration>) -> Percentiles {
    assert!(!samples.is_empty(), "no samples");
    samples.sort_unstable();
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    Percentiles { p50: at(0.5), p99: at(0.99) }
}

/// Times each of `runs` calls of `f(run)` separately (after `warmup` untimed calls).
pub fn time_each(warmup: usize, runs: usize, mut f: impl FnMut(usize)) -> Percentiles {
    for run in 0..warmup {
        f(run);
    }
    let samples = (0..runs)
        .map(|run| {
            let start = Instant::now();
            f(run);
            start.elapsed()
        })
        .collect();
    percentiles(samples)
}

/// The process's resident set size in bytes (`VmRSS`), where `/proc` has it.
pub fn resident_bytes() -> Option<u64> {
    process_status_bytes("VmRSS:")
}

/// The most the process has held resident so far, in bytes (`VmHWM`), where `/proc` has it.
pub fn peak_resident_bytes() -> Option<u64> {
    process_status_bytes("VmHWM:")
}

/// A figure of `/proc/self/status` given in kB, such as `VmRSS:`, in bytes.
fn process_status_bytes(field: &str) -> Option<u64> {
    status_bytes(&std::fs::read_to_string("/proc/self/status").ok()?, field)
}

/// A figure given in kB in the text of a `/proc/PID/status`, in bytes.
fn status_bytes(status: &str, field: &str) -> Option<u64> {
    let line = status.lines().find(|l| l.starts_with(field))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// `d` in milliseconds with three decimals.
pub fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// `bytes` in MiB.
pub fn mib(bytes: u64) -> String {
    format!("{:.0} MiB", bytes as f64 / (1024.0 * 1024.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_pick_the_median_and_the_tail() {
        let samples = (1..=100).map(Duration::from_millis).collect();
        let p = percentiles(samples);
        assert_eq!((p.p50, p.p99), (Duration::from_millis(51), Duration::from_millis(99)));
    }

    #[test]
    fn resident_memory_is_read_from_proc() {
        assert!(resident_bytes().expect("VmRSS") > 0);
        assert!(peak_resident_bytes().expect("VmHWM") > 0);
        // The peak is at least the resident size only within one reading: between two, the
        // allocator may hand pages back (madvise), and the kernel's high-water mark may not
        // have recorded a size that an earlier reading saw.
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let (now, peak) = (status_bytes(&status, "VmRSS:").unwrap(), status_bytes(&status, "VmHWM:").unwrap());
        assert!(now > 0 && peak >= now, "{now} resident, {peak} at the peak");
        assert_eq!(status_bytes("VmRSS:\t  2048 kB\n", "VmRSS:"), Some(2048 * 1024));
        assert_eq!(status_bytes("VmRSS:\t  2048 kB\n", "VmHWM:"), None);
    }
}
