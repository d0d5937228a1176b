//! The server's log: one JSON object per line on stderr (or text on a terminal), filtered by
//! `log.level` / `RUST_LOG`.
//!
//! The JSON lines keep the shape `tracing-subscriber`'s JSON format gave them, so log pipelines
//! read them the same way:
//!
//! ```json
//! {"timestamp":"2026-12-03T09:59:06.196727Z","level":"INFO","fields":{"message":"operation served",…},
//!  "target":"concierge_http::observe","span":{"request_id":"…","method":"POST","path":"/ucp/mcp",…,"name":"request"}}
//! ```
//!
//! but they are written by [`JsonLine`] and [`JsonFragment`] here rather than by that format,
//! which is measurably the most expensive part of a request after the response signature: it
//! stores a span's fields as a JSON object and parses them back for every line. Here a span's
//! fields are kept as a ready JSON fragment (`"k":v,"k":v`), written once when the span opens
//! or a field is recorded, and copied into each line as text. Every value goes through one
//! escaper, so a client-chosen string cannot break out of its JSON string.

use std::fmt::{self, Write as _};
use std::io;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use anyhow::{Context, Result, bail};
use concierge_service::config::{Config, LogFormat};
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::field::RecordFields;
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields, FormattedFields};
use tracing_subscriber::registry::LookupSpan;

/// Installs the process's logger as `log` configures it. Keep the guard it returns for as long
/// as the process logs: dropping it writes out whatever lines are still batched.
pub(crate) fn init(config: &Config) -> Result<LogGuard> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .or_else(|_| tracing_subscriber::EnvFilter::try_new(&config.log.level))
        .with_context(|| format!("log.level `{}` is not a valid filter", config.log.level))?;
    let format = match config.log.format {
        LogFormat::Auto if std::io::IsTerminal::is_terminal(&std::io::stderr()) => LogFormat::Text,
        LogFormat::Auto => LogFormat::Json,
        chosen => chosen,
    };
    let (result, guard) = match format {
        // A person is reading: every line at once.
        LogFormat::Text => {
            (tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).try_init(), None)
        }
        LogFormat::Json | LogFormat::Auto => {
            let batch = Batched::start(std::io::stderr(), FLUSH_EVERY);
            let subscriber = tracing_subscriber::fmt()
                .with_env_filter(filter)
                .with_writer(batch.clone())
                .fmt_fields(JsonFragment)
                .event_format(JsonLine);
            (subscriber.try_init(), Some(batch))
        }
    };
    if let Err(e) = result {
        bail!("cannot start logging: {e}");
    }
    Ok(LogGuard(guard))
}

/// Writes out the batched log lines when dropped.
pub(crate) struct LogGuard(Option<Batched>);

impl Drop for LogGuard {
    fn drop(&mut self) {
        if let Some(batch) = &self.0 {
            batch.stop();
        }
    }
}

/// How long a JSON log line may wait in the batch before it is written.
const FLUSH_EVERY: Duration = Duration::from_millis(50);
/// A batch this large is written at once, by the thread that filled it.
const FLUSH_AT_BYTES: usize = 32 * 1024;

/// Log lines batched into few large writes instead of one write system call per line
/// (docs/performance.md, "How a request is served").
///
/// Nothing is dropped and order is kept: a line is appended under a lock; the thread whose line
/// fills the batch writes it out under the same lock; a background thread writes out whatever
/// has waited [`FLUSH_EVERY`]; [`LogGuard`] writes out the rest when the process stops. What a
/// crash that kills the process outright (SIGKILL, abort) can lose is the last
/// [`FLUSH_EVERY`] of lines.
#[derive(Clone)]
struct Batched {
    inner: Arc<BatchInner>,
}

struct BatchInner {
    state: Mutex<Batch>,
    stopped: Condvar,
}

struct Batch {
    lines: Vec<u8>,
    out: Box<dyn io::Write + Send>,
    stopping: bool,
}

impl Batch {
    fn write_out(&mut self) {
        if self.lines.is_empty() {
            return;
        }
        // Nowhere to report a failed log write; the lines are dropped rather than retried
        // forever (a full disk must not stop the server).
        let _ = self.out.write_all(&self.lines);
        let _ = self.out.flush();
        self.lines.clear();
    }
}

impl Batched {
    fn start(out: impl io::Write + Send + 'static, every: Duration) -> Self {
        let batch = Batched {
            inner: Arc::new(BatchInner {
                state: Mutex::new(Batch {
                    lines: Vec::with_capacity(2 * FLUSH_AT_BYTES),
                    out: Box::new(out),
                    stopping: false,
                }),
                stopped: Condvar::new(),
            }),
        };
        let inner = batch.inner.clone();
        let spawned = std::thread::Builder::new().name("log-writer".into()).spawn(move || {
            let mut state = inner.lock();
            while !state.stopping {
                state.write_out();
                state = inner.stopped.wait_timeout(state, every).unwrap_or_else(PoisonError::into_inner).0;
            }
        });
        if spawned.is_err() {
            // Without the timer every line is written at once.
            batch.inner.lock().stopping = true;
        }
        batch
    }

    /// Writes out what is batched; later lines are written one by one.
    fn stop(&self) {
        let mut state = self.inner.lock();
        state.stopping = true;
        state.write_out();
        self.inner.stopped.notify_all();
    }
}

impl BatchInner {
    fn lock(&self) -> MutexGuard<'_, Batch> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl io::Write for Batched {
    fn write(&mut self, line: &[u8]) -> io::Result<usize> {
        let mut state = self.inner.lock();
        state.lines.extend_from_slice(line);
        if state.stopping || state.lines.len() >= FLUSH_AT_BYTES {
            state.write_out();
        }
        Ok(line.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Batched {
    type Writer = Batched;

    fn make_writer(&'a self) -> Batched {
        self.clone()
    }
}

/// Formats fields as the members of a JSON object without its braces: `"k":v,"k":v`. A span's
/// fields are kept in this form; recording more appends to it.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct JsonFragment;

impl<'writer> FormatFields<'writer> for JsonFragment {
    fn format_fields<R: RecordFields>(&self, mut writer: Writer<'writer>, fields: R) -> fmt::Result {
        let mut members = Members { out: &mut writer, first: true, result: Ok(()) };
        fields.record(&mut members);
        members.result
    }

    fn add_fields(
        &self,
        current: &'writer mut FormattedFields<Self>,
        fields: &tracing::span::Record<'_>,
    ) -> fmt::Result {
        let mut members = Members { first: current.fields.is_empty(), out: &mut current.fields, result: Ok(()) };
        fields.record(&mut members);
        members.result
    }
}

/// One event as one JSON line (see the module documentation for its shape).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct JsonLine;

impl<S, N> FormatEvent<S, N> for JsonLine
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(&self, ctx: &FmtContext<'_, S, N>, mut writer: Writer<'_>, event: &Event<'_>) -> fmt::Result {
        let meta = event.metadata();
        writer.write_str("{\"timestamp\":\"")?;
        write_timestamp(&mut writer, jiff::Timestamp::now())?;
        write!(writer, "\",\"level\":\"{}\",\"fields\":{{", meta.level())?;
        let mut members = Members { out: &mut writer, first: true, result: Ok(()) };
        event.record(&mut members);
        members.result?;
        writer.write_str("},\"target\":")?;
        write_string(&mut writer, meta.target())?;
        if let Some(span) = ctx.event_scope().and_then(|mut scope| scope.next()) {
            writer.write_str(",\"span\":{")?;
            let extensions = span.extensions();
            if let Some(fields) = extensions.get::<FormattedFields<N>>()
                && !fields.fields.is_empty()
            {
                writer.write_str(&fields.fields)?;
                writer.write_char(',')?;
            }
            writer.write_str("\"name\":")?;
            write_string(&mut writer, span.name())?;
            writer.write_char('}')?;
        }
        writer.write_str("}\n")
    }
}

/// `2026-12-03T09:59:06.196727Z`: UTC, microseconds.
fn write_timestamp(out: &mut impl fmt::Write, now: jiff::Timestamp) -> fmt::Result {
    let t = jiff::tz::Offset::UTC.to_datetime(now);
    write!(
        out,
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:06}Z",
        t.year(),
        t.month(),
        t.day(),
        t.hour(),
        t.minute(),
        t.second(),
        t.subsec_nanosecond() / 1000
    )
}

/// Writes visited fields as JSON object members.
struct Members<'a, W: fmt::Write> {
    out: &'a mut W,
    first: bool,
    result: fmt::Result,
}

impl<W: fmt::Write> Members<'_, W> {
    fn member(&mut self, field: &Field, value: impl FnOnce(&mut W) -> fmt::Result) {
        if self.result.is_err() {
            return;
        }
        self.result = (|| {
            if !std::mem::take(&mut self.first) {
                self.out.write_char(',')?;
            }
            write_string(self.out, field.name())?;
            self.out.write_char(':')?;
            value(self.out)
        })();
    }
}

impl<W: fmt::Write> Visit for Members<'_, W> {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.member(field, |out| write_string(out, value));
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.member(field, |out| {
            out.write_char('"')?;
            write!(Escaped(out), "{value:?}")?;
            out.write_char('"')
        });
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.member(field, |out| write!(out, "{value}"));
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.member(field, |out| write!(out, "{value}"));
    }

    fn record_i128(&mut self, field: &Field, value: i128) {
        self.member(field, |out| write!(out, "{value}"));
    }

    fn record_u128(&mut self, field: &Field, value: u128) {
        self.member(field, |out| write!(out, "{value}"));
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.member(field, |out| out.write_str(if value { "true" } else { "false" }));
    }

    fn record_f64(&mut self, field: &Field, value: f64) {
        // JSON has no NaN or infinity: those are written as strings.
        if value.is_finite() {
            self.member(field, |out| write!(out, "{value}"));
        } else {
            self.member(field, |out| write!(out, "\"{value}\""));
        }
    }

    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        self.member(field, |out| {
            out.write_char('"')?;
            write!(Escaped(out), "{value}")?;
            out.write_char('"')
        });
    }
}

/// `s` as a JSON string, quotes included.
fn write_string(out: &mut impl fmt::Write, s: &str) -> fmt::Result {
    out.write_char('"')?;
    Escaped(out).write_str(s)?;
    out.write_char('"')
}

/// Escapes what is written through it for the inside of a JSON string: `"`, `\` and the
/// control characters (RFC 8259 §7); everything else passes as is.
struct Escaped<'a, W: fmt::Write>(&'a mut W);

impl<W: fmt::Write> fmt::Write for Escaped<'_, W> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let bytes = s.as_bytes();
        let mut start = 0;
        // Most text needs no escape: find the next byte that does, copy the run before it.
        while let Some(offset) = bytes[start..].iter().position(|&b| NEEDS_ESCAPE[usize::from(b)]) {
            let i = start + offset;
            // Every byte that needs an escape is ASCII, so `i` is a character boundary.
            self.0.write_str(&s[start..i])?;
            match bytes[i] {
                b'"' => self.0.write_str("\\\"")?,
                b'\\' => self.0.write_str("\\\\")?,
                b'\n' => self.0.write_str("\\n")?,
                b'\r' => self.0.write_str("\\r")?,
                b'\t' => self.0.write_str("\\t")?,
                b => write!(self.0, "\\u{b:04x}")?,
            }
            start = i + 1;
        }
        self.0.write_str(&s[start..])
    }
}

/// The bytes [`Escaped`] escapes: `"`, `\`, the C0 controls and DEL.
const NEEDS_ESCAPE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = true;
        b += 1;
    }
    table[b'"' as usize] = true;
    table[b'\\' as usize] = true;
    table[0x7f] = true;
    table
};

#[cfg(test)]
mod tests {
    use std::io;
    use std::sync::{Arc, Mutex};

    use serde_json::Value;
    use tracing_subscriber::fmt::MakeWriter;

    use super::*;

    #[derive(Clone, Default)]
    struct Sink(Arc<Mutex<Vec<u8>>>);

    impl io::Write for Sink {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    impl<'a> MakeWriter<'a> for Sink {
        type Writer = Sink;
        fn make_writer(&'a self) -> Sink {
            self.clone()
        }
    }

    /// The lines `body` logs, each parsed as JSON.
    fn logged(body: impl FnOnce()) -> Vec<Value> {
        let sink = Sink::default();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(sink.clone())
            .with_max_level(tracing::Level::DEBUG)
            .fmt_fields(JsonFragment)
            .event_format(JsonLine)
            .finish();
        tracing::subscriber::with_default(subscriber, body);
        let text = String::from_utf8(sink.0.lock().unwrap().clone()).unwrap();
        text.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"))).collect()
    }

    #[test]
    fn lines_keep_the_shape_log_pipelines_read() {
        let lines = logged(|| {
            tracing::info!(count = 3u64, ok = true, ratio = 0.5, "outside any span");
            let span =
                tracing::info_span!("request", request_id = "r-1", path = %"/ucp/mcp", summary = tracing::field::Empty);
            let _in = span.enter();
            tracing::Span::current().record("summary", "ids=1");
            tracing::warn!(error = %"boom", delta = -2i64, "inside");
        });
        assert_eq!(lines.len(), 2);
        let first = &lines[0];
        assert_eq!(first["level"], "INFO");
        assert_eq!(
            first["fields"],
            serde_json::json!({"message": "outside any span", "count": 3, "ok": true, "ratio": 0.5})
        );
        assert_eq!(first["target"], module_path!());
        assert!(first.get("span").is_none());
        let ts = first["timestamp"].as_str().unwrap();
        assert!(ts.parse::<jiff::Timestamp>().is_ok() && ts.ends_with('Z') && ts.len() == 27, "{ts}");
        let second = &lines[1];
        assert_eq!(second["level"], "WARN");
        assert_eq!(second["fields"], serde_json::json!({"message": "inside", "error": "boom", "delta": -2}));
        assert_eq!(
            second["span"],
            serde_json::json!({"request_id": "r-1", "path": "/ucp/mcp", "summary": "ids=1", "name": "request"})
        );
    }

    #[test]
    fn any_text_stays_inside_its_string() {
        let nasty = "quote\" backslash\\ newline\n tab\t nul\u{0} del\u{7f} bell\u{7} é 🦀 \"},\"level\":\"ERROR";
        let lines = logged(|| {
            let span = tracing::info_span!("request", path = nasty);
            let _in = span.enter();
            tracing::info!(text = nasty, shown = %nasty, debugged = ?nasty, "{nasty}");
        });
        let line = &lines[0];
        assert_eq!(line["level"], "INFO");
        assert_eq!(line["fields"]["text"], nasty);
        assert_eq!(line["fields"]["shown"], nasty);
        assert_eq!(line["fields"]["debugged"], format!("{nasty:?}"));
        assert_eq!(line["fields"]["message"], nasty);
        assert_eq!(line["span"]["path"], nasty);
    }

    /// What a batch has written so far.
    fn written(sink: &Sink) -> String {
        String::from_utf8(sink.0.lock().unwrap().clone()).unwrap()
    }

    #[test]
    fn batched_lines_all_arrive_in_order_from_many_threads() {
        let sink = Sink::default();
        let batch = Batched::start(sink.clone(), Duration::from_secs(3600));
        std::thread::scope(|scope| {
            for t in 0..4 {
                let batch = batch.clone();
                scope.spawn(move || {
                    let mut w = batch.clone();
                    for i in 0..5000 {
                        io::Write::write_all(&mut w, format!("{t} {i}\n").as_bytes()).unwrap();
                    }
                });
            }
        });
        assert!(!written(&sink).is_empty(), "full batches were written by the threads that filled them");
        batch.stop();
        let text = written(&sink);
        let mut next = [0; 4];
        for line in text.lines() {
            let (t, i) = line.split_once(' ').unwrap();
            let (t, i): (usize, usize) = (t.parse().unwrap(), i.parse().unwrap());
            assert_eq!(i, next[t], "thread {t}'s lines in order, none lost");
            next[t] += 1;
        }
        assert_eq!(next, [5000; 4]);
    }

    #[test]
    fn a_lone_line_is_written_within_the_flush_interval_and_after_stop_at_once() {
        let sink = Sink::default();
        let batch = Batched::start(sink.clone(), Duration::from_millis(20));
        let mut w = batch.clone();
        io::Write::write_all(&mut w, b"one\n").unwrap();
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while written(&sink).is_empty() {
            assert!(std::time::Instant::now() < deadline, "the timer wrote it out");
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(written(&sink), "one\n");
        batch.stop();
        io::Write::write_all(&mut w, b"two\n").unwrap();
        assert_eq!(written(&sink), "one\ntwo\n", "after stop, lines go out as they come");
    }

    #[test]
    fn numbers_stay_numbers_unless_json_cannot_hold_them() {
        let lines = logged(|| tracing::info!(nan = f64::NAN, inf = f64::INFINITY, big = u64::MAX, "n"));
        assert_eq!(lines[0]["fields"]["nan"], "NaN");
        assert_eq!(lines[0]["fields"]["inf"], "inf");
        assert_eq!(lines[0]["fields"]["big"], u64::MAX);
    }
}
