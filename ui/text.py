"""Showing corpus and user text safely: escaped Markdown, never HTML."""

from __future__ import annotations

import re

_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]()|<>~$])")
_LINE_START = re.compile(r"(?:^|(?<=\r))([ \t]*)([-+#>=]|\d+(?=[.)]))", re.MULTILINE)  # CR ends a line too


def plain(text: str) -> str:
    """Escape Markdown so text shows verbatim (no formatting, links, HTML, math or directives)."""
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", text)
    return _LINE_START.sub(_escape_line_start, escaped)


def _escape_line_start(match: re.Match[str]) -> str:
    """'- x' → '\\- x' (not a list); '1. x' → '1\\. x' (not a numbered list)."""
    indent, token = match.group(1), match.group(2)
    return f"{indent}{token}\\" if token.isdigit() else f"{indent}\\{token}"


_BULLET_RE = re.compile(r"^(\s*(?:[-*]|\d{1,2}\.)\s+)(.*)$")
_BOLD_RE = re.compile(r"\*\*(.+?)\*\*")


def safe_markdown(text: str) -> str:
    """An answer's light formatting (list bullets, **bold**) kept, everything else escaped: quoted
    corpus text or model output can never become a link, an image, HTML or a directive."""
    lines = []
    for line in text.splitlines():
        bullet = ""
        match = _BULLET_RE.match(line)
        if match:
            bullet, line = match.group(1).replace("*", "-"), match.group(2)
        pieces, last = [], 0
        for bold in _BOLD_RE.finditer(line):
            pieces.append(plain(line[last : bold.start()]))
            pieces.append(f"**{plain(bold.group(1))}**")
            last = bold.end()
        pieces.append(plain(line[last:]))
        lines.append(bullet + "".join(pieces))
    # citation markers stay readable: "[1]" is no link once "(" is escaped — except at a line start
    # or before ":", where "[1]: url" would define a link
    joined = "\n".join(lines)
    return _MARKER_RE.sub(lambda m: m.group(0) if _defines_link(joined, m) else f"[{m.group(1)}]", joined)


_MARKER_RE = re.compile(r"\\\[(\d{1,3})\\\]")


def _defines_link(text: str, match: re.Match[str]) -> bool:
    at_line_start = match.start() == 0 or text[match.start() - 1] == "\n"
    return at_line_start or text[match.end() : match.end() + 1] == ":"


def about_duration(seconds: float) -> str:
    """A rough duration as a reader says it: "unos 40 s", "unos 45 min", "unas 3 h"."""
    if seconds < 90:
        return f"unos {max(1, round(seconds))} s"
    if seconds < 90 * 60:
        return f"unos {round(seconds / 60)} min"
    return f"unas {round(seconds / 3600)} h"
