"""Bad files, property-based: random bytes, truncated and deeply nested markup, huge lines, mixed
encodings, empty files and damaged PDFs give documents or a clear LoadError, never a traceback;
splitters keep every chunk inside its document."""

from __future__ import annotations

import logging
import re
import zlib
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from langchain_core.documents import Document
from strategies import ANY_TEXT, FEW, MARKUP_SOUP, MIXED_TEXT, SOME

from rag.core.errors import LoadError
from rag.ingest.loaders import load_file
from splitters import SplitterSpec, available

SUFFIXES = [".pdf", ".html", ".md", ".txt", ".xml"]


def write(folder: Path, suffix: str, data: bytes) -> Path:
    """``data`` saved as ``folder/doc{suffix}`` (overwritten on every example)."""
    path = folder / f"doc{suffix}"
    path.write_bytes(data)
    return path


def documents_or_error(path: Path) -> list[Document] | LoadError:
    """load_file's documents, or the LoadError it raised; any other exception fails the test."""
    try:
        documents = load_file(path)
    except LoadError as error:
        assert str(error) and "\n" not in str(error), f"unclear LoadError: {error!r}"
        return error
    assert documents, "load_file returned no documents instead of raising LoadError"
    assert [d.metadata["doc_id"] for d in documents if not d.page_content.strip()] == []
    return documents


def tiny_pdf(text: str, stream_filter: str = "", trailer_extra: str = "") -> bytes:
    """A one-page PDF showing ``text`` (Helvetica), its content stream declaring ``stream_filter``."""
    stream = f"BT /F1 12 Tf 72 720 Td ({text}) Tj ET".encode("latin-1")
    if stream_filter == "/FlateDecode":
        stream = zlib.compress(stream)
    declared = f"/Filter {stream_filter} " if stream_filter else ""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
        b" /Resources << /Font << /F1 5 0 R >> >> >>",
        f"<< {declared}/Length {len(stream)} >>\nstream\n".encode() + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    pdf = bytearray(b"%PDF-1.7\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(pdf))
        pdf += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(pdf)
    pdf += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    pdf += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    trailer = f"<< /Size {len(objects) + 1} /Root 1 0 R {trailer_extra}>>"
    pdf += f"trailer\n{trailer}\nstartxref\n{xref}\n%%EOF\n".encode()
    return bytes(pdf)


def hex_string(size: int) -> str:
    """A PDF hex string of ``size`` zero bytes."""
    return "<" + "00" * size + ">"


DOCUMENT_ID = "/ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] "
ENCRYPTIONS = {
    "rc4-128": f"/Encrypt << /Filter /Standard /V 2 /R 3 /Length 128 /O {hex_string(32)}"
    f" /U {hex_string(32)} /P -4 >> {DOCUMENT_ID}",
    "aes-128": f"/Encrypt << /Filter /Standard /V 4 /R 4 /Length 128 /CF << /StdCF << /CFM /AESV2"
    f" /AuthEvent /DocOpen /Length 16 >> >> /StmF /StdCF /StrF /StdCF /O {hex_string(32)}"
    f" /U {hex_string(32)} /P -4 >> {DOCUMENT_ID}",
    "aes-256": f"/Encrypt << /Filter /Standard /V 5 /R 6 /Length 256 /CF << /StdCF << /CFM /AESV3"
    f" /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF /O {hex_string(48)}"
    f" /U {hex_string(48)} /OE {hex_string(32)} /UE {hex_string(32)} /Perms {hex_string(16)} /P -4 >> "
    f"{DOCUMENT_ID}",
    "unknown-version": f"/Encrypt << /Filter /Standard /V 9 /R 3 /O {hex_string(32)}"
    f" /U {hex_string(32)} /P -4 >> {DOCUMENT_ID}",
}


# --- 1. Files -----------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", SUFFIXES)
@FEW
@given(data=st.binary(max_size=4096))
def test_random_bytes_are_documents_or_a_load_error(tmp_path, suffix, data):
    """Any bytes under any supported suffix give documents with text, or a one-line LoadError."""
    documents_or_error(write(tmp_path, suffix, data))


@pytest.mark.parametrize("suffix", [".html", ".xml"])
@FEW
@given(
    depth=st.integers(0, 2000),
    inner=MIXED_TEXT,
    boe=st.booleans(),
    cut=st.floats(0.0, 1.0),
)
@example(depth=2000, inner="Texto del artículo.", boe=True, cut=0.73)
def test_deep_truncated_markup_is_documents_or_a_load_error(tmp_path, suffix, depth, inner, boe, cut):
    """Up to 2,000 nested <div>s, with or without BOE precept markup, cut anywhere."""
    head = '<p class="articulo">Artículo 1.</p><p class="parrafo">Uno.</p>' if boe else ""
    markup = f"<html><body>{head}{'<div>' * depth}{inner}{'</div>' * depth}</body></html>".encode()
    documents_or_error(write(tmp_path, suffix, markup[: round(len(markup) * cut)]))


@pytest.mark.parametrize("suffix", [".txt", ".md", ".html"])
def test_a_two_megabyte_line_is_kept_whole(tmp_path, suffix):
    """A single 2 MB line of words is one document holding exactly that line."""
    line = ("palabra " * 262_144).strip()
    documents = documents_or_error(write(tmp_path, suffix, line.encode()))
    assert not isinstance(documents, LoadError)
    assert "\n\n".join(d.page_content for d in documents) == line


@pytest.mark.parametrize("suffix", [".xml", ".pdf"])
def test_a_two_megabyte_line_in_a_structured_format_is_a_load_error(tmp_path, suffix):
    """The same line named .xml or .pdf is not that format: a LoadError, not a crash."""
    assert isinstance(documents_or_error(write(tmp_path, suffix, b"palabra " * 262_144)), LoadError)


FRAGMENT = st.tuples(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzñáéíóúü€«»¿¡çÑ \n", max_size=40),
    st.sampled_from(["utf-8", "cp1252", "latin-1"]),
)


@pytest.mark.parametrize("suffix", [".txt", ".md", ".html"])
@FEW
@given(fragments=st.lists(FRAGMENT, min_size=1, max_size=6))
def test_mixed_encodings_keep_every_ascii_word(tmp_path, suffix, fragments):
    """UTF-8, cp1252 and latin-1 fragments in one file: read; in .txt every ASCII word survives."""
    raw = b"".join(text.encode(encoding, errors="replace") for text, encoding in fragments)
    result = documents_or_error(write(tmp_path, suffix, raw))
    if suffix == ".txt":
        words = re.findall(r"[A-Za-z0-9?]+", raw.decode("latin-1"))
        if words:
            assert not isinstance(result, LoadError), result
            assert re.findall(r"[A-Za-z0-9?]+", "\n\n".join(d.page_content for d in result)) == words


@pytest.mark.parametrize("suffix", SUFFIXES)
@FEW
@given(blank=st.text(alphabet=" \t\r\n\x0b\x0c", max_size=200))
def test_empty_and_whitespace_files_are_an_empty_file_error(tmp_path, suffix, blank):
    """An empty or whitespace-only file is LoadError('empty file'), whatever its suffix."""
    result = documents_or_error(write(tmp_path, suffix, blank.encode()))
    assert isinstance(result, LoadError) and str(result) == "empty file"


@pytest.mark.parametrize("suffix", SUFFIXES)
@FEW
@given(bom=st.booleans(), blank=st.text(alphabet=" \n\xa0\u2003\u3000\u2028", min_size=1, max_size=50))
def test_unicode_blank_files_are_a_load_error(tmp_path, suffix, bom, blank):
    """Only non-breaking, wide or line-separator spaces (after an optional BOM): a LoadError."""
    data = ("\ufeff" if bom else "") + blank
    assert isinstance(documents_or_error(write(tmp_path, suffix, data.encode())), LoadError)


@FEW
@given(front_matter=ANY_TEXT)
@example(front_matter="title: Ley 1/2024: de prueba")
def test_boe_markdown_with_any_front_matter_is_documents_or_a_load_error(tmp_path, front_matter):
    """A BOE-looking Markdown file whose YAML front matter is anything (even broken YAML)."""
    text = f"---\n{front_matter}\n---\n\n##### Artículo 1\n\nTexto del artículo primero.\n"
    documents_or_error(write(tmp_path, ".md", text.encode()))


@FEW
@given(
    text=st.text(alphabet="abcdefghijklmnopqrstuvwxyz .,0123456789", min_size=1, max_size=60),
    edits=st.lists(st.tuples(st.integers(0, 10_000), st.binary(max_size=4)), max_size=4),
    keep=st.floats(0.0, 1.0),
)
def test_damaged_pdf_is_documents_or_a_load_error(tmp_path, text, edits, keep):
    """A valid PDF with a few bytes overwritten and cut anywhere."""
    pdf = bytearray(tiny_pdf(text))
    for position, replacement in edits:
        position %= len(pdf)
        pdf[position : position + len(replacement)] = replacement
    documents_or_error(write(tmp_path, ".pdf", bytes(pdf[: max(1, round(len(pdf) * keep))])))


@FEW
@given(
    stream_filter=st.sampled_from(
        ["", "/FlateDecode", "/ASCIIHexDecode", "/LZWDecode", "/CCITTFaxDecode", "/JBIG2Decode", "/FooDecode"]
    )
)
@example(stream_filter="/JBIG2Decode")
@example(stream_filter="/FooDecode")
def test_pdf_declaring_any_stream_filter_is_documents_or_a_load_error(tmp_path, stream_filter):
    """A content stream under a filter pypdf cannot decode is an unreadable PDF, not a crash."""
    documents_or_error(write(tmp_path, ".pdf", tiny_pdf("Hola mundo", stream_filter)))


@FEW
@given(encryption=st.sampled_from(sorted(ENCRYPTIONS)))
@example(encryption="aes-256")
@example(encryption="unknown-version")
def test_encrypted_pdf_is_documents_or_a_load_error(tmp_path, encryption):
    """A password-protected PDF (RC4, AES-128, AES-256, unknown) is a LoadError, not a crash."""
    documents_or_error(write(tmp_path, ".pdf", tiny_pdf("Hola mundo", trailer_extra=ENCRYPTIONS[encryption])))


# --- 2. Splitters -------------------------------------------------------------------------------

SPECS = [SplitterSpec(info.name) for info in available()]
SPECS += [SplitterSpec(info.name, 50, 10) for info in available() if info.sized]
SPLITTER_TEXT = st.one_of(
    ANY_TEXT,
    MARKUP_SOUP,
    st.lists(  # paragraphs (some very long words) between runs of blank lines
        st.tuples(
            st.sampled_from(["palabra", "1. Uno.", "x" * 1500, ""]),
            st.sampled_from(["", " ", "\n", "\n\n", "\n\n\n", "\n\n\n\n", "\n \n", "\r\n\r\n", "\n" * 7]),
        ),
        max_size=12,
    ).map(lambda parts: "".join(word + gap for word, gap in parts)),
    st.tuples(st.sampled_from("añ€ 👩"), st.integers(1, 5000)).map(lambda pair: pair[0] * pair[1]),
    st.integers(1, 500).map(lambda n: "\n" * n),
)


@pytest.fixture
def quiet_splitters():
    """LangChain warns about every chunk longer than the size; expected here."""
    logging.getLogger("langchain_text_splitters").setLevel(logging.ERROR)


@pytest.mark.parametrize("spec", SPECS, ids=str)
@SOME
@given(text=SPLITTER_TEXT, precept=st.booleans())
@example(text="a\n\n\n\nb", precept=False)
def test_every_chunk_is_its_document_between_start_and_end(quiet_splitters, spec, text, precept):
    """Any text, any registered splitter: no exception, each chunk is exactly text[start:end]."""
    metadata = {"doc_id": "doc", "source": "doc.txt"} | ({"article_id": "art-1"} if precept else {})
    chunks = spec.build().transform_documents([Document(page_content=text, metadata=metadata)])
    spans = [(c.metadata["start"], c.metadata["end"], c.page_content) for c in chunks]
    assert [(s, e, t) for s, e, t in spans if not 0 <= s <= e <= len(text) or text[s:e] != t] == []
    assert {c.metadata["doc_id"] for c in chunks} <= {"doc"}
