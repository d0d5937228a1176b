//! Which business a database belongs to, so that two stores served from the same directory
//! (both defaulting to `./concierge.sqlite`) cannot mix their conversations and unanswered
//! questions by accident.
//!
//! The first server to use a database records its business as the owner ([`claim`], at start,
//! before it serves); a server for another business refuses to start, naming both and the fix
//! (a database of its own, `storage.database_url`), and a reload that would swap in another
//! business is refused the same way (`Concierge::reload`). A business that really was replaced
//! takes the database over on purpose: `concierge serve --take-over-database`, once.
//!
//! The business is identified by its **GID authority** (`store.toml` `business.gid_authority`):
//!
//! - not its name, which a reload may change (a rebrand is the same business: its records,
//!   conversations naming its products, stay valid; the name recorded is refreshed instead);
//! - not the store directory's path, which differs between replicas on different hosts and
//!   between a release directory and the next, while they are one business sharing one
//!   PostgreSQL database;
//! - the GID authority is what every id the business hands out is made of
//!   (`gid://{authority}/Product/…`), and the conversations stored here hold those ids: two
//!   stores with different authorities cannot share conversation state meaningfully, and two
//!   with the same one describe the same namespace of products and locations.
//!
//! The demo store claims a fresh database like any other, so `concierge serve` with no
//! configuration keeps starting.

use concierge_storage::{Owner, StorageError};

use crate::Concierge;

/// Why this server may not use the database.
#[derive(Debug, thiserror::Error)]
pub enum OwnershipError {
    /// Storage did not answer.
    #[error(transparent)]
    Storage(#[from] StorageError),
    /// The database belongs to another business.
    #[error("{0}")]
    AnotherBusiness(String),
}

/// Records this server's business as the database's owner, or checks that it already is;
/// refuses when the database belongs to another business, unless `take_over` (which makes
/// this business the owner and logs whose database it was).
pub async fn claim(app: &Concierge, take_over: bool) -> Result<Owner, OwnershipError> {
    let business = app.business();
    let ours = Owner {
        business: business.gid_authority.clone(),
        name: business.name.clone(),
        claimed_at: app.now().as_second(),
    };
    let storage = app.database().storage();
    let owner = storage.claim_owner(&ours, false).await?;
    if owner.business == ours.business {
        return Ok(owner);
    }
    if !take_over {
        let url = concierge_storage::describe(&app.config().storage.database_url);
        return Err(OwnershipError::AnotherBusiness(another_business(&url, &owner, &ours)));
    }
    let now = storage.claim_owner(&ours, true).await?;
    tracing::warn!(
        was = %owner.name,
        was_gid_authority = %owner.business,
        now = %ours.name,
        gid_authority = %ours.business,
        "the database was taken over (--take-over-database): its records now count as this business's"
    );
    Ok(now)
}

/// The refusal when `owner` owns the database `url` and `ours` is served.
pub fn another_business(url: &str, owner: &Owner, ours: &Owner) -> String {
    let since = jiff::Timestamp::from_second(owner.claimed_at).map(|t| t.to_string()).unwrap_or_default();
    format!(
        "the database {url} belongs to {:?} (GID authority `{}`, since {since}), not to {:?} (GID authority `{}`), \
         which this server serves: their conversations and unanswered questions would mix. Give this store a \
         database of its own (storage.database_url, e.g. CONCIERGE__STORAGE__DATABASE_URL=\"sqlite://{}.sqlite?mode=rwc\"); \
         or, if {:?} really replaces {:?}, start it once with `concierge serve --take-over-database` (docs/data.md)",
        owner.name,
        owner.business,
        ours.name,
        ours.business,
        file_stem(&ours.business),
        ours.name,
        owner.name,
    )
}

/// A file name made of a GID authority (`shop.example` → `shop-example`).
fn file_stem(authority: &str) -> String {
    authority.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' { c } else { '-' }).collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use concierge_core::clock::FixedClock;

    use super::*;
    use crate::config::Config;

    fn app(url: &str, name: &str, authority: &str) -> Concierge {
        let mut config = Config::default();
        config.storage.database_url = url.into();
        let mut business = concierge_store::demo().unwrap();
        business.name = name.into();
        business.gid_authority = authority.into();
        Concierge::new(config, business, Arc::new(FixedClock("2026-12-01T12:00:00Z".parse().unwrap()))).unwrap()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_second_business_is_refused_until_it_takes_the_database_over() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("shared.sqlite").display());
        let first = app(&url, "Shop", "shop.example");
        assert_eq!(claim(&first, false).await.unwrap().business, "shop.example");
        // The same business again (a restart, a replica, a rename): welcome.
        let renamed = app(&url, "Shop & Co", "shop.example");
        assert_eq!(claim(&renamed, false).await.unwrap().name, "Shop & Co");
        let other = app(&url, "Other", "other.example");
        let refused = claim(&other, false).await.unwrap_err().to_string();
        for needle in [
            "belongs to \"Shop & Co\" (GID authority `shop.example`, since 2026-12-01T12:00:00Z)",
            "not to \"Other\" (GID authority `other.example`)",
            "storage.database_url",
            "CONCIERGE__STORAGE__DATABASE_URL=\"sqlite://other-example.sqlite?mode=rwc\"",
            "--take-over-database",
        ] {
            assert!(refused.contains(needle), "{needle}: {refused}");
        }
        let file = dir.path().join("shared.sqlite");
        assert!(refused.contains(&format!("the database {} belongs", file.display())), "{refused}");
        assert_eq!(claim(&other, true).await.unwrap().business, "other.example");
        assert!(claim(&first, false).await.is_err(), "now the first one is the stranger");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_reload_may_rename_the_business_but_not_swap_in_another() {
        let served = app("sqlite::memory:", "Shop", "shop.example");
        let mut renamed = concierge_store::demo().unwrap();
        (renamed.name, renamed.gid_authority) = ("Shop & Co".into(), "shop.example".into());
        served.reload(renamed).await.unwrap();
        let mut another = concierge_store::demo().unwrap();
        another.gid_authority = "other.example".into();
        let refused = served.reload(another).await.unwrap_err().to_string();
        assert!(
            refused.contains("`other.example` is another business than the one served (`shop.example`)"),
            "{refused}"
        );
        assert!(refused.contains("storage.database_url"), "{refused}");
        assert_eq!(served.business().name, "Shop & Co", "the renamed store goes on serving");
    }
}
