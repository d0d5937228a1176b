//! A sequential HTTP/1.1 client on one keep-alive connection, for timing a server over loopback,
//! and the floor such timings are compared with.
//!
//! The client writes each request with one `write` and reads the response by its
//! `Content-Length`, and does nothing else, so what a timed request costs beyond the server's own
//! work is the kernel's loopback and little of the client. Responses framed otherwise (chunked,
//! or closing the connection) are refused rather than guessed at: the servers timed here send
//! whole bodies.
//!
//! The [`Floor`] is the least any server can cost: a plain thread that works (spins) as long as
//! it is told and answers with as many bytes as it is told. On a virtual machine a round trip
//! costs more the longer the client waits (an idle virtual CPU halts, and waking it takes the
//! host), so a server is compared with a floor that takes as long, not with an instant echo.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

/// One keep-alive connection to a server.
pub struct Connection {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    host: String,
    request: Vec<u8>,
}

/// A response's status and body.
#[derive(Debug)]
pub struct Reply {
    /// The HTTP status code.
    pub status: u16,
    /// The body as sent.
    pub body: Vec<u8>,
}

impl Connection {
    /// Opens a connection to `addr` (with `TCP_NODELAY`, as HTTP clients set it).
    pub fn open(addr: SocketAddr) -> io::Result<Self> {
        let stream = TcpStream::connect(addr)?;
        stream.set_nodelay(true)?;
        Ok(Self {
            reader: BufReader::new(stream.try_clone()?),
            writer: stream,
            host: addr.to_string(),
            request: Vec::new(),
        })
    }

    /// Sends `POST path` with `headers` (name, value) and a JSON `body`, and reads the reply.
    pub fn post_json(&mut self, path: &str, headers: &[(&str, &str)], body: &[u8]) -> io::Result<Reply> {
        let request = &mut self.request;
        request.clear();
        write!(request, "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n", self.host)?;
        for (name, value) in headers {
            write!(request, "{name}: {value}\r\n")?;
        }
        write!(request, "Content-Length: {}\r\n\r\n", body.len())?;
        request.extend_from_slice(body);
        self.writer.write_all(request)?;
        self.read_reply()
    }

    fn read_reply(&mut self) -> io::Result<Reply> {
        let mut line = String::new();
        self.reader.read_line(&mut line)?;
        let status = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| invalid(format!("not an HTTP status line: {line:?}")))?;
        let mut length = None;
        loop {
            line.clear();
            if self.reader.read_line(&mut line)? == 0 {
                return Err(invalid("the connection closed inside the headers".into()));
            }
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            let (name, value) = header.split_once(':').ok_or_else(|| invalid(format!("not a header: {header:?}")))?;
            if name.eq_ignore_ascii_case("content-length") {
                length = Some(value.trim().parse::<usize>().map_err(|e| invalid(format!("Content-Length: {e}")))?);
            } else if name.eq_ignore_ascii_case("transfer-encoding") {
                return Err(invalid(format!("a body framed by Transfer-Encoding: {}", value.trim())));
            }
        }
        let length = length.ok_or_else(|| invalid("a response without Content-Length".into()))?;
        let mut body = vec![0; length];
        self.reader.read_exact(&mut body)?;
        Ok(Reply { status, body })
    }
}

/// A loopback server on its own thread that answers each request on one connection after
/// spinning for `Busy-Micros` microseconds, with a body of `Reply-Length` bytes (both request
/// headers, 0 when absent). Its thread ends when the connection closes.
pub struct Floor {
    addr: SocketAddr,
}

impl Floor {
    /// Starts the floor on a loopback port; it serves the first connection made to it.
    pub fn start() -> io::Result<Self> {
        let listener = TcpListener::bind("127.0.0.1:0")?;
        let addr = listener.local_addr()?;
        std::thread::Builder::new().name("latency-floor".into()).spawn(move || {
            if let Ok((stream, _)) = listener.accept() {
                // The connection's end, or a malformed request from the one client: done.
                let _ = answer_as_told(stream);
            }
        })?;
        Ok(Self { addr })
    }

    /// Where it listens, for [`Connection::open`].
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

/// Serves `stream` as [`Floor`] describes until it closes.
fn answer_as_told(stream: TcpStream) -> io::Result<()> {
    stream.set_nodelay(true)?;
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut writer = stream;
    let (mut line, mut body, mut reply) = (String::new(), Vec::new(), Vec::new());
    loop {
        let (mut length, mut busy, mut reply_length) = (0, 0, 0);
        loop {
            line.clear();
            if reader.read_line(&mut line)? == 0 {
                return Ok(());
            }
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            let Some((name, value)) = header.split_once(':') else { continue };
            let number = || value.trim().parse::<usize>().map_err(|e| invalid(format!("{name}: {e}")));
            if name.eq_ignore_ascii_case("content-length") {
                length = number()?;
            } else if name.eq_ignore_ascii_case("busy-micros") {
                busy = number()?;
            } else if name.eq_ignore_ascii_case("reply-length") {
                reply_length = number()?;
            }
        }
        body.resize(length, 0);
        reader.read_exact(&mut body)?;
        let started = Instant::now();
        let busy = Duration::from_micros(busy as u64);
        while started.elapsed() < busy {
            std::hint::spin_loop();
        }
        reply.clear();
        write!(reply, "HTTP/1.1 200 OK\r\nContent-Length: {reply_length}\r\n\r\n")?;
        reply.resize(reply.len() + reply_length, b' ');
        writer.write_all(&reply)?;
    }
}

fn invalid(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A server that answers the requests on one connection with `replies` in turn, `{body}`
    /// standing for the request's body.
    fn serve(replies: Vec<&'static str>) -> SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        std::thread::spawn(move || {
            let (stream, _) = listener.accept().unwrap();
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut writer = stream;
            for reply in replies {
                let mut length = 0;
                loop {
                    let mut line = String::new();
                    reader.read_line(&mut line).unwrap();
                    if let Some(v) = line.strip_prefix("Content-Length: ") {
                        length = v.trim().parse().unwrap();
                    }
                    if line == "\r\n" {
                        break;
                    }
                }
                let mut body = vec![0; length];
                reader.read_exact(&mut body).unwrap();
                let reply = reply.replace("{body}", std::str::from_utf8(&body).unwrap());
                writer.write_all(reply.as_bytes()).unwrap();
            }
        });
        addr
    }

    #[test]
    fn requests_share_one_connection_and_bodies_are_read_by_length() {
        let addr = serve(vec![
            "HTTP/1.1 200 OK\r\ncontent-length: 8\r\n\r\n{body}",
            "HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\nX-A: b\r\n\r\nno",
        ]);
        let mut c = Connection::open(addr).unwrap();
        let first = c.post_json("/a", &[("Request-Id", "1")], br#"{"a":12}"#).unwrap();
        assert_eq!((first.status, first.body.as_slice()), (200, br#"{"a":12}"#.as_slice()));
        let second = c.post_json("/b", &[], b"{}").unwrap();
        assert_eq!((second.status, second.body.as_slice()), (404, b"no".as_slice()));
    }

    #[test]
    fn the_floor_answers_as_long_and_as_large_as_told() {
        let floor = Floor::start().unwrap();
        let mut c = Connection::open(floor.addr()).unwrap();
        let started = Instant::now();
        let reply = c.post_json("/x", &[("Busy-Micros", "20000"), ("Reply-Length", "5")], b"{}").unwrap();
        assert!(started.elapsed() >= Duration::from_millis(20), "{:?}", started.elapsed());
        assert_eq!((reply.status, reply.body.as_slice()), (200, b"     ".as_slice()));
        let reply = c.post_json("/y", &[], br#"{"a":1}"#).unwrap();
        assert_eq!((reply.status, reply.body.len()), (200, 0), "untold: no work, no body");
    }

    #[test]
    fn a_chunked_body_is_refused_not_misread() {
        let addr = serve(vec!["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n"]);
        let err = Connection::open(addr).unwrap().post_json("/", &[], b"{}").unwrap_err();
        assert!(err.to_string().contains("Transfer-Encoding"), "{err}");
    }
}
