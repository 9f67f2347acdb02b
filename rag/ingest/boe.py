"""Parse norms as BOE publishes them (Markdown from its API, act.php HTML, XML) into precepts.

Every format is reduced to the same stream of events (a heading, a paragraph), and one builder
turns that stream into ``Precept`` objects, so whatever the format the same structure comes out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from rag.core.precepts import DISPOSITION_KINDS, DISPOSITION_NAMES, parse_ordinal, parse_spelled_number
from rag.core.records import ApartadoSpan, encode_apartados
from rag.core.text import fold

BOE_ACT_URL = "https://www.boe.es/buscar/act.php?id={norm_id}"

_GROUP_ANCHOR = {"da": "da", "dt": "dt", "dd": "dd", "df": "df"}

_ARTICLE_RE = re.compile(
    r"^art[ií]culo\s+(\d+|[uú]nico)(?:\s+(bis|ter|qu[aá]ter|quinquies|sexies|septies|octies))?\b\.?\s*(.*)$",
    re.IGNORECASE,
)
_DISPOSITION_RE = re.compile(
    r"^disposici[oó]n\s+(adicional|transitoria|derogatoria|final)\b\s*([^.]*?)\s*(?:\.\s*(.*))?$",
    re.IGNORECASE,
)
_GROUP_RE = re.compile(
    r"^DISPOSICI[OÓ]N(ES)?\s+(ADICIONAL|TRANSITORIA|DEROGATORIA|FINAL)(ES|S)?\b", re.IGNORECASE
)
# "1. Texto", and "1.Texto" as some consolidated texts write it (Estatuto de los Trabajadores, art. 40);
# "1.500 euros" is not an apartado.
_APARTADO_RE = re.compile(r"^(\d{1,3})\.(?:\s|(?=[A-ZÁÉÍÓÚÑ«¿¡\"“]))")
_MARKER_RE = re.compile(r"^\[(?:precepto|encabezado|bloque[^\]]*)\]\s*", re.IGNORECASE)
# "POR TANTO, MANDO…" (Constitution) or "Dado en Madrid, el…" (laws) opens the signature block.
_CLOSING_RE = re.compile(r"^(por tanto,?|dado en [^.]{1,60}, (a|el) .{1,60})$", re.IGNORECASE)
_ROMAN_RE = re.compile(r"^[IVXLC]+\.?$")


_SUFFIXES = ("bis", "ter", "quater", "quinquies", "sexies", "septies", "octies")
_SPELLED_HEADING_RE = re.compile(r"^art[ií]culo\s+([^.:]+?)\s*(?:[.:]\s*(.*))?$", re.IGNORECASE)


def article_heading(text: str) -> tuple[str, str | None, str] | None:
    """(number in digits, suffix, title) of an article heading ("Artículo 40. Movilidad…",
    "Artículo 6 bis"), also when older norms write the number in words ("Artículo primero.",
    "Artículo setenta y dos", "Artículo cincuenta y ocho bis. Utilización…"); None for any other line."""
    if digits := _ARTICLE_RE.match(text):
        number, suffix, title = digits.groups()
        return number, suffix, title
    return spelled_article(text)


def spelled_article(text: str) -> tuple[str, str | None, str] | None:
    """An article heading numbered in words, read like one numbered in digits, or None."""
    match = _SPELLED_HEADING_RE.match(text)
    if not match:
        return None
    words = fold(match.group(1)).replace("á", "a").split()
    parsed = parse_spelled_number(words)
    if parsed is None:
        return None
    number, used = parsed
    rest = words[used:]
    suffix = rest[0] if rest and rest[0] in _SUFFIXES else None
    if rest[1 if suffix else 0 :]:  # more words than a number: a sentence, not a heading
        return None
    return str(number), suffix, match.group(2) or ""


class NotBoeDocument(ValueError):
    """The text has no BOE precept structure (no articles, no dispositions)."""


@dataclass
class Precept:
    """One article, disposition or preamble of a norm."""

    article_id: str
    label: str
    heading: str
    anchor: str
    titulo: str = ""
    capitulo: str = ""
    seccion: str = ""
    paragraphs: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        """The precept's text as published, paragraphs separated by a blank line."""
        return "\n\n".join(self.paragraphs)

    @property
    def apartados(self) -> list[ApartadoSpan]:
        """Numbered apartados ('1. …'); a lettered or ordinal sub-item belongs to the one above."""
        spans: list[ApartadoSpan] = []
        offset = 0
        for paragraph in self.paragraphs:
            match = _APARTADO_RE.match(paragraph)
            if match:
                if spans:
                    last = spans[-1]
                    spans[-1] = ApartadoSpan(last.number, last.start, offset - 2)
                spans.append(ApartadoSpan(match.group(1), offset, offset + len(paragraph)))
            elif spans:
                last = spans[-1]
                spans[-1] = ApartadoSpan(last.number, last.start, offset + len(paragraph))
            offset += len(paragraph) + 2
        return spans


@dataclass
class Norm:
    """A parsed norm: identity, version and its precepts in order."""

    norm_id: str
    title: str
    version_date: str
    source_url: str
    source_format: str
    precepts: list[Precept]

    def precept(self, article_id: str) -> Precept:
        """The precept with that canonical id."""
        for precept in self.precepts:
            if precept.article_id == article_id:
                return precept
        raise KeyError(article_id)

    def anchor_url(self, precept: Precept) -> str:
        """The BOE consolidated page, at that precept's anchor; "" for a norm the BOE does not
        publish (an institution's own regulation: its file is the source)."""
        if not norm_id_from(self.norm_id):
            return ""
        return f"{BOE_ACT_URL.format(norm_id=self.norm_id)}#{precept.anchor}"

    def precept_metadata(self, precept: Precept) -> dict[str, str]:
        """The metadata every chunk of that precept carries."""
        return {
            "norm_id": self.norm_id,
            "norm_title": self.title,
            "version_date": self.version_date,
            "source_url": self.source_url,
            "source_format": self.source_format,
            "article_id": precept.article_id,
            "article_label": precept.label,
            "article_heading": precept.heading,
            "titulo": precept.titulo,
            "capitulo": precept.capitulo,
            "seccion": precept.seccion,
            "url": self.anchor_url(precept),
            "apartados": encode_apartados(precept.apartados),
        }


class NormBuilder:
    """Turns heading/paragraph events into precepts, tracking título, capítulo and sección."""

    def __init__(self) -> None:
        self.precepts: list[Precept] = []
        self.current: Precept | None = None
        self.titulo = self.capitulo = self.seccion = ""
        self.pending_group = ""

    def heading(self, raw: str, anchor: str = "", structural: bool = True) -> None:
        """A heading; ``structural=False`` headings that mean nothing here become text."""
        text = clean_line(raw)
        if not text:
            return
        folded = fold(text)
        if folded.startswith(("titulo ", "libro ")) or folded == "titulo preliminar":
            self._close()
            self.titulo, self.capitulo, self.seccion = text, "", ""
            self.pending_group = ""
        elif folded.startswith("capitulo "):
            self._close()
            self.capitulo, self.seccion = text, ""
        elif folded.startswith("seccion "):
            self._close()
            self.seccion = "Sección" + text[len("seccion") :]
        elif folded.rstrip(".:") == "preambulo" and not self._has("preambulo"):
            self._start("preambulo", "Preámbulo", text, anchor or "preambulo", hierarchy=False)
        elif _ROMAN_RE.match(text) and not self.precepts and self.current is None:
            # a preamble in numbered parts ("I", "II"…) without a PREÁMBULO heading (Ley 39/2015)
            self._start("preambulo", "Preámbulo", "Preámbulo", anchor or "preambulo", hierarchy=False)
            self.heading(text, structural=False)  # "I" is the first line of the preamble
        elif article := article_heading(text):
            number, suffix, _title = article
            number = "unico" if fold(number) == "unico" else number
            article_id = f"art-{number}" + (f"-{fold(suffix)}" if suffix else "")  # "quáter": art-570-quater
            label = "Artículo " + ("único" if number == "unico" else number)
            label += f" {suffix.lower()}" if suffix else ""
            self._start(article_id, label, text, anchor or f"a{number}{fold(suffix or '')}")
        elif match := _DISPOSITION_RE.match(text):
            kind, ordinal, _title = match.groups()
            self._start_disposition(DISPOSITION_KINDS[fold(kind)], kind.lower(), ordinal, text, anchor)
        elif match := _GROUP_RE.match(text):
            self._close()
            prefix = DISPOSITION_KINDS[fold(match.group(2))]
            self.titulo = self.capitulo = self.seccion = ""
            if match.group(1) or match.group(3):  # plural: the precepts follow as "Primera."
                self.pending_group = prefix
            else:  # singular group heading: the disposition itself, text follows directly
                kind = DISPOSITION_NAMES[prefix]
                self._start_disposition(prefix, kind, "", f"Disposición {kind}", anchor)
        elif self.pending_group and parse_ordinal(text.rstrip(".").split(".")[0]) is not None:
            kind = DISPOSITION_NAMES[self.pending_group]
            ordinal = text.rstrip(".").split(".")[0]
            self._start_disposition(self.pending_group, kind, ordinal, text, anchor)
        elif structural:
            self._close()
        elif self.current is not None:
            self.current.paragraphs.append(text)

    def paragraph(self, raw: str) -> None:
        """A paragraph of text; outside any precept (promulgation formula) it is dropped."""
        text = clean_line(raw)
        if not text:
            return
        if _CLOSING_RE.match(text):  # the signatures that follow belong to no precept
            self._close()
            return
        if self.current is not None:
            self.current.paragraphs.append(text)

    def finish(self) -> list[Precept]:
        """Close the last precept and return all of them (empty precepts dropped)."""
        self._close()
        return [p for p in self.precepts if p.paragraphs]

    def _has(self, article_id: str) -> bool:
        return any(p.article_id == article_id for p in self.precepts)

    def _start_disposition(self, prefix: str, kind: str, ordinal: str, text: str, anchor: str) -> None:
        number = parse_ordinal(ordinal) if ordinal else 0
        article_id = prefix if not number else f"{prefix}-{number}"
        label = f"Disposición {kind} {ordinal.lower()}".strip()
        self.titulo = self.capitulo = self.seccion = ""
        self._start(article_id, label, text, anchor or _GROUP_ANCHOR[prefix], hierarchy=False)

    def _start(self, article_id: str, label: str, heading: str, anchor: str, hierarchy: bool = True) -> None:
        self._close()
        unique_id, n = article_id, 2
        while self._has(unique_id):  # a norm that embeds another (texto refundido) repeats ids
            unique_id, n = f"{article_id}-{n}", n + 1
        self.current = Precept(
            article_id=unique_id,
            label=label,
            heading=heading,
            anchor=anchor,
            titulo=self.titulo if hierarchy else "",
            capitulo=self.capitulo if hierarchy else "",
            seccion=self.seccion if hierarchy else "",
        )

    def _close(self) -> None:
        # a heading without text ("Disposición transitoria" over "Disposición transitoria única.")
        # leaves nothing, so the precept under it keeps its id
        if self.current is not None and self.current.paragraphs:
            self.precepts.append(self.current)
        self.current = None


def clean_line(raw: str) -> str:
    text = re.sub(r"\s+", " ", raw.replace("\xa0", " ").replace("**", "")).strip()
    return _MARKER_RE.sub("", text).strip()


def join_heading(number: str, title: str) -> str:
    return f"{number}. {title}" if title else number


# --- Markdown (BOE API, via the legalize pipeline) ---------------------------------------------

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


def norm_id_from(text: str) -> str:
    match = re.search(r"BOE-[A-Z]-\d{4}-\d+", text)
    return match.group(0) if match else ""


def document_id(source: str) -> str:
    """The id of a norm that has no BOE identifier: its file's path without the suffix, folded
    ("normativa/reglamento-evaluacion"); the same file always gets the same id."""
    stem = str(Path(source).with_suffix("")) if source else ""
    return re.sub(r"[^a-z0-9/]+", "-", fold(stem)).strip("-/") or "norma"


def build_norm(
    builder: NormBuilder, norm_id: str, title: str, version: str, source_url: str, source_format: str
) -> Norm:
    precepts = builder.finish()
    if not any(p.article_id.startswith(("art-", "da", "dt", "dd", "df")) for p in precepts):
        raise NotBoeDocument("no articles or dispositions found")
    return Norm(norm_id or "norma", title, version, source_url, source_format, precepts)


def looks_like_boe(text: str) -> bool:
    """Cheap test: does this text carry BOE precept markup or headings?"""
    return bool(
        re.search(r"^#{2,6}\s+Art[íi]culo\s+\d", text, re.MULTILINE) or re.search(r"class=\"articulo\"", text)
    )
