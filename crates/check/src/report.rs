//! Findings and the report: what each check concluded, which rule it checked, and the two
//! renderings (JSON for scripts, grouped text for people).

use serde::Serialize;

/// `n` and the form of the noun for it, for finding details: "1 location", "3 results".
pub(crate) fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", noun(n, one, many))
}

/// The form of a noun for `n` of it.
pub(crate) fn noun<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 { one } else { many }
}

/// How strongly the spec text states a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Level {
    /// MUST / MUST NOT / REQUIRED.
    Must,
    /// SHOULD / RECOMMENDED.
    Should,
    /// MAY / OPTIONAL: unmet, it is a skip unless the run is strict.
    May,
}

impl Level {
    /// `MUST`, `SHOULD` or `MAY`.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Must => "MUST",
            Level::Should => "SHOULD",
            Level::May => "MAY",
        }
    }
}

/// A check the battery can run: a stable dotted id and the rule it checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Check {
    /// Stable dotted id, e.g. `location.distance.within_max`.
    pub id: &'static str,
    /// The spec file the rule is in (under `spec/` or `reference/`).
    pub file: &'static str,
    /// The section (heading path) of that file.
    pub section: &'static str,
    /// How strongly the rule is stated.
    pub level: Level,
    /// One line: what a conforming business does.
    pub expects: &'static str,
}

/// The rule a finding checks, as reported.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Rule {
    /// Spec file.
    pub file: &'static str,
    /// Section of that file.
    pub section: &'static str,
    /// MUST, SHOULD or MAY.
    pub level: Level,
    /// What a conforming business does.
    pub expects: &'static str,
}

/// What a check concluded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The business did what the rule says.
    Pass,
    /// It did not.
    Fail,
    /// The rule did not apply: the capability or endpoint is not offered, an optional (MAY)
    /// behaviour was not shown, there was nothing of the kind to verify.
    Skip,
    /// The checker could not run the check: it lacked what the check needs (a platform profile
    /// the business can fetch, a buyer token, a business on this machine). The run is
    /// incomplete: [`Report::incomplete`].
    NotRun,
}

/// One check's outcome.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Finding {
    /// The check's stable id.
    pub id: &'static str,
    /// The rule it checks.
    pub rule: Rule,
    /// Pass, fail or skip.
    pub status: Status,
    /// What was observed (and, on failure, what was expected).
    pub detail: String,
}

impl Finding {
    /// A finding of `check`.
    pub fn new(check: &Check, status: Status, detail: impl Into<String>) -> Self {
        Finding {
            id: check.id,
            rule: Rule { file: check.file, section: check.section, level: check.level, expects: check.expects },
            status,
            detail: detail.into(),
        }
    }
}

/// Counts by status.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq, Eq)]
pub struct Summary {
    /// Findings that passed.
    pub passed: usize,
    /// Findings that failed.
    pub failed: usize,
    /// Findings skipped (the rule did not apply).
    pub skipped: usize,
    /// Checks the checker could not run.
    pub not_run: usize,
}

/// Everything one run found.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// The business base URL checked.
    pub target: String,
    /// Counts by status.
    pub summary: Summary,
    /// Every finding, in the order the checks ran.
    pub findings: Vec<Finding>,
}

impl Report {
    /// A report of `findings` about `target`.
    pub fn new(target: String, findings: Vec<Finding>) -> Self {
        let mut summary = Summary::default();
        for f in &findings {
            match f.status {
                Status::Pass => summary.passed += 1,
                Status::Fail => summary.failed += 1,
                Status::Skip => summary.skipped += 1,
                Status::NotRun => summary.not_run += 1,
            }
        }
        Report { target, summary, findings }
    }

    /// Whether any finding failed.
    pub fn failed(&self) -> bool {
        self.summary.failed > 0
    }

    /// Whether some checks could not run, so a run without failures does not show conformance.
    pub fn incomplete(&self) -> bool {
        self.summary.not_run > 0
    }

    /// The closing line: the counts, and, when checks could not run, which families and why
    /// that matters (with `allow_skips`, said but accepted).
    pub fn summary_line(&self, allow_skips: bool) -> String {
        let s = self.summary;
        let mut line = format!("{} passed, {} failed, {} skipped", s.passed, s.failed, s.skipped);
        if s.not_run > 0 {
            let mut families: Vec<&str> = Vec::new();
            for f in self.findings.iter().filter(|f| f.status == Status::NotRun) {
                let family = f.id.split('.').next().unwrap_or(f.id);
                if !families.contains(&family) {
                    families.push(family);
                }
            }
            let verdict =
                if allow_skips { "accepted with --allow-skips" } else { "INCOMPLETE (--allow-skips accepts it)" };
            line.push_str(&format!(", {} not run ({}): {verdict}", s.not_run, families.join(", ")));
        }
        line
    }

    /// The finding with `id`, if it ran.
    pub fn finding(&self, id: &str) -> Option<&Finding> {
        self.findings.iter().find(|f| f.id == id)
    }

    /// The report as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }

    /// The report for people: findings grouped by their first id segment, failures with the
    /// rule, what was observed and what was expected; `color` adds ANSI colours. Checks that
    /// could not run make the closing line say the run is incomplete.
    pub fn render_human(&self, color: bool) -> String {
        self.render_human_with(color, false)
    }

    /// [`Report::render_human`], with `allow_skips` saying checks that could not run are
    /// accepted.
    pub fn render_human_with(&self, color: bool, allow_skips: bool) -> String {
        let paint = |code: &str, s: &str| if color { format!("\x1b[{code}m{s}\x1b[0m") } else { s.to_owned() };
        let mut out = format!("concierge check {}\n", self.target);
        let mut groups: Vec<&str> = Vec::new();
        for f in &self.findings {
            let group = f.id.split('.').next().unwrap_or(f.id);
            if !groups.contains(&group) {
                groups.push(group);
            }
        }
        for group in groups {
            out.push_str(&format!("\n{}\n", paint("1", group)));
            for f in self.findings.iter().filter(|f| f.id.split('.').next().unwrap_or(f.id) == group) {
                let tag = match f.status {
                    Status::Pass => paint("32", "pass"),
                    Status::Fail => paint("31;1", "FAIL"),
                    Status::Skip => paint("33", "skip"),
                    Status::NotRun => paint("35;1", "NOT RUN"),
                };
                out.push_str(&format!("  {tag}  {}", f.id));
                match f.status {
                    Status::Pass => out.push('\n'),
                    Status::Skip | Status::NotRun => out.push_str(&format!(" — {}\n", f.detail)),
                    Status::Fail => {
                        out.push('\n');
                        out.push_str(&format!(
                            "        rule:     {} {} ({})\n",
                            f.rule.file,
                            f.rule.section,
                            f.rule.level.as_str()
                        ));
                        out.push_str(&format!("        expected: {}\n", f.rule.expects));
                        out.push_str(&format!("        observed: {}\n", f.detail));
                    }
                }
            }
        }
        let line = format!("\n{}\n", self.summary_line(allow_skips));
        let bad = self.failed() || (self.incomplete() && !allow_skips);
        out.push_str(&if bad { paint("31;1", &line) } else { paint("32", &line) });
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const C: Check = Check { id: "a.b", file: "f.txt", section: "§1", level: Level::Must, expects: "x" };

    #[test]
    fn counts_are_pluralised() {
        assert_eq!(count(1, "location", "locations"), "1 location");
        assert_eq!(count(0, "location", "locations"), "0 locations");
        assert_eq!(count(3, "response", "responses"), "3 responses");
    }

    #[test]
    fn summary_and_json_shape() {
        let r = Report::new(
            "http://x".into(),
            vec![Finding::new(&C, Status::Pass, "ok"), Finding::new(&C, Status::Fail, "bad")],
        );
        assert!(r.failed());
        let v: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(v["summary"]["failed"], 1);
        assert_eq!(v["findings"][1]["status"], "fail");
        assert_eq!(v["findings"][0]["rule"]["file"], "f.txt");
        assert!(r.render_human(false).contains("observed: bad"));
        assert!(!r.incomplete());
        assert_eq!(r.summary_line(false), "1 passed, 1 failed, 0 skipped");
    }

    #[test]
    fn checks_that_could_not_run_make_the_run_incomplete() {
        const ASK: Check = Check { id: "ask.plain", file: "f.txt", section: "§1", level: Level::Must, expects: "x" };
        const LOC: Check = Check { id: "location.x", file: "f.txt", section: "§1", level: Level::Must, expects: "x" };
        let r = Report::new(
            "http://x".into(),
            vec![
                Finding::new(&C, Status::Pass, "ok"),
                Finding::new(&C, Status::Skip, "not offered"),
                Finding::new(&ASK, Status::NotRun, "needs a profile"),
                Finding::new(&ASK, Status::NotRun, "needs a profile"),
                Finding::new(&LOC, Status::NotRun, "needs a profile"),
            ],
        );
        assert!(!r.failed());
        assert!(r.incomplete());
        assert_eq!(
            r.summary_line(false),
            "1 passed, 0 failed, 1 skipped, 3 not run (ask, location): INCOMPLETE (--allow-skips accepts it)"
        );
        assert_eq!(
            r.summary_line(true),
            "1 passed, 0 failed, 1 skipped, 3 not run (ask, location): accepted with --allow-skips"
        );
        let text = r.render_human(false);
        assert!(text.contains("NOT RUN  ask.plain — needs a profile"), "{text}");
        let v: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(v["summary"]["not_run"], 3);
        assert_eq!(v["findings"][2]["status"], "not_run");
    }
}
