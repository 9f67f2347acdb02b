"""BOE act.php pages (both layouts) and BOE XML, reduced to the same heading/paragraph events as
the Markdown reader (``rag.ingest.boe_markdown``) and built into a ``Norm`` by the same builder
(``rag.ingest.boe``)."""

from __future__ import annotations

import re
from typing import Any

from bs4 import BeautifulSoup, Tag

from rag.ingest.boe import Norm, NormBuilder, build_norm, join_heading, norm_id_from

# --- HTML (act.php pages, both layouts) and XML ---------------------------------------------

_TEXT_CLASSES = {"parrafo", "parrafo_2", "parrafo_3", "cita", "cita_con_pleca", "sangrado", "sangrado_2"}
_HEADING_CLASSES = {
    "articulo",
    "titulo",
    "titulo_num",
    "titulo_tit",
    "capitulo",
    "capitulo_num",
    "capitulo_tit",
    "seccion",
    "centro_redonda",
    "centro_negrita",
    "firma_rey",
}
_SKIP_CONTAINERS = {"form", "blockquote", "script", "style", "select", "nav"}


def parse_boe_markup(markup: str | bytes, source: str = "", is_xml: bool = False) -> Norm:
    """Parse a BOE act.php page (old ``<p class="articulo">`` or current ``<div class="bloque">``
    layout) or BOE XML (``<p class="articulo">`` with ``[precepto]`` prefixes)."""
    soup = BeautifulSoup(markup, "lxml-xml" if is_xml else "lxml")
    root: Tag = (
        soup.find(id="textoxslt")
        or (soup.documento.find("texto", recursive=False) if soup.documento else None)
        or soup
    )
    builder = NormBuilder()
    anchor = ""
    pending_number: tuple[str, str] | None = None  # ("titulo", "TÍTULO I") awaiting its title line
    for element in root.find_all(True):
        if any(parent.name in _SKIP_CONTAINERS for parent in element.parents if parent is not root):
            continue
        raw_class: Any = element.get("class") or []
        classes = set(raw_class.split() if isinstance(raw_class, str) else raw_class)
        if element.name == "a" and element.get("id"):
            anchor = str(element["id"])
            continue
        if element.name == "div" and "bloque" in classes and element.get("id"):
            anchor = str(element["id"])
            continue
        kind = next(iter(classes & (_HEADING_CLASSES | _TEXT_CLASSES)), None)
        if kind is None or element.find(class_=list(_HEADING_CLASSES | _TEXT_CLASSES)):
            continue
        text = element.get_text(" ", strip=True)
        if kind in {"titulo_num", "capitulo_num"}:
            if pending_number:
                builder.heading(pending_number[1])
            pending_number = (kind, text)
            continue
        if kind in {"titulo_tit", "capitulo_tit"} and pending_number:
            builder.heading(join_heading(pending_number[1], text))
            pending_number = None
            continue
        if pending_number:
            builder.heading(pending_number[1])
            pending_number = None
        if kind in _TEXT_CLASSES:
            builder.paragraph(text)
        elif kind == "firma_rey":
            builder.paragraph("Por tanto,")
        else:
            builder.heading(text, anchor=_precept_anchor(anchor, kind))
    meta = _markup_metadata(soup, source, is_xml)
    return build_norm(builder, source_format="xml" if is_xml else "html", **meta)


def _precept_anchor(anchor: str, kind: str) -> str:
    return anchor if kind in {"articulo", "capitulo", "centro_redonda"} else ""


def _markup_metadata(soup: BeautifulSoup, source: str, is_xml: bool) -> dict[str, str]:
    if is_xml:
        date = _tag_text(soup, "fecha_publicacion")
        return {
            "norm_id": _tag_text(soup, "identificador") or norm_id_from(source),
            "title": _tag_text(soup, "titulo").rstrip(".") or norm_id_from(source),
            "version": f"{date[:4]}-{date[4:6]}-{date[6:8]}" if len(date) == 8 else "",
            "source_url": _tag_text(soup, "url_eli"),
        }
    page = str(soup)
    norm_id = norm_id_from(page) or norm_id_from(source)
    version = ""
    updated = re.search(r"actualizaci[oó]n publicada el (\d{2})/(\d{2})/(\d{4})", page)
    if updated:
        version = f"{updated.group(3)}-{updated.group(2)}-{updated.group(1)}"
    title_tag = soup.find(class_="documento-tit") or soup.find("title")
    title = title_tag.get_text(" ", strip=True).rstrip(".") if title_tag else norm_id
    title = re.sub(r"^BOE\.es\s*-\s*", "", title)
    eli = re.search(r"https://www\.boe\.es/eli/[^\s\"'<>]+", page)
    return {"norm_id": norm_id, "title": title, "version": version, "source_url": eli.group(0) if eli else ""}


def _tag_text(soup: BeautifulSoup, name: str) -> str:
    tag = soup.find(name)
    return tag.get_text(strip=True) if tag else ""
