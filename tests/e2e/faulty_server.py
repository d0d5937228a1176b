"""A deliberately faulty UCP business: a reverse proxy in front of a real `concierge serve` that
breaks exactly one rule (`--fault NAME`), so `concierge check` can be shown to catch each fault.

The backend must advertise the proxy's address as its endpoints
(`CONCIERGE__SERVER__PUBLIC_BASE_URL=http://127.0.0.1:PROXY_PORT`), so that every call the
checker makes goes through the proxy. Standard library only.

    python faulty_server.py --backend http://127.0.0.1:8080 --listen 127.0.0.1:8081 --fault drop-amenity
"""

import argparse
import copy
import http.client
import json
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def _locations(body):
    return body.get("locations") if isinstance(body, dict) and isinstance(body.get("locations"), list) else []


def _without_messages(body, code):
    if isinstance(body.get("messages"), list):
        body["messages"] = [m for m in body["messages"] if m.get("code") != code]
        if not body["messages"]:
            del body["messages"]


class Faults:
    """Each fault is a method taking (proxy, request, response) and mutating the response
    (or the request, for `before_*`). `request` = {method, path, headers, json};
    `response` = {status, headers, json or None, raw}."""

    NAMES = [
        "none", "profile-redirect", "undated-version", "no-cache-headers", "distance-beyond-max",
        "drop-amenity", "open-at-wrong", "page-duplicate", "lookup-no-dedup", "ask-no-plain",
        "ask-claims-success", "ask-bogus-id-ok", "idempotency-ignored", "schema-invalid", "no-challenge",
        "tampered-signature", "poppy-foreign-domain", "poppy-entry-elsewhere", "version-accepted", "mcp-only",
    ]

    def __init__(self):
        self.last_page_tail = None  # for page-duplicate: the last location of the previous page
        self.lock = threading.Lock()

    # -- request-side faults -------------------------------------------------------------------

    def before(self, fault, request):
        if fault == "profile-redirect" and request["method"] == "GET" and request["path"] == "/.well-known/ucp":
            return {"status": 302, "headers": [("Location", "/.well-known/ucp/draft"), ("Content-Length", "0")],
                    "json": None, "raw": b""}
        if fault == "idempotency-ignored":
            request["headers"] = [(k, v) for k, v in request["headers"] if k.lower() != "idempotency-key"]
        return None

    # -- response-side faults ------------------------------------------------------------------

    def after(self, fault, request, response):
        path, body, req = request["path"], response["json"], request["json"] or {}
        is_profile = request["method"] == "GET" and path == "/.well-known/ucp"
        search = path.endswith("/locations/search") and response["status"] == 200 and isinstance(body, dict)
        lookup = path.endswith("/locations/lookup") and response["status"] == 200 and isinstance(body, dict)
        ask = path.endswith("/ask") and response["status"] == 200 and isinstance(body, dict)

        if fault == "mcp-only" and request["method"] == "GET" and path.startswith("/.well-known/ucp") \
                and isinstance(body, dict):
            # Not a fault: a business that offers MCP only (its profiles list no REST service).
            services = body["ucp"]["services"].get("dev.ucp.common", [])
            body["ucp"]["services"]["dev.ucp.common"] = [e for e in services if e.get("transport") != "rest"]
        elif fault == "undated-version" and is_profile and isinstance(body, dict):
            body["ucp"]["version"] = "draft"
        elif fault == "no-cache-headers" and is_profile:
            response["headers"] = [(k, v) for k, v in response["headers"]
                                   if k.lower() not in ("cache-control", "etag", "last-modified")]
        elif fault == "distance-beyond-max" and search and "distance" in req:
            center, locs = req["distance"]["center"], _locations(body)
            if locs:
                # Half a degree of latitude (about 55 km) from the center: beyond any max we send.
                locs[0]["geo"] = {"latitude": center["latitude"] + 0.5 if center["latitude"] < 89 else 0.0,
                                  "longitude": center["longitude"]}
        elif fault == "drop-amenity" and search and req.get("filters", {}).get("amenities"):
            key = req["filters"]["amenities"][0]
            for loc in _locations(body)[:1]:
                loc.get("amenities", {}).pop(key, None)
        elif fault == "open-at-wrong" and search and req.get("filters", {}).get("hours"):
            for loc in _locations(body)[:1]:
                # A schedule that is closed at almost every instant: Mondays 03:00-03:01 local.
                loc["hours"] = [{"day": "monday", "opens": "03:00", "closes": "03:01"}]
                loc.pop("exception_hours", None)
        elif fault == "page-duplicate" and search:
            locs = _locations(body)
            with self.lock:
                if req.get("pagination", {}).get("cursor") and self.last_page_tail is not None and locs:
                    locs.insert(0, copy.deepcopy(self.last_page_tail))
                    locs.pop()  # keep the page size
                self.last_page_tail = copy.deepcopy(locs[-1]) if locs else None
        elif fault == "lookup-no-dedup" and lookup:
            locs = _locations(body)
            if locs:
                locs.append(copy.deepcopy(locs[0]))
        elif fault == "ask-no-plain" and ask:
            answer = body.get("answer", {})
            answer.pop("plain", None)
            if not answer:
                answer["markdown"] = "(answer withheld)"
        elif fault == "ask-claims-success" and ask and "cancel" in str(req.get("query", "")).lower():
            body["answer"] = {"plain": "Done! I cancelled your order."}
            _without_messages(body, "operation_not_performed")
        elif fault == "ask-bogus-id-ok" and ask and req.get("ids"):
            _without_messages(body, "not_found")
        elif fault == "schema-invalid" and search:
            body["ucp"]["version"] = 20260825  # a number where the schema requires a dated string
        elif fault == "tampered-signature" and lookup:
            for loc in _locations(body)[:1]:
                loc["name"] = loc.get("name", "") + " (tampered)"  # signature headers kept as signed
        elif fault == "poppy-foreign-domain" and path == "/.well-known/poppy.json" and isinstance(body, dict):
            body["organization"]["domain"] = "shop.example"  # speaks for a host that did not serve it
        elif fault == "poppy-entry-elsewhere" and path == "/.well-known/poppy.json" and isinstance(body, dict):
            for p in body.get("agent", {}).get("protocols", []):
                if p.get("type") == "ucp":
                    p["endpoint"] = "https://elsewhere.example/.well-known/ucp"
        elif fault == "version-accepted" and response["status"] == 422 and "version_unsupported" in str(body):
            # Waves an unsupported platform version through: an empty result instead of the error.
            response["status"] = 200
            response["json"] = {"ucp": {"version": "2026-08-25", "capabilities": {}}, "locations": []}
        elif fault == "no-challenge":
            response["headers"] = [(k, v) for k, v in response["headers"] if k.lower() != "www-authenticate"]


class Proxy:
    """The proxy: `Proxy(backend, fault).start()` listens on 127.0.0.1 (port 0 = any) in a thread."""

    HOP = {"connection", "keep-alive", "transfer-encoding", "content-length", "host", "te", "trailer", "upgrade"}

    def __init__(self, backend, fault="none", port=0):
        if fault not in Faults.NAMES:
            raise ValueError(f"unknown fault {fault!r}; one of {Faults.NAMES}")
        self.backend = urllib.parse.urlsplit(backend)
        self.fault = fault
        self.faults = Faults()
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):
                pass

            def _handle(self):
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    parsed = json.loads(raw) if raw else None
                except ValueError:
                    parsed = None
                request = {"method": self.command, "path": urllib.parse.urlsplit(self.path).path,
                           "headers": [(k, v) for k, v in self.headers.items() if k.lower() not in Proxy.HOP],
                           "json": parsed}
                response = proxy.faults.before(proxy.fault, request)
                if response is None:
                    response = proxy.forward(self.command, self.path, request["headers"], raw)
                    original = copy.deepcopy(response["json"])
                    proxy.faults.after(proxy.fault, request, response)
                    if response["json"] == original:
                        response["json"] = None  # unchanged: the backend's bytes go out as they came
                body = response["raw"] if response["json"] is None else json.dumps(response["json"]).encode()
                if body != response["raw"] and proxy.fault != "tampered-signature":
                    # A body the proxy rewrote no longer matches the backend's digest and signature.
                    response["headers"] = [(k, v) for k, v in response["headers"]
                                           if k.lower() not in ("content-digest", "signature", "signature-input")]
                self.send_response(response["status"])
                for k, v in response["headers"]:
                    if k.lower() not in Proxy.HOP:
                        self.send_header(k, v)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = do_OPTIONS = _handle

        self.server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.port = self.server.server_address[1]
        self.base = f"http://127.0.0.1:{self.port}"

    def forward(self, method, path, headers, raw):
        conn = http.client.HTTPConnection(self.backend.hostname, self.backend.port, timeout=30)
        try:
            conn.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
            conn.putheader("Host", self.backend.netloc)
            for k, v in headers:
                if k.lower() != "accept-encoding":
                    conn.putheader(k, v)
            conn.putheader("Content-Length", str(len(raw)))
            conn.endheaders(raw)
            r = conn.getresponse()
            data = r.read()
            content_type = r.getheader("Content-Type", "")
            parsed = None
            if data and content_type.startswith("application/json"):
                try:
                    parsed = json.loads(data)
                except ValueError:
                    parsed = None
            return {"status": r.status, "headers": r.getheaders(), "json": parsed, "raw": data}
        finally:
            conn.close()

    def start(self):
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--backend", required=True, help="the real server's base URL")
    parser.add_argument("--listen", default="127.0.0.1:0", help="loopback address to listen on")
    parser.add_argument("--fault", default="none", choices=Faults.NAMES)
    args = parser.parse_args()
    host, port = args.listen.rsplit(":", 1)
    if host not in ("127.0.0.1", "localhost"):
        parser.error("the faulty server listens on loopback only")
    proxy = Proxy(args.backend, args.fault, int(port))
    print(f"faulty server ({args.fault}) at {proxy.base} in front of {args.backend}", flush=True)
    proxy.server.serve_forever()


if __name__ == "__main__":
    main()
