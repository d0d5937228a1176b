//! Which network addresses a platform-profile fetch may reach.
//!
//! Profile URLs come from callers, so fetching them is a server-side request forgery risk. UCP
//! requires refusing special-use addresses (RFC 6890): loopback, private, link-local (the cloud
//! metadata address 169.254.169.254 among them), documentation, benchmarking, multicast and
//! reserved ranges, including IPv4 addresses tunnelled inside IPv6. The check runs on every
//! address a name resolves to, so DNS cannot smuggle a private address in.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Whether `ip` is a public unicast address a fetch may connect to.
pub(crate) fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(a == 0                                   // "this network"
        || a == 10                             // private
        || (a == 100 && (64..128).contains(&b)) // shared address space (CGN)
        || a == 127                            // loopback
        || (a == 169 && b == 254)              // link-local, cloud metadata
        || (a == 172 && (16..32).contains(&b)) // private
        || (a == 192 && b == 0 && c == 0)      // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2)      // TEST-NET-1
        || (a == 192 && b == 88 && c == 99)    // 6to4 relay anycast
        || (a == 192 && b == 168)              // private
        || (a == 198 && (18..20).contains(&b)) // benchmarking
        || (a == 198 && b == 51 && c == 100)   // TEST-NET-2
        || (a == 203 && b == 0 && c == 113)    // TEST-NET-3
        || a >= 224) // multicast, reserved, broadcast
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    let s = ip.segments();
    if s[0] == 0x64 && s[1] == 0xff9b {
        // NAT64: judge the embedded IPv4 address.
        return is_public_v4(Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8));
    }
    !(ip.is_unspecified()
        || ip.is_loopback()
        || s[0] & 0xfe00 == 0xfc00           // unique local
        || s[0] & 0xffc0 == 0xfe80           // link-local
        || s[0] & 0xff00 == 0xff00           // multicast
        || (s[0] == 0x2001 && s[1] < 0x0200) // IETF protocol assignments (Teredo, ORCHID, …)
        || (s[0] == 0x2001 && s[1] == 0x0db8) // documentation
        || s[0] == 0x2002                    // 6to4
        || (s[0] == 0x0100 && s[1] == 0 && s[2] == 0 && s[3] == 0) // discard-only
        || s[0] == 0) // IPv4-compatible and other reserved
}

/// Whether `ip` is `127.0.0.1` or `::1`, the loopback addresses the development setting allows
/// (`localhost` resolves to them; `127.0.0.2` is never allowed).
pub(crate) fn is_loopback(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4 == Ipv4Addr::LOCALHOST,
        IpAddr::V6(v6) => v6 == Ipv6Addr::LOCALHOST || v6.to_ipv4_mapped() == Some(Ipv4Addr::LOCALHOST),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn special_use_addresses_are_refused() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "224.0.0.1",
            "255.255.255.255",
            "192.0.2.1",
            "198.18.0.1",
            "::1",
            "::",
            "fe80::1",
            "fc00::1",
            "fd12::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
            "2001:db8::1",
            "2002::1",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip} must be refused");
        }
    }

    #[test]
    fn public_addresses_are_allowed() {
        for ip in
            ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808"]
        {
            assert!(is_public(ip.parse().unwrap()), "{ip} must be allowed");
        }
    }
}
