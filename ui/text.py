"""Showing corpus and user text safely: escaped Markdown, never HTML."""

from __future__ import annotations

import re

_MARKDOWN_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|>~<$:])")


def plain(text: str) -> str:
    """Escape Markdown so text shows verbatim (no formatting, links, HTML or directives)."""
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


def breadcrumb(meta: dict[str, object]) -> str:
    """Título › Capítulo › Sección of a precept, or the section path of any other document."""
    parts = [str(meta.get(k) or "") for k in ("titulo", "capitulo", "seccion")]
    trail = " › ".join(p for p in parts if p)
    return trail or str(meta.get("section") or "")
