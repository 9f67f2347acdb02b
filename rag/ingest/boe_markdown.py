"""BOE Markdown (its API's text, via the legalize pipeline: YAML front matter, ``## TÍTULO …``,
``##### Artículo N``), reduced to the heading/paragraph events that ``rag.ingest.boe`` builds into
a ``Norm``; the HTML and XML readers are ``rag.ingest.boe_markup``."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from rag.core.text import fold
from rag.ingest.boe import Norm, NormBuilder, build_norm, clean_line, norm_id_from

_FRONTMATTER_RE = re.compile(r"\A---\n(.*?)\n---\n", re.DOTALL)
_MD_HEADING_RE = re.compile(r"^(#{1,6})\s+(.*)$")


def parse_markdown(text: str, source: str = "", title: str = "", source_format: str = "markdown") -> Norm:
    """Parse BOE Markdown (``##### Artículo N``, ``## TÍTULO …``) with its YAML front matter; any
    document written in articles the same way (an institution's regulation) parses too, named by
    its front matter, ``title``, its first ``#`` heading or its file."""
    meta: dict[str, object] = {}
    match = _FRONTMATTER_RE.match(text)
    if match:
        try:
            loaded = yaml.safe_load(match.group(1))
        except yaml.YAMLError:  # broken front matter: the text still parses, without its metadata
            loaded = None
        meta = loaded if isinstance(loaded, dict) else {}
        text = text[match.end() :]
    builder = NormBuilder()
    for block in re.split(r"\n\s*\n", text):
        block = block.strip()
        if not block:
            continue
        if block.startswith(">"):  # BOE's editorial notes and superseded wording, not law text
            continue
        heading = _MD_HEADING_RE.match(block)
        if heading:
            builder.heading(heading.group(2), structural=len(heading.group(1)) <= 2)
        else:
            builder.paragraph(block)
    norm_id = str(meta.get("identifier", "") or norm_id_from(source) or document_id(source))
    first_heading = re.search(r"^#\s+(.+)$", text, re.MULTILINE)
    title = str(meta.get("title", "") or title or (clean_line(first_heading[1]) if first_heading else ""))
    return build_norm(
        builder,
        norm_id=norm_id,
        title=title or norm_id,
        version=str(meta.get("last_updated", "")),
        source_url=str(meta.get("source", "")),
        source_format=source_format,
    )


def document_id(source: str) -> str:
    """The id of a norm that has no BOE identifier: its file's path without the suffix, folded
    ("normativa/reglamento-evaluacion"); the same file always gets the same id."""
    stem = str(Path(source).with_suffix("")) if source else ""
    return re.sub(r"[^a-z0-9/]+", "-", fold(stem)).strip("-/") or "norma"
