//! Location Search and Lookup.
//!
//! Both operations run the same conjunction of predicates: `distance`, `serves`,
//! `filters.hours`, `filters.amenities` and `filters.items`, each only when the platform sent
//! it, and each against its explicit operand only. `query` and `context` order results and
//! `query` may narrow them; neither ever creates or relaxes a predicate.

use std::borrow::Cow;
use std::collections::HashSet;

use roaring::RoaringBitmap;

use jiff::{SignedDuration, Timestamp};

use super::bits::DenseSet;
use super::cursor::{self, CursorKey, RankKey, RankParts, rank_order};
use super::geodesy::BoundsFrom;
use super::hours::Openness;
use super::index::{LocationIndex, sorted_bitmap};
use super::model::{Geo, Location, LocationStatus, Schedule};
use super::request::{ContextHints, DistanceFilter, Filters, LookupRequest, SearchRequest, ServesRequest};
use super::serves::{ServesTarget, normalize_postal, serves};
use super::spatial::{NearPoint, NearPoints};
use super::text::{TextMatch, query_terms};
use super::view::{Input, LocationView};
use crate::error::{Code, UcpError};
use crate::plural::{count, noun};
use crate::ucp::Message;

/// The business's limits for Location requests.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Page size when `pagination.limit` is absent.
    pub default_page_size: usize,
    /// Largest page returned, whatever `pagination.limit` asks.
    pub max_page_size: usize,
    /// Largest `distance.max` honoured, in metres; larger values are rejected, never clamped.
    pub max_distance_m: f64,
    /// Distinct identifiers processed per lookup; the rest get `batch_limit_applied`.
    pub lookup_batch_max: usize,
    /// Results reachable by a search with no query, relation or filter (a bounded browse).
    pub browse_max_results: usize,
    /// How far ahead schedules are published; `open_at` beyond it is never provably open.
    pub schedule_horizon_days: i64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            default_page_size: 10,
            max_page_size: 50,
            max_distance_m: 200_000.0,
            lookup_batch_max: 10,
            browse_max_results: 100,
            schedule_horizon_days: 365,
        }
    }
}

/// What a query is evaluated against besides the index.
#[derive(Debug, Clone, Copy)]
pub struct QueryContext<'a> {
    /// Now (for schedule horizons, stale exceptions and closure notices).
    pub now: Timestamp,
    /// Limits.
    pub limits: &'a Limits,
    /// The cursor key.
    pub cursor_key: &'a CursorKey,
}

/// One page of search results.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchPage<'a> {
    /// The page.
    pub locations: Vec<LocationView<'a>>,
    /// Whether another page follows.
    pub has_next_page: bool,
    /// The cursor for the next page.
    pub cursor: Option<String>,
    /// Matches in total (a bounded browse counts only what it can reach).
    pub total_count: usize,
    /// Notices about the results.
    pub messages: Vec<Message>,
}

/// Lookup results.
#[derive(Debug, Clone, PartialEq)]
pub struct LookupResult<'a> {
    /// Resolved locations that passed every predicate, each with its inputs.
    pub locations: Vec<LocationView<'a>>,
    /// `not_found`, `batch_limit_applied` and location notices.
    pub messages: Vec<Message>,
}

struct Predicates<'r> {
    distance: Option<DistanceFilter>,
    /// Distance brackets from the `distance` centre, its trigonometry done once per request.
    from_center: Option<BoundsFrom>,
    serves: Option<ServesTarget>,
    open_at: Option<Timestamp>,
    beyond_horizon: bool,
    amenities: &'r [String],
    /// Canonical item ids; `None` for a reference naming no item (nothing can match it).
    items: Vec<Option<&'r str>>,
}

impl Predicates<'_> {
    fn is_empty(&self) -> bool {
        self.distance.is_none()
            && self.serves.is_none()
            && self.open_at.is_none()
            && self.amenities.is_empty()
            && self.items.is_empty()
    }
}

impl LocationIndex {
    /// Runs a search.
    pub fn search<'s>(&'s self, req: &SearchRequest, cx: QueryContext<'_>) -> Result<SearchPage<'s>, UcpError> {
        let predicates = self.predicates(req.distance, req.serves.as_ref(), &req.filters, cx)?;
        let after =
            req.pagination.cursor.as_deref().map(|c| cursor::decode(cx.cursor_key, &req.fingerprint, c)).transpose()?;
        let terms = req.query.as_deref().map(query_terms).unwrap_or_default();
        let text = (!terms.is_empty()).then(|| self.text.matching(&terms));

        let limit = req
            .pagination
            .limit
            .map_or(cx.limits.default_page_size, |l| usize::try_from(l).unwrap_or(usize::MAX))
            .clamp(1, cx.limits.max_page_size.max(1));
        let mut candidates = self.candidates(&predicates);
        // A bounded browse reaches only the best `browse_max_results` matches.
        let bound = (terms.is_empty() && predicates.is_empty()).then_some(cx.limits.browse_max_results);
        // Without distances or hints, a candidate's rank is its text score and then its id.
        let by_score_and_id =
            predicates.distance.is_none() && predicates.serves.is_none() && req.context == ContextHints::default();
        let mut grouped = None;
        if let (Candidates::Set { set, .. }, Some(text)) = (&mut candidates, &text) {
            *set &= text.any();
            if by_score_and_id {
                grouped = text.groups(set);
            }
        }
        let (ranked, has_next_page, total_count) = match (candidates, grouped) {
            (Candidates::Set { set, .. }, _) if text.is_none() && by_score_and_id => {
                // Every candidate matches and all rank equal but for their ids: positions are
                // in id order, so the page is read off the set without ranking it.
                self.page_in_id_order(&set, bound, after.as_ref(), limit)
            }
            // The matches by score, each score's in id order: the page is read off the
            // groups, without scoring every match.
            (_, Some(groups)) => self.page_of_groups(&groups, after.as_ref(), limit),
            (candidates, None) => {
                let mut ranked = self.matches(candidates, &predicates, text.as_ref(), &req.context);
                let center = predicates.distance.map(|d| d.center);
                // Same order as `rank_order`, compared on integers (ids by their position).
                let order = |a: &Ranked, b: &Ranked| fast_key(a).cmp(&fast_key(b));
                if let Some(bound) = bound {
                    self.resolve_all(&mut ranked, center);
                    keep_first(&mut ranked, bound, order);
                }
                let total_count = ranked.len();
                if let Some(after) = &after {
                    ranked.retain_mut(|r| self.ranks_after(r, after, center));
                }
                let has_next_page = ranked.len() > limit;
                self.resolve_first(&mut ranked, limit, center);
                keep_first(&mut ranked, limit, order);
                ranked.sort_unstable_by(order);
                (ranked, has_next_page, total_count)
            }
        };
        let page = &ranked[..];
        let cursor = match page.last() {
            Some(last) if has_next_page => {
                let (score, distance_mm, affinity, id) = self.parts(last);
                let key = RankKey { score, distance_mm, affinity, id: id.to_owned() };
                Some(cursor::encode(cx.cursor_key, &req.fingerprint, &key))
            }
            _ => None,
        };

        let mut messages = Vec::new();
        if predicates.beyond_horizon {
            messages.push(horizon_notice(cx.limits));
        }
        let locations = page
            .iter()
            .enumerate()
            .map(|(n, r)| {
                messages.extend(self.notices(r.index, n, cx.now));
                LocationView::new(self.location(r.index), cx.now)
            })
            .collect();
        Ok(SearchPage { locations, has_next_page, cursor, total_count, messages })
    }

    /// Every searchable location matching `req`'s relations and filters (not its free text or
    /// page), for a picture of the chain: how many match, and at most `max` of them spread
    /// evenly over the matches in index order.
    pub fn sample_matches(
        &self,
        req: &SearchRequest,
        cx: QueryContext<'_>,
        max: usize,
    ) -> Result<(usize, Vec<&Location>), UcpError> {
        let predicates = self.predicates(req.distance, req.serves.as_ref(), &req.filters, cx)?;
        // In index order: a set iterates in it; matches come in the spatial index's order.
        let matched: Vec<usize> = match self.candidates(&predicates) {
            Candidates::Set { set, .. } if predicates.distance.is_none() && predicates.serves.is_none() => {
                set.iter().map(|i| i as usize).collect()
            }
            candidates => {
                let mut matched: Vec<usize> = self
                    .matches(candidates, &predicates, None, &ContextHints::default())
                    .iter()
                    .map(|r| r.index)
                    .collect();
                matched.sort_unstable();
                matched
            }
        };
        let total = matched.len();
        let step = total.div_ceil(max.max(1)).max(1);
        let sample = matched.iter().step_by(step).map(|&i| self.location(i)).collect();
        Ok((total, sample))
    }

    /// Runs a lookup.
    pub fn lookup<'s, 'r>(&'s self, req: &'r LookupRequest, cx: QueryContext<'_>) -> Result<LookupResult<'r>, UcpError>
    where
        's: 'r,
    {
        let predicates = self.predicates(req.distance, req.serves.as_ref(), &req.filters, cx)?;
        let mut distinct: Vec<&'r str> = Vec::new();
        let mut seen = HashSet::new();
        for id in &req.ids {
            if seen.insert(id.as_str()) {
                distinct.push(id);
            }
        }
        let cap = cx.limits.lookup_batch_max.max(1);
        let skipped = distinct.len().saturating_sub(cap);
        distinct.truncate(cap);

        let mut messages = Vec::new();
        if skipped > 0 {
            messages.push(Message::info(
                "batch_limit_applied",
                format!(
                    "This business looks up at most {} per request; the first {cap} {} processed and the \
                     remaining {skipped} {} not. Send {} in another request.",
                    count(cap, "distinct identifier", "distinct identifiers"),
                    noun(cap, "was", "were"),
                    noun(skipped, "was", "were"),
                    noun(skipped, "it", "them"),
                ),
            ));
        }
        if predicates.beyond_horizon {
            messages.push(horizon_notice(cx.limits));
        }

        // Resolve in request order; a location found by several inputs is returned once.
        let mut order: Vec<usize> = Vec::new();
        let mut inputs: Vec<Vec<Input<'r>>> = Vec::new();
        for id in distinct {
            let found = self.resolve(id);
            if found.is_empty() {
                messages.push(Message::info("not_found", format!("No location matches the identifier `{id}`.")));
            }
            for i in found {
                match order.iter().position(|&o| o == i) {
                    Some(slot) => inputs[slot].push(Input { id }),
                    None => {
                        order.push(i);
                        inputs.push(vec![Input { id }]);
                    }
                }
            }
        }

        let mut locations = Vec::new();
        for (i, inputs) in order.into_iter().zip(inputs) {
            if self.admits(i, &predicates).is_none() {
                continue;
            }
            messages.extend(self.notices(i, locations.len(), cx.now));
            let mut view = LocationView::new(self.location(i), cx.now);
            view.inputs = Some(inputs);
            locations.push(view);
        }
        Ok(LookupResult { locations, messages })
    }

    fn predicates<'r>(
        &'r self,
        distance: Option<DistanceFilter>,
        target: Option<&ServesRequest>,
        filters: &'r Filters,
        cx: QueryContext<'_>,
    ) -> Result<Predicates<'r>, UcpError> {
        if let Some(d) = distance
            && d.max > cx.limits.max_distance_m
        {
            return Err(UcpError::new(
                Code::DistanceLimitExceeded,
                format!(
                    "distance.max is {} m, but this business evaluates radii of at most {} m; send a smaller \
                     radius (it is never clamped).",
                    d.max, cx.limits.max_distance_m
                ),
            )
            .at("$.distance.max"));
        }
        let serves = match target {
            None => None,
            Some(ServesRequest::Point(p)) => Some(self.coverage.point(*p)?),
            Some(ServesRequest::Address(a)) => Some(self.coverage.address(a)?),
        };
        let horizon = cx.now.checked_add(SignedDuration::from_hours(24 * cx.limits.schedule_horizon_days));
        let beyond_horizon = match (filters.open_at, horizon) {
            (Some(t), Ok(h)) => t > h,
            (Some(_), Err(_)) => false,
            (None, _) => false,
        };
        let items = filters.items.iter().map(|r| self.items.get(r).map(String::as_str)).collect();
        Ok(Predicates {
            distance,
            from_center: distance.map(|d| self.wgs84.bounds_from(d.center)),
            serves,
            open_at: filters.open_at,
            beyond_horizon,
            amenities: &filters.amenities,
            items,
        })
    }

    /// `None` when location `i` fails a predicate; otherwise its distance from the search center
    /// (when there is one).
    fn admits(&self, i: usize, p: &Predicates<'_>) -> Option<Option<f64>> {
        if !self.filters_hold(i, p) {
            return None;
        }
        self.relations_hold(i, p)
    }

    /// Whether location `i` passes `filters` (amenities, items, opening hours): the tests the
    /// filter sets of [`LocationIndex::candidates`] answer for many locations at once.
    fn filters_hold(&self, i: usize, p: &Predicates<'_>) -> bool {
        let l = self.location(i);
        p.amenities.iter().all(|a| l.amenities.contains_key(a))
            && p.items
                .iter()
                .all(|item| item.is_some_and(|id| self.stock.get(id).is_some_and(|s| s.contains(i as u32))))
            && p.open_at.is_none_or(|t| self.open_at(i, t, p.beyond_horizon))
    }

    fn open_at(&self, i: usize, t: Timestamp, beyond_horizon: bool) -> bool {
        !beyond_horizon && self.location(i).schedule.as_ref().is_some_and(|s| s.openness_at(t) == Openness::Open)
    }

    /// `None` when location `i` fails the `distance` or `serves` relation; otherwise its distance
    /// from the search center (when there is one). The radius goes first: usually rejected by a
    /// latitude bound before any geodesic is computed.
    fn relations_hold(&self, i: usize, p: &Predicates<'_>) -> Option<Option<f64>> {
        let l = self.location(i);
        let distance = match p.distance {
            None => None,
            Some(d) => Some(self.wgs84.distance_within(d.center, l.geo?, d.max)?),
        };
        if let Some(target) = &p.serves
            && !serves(l, target, &self.wgs84)
        {
            return None;
        }
        Some(distance)
    }

    /// [`Self::relations_hold`] for a search, where the exact distance is needed only to rank
    /// the few matches that can reach the page: a match settled by [`super::geodesy::Wgs84::bounds`] keeps its
    /// bracket ([`Self::resolve_first`] and [`Self::ranks_after`] compute the exact distance
    /// where the bracket cannot decide). `serving` holds locations already known to serve the
    /// `serves` target, and `known_geo` is the location's coordinates when the spatial index
    /// gave them (the location itself is read only when something else is needed). The plain
    /// [`Self::relations_hold`] stays as it is on purpose: lookup and the scan that the
    /// scan-equivalence tests hold this path to both use it.
    fn relations_bracketed(
        &self,
        i: usize,
        p: &Predicates<'_>,
        serving: &RoaringBitmap,
        known_geo: Option<Geo>,
    ) -> Option<Option<Bracket>> {
        let distance = match p.distance.zip(p.from_center) {
            None => None,
            Some((d, from_center)) => {
                let geo = match known_geo {
                    Some(geo) => geo,
                    None => self.location(i).geo?,
                };
                match from_center.to(geo) {
                    Some((low, _)) if low > d.max => return None,
                    Some((low, high)) if high <= d.max => Some(Bracket::Between(low, high)),
                    _ => Some(Bracket::Exact(self.wgs84.distance_within(d.center, geo, d.max)?)),
                }
            }
        };
        if let Some(target) = &p.serves
            && !serving.contains(i as u32)
            && !serves(self.location(i), target, &self.wgs84)
        {
            return None;
        }
        Some(distance)
    }

    /// Gives `r` its exact distance from `center`, if it has only a bracket.
    fn resolve_distance(&self, r: &mut Ranked, center: Option<Geo>) {
        if r.unresolved_high_mm.take().is_some() {
            let geo = self.location(r.index).geo.expect("a bracketed match has coordinates");
            let center = center.expect("a bracketed match has a search centre");
            r.distance_mm = Some(millimetres(self.wgs84.distance_m(center, geo)));
        }
    }

    fn resolve_all(&self, ranked: &mut [Ranked], center: Option<Geo>) {
        for r in ranked {
            self.resolve_distance(r, center);
        }
    }

    /// Whether `r` ranks after the cursor's key, computing its exact distance only when its
    /// bracket straddles the key.
    fn ranks_after(&self, r: &mut Ranked, after: &RankKey, center: Option<Geo>) -> bool {
        if let Some(high) = r.unresolved_high_mm {
            let (score, low, affinity, id) = self.parts(r);
            if rank_order((score, low, affinity, id), after.parts()).is_gt() {
                return true;
            }
            if rank_order((score, Some(high), affinity, id), after.parts()).is_le() {
                return false;
            }
        }
        self.resolve_distance(r, center);
        rank_order(self.parts(r), after.parts()).is_gt()
    }

    /// Computes the exact distance of every match that may rank among the first `n`, and drops
    /// the others: some `n` matches rank no later than the `n`-th smallest of the brackets'
    /// upper ends, so a match whose bracket starts beyond it cannot be among the first `n`.
    fn resolve_first(&self, ranked: &mut Vec<Ranked>, n: usize, center: Option<Geo>) {
        if n == 0 || ranked.iter().all(|r| r.unresolved_high_mm.is_none()) {
            return;
        }
        if ranked.len() > n {
            let mut highs: Vec<_> = ranked.iter().map(fast_key_high).collect();
            let (_, threshold, _) = highs.select_nth_unstable(n - 1);
            let threshold = *threshold;
            ranked.retain(|r| fast_key(r) <= threshold);
        }
        self.resolve_all(ranked, center);
    }

    /// The candidates that match, each with what ranks it: its score for the query (when
    /// `text` is given, a location it does not match does not match), its distance or a
    /// bracket around it, and its affinity to the context.
    fn matches(
        &self,
        candidates: Candidates<'_>,
        p: &Predicates<'_>,
        text: Option<&TextMatch>,
        context: &ContextHints,
    ) -> Vec<Ranked> {
        let hint = context.location.as_deref().map(|h| self.resolve(h)).unwrap_or_default();
        let mut ranked = Vec::new();
        let mut rank = |i: usize, geo: Option<Geo>, serving: &RoaringBitmap| {
            let score = text.map_or(0, |t| t.score(i as u32));
            if score == 0 && text.is_some() {
                return;
            }
            let Some(distance) = self.relations_bracketed(i, p, serving, geo) else { return };
            let (distance_mm, unresolved_high_mm) = match distance {
                None => (None, None),
                Some(Bracket::Exact(d)) => (Some(millimetres(d)), None),
                Some(Bracket::Between(low, high)) => (Some(millimetres(low)), Some(millimetres(high))),
            };
            ranked.push(Ranked {
                score,
                distance_mm,
                unresolved_high_mm,
                affinity: self.affinity(i, context, &hint),
                index: i,
            });
        };
        match candidates {
            Candidates::Set { set, serving } => {
                for i in &set {
                    rank(i as usize, None, &serving);
                }
            }
            Candidates::Near { points, passing, serving } => {
                let mut open = p.open_at.map(|t| self.opening.open_groups(t, |i| self.schedule_of(i)));
                for point in points.iter() {
                    if passing.passes(point.position)
                        && open
                            .as_mut()
                            .is_none_or(|open| open.is_open_at(point.position as usize, point.schedule_group))
                    {
                        rank(point.position as usize, Some(point.geo), &serving);
                    }
                }
            }
        }
        ranked
    }

    /// What a search ranks: the searchable locations that pass every filter, narrowed to those
    /// the spatial index says may satisfy the relations. Filters are answered exactly (set
    /// operations, or for a radius search one test per point); the relations still have to be
    /// tested on each candidate with [`Self::relations_bracketed`], except the `serves` point
    /// for those the spatial index found serving it.
    fn candidates(&self, p: &Predicates<'_>) -> Candidates<'_> {
        let mut passing = Cow::Borrowed(&self.searchable);
        let mut serving = RoaringBitmap::new();
        match &p.serves {
            Some(ServesTarget::Point(point)) => {
                let found = self.spatial.may_serve(*point, &self.wgs84);
                serving = sorted_bitmap(found.serving);
                let mut may_serve = found.maybe;
                may_serve.extend(&serving);
                *passing.to_mut() &= sorted_bitmap(may_serve);
            }
            Some(ServesTarget::Address(locality)) => *passing.to_mut() &= self.localities.candidates(locality),
            None => {}
        }
        let empty = RoaringBitmap::new();
        for item in &p.items {
            *passing.to_mut() &= item.and_then(|id| self.stock.get(id)).unwrap_or(&empty);
        }
        if p.open_at.is_some() && p.beyond_horizon {
            passing = Cow::Owned(RoaringBitmap::new());
        }
        if let Some(points) = p.distance.and_then(|d| self.spatial.near(d.center, d.max)) {
            // Each point is tested: against plain bits where they exist, which is every filter
            // unless a serves target or items narrowed the searchable set.
            let amenities: Option<Vec<&DenseSet>> = p.amenities.iter().map(|a| self.amenity_bits.get(a)).collect();
            let passing = match (amenities, passing) {
                // An amenity no location offers.
                (None, _) => NearFilter { bits: Vec::new(), set: Some(RoaringBitmap::new()) },
                (Some(amenities), Cow::Borrowed(_)) => {
                    NearFilter { bits: std::iter::once(&self.searchable_bits).chain(amenities).collect(), set: None }
                }
                (Some(amenities), Cow::Owned(set)) => NearFilter { bits: amenities, set: Some(set) },
            };
            return Candidates::Near { points, passing, serving };
        }
        for a in p.amenities {
            *passing.to_mut() &= self.amenity_sets.get(a).unwrap_or(&empty);
        }
        let mut set = passing.into_owned();
        if let Some(t) = p.open_at
            && !p.beyond_horizon
        {
            set = self.opening.open_among(t, &set, |i| self.schedule_of(i));
        }
        Candidates::Set { set, serving }
    }

    /// The schedule of the location at `position`, which has one: it is in a schedule group.
    fn schedule_of(&self, position: usize) -> &Schedule {
        self.location(position).schedule.as_ref().expect("a location in a schedule group has a schedule")
    }

    /// The page of `candidates` after `after`, when every candidate matches and ranks by id
    /// alone; with `bound`, only the first `bound` are reachable. Returns the page, whether
    /// another follows, and how many match.
    fn page_in_id_order(
        &self,
        candidates: &RoaringBitmap,
        bound: Option<usize>,
        after: Option<&RankKey>,
        limit: usize,
    ) -> (Vec<Ranked>, bool, usize) {
        let reachable = bound.unwrap_or(usize::MAX);
        let total_count = usize::try_from(candidates.len()).unwrap_or(usize::MAX).min(reachable);
        // Everything here ranks (0, no distance, 0, id).
        let start = self.start_after(0, after).unwrap_or(self.len());
        // Go straight to `start`; the candidates before it still count against the bound.
        let before = start.checked_sub(1).map_or(0, |last| candidates.rank(last as u32) as usize);
        let mut page: Vec<Ranked> = candidates
            .range(start as u32..)
            .take(reachable.saturating_sub(before))
            .take(limit + 1)
            .map(|i| Ranked { score: 0, distance_mm: None, unresolved_high_mm: None, affinity: 0, index: i as usize })
            .collect();
        let has_next_page = page.len() > limit;
        page.truncate(limit);
        (page, has_next_page, total_count)
    }

    /// The page after `after` of matches grouped by score (highest first, each group in id
    /// order), as [`TextMatch::groups`] forms them. Returns the page, whether another follows,
    /// and how many match.
    fn page_of_groups(
        &self,
        groups: &[(u32, RoaringBitmap)],
        after: Option<&RankKey>,
        limit: usize,
    ) -> (Vec<Ranked>, bool, usize) {
        let total_count = groups.iter().map(|(_, docs)| docs.len() as usize).sum();
        let mut page = Vec::new();
        for (score, docs) in groups {
            let Some(start) = self.start_after(*score, after) else { continue };
            for i in docs.range(start as u32..) {
                page.push(Ranked {
                    score: *score,
                    distance_mm: None,
                    unresolved_high_mm: None,
                    affinity: 0,
                    index: i as usize,
                });
                if page.len() > limit {
                    break;
                }
            }
            if page.len() > limit {
                break;
            }
        }
        let has_next_page = page.len() > limit;
        page.truncate(limit);
        (page, has_next_page, total_count)
    }

    /// Where locations ranking (`score`, no distance, no affinity, their id) continue after
    /// the cursor `after`, as a position in id order: after its id when the cursor has that
    /// shape; all of them or none when it has another (the id is never reached: the other
    /// parts decide, the same way for every id). `None` when none do.
    fn start_after(&self, score: u32, after: Option<&RankKey>) -> Option<usize> {
        match after {
            None => Some(0),
            Some(key) if (key.score, key.distance_mm, key.affinity) == (score, None, 0) => {
                Some(self.first_after(&key.id))
            }
            Some(key) => rank_order((score, None, 0, ""), key.parts()).is_gt().then_some(0),
        }
    }

    fn parts<'a>(&'a self, r: &Ranked) -> RankParts<'a> {
        (r.score, r.distance_mm, r.affinity, &self.location(r.index).id)
    }

    /// How well location `i` matches the buyer's hints; `hinted` is what `context.location`
    /// resolves to.
    fn affinity(&self, i: usize, hints: &ContextHints, hinted: &[usize]) -> u8 {
        if hinted.is_empty() && hints.country.is_none() && hints.region.is_none() && hints.postal_code.is_none() {
            return 0;
        }
        let l = self.location(i);
        let mut score = 0;
        if hinted.contains(&i) {
            score += 4;
        }
        if let Some(addr) = &l.address {
            let same = |a: Option<&str>, b: &Option<String>| match (a, b) {
                (Some(a), Some(b)) => a.eq_ignore_ascii_case(b),
                _ => false,
            };
            if same(addr.address_country.as_deref(), &hints.country) {
                score += 1;
            }
            if same(addr.address_region.as_deref(), &hints.region) {
                score += 1;
            }
            if let (Some(a), Some(b)) = (&addr.postal_code, &hints.postal_code)
                && normalize_postal(a) == normalize_postal(b)
            {
                score += 2;
            }
        }
        score
    }

    /// Closure and special-hours notices for the location shown at `locations[n]`.
    fn notices(&self, i: usize, n: usize, now: Timestamp) -> Vec<Message> {
        let l = self.location(i);
        let path = format!("$.locations[{n}]");
        let mut out = Vec::new();
        if l.status == LocationStatus::PermanentlyClosed {
            out.push(Message::warning("permanently_closed", format!("{} has closed permanently.", l.name)).at(&path));
        }
        if let Some(s) = &l.schedule
            && let Some(e) = s.exception_on(s.local_date(now))
        {
            let why = e.title.as_deref().map(|t| format!(" ({t})")).unwrap_or_default();
            match e.interval {
                None => out.push(
                    Message::warning(
                        "temporary_closure",
                        format!("{} is closed today{why}, through {}.", l.name, e.valid_through),
                    )
                    .at(&path),
                ),
                Some(iv) => out.push(
                    Message::info(
                        "holiday_hours_active",
                        format!("{} has special hours today{why}: {} to {}.", l.name, iv.opens, iv.closes),
                    )
                    .at(&path),
                ),
            }
        }
        out
    }
}

/// What [`LocationIndex::candidates`] finds for a search to rank, with the locations already
/// known to serve the `serves` point (`serving`; a filter may have dropped some of them).
enum Candidates<'s> {
    /// The locations that pass every filter and may satisfy the relations.
    Set { set: RoaringBitmap, serving: RoaringBitmap },
    /// A radius search: the points in the radius's boxes, each still to be held to `passing`
    /// (every filter but the hours) and then to the hours and the relations. Read in band
    /// order, tens of thousands of them are never sorted or gathered into a set: the few that
    /// match are ranked, which orders them anyway.
    Near { points: NearPoints<'s, NearPoint>, passing: NearFilter<'s>, serving: RoaringBitmap },
}

/// Every filter but the hours, as a radius search tests each point against it.
struct NearFilter<'s> {
    /// Sets a point must be in, as plain bits: the searchable locations and each amenity's.
    bits: Vec<&'s DenseSet>,
    /// And this one, when a serves target or items narrowed the searchable set.
    set: Option<RoaringBitmap>,
}

impl NearFilter<'_> {
    fn passes(&self, position: u32) -> bool {
        self.bits.iter().all(|bits| bits.contains(position)) && self.set.as_ref().is_none_or(|s| s.contains(position))
    }
}

/// A search candidate: its rank fields and its position in the index.
struct Ranked {
    score: u32,
    /// Its distance, rounded to millimetres; while `unresolved_high_mm` is set, only the lower
    /// end of a bracket around it.
    distance_mm: Option<u64>,
    /// The upper end of the bracket, until the exact distance is computed.
    unresolved_high_mm: Option<u64>,
    affinity: u8,
    index: usize,
}

/// What is known of a match's distance: exactly, or within a bracket that settled the radius.
#[derive(Debug, Clone, Copy)]
enum Bracket {
    Exact(f64),
    Between(f64, f64),
}

/// A distance as it is ranked: whole millimetres.
fn millimetres(metres: f64) -> u64 {
    (metres * 1000.0).round() as u64
}

/// [`fast_key`] with the upper end of the candidate's distance bracket.
fn fast_key_high(r: &Ranked) -> (std::cmp::Reverse<u32>, bool, u64, std::cmp::Reverse<u8>, usize) {
    let (score, none, low, affinity, index) = fast_key(r);
    (score, none, r.unresolved_high_mm.unwrap_or(low), affinity, index)
}

/// The rank of a candidate as integers: ids compare by their position (locations are held in id
/// order).
fn fast_key(r: &Ranked) -> (std::cmp::Reverse<u32>, bool, u64, std::cmp::Reverse<u8>, usize) {
    (
        std::cmp::Reverse(r.score),
        r.distance_mm.is_none(),
        r.distance_mm.unwrap_or(0),
        std::cmp::Reverse(r.affinity),
        r.index,
    )
}

/// Keeps the `n` smallest elements under `order` (unsorted), in linear time.
fn keep_first<T>(items: &mut Vec<T>, n: usize, order: impl FnMut(&T, &T) -> std::cmp::Ordering) {
    if items.len() > n {
        if n > 0 {
            items.select_nth_unstable_by(n - 1, order);
        }
        items.truncate(n);
    }
}

fn horizon_notice(limits: &Limits) -> Message {
    Message::info(
        "schedule_horizon_exceeded",
        format!(
            "filters.hours.open_at is more than {} ahead, beyond the schedules this business publishes, so no \
             location can be shown to be open then.",
            count(usize::try_from(limits.schedule_horizon_days).unwrap_or_default(), "day", "days")
        ),
    )
    .at("$.filters.hours.open_at")
}

#[cfg(test)]
#[path = "scan_equivalence.rs"]
mod scan_equivalence;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Business;
    use crate::location::model::Location;
    use proptest::prelude::*;

    fn index(ids: &[String]) -> LocationIndex {
        let location = |id: &String| Location::bare(id);
        LocationIndex::new(std::sync::Arc::new(Business {
            name: "t".into(),
            website: "https://t.example".into(),
            gid_authority: "t".into(),
            languages: vec!["en".into()],
            currency: "USD".into(),
            locations: ids.iter().map(location).collect(),
            ..Business::default()
        }))
    }

    proptest! {
        /// The integer ordering used to rank candidates is exactly the cursor's ordering.
        #[test]
        fn fast_ordering_matches_the_cursor_ordering(
            ids in proptest::collection::btree_set("[a-z_0-9]{1,8}", 2..12),
            ranks in proptest::collection::vec((0u32..3, proptest::option::of(0u64..3), 0u8..3), 12),
        ) {
            let ids: Vec<String> = ids.into_iter().collect();
            let index = index(&ids);
            let ranked: Vec<Ranked> = ids
                .iter()
                .enumerate()
                .map(|(i, _)| {
                    let (score, distance_mm, affinity) = ranks[i];
                    Ranked { score, distance_mm, unresolved_high_mm: None, affinity, index: i }
                })
                .collect();
            for a in &ranked {
                for b in &ranked {
                    prop_assert_eq!(
                        fast_key(a).cmp(&fast_key(b)),
                        rank_order(index.parts(a), index.parts(b))
                    );
                }
            }
        }
    }
}
