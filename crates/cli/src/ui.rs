//! Terminal output for people: colour only when the stream is a terminal (and `NO_COLOR` is
//! unset), and a spinner on stderr while a call waits.

use std::io::{IsTerminal, Write};
use std::time::Duration;

/// How to write for this terminal.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Ui {
    color: bool,
    spinner: bool,
}

impl Ui {
    pub(crate) fn detect() -> Ui {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Ui { color: std::io::stdout().is_terminal() && !no_color, spinner: std::io::stderr().is_terminal() }
    }

    fn paint(&self, code: &str, text: &str) -> String {
        if self.color { format!("\x1b[{code}m{text}\x1b[0m") } else { text.to_owned() }
    }

    pub(crate) fn bold(&self, text: &str) -> String {
        self.paint("1", text)
    }

    pub(crate) fn dim(&self, text: &str) -> String {
        self.paint("2", text)
    }

    pub(crate) fn warn(&self, text: &str) -> String {
        self.paint("1;33", text)
    }

    pub(crate) fn good(&self, text: &str) -> String {
        self.paint("32", text)
    }

    pub(crate) fn bad(&self, text: &str) -> String {
        self.paint("31", text)
    }

    /// Runs `work`, showing a spinner with `label` on a terminal meanwhile.
    pub(crate) async fn wait<T>(&self, label: &str, work: impl std::future::Future<Output = T>) -> T {
        if !self.spinner {
            return work.await;
        }
        let label = label.to_owned();
        let spin = tokio::spawn(async move {
            let frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
            for i in 0.. {
                eprint!("\r{} {label}", frames[i % frames.len()]);
                let _ = std::io::stderr().flush();
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        });
        let out = work.await;
        spin.abort();
        eprint!("\r\x1b[2K");
        let _ = std::io::stderr().flush();
        out
    }
}
