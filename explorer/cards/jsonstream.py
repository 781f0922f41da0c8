"""Read a large JSON file one value at a time, in bounded memory.

Scryfall's bulk files are JSON arrays of hundreds of MB: ``json.load`` would hold the text and
every parsed card at once. :class:`JsonStream` reads the file in chunks, decodes them
incrementally, and hands out one value at a time with ``json.JSONDecoder.raw_decode``; the text
before the current position is dropped as it goes, so memory stays at a chunk plus the value
being read.

Every problem is a :class:`StreamError` that says what was expected and where: the byte offset
in the file (``StreamError.offset``), never a traceback.
"""

from __future__ import annotations

import codecs
import json
import sys
from collections.abc import Callable
from typing import Any, BinaryIO

CHUNK = 1 << 16  # bytes read at a time: small chunks keep the text held (and copied) small
# No card object comes near this: a value still incomplete after this many characters is
# broken JSON, and reading on to the end of the file to find that out would hold it all.
MAX_VALUE = 32 << 20
_WHITESPACE = " \t\n\r"
# A decoding error this close to the end of the text read so far may be the chunk's end cutting
# a literal ("tru", "1.", "\\u00"): read on before calling it an error.
_NEAR_END = 16


class StreamError(ValueError):
    """Text that isn't the JSON expected: ``reason`` in words, ``offset`` the byte it is at."""

    def __init__(self, reason: str, offset: int) -> None:
        super().__init__(f"{reason} (byte {offset:,})")
        self.reason = reason
        self.offset = offset


class _Constant(Exception):
    """NaN or Infinity: Python reads them, JSON has no such numbers."""


def _no_constant(name: str) -> Any:
    raise _Constant(name)


class JsonStream:
    """A cursor over the JSON text of a binary file. ``progress(bytes_read)`` is called after
    each chunk."""

    def __init__(self, f: BinaryIO, progress: Callable[[int], object] | None = None,
                 chunk: int = CHUNK) -> None:
        self._file = f
        self._progress = progress
        self._chunk = chunk
        self._decoder = codecs.getincrementaldecoder("utf-8")("strict")
        self._json = json.JSONDecoder(parse_constant=_no_constant)
        self.buf = ""
        self.pos = 0  # the cursor, in characters of buf
        self._base = 0  # the byte offset of buf[0] in the file
        self._mark = (0, 0)  # a position in buf and its byte offset, to count on from
        self._read = 0  # bytes read from the file so far
        self.eof = False
        self._started = False

    # -- reading -------------------------------------------------------------------------------
    def _more(self, at_least: int = 0) -> bool:
        """Read another chunk (at least ``at_least`` bytes); False at the end of the file. The
        text before the cursor is dropped first."""
        if self.eof:
            return False
        if self.pos:
            self._base = self.offset(self.pos)
            self.buf = self.buf[self.pos:]
            self.pos = 0
            self._mark = (0, self._base)
        # The first read is large enough to tell UTF-16 or a byte order mark from JSON.
        data = self._file.read(max(self._chunk, at_least, 0 if self._started else 4096))
        start = self._read  # the byte offset of data[0]
        self._read += len(data)
        if not self._started:
            self._started = True
            if data.startswith((b"\xff\xfe", b"\xfe\xff")) or b"\x00" in data[:4096]:
                raise StreamError("UTF-16 or binary data, not UTF-8 JSON text", 0)
            if data.startswith(b"\xef\xbb\xbf"):  # a byte order mark says nothing JSON needs
                data, start = data[3:], 3
                self._base = 3
                self._mark = (0, 3)
        pending = len(self._decoder.getstate()[0])  # bytes of a character cut by the chunk
        try:
            text = self._decoder.decode(data, final=not data)
        except UnicodeDecodeError as e:
            raise StreamError(f"not UTF-8 text (byte 0x{e.object[e.start]:02x})",
                              start - pending + e.start) from None
        self.buf += text
        if self._progress is not None and data:
            self._progress(self._read)
        if not data:
            self.eof = True
        return bool(data)

    def offset(self, pos: int | None = None) -> int:
        """The byte offset in the file of a position in the buffer (the cursor by default).
        Counted on from the last position asked about, so asking as the cursor moves on costs
        only the text in between."""
        pos = self.pos if pos is None else pos
        mark_pos, mark_offset = self._mark
        if pos >= mark_pos:
            found = mark_offset + len(self.buf[mark_pos:pos].encode("utf-8"))
        else:
            found = self._base + len(self.buf[:pos].encode("utf-8"))
        self._mark = (pos, found)
        return found

    # -- tokens --------------------------------------------------------------------------------
    def peek(self) -> str:
        """The next character that isn't whitespace, without taking it; "" at the end."""
        while True:
            buf, n = self.buf, len(self.buf)
            pos = self.pos
            while pos < n and buf[pos] in _WHITESPACE:
                pos += 1
            self.pos = pos
            if pos < n:
                return buf[pos]
            if not self._more():
                return ""

    def take(self, expected: str, what: str) -> None:
        """Take the character ``expected``; else a StreamError saying ``what`` was expected."""
        found = self.peek()
        if found != expected:
            self.fail(what, found)
        self.pos += 1

    def fail(self, what: str, found: str) -> None:
        if not found:
            raise StreamError(f"the file ends where {what} was expected (is it cut short?)",
                              self.offset())
        raise StreamError(f"expected {what}, found {self._excerpt()}", self.offset())

    def _excerpt(self) -> str:
        text = self.buf[self.pos:self.pos + 20]
        return repr(text if len(text) < 20 else text + "…")

    def value(self, what: str = "a JSON value") -> Any:
        """Decode the JSON value at the cursor and move past it."""
        if not self.peek():
            self.fail(what, "")
        while True:
            try:
                value, end = self._json.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as e:
                at = e.pos - self.pos  # where it failed, from the cursor (reading on moves buf)
                cut = e.msg.startswith("Unterminated string") or e.pos >= len(self.buf) - _NEAR_END
                # Near the end of what has been read, it may just be the end of the chunk: read
                # on, unless the value is already too long to be anything but broken.
                if cut and len(self.buf) - self.pos < MAX_VALUE \
                        and self._more(len(self.buf) - self.pos):
                    continue
                failed = min(self.pos + at, len(self.buf))
                if self.eof:  # now "cut" means the file itself ends there
                    cut = e.msg.startswith("Unterminated string") \
                        or failed >= len(self.buf.rstrip(_WHITESPACE))
                where = self.offset(failed)
                if cut and self.eof:
                    raise StreamError(f"the file ends inside {what} (is it cut short?)",
                                      where) from None
                if cut:
                    raise StreamError(f"{what} is not valid JSON or longer than "
                                      f"{MAX_VALUE >> 20} MB ({e.msg})", where) from None
                raise StreamError(f"{what} is not valid JSON: {e.msg}", where) from None
            except _Constant as e:
                raise StreamError(f"{what} holds {e.args[0]}, which is not a JSON number",
                                  self.offset()) from None
            except RecursionError:
                raise StreamError(f"{what} is nested too deeply", self.offset()) from None
            except ValueError:  # an integer longer than Python reads
                raise StreamError(f"{what} holds a number with more digits than Python reads "
                                  f"({sys.get_int_max_str_digits():,})", self.offset()) from None
            # A value that ends exactly at the end of the buffer may go on in the next chunk
            # (a number: "12" of "123").
            if end == len(self.buf) and self._more():
                continue
            self.pos = end
            return value

    def at_end(self) -> bool:
        return self.peek() == ""


def items(stream: JsonStream, what: str = "item [{}]") -> Any:
    """The values of the JSON array at the cursor, one at a time (a generator), with the byte
    offset each starts at: ``(offset, value)``. ``what`` names an item in messages, its index
    in the braces."""
    stream.take("[", "'[' (a list)")
    if stream.peek() == "]":
        stream.pos += 1
        return
    k = 0
    while True:
        stream.peek()  # past the whitespace, to where the value starts
        start = stream.offset()
        yield start, stream.value(what.format(k))
        k += 1
        found = stream.peek()
        if found == ",":
            stream.pos += 1
        elif found == "]":
            stream.pos += 1
            return
        else:
            stream.fail(f"',' or ']' after {what.format(k - 1)}", found)


def members(stream: JsonStream) -> Any:
    """The keys of the JSON object at the cursor, one at a time (a generator): the caller reads
    each value (``stream.value()`` or ``items(stream)``) before asking for the next key."""
    stream.take("{", "'{' (an object)")
    if stream.peek() == "}":
        stream.pos += 1
        return
    while True:
        if stream.peek() != '"':
            stream.fail("a key in double quotes", stream.peek())
        key = stream.value("a key")
        stream.take(":", f"':' after the key {key!r}")
        yield key
        found = stream.peek()
        if found == ",":
            stream.pos += 1
        elif found == "}":
            stream.pos += 1
            return
        else:
            stream.fail(f"',' or '}}' after the value of {key!r}", found)
