"""Read one file into LangChain documents: BOE norms become one document per precept; any other
HTML, Markdown, text or PDF file written in articles ("Artículo 7. Convocatorias.", an institution's
regulation) is read the same way, its headings as epígrafes and its capítulos as hierarchy; the
rest becomes one document per section (per page for a PDF)."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from bs4 import BeautifulSoup
from langchain_core.documents import Document

from rag.core.errors import LoadError
from rag.ingest.boe import Norm, NotBoeDocument, looks_like_boe
from rag.ingest.boe_markdown import parse_markdown
from rag.ingest.boe_markup import parse_boe_markup
from rag.ingest.pdf_text import pdf_markdown

SUPPORTED_SUFFIXES = (".md", ".markdown", ".html", ".htm", ".xml", ".txt", ".pdf")
_DROP_TAGS = ("script", "style", "nav", "form", "header", "footer", "aside", "noscript", "iframe", "svg")
_HEADING_RE = re.compile(r"^(#{1,6})\s+(.*)$")


def load_file(path: Path, corpus_root: Path | None = None) -> list[Document]:
    """Documents of one file. Raises ``LoadError`` with a one-line reason when it cannot."""
    source = str(path.relative_to(corpus_root)) if corpus_root else path.name
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise LoadError(f"cannot read: {error.strerror or error}") from None
    if not raw.strip():
        raise LoadError("empty file")
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        documents = _load_pdf(raw, source)
    elif suffix in (".html", ".htm", ".xml"):
        documents = _load_markup(raw, source, is_xml=suffix == ".xml")
    elif suffix in (".md", ".markdown", ".txt"):
        documents = _load_text(_decode(raw), source, markdown=suffix != ".txt")
    else:
        raise LoadError(f"unsupported file type {suffix or '(none)'}")
    documents = [d for d in documents if d.page_content.strip()]
    if not documents:
        raise LoadError("no readable text")
    file_hash = hashlib.sha256(raw).hexdigest()
    for document in documents:
        document.metadata["source"] = source
        document.metadata["source_hash"] = file_hash
    return documents


def norm_documents(norm: Norm) -> list[Document]:
    """One document per precept, carrying the precept's metadata."""
    return [
        Document(
            page_content=precept.text,
            metadata={"doc_id": f"{norm.norm_id}:{precept.article_id}", **norm.precept_metadata(precept)},
        )
        for precept in norm.precepts
    ]


def _decode(raw: bytes) -> str:
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    return raw.decode("latin-1")


def _load_text(text: str, source: str, markdown: bool) -> list[Document]:
    if markdown and looks_like_boe(text):
        try:
            return norm_documents(parse_markdown(text, source))
        except NotBoeDocument:
            pass
    return _sections(text, source, markdown)


def _in_articles(text: str, source: str, title: str, source_format: str) -> list[Document] | None:
    """The precepts of a document written in articles (headings marked as in Markdown), or None
    when it is not one."""
    if not looks_like_boe(text):
        return None
    try:
        return norm_documents(parse_markdown(text, source, title, source_format))
    except NotBoeDocument:
        return None


def _load_markup(raw: bytes, source: str, is_xml: bool) -> list[Document]:
    head = raw[:400_000].decode("latin-1")
    if looks_like_boe(head) or is_xml:
        try:
            return norm_documents(parse_boe_markup(raw, source, is_xml=is_xml))
        except NotBoeDocument:
            if is_xml:
                raise LoadError('XML without BOE precepts (<p class="articulo">)') from None
    soup = BeautifulSoup(raw, "lxml")
    if soup.body is None and not soup.get_text(strip=True):
        raise LoadError("not parseable as HTML")
    for tag in soup(_DROP_TAGS):
        tag.decompose()
    first_heading = soup.find("h1")
    heading_title = first_heading.get_text(" ", strip=True) if first_heading else ""
    for level in range(1, 7):
        for heading in soup.find_all(f"h{level}"):
            heading.replace_with(f"\n\n{'#' * level} {heading.get_text(' ', strip=True)}\n\n")
    for block in soup.find_all(["p", "li", "div", "pre", "tr", "br", "blockquote"]):
        block.insert_after("\n\n")
    title = soup.title.get_text(strip=True) if soup.title else ""
    if soup.title:
        soup.title.decompose()
    text = soup.get_text()
    precepts = _in_articles(text, source, heading_title or title, "html")
    if precepts is not None:
        return precepts
    documents = _sections(text, source, markdown=True)
    for document in documents:
        document.metadata["title"] = title or document.metadata["title"]
    return documents


def _load_pdf(raw: bytes, source: str) -> list[Document]:
    import io

    from pypdf import PdfReader

    try:
        reader = PdfReader(io.BytesIO(raw))
        pages = [page.extract_text() or "" for page in reader.pages]
        metadata_title = str(reader.metadata.get("/Title", "") or "") if reader.metadata else ""
    except Exception as error:  # any failure of the PDF library (bad streams, encryption, filters)
        raise LoadError(f"not a readable PDF ({type(error).__name__})") from None
    text, heading_pages = pdf_markdown(pages)
    precepts = _in_articles(text, source, metadata_title.strip(), "pdf")
    if precepts is not None:
        for document in precepts:  # the page its heading is on: where to look in the printed file
            page = heading_pages.get(document.metadata.get("article_heading", ""))
            if page:
                document.metadata["page"] = page
        return precepts
    return [
        Document(
            page_content=_tidy(text),
            metadata={
                "doc_id": f"{source}#p{number}",
                "title": Path(source).stem,
                "section": "",
                "page": number,
            },
        )
        for number, text in enumerate(pages, start=1)
    ]


def _sections(text: str, source: str, markdown: bool) -> list[Document]:
    """Split text at Markdown headings; each section remembers its heading path."""
    path: list[tuple[int, str]] = []
    sections: list[tuple[str, list[str]]] = [("", [])]
    for block in re.split(r"\n\s*\n", text):
        block = block.strip()
        heading = _HEADING_RE.match(block) if markdown else None
        if heading:
            level, title = len(heading.group(1)), heading.group(2).strip()
            path = [(lvl, t) for lvl, t in path if lvl < level] + [(level, title)]
            sections.append((" › ".join(t for _, t in path), []))
        elif block:
            sections[-1][1].append(_tidy(block))
    title = Path(source).stem
    return [
        Document(
            page_content="\n\n".join(paragraphs),
            metadata={"doc_id": f"{source}#s{number}", "title": title, "section": section},
        )
        for number, (section, paragraphs) in enumerate(sections)
        if paragraphs
    ]


def _tidy(text: str) -> str:
    lines = (re.sub(r"[ \t\xa0]+", " ", line).strip() for line in text.splitlines())
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
