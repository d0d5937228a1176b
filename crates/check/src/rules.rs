//! The catalogue of checks: every finding id with the spec file and section it checks.
//!
//! Files: `location-mcp-binding.txt`, `ask-capability.txt`, `ask-mcp-binding.txt`,
//! `ask-schema.json` are the spec texts (headings are their `¶` sections);
//! `ucp-rules.md` digests the UCP overview, REST binding, Location search/lookup and identity
//! linking pages, which the spec folder does not hold as text (its `§` numbers).

use crate::report::{Check, Level};

const LOC: &str = "location-mcp-binding.txt";
const ASK: &str = "ask-capability.txt";
const ASK_MCP: &str = "ask-mcp-binding.txt";
const RULES: &str = "ucp-rules.md";
const POPPY: &str = "poppy-ucp-extension.txt";

macro_rules! check {
    ($name:ident, $id:literal, $file:expr, $section:literal, $level:ident, $expects:literal) => {
        #[doc = concat!("`", $id, "`: ", $expects)]
        pub const $name: Check =
            Check { id: $id, file: $file, section: $section, level: Level::$level, expects: $expects };
    };
}

// The Personal Agent Protocol's `ucp` extension.
check!(
    POPPY_DISCOVERY,
    "poppy.discovery",
    POPPY,
    "§3 Discovery and negotiation (and §2: the profile and poppy.json on the same host)",
    Must,
    "poppy.json speaks for the host that serves it, the UCP profile there does not redirect, and the issuer's documents agree"
);
check!(
    POPPY_UCP_ENTRY,
    "poppy.ucp_entry",
    POPPY,
    "§5 Conversations through Ask",
    Must,
    "a ucp entry in agent.protocols names the UCP profile, and the business lists the extension and offers Ask"
);

// Discovery.
check!(
    PROFILE_FETCH,
    "profile.fetch",
    RULES,
    "§1.1 Business profile (Serving the profile)",
    Must,
    "GET /.well-known/ucp answers 200 with a JSON object"
);
check!(
    PROFILE_NO_REDIRECT,
    "profile.no_redirect",
    RULES,
    "§1.1 Business profile (Serving the profile: no redirects)",
    Must,
    "the profile is served directly, never through a 3xx redirect"
);
check!(
    PROFILE_VERSION,
    "profile.version",
    RULES,
    "§1.1 Business profile (`ucp.version` pattern ^\\d{4}-\\d{2}-\\d{2}$) and §0",
    Must,
    "ucp.version is a dated YYYY-MM-DD version, never \"draft\""
);
check!(
    PROFILE_SCHEMA,
    "profile.schema",
    RULES,
    "§1.1 Business profile (profile.json#/$defs/business_schema)",
    Must,
    "the profile validates against the published business profile schema"
);
check!(
    PROFILE_SERVICES,
    "profile.services",
    RULES,
    "§1.1 Business profile (Registries: service entries)",
    Must,
    "dev.ucp.common has service entries (arrays) with transport rest/mcp and an https endpoint not ending in /"
);
check!(
    PROFILE_VERSIONS_CONSISTENT,
    "profile.capability_versions",
    RULES,
    "§0 Version rules (every dev.ucp.* entry carries version == ucp.version)",
    Must,
    "every dev.ucp.* service and capability entry has version equal to ucp.version"
);
check!(
    PROFILE_SUPPORTED_VERSIONS,
    "profile.supported_versions",
    RULES,
    "§1.1 Business profile (ucp.supported_versions)",
    Must,
    "each supported_versions target is fetchable (200, no redirect), on the same host, a leaf profile whose ucp.version equals its key"
);
check!(
    PROFILE_CACHE_CONTROL,
    "profile.cache_control",
    RULES,
    "§1.1 Business profile (Serving the profile: Cache-Control)",
    Must,
    "Cache-Control: public with max-age >= 60, never private, no-store or no-cache"
);
check!(
    PROFILE_VALIDATOR,
    "profile.validator",
    RULES,
    "§1.1 Business profile (Serving the profile: ETag or Last-Modified)",
    Should,
    "an ETag or Last-Modified validator on the profile"
);
check!(
    PROFILE_CONDITIONAL,
    "profile.conditional_get",
    RULES,
    "§1.1 Business profile (Serving the profile: validators, RFC 9110 §13)",
    Should,
    "a conditional GET with the validator (If-None-Match / If-Modified-Since) answers 304"
);

check!(
    PROFILE_POST_REFUSED,
    "profile.post_refused",
    RULES,
    "§3 REST binding (a POST to /.well-known/ucp should get 400/404/405/415)",
    Should,
    "a POST to /.well-known/ucp is refused with 400, 404, 405 or 415"
);

// Negotiation errors.
check!(
    NEG_REST_MISSING_AGENT,
    "negotiation.rest.missing_agent",
    RULES,
    "§1.5 Negotiation and discovery errors (invalid_profile_url) and §1.3",
    Must,
    "a REST request without UCP-Agent gets 400 with code invalid_profile_url"
);
check!(
    NEG_REST_UNREACHABLE,
    "negotiation.rest.unreachable_profile",
    RULES,
    "§1.5 Negotiation and discovery errors (profile_unreachable)",
    Must,
    "a REST request naming a profile that cannot be retrieved gets 424 profile_unreachable (or 400 invalid_profile_url)"
);
check!(
    NEG_MCP_MISSING_META,
    "negotiation.mcp.missing_meta",
    LOC,
    "Protocol Fundamentals › Request Metadata (and ucp-rules.md §2 error mapping)",
    Must,
    "a tools/call without meta[\"ucp-agent\"].profile gets a JSON-RPC error (-32602 or -32001) whose data carries a UCP code"
);
check!(
    NEG_MCP_UNREACHABLE,
    "negotiation.mcp.unreachable_profile",
    RULES,
    "§1.5 Negotiation and discovery errors (MCP: -32001 with data.code)",
    Must,
    "a tools/call naming an unretrievable profile gets JSON-RPC error -32001 with data.code profile_unreachable or invalid_profile_url"
);
check!(
    NEG_VERSION_UNSUPPORTED,
    "negotiation.version_unsupported",
    RULES,
    "§1.4 Negotiation on the Business side (version check) and §1.5 (version_unsupported)",
    Must,
    "a request naming a profile whose UCP version the business does not support gets 422 version_unsupported (REST) and -32001 with data.code version_unsupported (MCP)"
);
check!(
    NEG_PROFILE_MALFORMED,
    "negotiation.profile_malformed",
    RULES,
    "§1.5 Negotiation and discovery errors (profile_malformed)",
    Must,
    "a request naming a profile that is not JSON gets 422 profile_malformed (REST) and -32001 with data.code profile_malformed (MCP)"
);

check!(
    NEG_REST_AGENT_PARAMETERS,
    "negotiation.rest.agent_parameters",
    RULES,
    "§1.3 How the Platform identifies itself (UCP-Agent is a Dictionary: tolerate extra parameters)",
    Must,
    "UCP-Agent: profile=\"…\"; version=\"…\" (an extra parameter) is accepted like profile alone"
);

// MCP binding.
check!(
    MCP_PLAIN_LIST,
    "mcp.plain.tools_list",
    LOC,
    "Tools (and ucp-rules.md §2: tools/list without initialize)",
    Must,
    "a plain POST tools/list, with no initialize and no session, lists search_locations and lookup_locations for the advertised capabilities"
);
check!(
    MCP_PLAIN_CALL,
    "mcp.plain.tools_call",
    LOC,
    "search_locations › Binding envelope example (and ucp-rules.md §2 Response)",
    Must,
    "a plain tools/call answers a JSON-RPC result with the UCP payload in structuredContent (and the same JSON as text content)"
);
check!(
    MCP_HANDSHAKE,
    "mcp.handshake",
    RULES,
    "§2 MCP binding (general): the normal MCP lifecycle, initialize, tools/list, tools/call",
    Must,
    "initialize (protocolVersion 2025-11-25), notifications/initialized, then tools/call (with Mcp-Session-Id if one was issued) succeeds"
);
check!(
    MCP_STATELESS_2026,
    "mcp.stateless_2026",
    RULES,
    "§2 MCP binding (general): UCP pins no MCP protocolVersion; MCP 2026-07-28 stateless requests",
    Should,
    "a 2026-07-28 request (MCP-Protocol-Version header, _meta, Mcp-Method/Mcp-Name, no initialize) is answered, or refused with the MCP version error"
);
check!(
    MCP_ASK_CALL,
    "mcp.ask.tools_call",
    ASK_MCP,
    "ask_business › Ask Example (and Conformance: a successful result with a populated answer)",
    Must,
    "a plain tools/call ask_business answers structuredContent with answer.plain (and the same JSON as text content)"
);
check!(
    MCP_ASK_TOOL,
    "mcp.ask.tools_list",
    ASK_MCP,
    "Conformance (expose ask_business when dev.ucp.common.ask is advertised)",
    Must,
    "tools/list at the draft profile's MCP endpoint lists ask_business"
);

// REST binding.
check!(
    REST_SEARCH,
    "rest.search",
    RULES,
    "§3 REST binding (POST {endpoint}/locations/search, 200, application/json)",
    Must,
    "POST /locations/search answers 200 application/json with a UCP envelope naming dev.ucp.common.location.search"
);
check!(
    REST_LOOKUP,
    "rest.lookup",
    RULES,
    "§3 REST binding (POST {endpoint}/locations/lookup)",
    Must,
    "POST /locations/lookup answers 200 application/json with a UCP envelope naming dev.ucp.common.location.lookup"
);

// Schemas of responses.
check!(
    SCHEMA_SEARCH,
    "schema.search_response",
    LOC,
    "search_locations › Response Schema",
    Must,
    "every successful search response validates against location_search.json#/$defs/search_response"
);
check!(
    SCHEMA_LOOKUP,
    "schema.lookup_response",
    LOC,
    "lookup_locations › Response Schema",
    Must,
    "every successful lookup response validates against location_lookup.json#/$defs/lookup_response"
);
check!(
    SCHEMA_ASK,
    "schema.ask_response",
    "ask-schema.json",
    "$defs/ask_response",
    Must,
    "every successful ask response validates against ask.json#/$defs/ask_response"
);
check!(
    SCHEMA_ERROR,
    "schema.error_response",
    LOC,
    "Entities › Error Response",
    Must,
    "every error body in the UCP error_response shape (ucp + messages) validates against types/error_response.json"
);

// Signatures.
check!(
    SIG_RESPONSE,
    "signatures.response",
    RULES,
    "§6.3 HTTP message signatures (Response signing: @status, content-digest, content-type; keys[] of the signer's profile)",
    Must,
    "every signed response verifies under a key in the business profile's keys[], covers @status (and content-digest, content-type with a body), and its Content-Digest matches the body"
);

// Location.
check!(
    LOC_DISTANCE,
    "location.distance.within_max",
    LOC,
    "Entities › Location Distance (max: inclusive maximum, metres)",
    Must,
    "every distance-search result lies within max metres of center by the WGS-84 geodesic"
);
check!(
    LOC_AMENITIES,
    "location.amenities.present",
    LOC,
    "Entities › Location Filter (amenities: every supplied identifier as an exact key)",
    Must,
    "every result of an amenities-filtered search has each requested key in its amenities map"
);
check!(
    LOC_OPEN_AT,
    "location.open_at.agrees",
    LOC,
    "Entities › Location Filter (hours: evaluated at the one supplied instant) and ucp-rules.md §4.1/§4.3",
    Must,
    "every open_at result is provably open at the instant by its returned hours, exception_hours and timezone"
);
check!(
    LOC_PAGE_DUPLICATES,
    "location.pagination.no_duplicates",
    LOC,
    "Conformance (cursor-based pagination for Search)",
    Must,
    "following cursors until has_next_page is false never returns a location twice"
);
check!(
    LOC_PAGE_COMPLETE,
    "location.pagination.complete",
    LOC,
    "Conformance (cursor-based pagination for Search)",
    Must,
    "the union of the pages equals the single large-page result of the same search"
);
check!(
    LOC_LOOKUP_DEDUP,
    "location.lookup.dedup",
    LOC,
    "lookup_locations › Request Arguments (the Business resolves and deduplicates ids)",
    Must,
    "a lookup with a repeated id returns each Location at most once"
);
check!(
    LOC_LOOKUP_INPUTS,
    "location.lookup.inputs",
    LOC,
    "Entities › Lookup Location (inputs: each entry preserves one identifier exactly as supplied)",
    Must,
    "each returned Location carries inputs naming request ids exactly as supplied, and every resolving id is listed"
);
check!(
    LOC_LOOKUP_UNKNOWN,
    "location.lookup.unknown_ids",
    LOC,
    "Conformance (unknown identifiers result in fewer or no Locations; successful result)",
    Must,
    "unknown ids give a successful result with fewer Locations, never an error and never in any inputs"
);

check!(
    LOC_LOOKUP_BATCH,
    "location.lookup.batch_limit",
    LOC,
    "Conformance (a Lookup over the batch maximum: success, the first maximum distinct ids in request order, info batch_limit_applied)",
    Must,
    "an oversized lookup succeeds; ids beyond the cap are not evaluated and batch_limit_applied says so; ids within it are resolved"
);

check!(
    LOC_INPUT_VALIDATION,
    "location.input_validation",
    LOC,
    "Conformance (validate tool inputs against UCP schemas) and Error Handling › Transport Errors",
    Must,
    "a schema-invalid request (distance.max -5) is refused: REST 400, MCP JSON-RPC error -32602"
);
check!(
    LOC_UNSUPPORTED_FILTER,
    "location.filters.unsupported",
    RULES,
    "§4.1 Search (an unsupported filter MUST be rejected with an actionable error, never ignored)",
    Must,
    "a search with an unknown custom filter key is rejected with an error, not answered as if the filter held"
);
check!(
    LOC_EMPTY_RESULT,
    "location.empty_result",
    RULES,
    "§4.1 Search (Empty result: a valid search with no match returns locations [] with no message)",
    Should,
    "a valid search that matches nothing (1 m around Point Nemo) succeeds with locations [] and no error"
);

// Ask.
check!(
    ASK_PLAIN,
    "ask.answer.plain",
    ASK,
    "Answer (a Business MUST include plain in every answer)",
    Must,
    "every ask response has answer.plain, a non-empty string"
);
check!(
    ASK_OPERATION_TEXT,
    "ask.operation.not_performed",
    ASK,
    "Overview (ask answers; it does not act)",
    Must,
    "an action request gets an answer stating plainly that nothing was done, never a claim that it was"
);
check!(
    ASK_OPERATION_MESSAGE,
    "ask.operation.message",
    ASK,
    "Messages and Error Handling › Well-Known Codes (operation_not_performed)",
    May,
    "an action request carries an info message with code operation_not_performed"
);
check!(
    ASK_IDS_UNRESOLVED,
    "ask.ids.unresolved",
    ASK,
    "Scoping a Question (a Business that does not recognize an identifier still answers what it can)",
    Must,
    "a bogus id in ids still gets a successful answer"
);
check!(
    ASK_IDS_NOT_FOUND,
    "ask.ids.not_found",
    ASK,
    "Scoping a Question (MAY note the unresolved reference with an informational message)",
    May,
    "a bogus id in ids is noted with an info message (not_found)"
);
check!(
    ASK_CONVERSATION_CONTINUE,
    "ask.conversation.continue",
    ASK,
    "Conversation (a Platform replays that conversation on a follow-up)",
    Must,
    "a second turn replaying the returned conversation id is answered"
);
check!(
    ASK_CONVERSATION_UNKNOWN,
    "ask.conversation.unknown",
    ASK,
    "Conversation (an unresolved id: SHOULD start a new conversation and add an informational message)",
    Should,
    "an unknown conversation id starts a new conversation and is noted with an info message"
);
check!(
    ASK_IDEMPOTENT_REPLAY,
    "ask.idempotency.replay",
    ASK,
    "Conversation (a retried turn returns the earlier answer; MUST NOT append a second turn) and ucp-rules.md §2.1",
    Must,
    "the same Idempotency-Key with the same body returns the earlier response"
);
check!(
    ASK_IDEMPOTENT_CONFLICT,
    "ask.idempotency.conflict",
    RULES,
    "§2.1 Idempotency (a duplicate key with a different payload: 409 / -32000)",
    Must,
    "the same Idempotency-Key with a different body gets 409"
);
check!(
    ASK_ACCESS,
    "ask.access.protected",
    ASK,
    "Access and Messages and Error Handling (insufficient_scope); ucp-rules.md §6.2 Challenges",
    Must,
    "a signed-out question about the buyer's own order discloses nothing protected: an insufficient_scope/identity_required message, or a 401/403 challenge with WWW-Authenticate: Bearer"
);
