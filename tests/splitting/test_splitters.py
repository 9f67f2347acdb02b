"""Splitters: the contract every registered splitter keeps, and each one's own promises."""

from __future__ import annotations

import functools
import json
import logging
from collections import Counter

import pytest
from langchain_core.documents import Document

from rag.core.tokens import count_tokens
from rag.ingest.corpus import BUNDLED, Corpus, load_corpus
from splitters import SplitterSpec, UnknownSplitter, available, get_info, get_splitter
from splitters.articles import ArticleSplitter

KEPT_FIELDS = ("norm_id", "article_id", "url", "version_date", "source", "titulo", "capitulo", "seccion")
NAMES = [info.name for info in available()]


@pytest.fixture(autouse=True)
def quiet_splitter_warnings():
    """LangChain warns about every over-long chunk of 'caracteres'; that is the baseline's nature."""
    logging.getLogger("langchain_text_splitters").setLevel(logging.ERROR)


@functools.cache
def documents(corpus: str) -> tuple[Document, ...]:
    """The documents of a bundled corpus (cached: the files never change)."""
    title, path = BUNDLED[corpus]
    return tuple(load_corpus(Corpus(corpus, title, path, bundled=True)).documents)


def split(spec: str, corpus: str = "constitucion") -> list[Document]:
    """Chunks of a bundled corpus; the documents are copied so splitters cannot alter the cache."""
    docs = [Document(page_content=d.page_content, metadata=dict(d.metadata)) for d in documents(corpus)]
    return list(SplitterSpec.parse(spec).build().transform_documents(docs))


def by_doc_id(corpus: str = "constitucion") -> dict[str, Document]:
    """The corpus documents by doc_id."""
    return {d.metadata["doc_id"]: d for d in documents(corpus)}


def test_registry_lists_the_three_splitters_in_order():
    """The built-ins register in the order users see them."""
    assert [(i.name, i.sized) for i in available()] == [
        ("articulos", False),
        ("recursivo", True),
        ("caracteres", True),
    ]


@pytest.mark.parametrize("corpus", ["constitucion", "leyes"])
@pytest.mark.parametrize("name", NAMES)
def test_every_chunk_keeps_its_document_metadata(name, corpus):
    """Chunks are non-empty and carry norm, article, url, version, source and hierarchy of their precept."""
    docs = by_doc_id(corpus)
    chunks = split(name, corpus)
    assert chunks
    assert [c.metadata["chunk_id"] for c in chunks if not c.page_content.strip()] == []
    lost = [
        c.metadata["chunk_id"]
        for c in chunks
        if any(c.metadata[f] != docs[c.metadata["doc_id"]].metadata[f] for f in KEPT_FIELDS)
    ]
    assert lost == []


@pytest.mark.parametrize("corpus", ["constitucion", "leyes"])
@pytest.mark.parametrize("name", NAMES)
def test_every_chunk_is_traceable_to_its_span(name, corpus):
    """The chunk text is exactly its document's text between start and end."""
    docs = by_doc_id(corpus)
    chunks = split(name, corpus)
    untraceable = [
        c.metadata["chunk_id"]
        for c in chunks
        if docs[c.metadata["doc_id"]].page_content[c.metadata["start"] : c.metadata["end"]] != c.page_content
    ]
    assert untraceable == []


@pytest.mark.parametrize("corpus", ["constitucion", "leyes"])
@pytest.mark.parametrize("name", NAMES)
def test_chunk_ids_are_unique(name, corpus):
    """No two chunks share an id (Chroma would refuse the batch)."""
    counts = Counter(c.metadata["chunk_id"] for c in split(name, corpus))
    assert [chunk_id for chunk_id, n in counts.items() if n > 1] == []


@pytest.mark.parametrize("name", NAMES)
def test_every_document_is_covered(name):
    """Every precept yields at least one chunk, in corpus order."""
    doc_ids = [c.metadata["doc_id"] for c in split(name)]
    assert list(dict.fromkeys(doc_ids)) == list(by_doc_id())


def test_articulos_has_one_precept_chunk_per_precept():
    """articulos gives exactly 185 'precepto' chunks, one per precept, whole."""
    docs = by_doc_id()
    precepts = [c for c in split("articulos") if c.metadata["chunk_kind"] == "precepto"]
    assert len(precepts) == 185
    assert [c.metadata["chunk_id"] for c in precepts] == list(docs)
    assert all(c.page_content == docs[c.metadata["chunk_id"]].page_content for c in precepts)


def test_articulos_article_149_has_apartado_subchunks():
    """Article 149 splits into apartados 1, 2 and 3, each with the article's id, url and title."""
    chunks = [c for c in split("articulos") if c.metadata["article_id"] == "art-149"]
    apartados = [c for c in chunks if c.metadata["chunk_kind"] == "apartado"]
    assert [c.metadata["apartado"] for c in apartados] == ["1", "2", "3"]
    assert {(c.metadata["article_id"], c.metadata["url"], c.metadata["titulo"]) for c in chunks} == {
        (
            "art-149",
            "https://www.boe.es/buscar/act.php?id=BOE-A-1978-31229#a149",
            "TÍTULO VIII. De la Organización Territorial del Estado",
        )
    }
    assert [c.metadata["parent_id"] for c in apartados] == ["BOE-A-1978-31229:art-149"] * 3
    assert apartados[1].page_content.startswith("2. Sin perjuicio de las competencias")


def test_articulos_embeds_only_the_smallest_units():
    """Short single-paragraph precepts are embedded whole; parents of parts are not embedded."""
    chunks = split("articulos")
    embedded = {c.metadata["chunk_id"]: c.metadata["embedded"] for c in chunks}
    parents = {c.metadata["parent_id"] for c in chunks if c.metadata.get("parent_id")}
    assert [cid for cid in parents if embedded[cid]] == []
    assert embedded["BOE-A-1978-31229:art-2"] is True
    assert embedded["BOE-A-1978-31229:art-149"] is False


def test_articulos_embedded_chunks_stay_under_1300_chars():
    """No embedded articulos chunk is longer than 1300 characters (long apartados are cut)."""
    long = [
        (c.metadata["chunk_id"], len(c.page_content))
        for c in split("articulos")
        if c.metadata["embedded"] and len(c.page_content) > 1300
    ]
    assert long == []


def test_recursivo_chunks_fit_the_size_and_one_precept():
    """recursivo:400:40 chunks are at most 400 characters and lie inside one precept."""
    docs = by_doc_id()
    chunks = split("recursivo:400:40")
    assert max(len(c.page_content) for c in chunks) <= 400
    assert all(c.page_content in docs[c.metadata["doc_id"]].page_content for c in chunks)
    assert {c.metadata["chunk_kind"] for c in chunks} == {"trozo"}


def test_caracteres_baseline_can_exceed_the_size():
    """caracteres:400:40 only cuts between paragraphs, so a long paragraph stays whole (> 400)."""
    chunks = split("caracteres:400:40")
    assert max(len(c.page_content) for c in chunks) > 400
    assert all("\n\n" not in c.page_content or len(c.page_content) <= 400 for c in chunks)


@pytest.mark.parametrize(
    "spec", ["recursivo:400:40:tokens", "recursivo:120:20:tokens", "recursivo:60:0:tokens"]
)
def test_recursivo_in_tokens_fits_the_token_budget(spec):
    """With length unit tokens, every chunk is at most N tiktoken tokens (o200k_base)."""
    size = int(spec.split(":")[1])
    counts = [count_tokens(c.page_content) for c in split(spec)]
    assert max(counts) <= size
    assert max(counts) > size // 2


def test_chunks_inside_an_apartado_are_tagged_with_it():
    """A recursivo chunk within article 28's apartado 2 says so."""
    chunks = [c for c in split("recursivo:400:40") if c.metadata["article_id"] == "art-28"]
    assert [c.metadata.get("apartado") for c in chunks if c.page_content.startswith("2. ")] == ["2"]


def test_section_documents_split_with_articulos():
    """A non-BOE section document becomes one 'seccion' chunk with its own metadata."""
    doc = Document(
        page_content="Cabe recurso de alzada.", metadata={"doc_id": "n.md#s1", "section": "Recursos"}
    )
    [chunk] = get_splitter("articulos").transform_documents([doc])
    assert chunk.metadata == {
        "doc_id": "n.md#s1",
        "section": "Recursos",
        "chunk_id": "n.md#s1",
        "chunk_kind": "seccion",
        "start": 0,
        "end": 23,
        "embedded": True,
    }


def test_unknown_splitter_lists_the_valid_ones():
    """An unknown name raises UnknownSplitter naming every registered splitter."""
    with pytest.raises(UnknownSplitter) as error:
        SplitterSpec.parse("nope")
    assert str(error.value) == "unknown splitter 'nope'; valid splitters: articulos, recursivo, caracteres"
    with pytest.raises(UnknownSplitter, match="articulos, recursivo, caracteres"):
        get_info("semantico")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("articulos", "articulos"),
        ("recursivo", "recursivo:400:40"),
        ("recursivo:300:30", "recursivo:300:30"),
        ("caracteres:500:0:tokens", "caracteres:500:0:tokens"),
        (" recursivo:200:20:chars ", "recursivo:200:20"),
    ],
)
def test_spec_parse_round_trips(text, expected):
    """Specs parse from NAME[:SIZE:OVERLAP[:UNIT]] and print canonically."""
    assert str(SplitterSpec.parse(text)) == expected


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("recursivo:400:400", "chunk overlap must be between 0 and the chunk size (400), got 400"),
        ("recursivo:100:200", "chunk overlap must be between 0 and the chunk size (100), got 200"),
        ("caracteres:0:0", "chunk size must be positive, got 0"),
        ("recursivo:-5:0", "chunk size must be positive, got -5"),
        ("recursivo:400:-1", "chunk overlap must be between 0 and the chunk size (400), got -1"),
    ],
)
def test_bad_sizes_are_value_errors(spec, message):
    """Impossible size/overlap combinations fail when the splitter is built."""
    with pytest.raises(ValueError) as error:
        SplitterSpec.parse(spec).build()
    assert str(error.value) == message


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("recursivo:cien:10", "splitter 'recursivo:cien:10': size and overlap must be whole numbers"),
        ("recursivo:400:40:words", "length unit must be 'chars' or 'tokens', not 'words'"),
    ],
)
def test_malformed_specs_are_value_errors(spec, message):
    """Non-numeric sizes and unknown units are refused when parsed."""
    with pytest.raises(ValueError) as error:
        SplitterSpec.parse(spec)
    assert str(error.value) == message


def test_article_splitter_refuses_tiny_pieces():
    """articulos refuses a piece size below 200 characters."""
    with pytest.raises(ValueError, match="at least 200"):
        ArticleSplitter(piece_chars=100)


def test_apartados_metadata_is_valid_json_spans():
    """The 'apartados' metadata of article 28 is [[number, start, end], …] over its text."""
    doc = by_doc_id()["BOE-A-1978-31229:art-28"]
    spans = json.loads(doc.metadata["apartados"])
    assert [n for n, _, _ in spans] == ["1", "2"]
    assert doc.page_content[spans[1][1] : spans[1][1] + 3] == "2. "
