//! Opening hours as business tools write them — `9:00AM-5:00PM`, `9am–5pm`, `09:00-17:00`,
//! `10:00PM-2:00AM` (overnight), split shifts separated by commas, `Closed`, `x`, `Open 24 hours`
//! — read into the store's intervals (`"09:00-17:00"`, 24-hour, `[opens, closes)`; a close before
//! the open runs past midnight; `00:00-23:59` is the whole day).

/// A day's hours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Day {
    /// Closed all day.
    Closed,
    /// Open in these intervals (store form).
    Open(Vec<String>),
}

/// Why hours were not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not hours like `9:00AM-5:00PM`, `09:00-17:00` or `Closed`{why}")]
pub struct HoursError {
    text: String,
    why: String,
}

fn bad(text: &str, why: &str) -> HoursError {
    HoursError { text: text.trim().to_owned(), why: if why.is_empty() { String::new() } else { format!(" ({why})") } }
}

/// A time of day as `HH:MM` (`9:00AM` → `09:00`, `12AM` → `00:00`, `24:00` → `24:00`).
fn time(raw: &str) -> Option<(u32, u32)> {
    let t = raw.trim().to_ascii_lowercase().replace(['.', ' '], "");
    let (t, meridiem) = if let Some(t) = t.strip_suffix("am") {
        (t.to_owned(), Some(false))
    } else if let Some(t) = t.strip_suffix("pm") {
        (t.to_owned(), Some(true))
    } else {
        (t, None)
    };
    let (h, m) = match t.split_once([':', 'h']) {
        Some((h, m)) => (h.parse::<u32>().ok()?, if m.is_empty() { 0 } else { m.parse::<u32>().ok()? }),
        None if !t.is_empty() && t.len() <= 2 => (t.parse::<u32>().ok()?, 0),
        // `0930`: four ASCII digits (a four-byte character is no time, and no place to cut).
        None if t.len() == 4 && t.bytes().all(|b| b.is_ascii_digit()) => (t[..2].parse().ok()?, t[2..].parse().ok()?),
        None => return None,
    };
    if m > 59 {
        return None;
    }
    let h = match meridiem {
        Some(pm) => {
            if !(1..=12).contains(&h) {
                return None;
            }
            (h % 12) + if pm { 12 } else { 0 }
        }
        None if h <= 24 => h,
        None => return None,
    };
    if h == 24 && m != 0 {
        return None;
    }
    Some((h, m))
}

/// One day's cell.
pub fn day(cell: &str) -> Result<Option<Day>, HoursError> {
    let text = cell.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let lower = text.to_ascii_lowercase();
    if matches!(lower.as_str(), "x" | "closed" | "close" | "closed all day") {
        return Ok(Some(Day::Closed));
    }
    if matches!(lower.as_str(), "24 hours" | "open 24 hours" | "24h" | "24/7" | "open all day") {
        return Ok(Some(Day::Open(vec!["00:00-23:59".to_owned()])));
    }
    let mut intervals = Vec::new();
    for part in text.split([',', ';', '|']).map(str::trim).filter(|p| !p.is_empty()) {
        let normalised = part.replace(['–', '—'], "-").to_ascii_lowercase().replace(" to ", "-");
        let Some((open, close)) = normalised.split_once('-') else {
            return Err(bad(text, "an interval needs an opening and a closing time"));
        };
        let (Some((oh, om)), Some((ch, cm))) = (time(open), time(close)) else {
            return Err(bad(text, ""));
        };
        if (oh, om) == (ch, cm) || (oh % 24, om) == (ch % 24, cm) {
            // `00:00-24:00` and `12:00AM-12:00AM` are the whole day.
            if (oh % 24, om) == (0, 0) {
                intervals.push("00:00-23:59".to_owned());
                continue;
            }
            return Err(bad(text, "it opens and closes at the same time"));
        }
        let close = if (ch, cm) == (24, 0) { "00:00".to_owned() } else { format!("{ch:02}:{cm:02}") };
        if (oh, om) == (0, 0) && close == "00:00" {
            intervals.push("00:00-23:59".to_owned());
        } else {
            intervals.push(format!("{:02}:{om:02}-{close}", oh % 24));
        }
    }
    if intervals.is_empty() {
        return Err(bad(text, ""));
    }
    Ok(Some(Day::Open(intervals)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(cell: &str) -> Vec<String> {
        match day(cell) {
            Ok(Some(Day::Open(v))) => v,
            other => panic!("{cell}: {other:?}"),
        }
    }

    #[test]
    fn the_forms_tools_write() {
        assert_eq!(open("9:00AM-5:00PM"), ["09:00-17:00"]);
        assert_eq!(open("9am – 5:30pm"), ["09:00-17:30"]);
        assert_eq!(open("09:00-17:00"), ["09:00-17:00"]);
        assert_eq!(open("9:00AM-12:00PM, 1:00PM-5:00PM"), ["09:00-12:00", "13:00-17:00"]);
        assert_eq!(open("10:00PM-2:00AM"), ["22:00-02:00"]);
        assert_eq!(open("6:00PM-12:00AM"), ["18:00-00:00"]);
        assert_eq!(open("Open 24 hours"), ["00:00-23:59"]);
        assert_eq!(open("00:00-24:00"), ["00:00-23:59"]);
        assert_eq!(open("12:00AM-12:00AM"), ["00:00-23:59"]);
        assert_eq!(open("0900-1730"), ["09:00-17:30"]);
        assert_eq!(open("9h-18h30"), ["09:00-18:30"]);
        assert_eq!(day("x"), Ok(Some(Day::Closed)));
        assert_eq!(day("Closed"), Ok(Some(Day::Closed)));
        assert_eq!(day("  "), Ok(None));
    }

    #[test]
    fn what_is_not_hours_is_refused() {
        for cell in ["9-5ish", "13:00PM-5:00PM", "9:00AM", "25:00-26:00", "9:00-9:00", "sometimes", "𓛽-5pm", "09é-5pm"]
        {
            assert!(day(cell).is_err(), "{cell}");
        }
    }
}
