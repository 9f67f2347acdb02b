"""A norm as BOE publishes it (Markdown from its API, act.php HTML, XML), read into precepts.

Every format is reduced to the same stream of events (a heading, a paragraph) by its reader
(``rag.ingest.boe_markdown``, ``rag.ingest.boe_markup``), and the one builder here turns that
stream into ``Precept`` objects, so whatever the format the same structure comes out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from rag.core.precepts import (
    DISPOSITION_KINDS,
    DISPOSITION_NAMES,
    LATIN_SUFFIXES,
    MASCULINE_ORDINALS,
    heading_after_label,
    parse_ordinal,
    parse_spelled_number,
)
from rag.core.records import ApartadoSpan, encode_apartados
from rag.core.text import fold
from rag.ingest.boe_headings import (
    DISPOSITION_RE,
    GROUP_RE,
    ROMAN_RE,
    STRUCTURAL_LINE_RE,
    article_heading,
    article_range,
    capitalised,
)

BOE_ACT_URL = "https://www.boe.es/buscar/act.php?id={norm_id}"

_GROUP_ANCHOR = {"da": "da", "dt": "dt", "dd": "dd", "df": "df"}

# Whole text of an article left in the consolidated text though it no longer rules anything.
_REPEALED_RE = re.compile(
    r"^\(?\s*(derogad[oa]s?|suprimid[oa]s?|sin contenido|anulad[oa]s?|dejad[oa]s? sin contenido)\b"
)
_REPEALED_MAX_CHARS = 300
# "1. Texto", and "1.Texto" as some consolidated texts write it (Estatuto de los Trabajadores, art. 40);
# "1.500 euros" is not an apartado.
_APARTADO_RE = re.compile(r"^(\d{1,3})\.(?:\s|(?=[A-ZÁÉÍÓÚÑ«¿¡\"“]))")
# "Uno. Texto", "Veintitrés. Texto": apartados numbered in words (LO 1/1982, and the "Uno. Se
# modifica…" of the dispositions that amend other laws). Ordinals ("Primero.") are list items.
_WORD_APARTADO_RE = re.compile(r"^([A-ZÁÉÍÓÚ][a-záéíóúñ]+(?: y [a-záéíóúñ]+)?)\.\s")
_MARKER_RE = re.compile(r"^\[(?:precepto|encabezado|bloque[^\]]*)\]\s*", re.IGNORECASE)
# "POR TANTO, MANDO…" (Constitution) or "Dado en Madrid, el…" (laws) opens the signature block.
_CLOSING_RE = re.compile(r"^(por tanto,?|dado en [^.]{1,60}, (a|el) .{1,60})$", re.IGNORECASE)


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
    libro: str = ""
    grouped: bool = False  # one of the articles a grouped heading names ("Arts. 127 a 130")
    # printed right under a grouped heading that repeals it ("Artículos 39 a 48. (Derogados)."
    # then "Artículo 39. Propuesta de contratación." and its old text): see ``superseded``
    under_repealed_group: bool = False

    @property
    def text(self) -> str:
        """The precept's text as published, paragraphs separated by a blank line."""
        return "\n\n".join(self.paragraphs)

    @property
    def epigraph(self) -> str:
        """What the heading says the precept regulates ("Movilidad geográfica."), without the words
        that number it, however they are written ("Artículo ciento seis. Seguimiento…",
        "Artículo 283 bis a). Exhibición…", "Disposición adicional primera. Referencias…"); "" when
        the heading only numbers it."""
        heading = self.heading.strip()
        if self.grouped or fold(heading).rstrip(".:") in ("preambulo", "exposicion de motivos"):
            return ""
        if parse_ordinal(heading.rstrip(".")) is not None:  # "Primera." under "DISPOSICIONES TRANSITORIAS"
            return ""
        if self.article_id.removeprefix("decreto-").startswith("art-") and (
            article := article_heading(heading)
        ):
            return article[2].strip()
        return heading_after_label(heading, self.label.removesuffix(" del decreto de aprobación"))

    @property
    def repealed(self) -> bool:
        """The consolidated text keeps the article but it rules nothing: "(Derogado)", "(Suprimido)",
        "(Sin contenido)", "(Anulado)"… (its whole text is that note), or it prints a text no
        longer in force (``superseded``)."""
        return self.superseded or self._note_only

    @property
    def superseded(self) -> bool:
        """The text printed is a version no longer in force: a grouped heading declares the
        articles repealed ("Artículos 39 a 48. (Derogados).") and their old text follows right
        under it, with no part heading in between (Comercio minorista's distance sales, replaced by
        the Ley de Consumidores; the Código Penal's "faltas", arts. 617 to 637, abolished in 2015).
        An article printed after a new part heading is a later reform filling the number again
        (LECrim's "Arts. 123 a 140. (Derogados)", then "Capítulo II. Del derecho a la
        traducción…" and an article 123 in force)."""
        return self.under_repealed_group and not self._note_only

    @property
    def _note_only(self) -> bool:
        text = self.text
        return len(text) <= _REPEALED_MAX_CHARS and bool(_REPEALED_RE.match(fold(text.replace("*", ""))))

    @property
    def apartados(self) -> list[ApartadoSpan]:
        """Numbered apartados ('1. …', or 'Uno. …' where the precept numbers them in words: then
        a digit-numbered paragraph is part of the one above, as in the text an amending
        disposition quotes); a lettered or ordinal sub-item belongs to the one above."""
        numbers = [_word_apartado(paragraph) for paragraph in self.paragraphs]
        in_words = next((n for n in numbers if n), None) == "1"
        spans: list[ApartadoSpan] = []
        offset = 0
        for paragraph, in_word in zip(self.paragraphs, numbers, strict=True):
            match = _APARTADO_RE.match(paragraph)
            number = in_word if in_words else (match.group(1) if match else None)
            if number:
                if spans:
                    last = spans[-1]
                    spans[-1] = ApartadoSpan(last.number, last.start, offset - 2)
                spans.append(ApartadoSpan(number, offset, offset + len(paragraph)))
            elif spans:
                last = spans[-1]
                spans[-1] = ApartadoSpan(last.number, last.start, offset + len(paragraph))
            offset += len(paragraph) + 2
        return spans


def _word_apartado(paragraph: str) -> str | None:
    """The number of an apartado numbered in words ("Uno. …" → "1", "Veintitrés. …" → "23"), or
    None: cardinals only, every word of the opening read as the number."""
    match = _WORD_APARTADO_RE.match(paragraph)
    if not match:
        return None
    words = fold(match.group(1)).split()
    parsed = parse_spelled_number(words)
    if parsed is None or parsed[1] != len(words) or words[0] in MASCULINE_ORDINALS:
        return None
    return str(parsed[0])


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

    def precept_metadata(self, precept: Precept) -> dict[str, str | bool]:
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
            "article_epigraph": precept.epigraph,
            "titulo": precept.titulo,
            "capitulo": precept.capitulo,
            "seccion": precept.seccion,
            "libro": precept.libro,
            "repealed": precept.repealed,
            "superseded": precept.superseded,
            "url": self.anchor_url(precept),
            "apartados": encode_apartados(precept.apartados),
        }


class NormBuilder:
    """Turns heading/paragraph events into precepts, tracking título, capítulo and sección."""

    def __init__(self) -> None:
        self.precepts: list[Precept] = []
        self.current: Precept | None = None
        self.libro = self.titulo = self.capitulo = self.seccion = ""
        self.pending_group = ""
        self.libro_titled = True  # False right after a "LIBRO PRIMERO" line: its name follows
        self.group_rest: list[tuple[str, str]] = []  # further articles of a grouped heading
        self.repeated = False  # the current precept's id was already taken
        # the articles a grouped heading just declared repealed, while their old texts follow
        # under it (no part heading in between): what ``Precept.superseded`` reads
        self.repealed_run: set[str] = set()

    def heading(self, raw: str, anchor: str = "", structural: bool = True) -> None:
        """A heading; ``structural=False`` headings that mean nothing here become text."""
        text = clean_line(raw)
        if not text:
            return
        folded = fold(text)
        if folded.startswith("libro "):
            self._end_part()
            self.libro, self.titulo, self.capitulo, self.seccion = capitalised(text), "", "", ""
            self.pending_group = ""
            self.libro_titled = "." in text.rstrip(".")  # "LIBRO I. Disposiciones…" names itself
        elif folded.startswith("titulo ") or folded == "titulo preliminar":
            self._end_part()
            self.titulo, self.capitulo, self.seccion = text, "", ""
            self.pending_group = ""
        elif folded.startswith("capitulo "):
            self._end_part()
            self.capitulo, self.seccion = text, ""
        elif folded.startswith("seccion "):
            self._end_part()
            self.seccion = "Sección" + text[len("seccion") :]
        elif folded.startswith("subseccion "):
            self._end_part()
            self.seccion = self.seccion.split(" › ")[0] + " › Subsección" + text[len("subseccion") :]
        elif folded.rstrip(".:") in ("preambulo", "exposicion de motivos") and not self._has("preambulo"):
            self._start("preambulo", "Preámbulo", text, anchor or "preambulo", hierarchy=False)
        elif ROMAN_RE.match(text) and not self.precepts and self.current is None:
            # a preamble in numbered parts ("I", "II"…) without a PREÁMBULO heading (Ley 39/2015)
            self._start("preambulo", "Preámbulo", "Preámbulo", anchor or "preambulo", hierarchy=False)
            self.heading(text, structural=False)  # "I" is the first line of the preamble
        elif (grouped := article_range(text)) is not None and (
            grouped := [(i, label) for i, label in grouped if not self._has(i)]
        ):
            (article_id, label), *rest = grouped
            self._start(article_id, label, text, anchor or f"a{article_id[4:].replace('-', '')}")
            assert self.current is not None
            self.current.grouped = True
            self.group_rest = rest  # each named article gets the group's note when it closes
        elif article := article_heading(text):
            number, suffix, _title = article
            number = "unico" if fold(number) == "unico" else number
            parts = (suffix or "").split()  # "quáter": art-570-quater; "bis a": art-283-bis-a
            article_id = "-".join([f"art-{number}", *map(fold, parts)])
            label = " ".join(["Artículo " + ("único" if number == "unico" else number), *parts])
            if number.isdigit():
                self._set_apart_approving_decree(article_id)
            self._start(article_id, label, text, anchor or f"a{number}{''.join(parts)}")
        elif match := DISPOSITION_RE.match(text):
            kind, ordinal, _title = match.groups()
            self._start_disposition(DISPOSITION_KINDS[fold(kind)], kind.lower(), ordinal, text, anchor)
        elif match := GROUP_RE.match(text):
            self._end_part()
            prefix = DISPOSITION_KINDS[fold(match.group(2))]
            self.libro = self.titulo = self.capitulo = self.seccion = ""
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
            self._end_part()
        elif self.current is not None:
            self.current.paragraphs.append(text)

    def paragraph(self, raw: str) -> None:
        """A paragraph of text; outside any precept (promulgation formula) it is dropped. A line in
        capitals that names a part ("LIBRO PRIMERO", "DISPOSICIONES TRANSITORIAS"), as some
        consolidated texts print them, is the heading it names."""
        text = clean_line(raw)
        if not text:
            return
        if not self.libro_titled:  # "LIBRO PRIMERO" then "De las personas"
            self.libro_titled = True
            if len(text) <= 120 and not text.endswith("."):
                self.libro = f"{self.libro}. {text}"
                return
        if text.isupper() and len(text) <= 80 and STRUCTURAL_LINE_RE.match(text):
            self.heading(text)
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
        words = fold(ordinal).split()
        latin = words.pop() if len(words) > 1 and words[-1] in LATIN_SUFFIXES else ""  # "tercera ter"
        number = parse_ordinal(" ".join(words)) if words else 0
        article_id = prefix if not number else f"{prefix}-{number}"
        article_id += f"-{latin}" if latin and number else ""
        label = f"Disposición {kind} {ordinal.lower()}".strip()
        self.libro = self.titulo = self.capitulo = self.seccion = ""
        self._start(article_id, label, text, anchor or _GROUP_ANCHOR[prefix], hierarchy=False)

    def _set_apart_approving_decree(self, article_id: str) -> None:
        """When the text a decree approves starts, the decree's own precepts before it are set
        apart: their ids and labels say so (``decreto-da-1``, "Disposición adicional primera del
        decreto de aprobación"). That happens at the first numbered article after an "Artículo
        único" approving a texto refundido (Tráfico's decree has a "disposición adicional primera",
        and so has the text it approves), and where the numbering starts again at "Artículo 1"
        (the 1882 decree's "Artículo 1º" before the LECrim's own)."""
        if article_id != "art-1" and any(re.fullmatch(r"art-\d+.*", p.article_id) for p in self.precepts):
            return
        if article_id == "art-1" and self._has("art-1"):
            start = next(i for i, p in enumerate(self.precepts) if p.article_id != "preambulo")
        else:
            approving = [
                i
                for i, p in enumerate(self.precepts)
                if p.article_id == "art-unico" and "texto refundido" in fold(p.heading + " " + p.text)
            ]
            if not approving or any(re.fullmatch(r"art-\d+.*", p.article_id) for p in self.precepts):
                return
            start = approving[0]
        self._close()
        for precept in self.precepts[start:]:
            if not precept.article_id.startswith("decreto-"):
                precept.article_id = f"decreto-{precept.article_id}"
                precept.label = f"{precept.label} del decreto de aprobación"
                precept.anchor = f"decreto-{precept.anchor}"

    def _start(self, article_id: str, label: str, heading: str, anchor: str, hierarchy: bool = True) -> None:
        self._close()
        # an article left as "(Derogado)" (alone or in "Artículos 301 a 324. (Derogados)") that a
        # later reform filled again: the article in force replaces the note; one printed right
        # under the group that repeals it is its old text, still repealed (``Precept.superseded``)
        under_repealed_group = article_id in self.repealed_run
        if not under_repealed_group:
            self.repealed_run = set()
        self.precepts = [p for p in self.precepts if not (p.article_id == article_id and p.repealed)]
        unique_id, n = article_id, 2
        self.repeated = self._has(unique_id)
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
            libro=self.libro if hierarchy else "",
            under_repealed_group=under_repealed_group,
        )

    def _end_part(self) -> None:
        """A part heading (Libro, Título, Capítulo, Sección) or a line that closes the precept:
        articles after it are no longer printed under a grouped heading that repealed them."""
        self._close()
        self.repealed_run = set()

    def _close(self) -> None:
        # a heading without text ("Disposición transitoria" over "Disposición transitoria única.")
        # leaves nothing, so the precept under it keeps its id
        current, rest, self.group_rest = self.current, self.group_rest, []
        self.current = None
        if current is not None and self.repeated and current.repealed:
            return  # a second "Artículo ciento once. (Derogado)" after the one in force adds nothing
        if current is not None and current.paragraphs:
            self.precepts.append(current)
            if current.grouped and current.repealed:
                self.repealed_run = {current.article_id, *(article_id for article_id, _label in rest)}
            for article_id, label in rest:
                if not self._has(article_id):
                    anchor = f"a{article_id[4:].replace('-', '')}"
                    self.precepts.append(replace(current, article_id=article_id, label=label, anchor=anchor))


def clean_line(raw: str) -> str:
    text = re.sub(r"\s+", " ", raw.replace("\xa0", " ").replace("**", "")).strip()
    return _MARKER_RE.sub("", text).strip()


def join_heading(number: str, title: str) -> str:
    return f"{number}. {title}" if title else number


def norm_id_from(text: str) -> str:
    match = re.search(r"BOE-[A-Z]-\d{4}-\d+", text)
    return match.group(0) if match else ""


def build_norm(
    builder: NormBuilder, norm_id: str, title: str, version: str, source_url: str, source_format: str
) -> Norm:
    precepts = builder.finish()
    if not any(p.article_id.startswith(("art-", "da", "dt", "dd", "df")) for p in precepts):
        raise NotBoeDocument("no articles or dispositions found")
    return Norm(norm_id or "norma", title, version, source_url, source_format, precepts)


_ARTICLE_LINE_RE = re.compile(r"^#{2,6}\s+(Art[íi]culo\s+[^\n]+)$", re.MULTILINE)


def looks_like_boe(text: str) -> bool:
    """Cheap test: does this text carry BOE precept markup or article headings, numbered in digits
    ("##### Artículo 9.") or in words ("##### Artículo noveno.", the Ley de Propiedad Horizontal)?"""
    return 'class="articulo"' in text or any(
        article_heading(match.group(1).strip()) for match in _ARTICLE_LINE_RE.finditer(text)
    )
