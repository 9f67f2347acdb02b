"""Loading files and folders: BOE laws become precept documents, anything unreadable is reported."""

from __future__ import annotations

import functools
import json
import random
from collections import Counter

import pytest
from conftest import CONSTITUCION_DIR, CURRENT_HTML, LEYES_DIR, OLD_HTML, ORIGINAL_XML

from rag.core.errors import CorpusError, LoadError
from rag.ingest.corpus import list_corpora, load_corpus, resolve_corpus
from rag.ingest.loaders import load_file

LEYES = [
    ("BOE-A-2013-12887", "Ley 19/2013", "2022-07-09"),
    ("BOE-A-2015-10565", "Ley 39/2015", "2025-12-18"),
    ("BOE-A-2015-11430", "Real Decreto Legislativo 2/2015", "2026-06-24"),
    ("BOE-A-2018-16673", "Ley Orgánica 3/2018", "2025-12-27"),
]
CHUNK_FIELDS = ("norm_id", "norm_title", "version_date", "article_id", "article_label", "url", "source")

TRUNCATED_HTML = """<!DOCTYPE html>
<html><head><title>Guía de trámites</title><script>var secreto = "no indexar esto";</script></head>
<body><nav><ul><li><a href="/">Menú principal</a></li></ul></nav>
<h1>Registro</h1>
<p>El registro abre a las nueve.</p>
<h2>Certificados</h2>
<p>El certificado se pide en la sede electrónica.</p>
<p>Tarda dos días hábiles.</p><p cla"""
GOOD_MARKDOWN = "# Plazos\n\nEl plazo es de diez días.\n\n## Recursos\n\nCabe recurso de alzada.\n"


@functools.cache
def ley(norm_id: str):
    """The documents of one shipped law (cached: the files never change)."""
    return load_file(LEYES_DIR / f"{norm_id}.md", LEYES_DIR)


@pytest.mark.parametrize(("norm_id", "title_start", "version_date"), LEYES)
def test_law_identity(norm_id, title_start, version_date):
    """Every precept of a law carries its BOE id, title and consolidated version date."""
    docs = ley(norm_id)
    assert {d.metadata["norm_id"] for d in docs} == {norm_id}
    assert all(d.metadata["norm_title"].startswith(title_start) for d in docs)
    assert {d.metadata["version_date"] for d in docs} == {version_date}
    assert {d.metadata["source"] for d in docs} == {f"{norm_id}.md"}


@pytest.mark.parametrize(("norm_id", "title_start", "version_date"), LEYES)
def test_law_precepts_have_citable_metadata(norm_id, title_start, version_date):
    """Article 1 exists, and every precept has a label and a url at its BOE anchor."""
    docs = ley(norm_id)
    by_id = {d.metadata["article_id"]: d for d in docs}
    assert by_id["art-1"].metadata["article_label"] == "Artículo 1"
    assert by_id["art-1"].metadata["url"] == f"https://www.boe.es/buscar/act.php?id={norm_id}#a1"
    assert [d.metadata["doc_id"] for d in docs if not all(d.metadata.get(f) for f in CHUNK_FIELDS)] == []


def test_leyes_corpus_has_unique_precepts(settings):
    """Across the four laws no (norm_id, article_id) pair repeats."""
    loaded = load_corpus(resolve_corpus("leyes", settings))
    pairs = Counter((d.metadata["norm_id"], d.metadata["article_id"]) for d in loaded.documents)
    assert (loaded.files, loaded.problems) == (4, [])
    assert [pair for pair, n in pairs.items() if n > 1] == []
    assert len(pairs) == len(loaded.documents) == 501


def test_annulled_paragraph_does_not_cut_the_article():
    """Ley 39/2015 art. 6 keeps apartados 5-7 after its '**(Párrafo anulado)**' note."""
    art6 = next(d for d in ley("BOE-A-2015-10565") if d.metadata["article_id"] == "art-6")
    assert "5. El apoderamiento «*apud*acta» se otorgará" in art6.page_content
    numbers = [number for number, _, _ in json.loads(art6.metadata["apartados"])]
    assert numbers == ["1", "2", "3", "4", "5", "6", "7"]


@pytest.mark.parametrize("note", ["Redacción anterior", "<small>Se modifica"])
def test_markdown_editorial_notes_are_not_precept_text(note):
    """BOE's '> …' amendment notes and superseded wording stay out of the text, as in the HTML."""
    docs = ley("BOE-A-2015-11430")
    assert [d.metadata["article_id"] for d in docs if note in d.page_content] == []


@pytest.mark.parametrize("norm_id", [row[0] for row in LEYES])
@pytest.mark.parametrize("signature", ["Dado en ", "FELIPE R.", "JUAN CARLOS R.", "Mando a todos"])
def test_law_signature_is_not_precept_text(norm_id, signature):
    """The place, date and signatures after the last precept belong to no precept."""
    assert [d.metadata["article_id"] for d in ley(norm_id) if signature in d.page_content] == []


@pytest.mark.parametrize(
    ("path", "norm_id", "count"),
    [
        (OLD_HTML, "BOE-A-1978-31229", 185),
        (ORIGINAL_XML, "BOE-A-1978-31229", 185),
        (CURRENT_HTML, "BOE-A-1978-31229", 8),
    ],
)
def test_load_file_reads_boe_markup(path, norm_id, count):
    """BOE HTML (windows-1252 or UTF-8) and XML files load as one document per precept."""
    docs = load_file(path)
    assert len(docs) == count
    assert {d.metadata["norm_id"] for d in docs} == {norm_id}
    assert docs[0].metadata["doc_id"] == f"{norm_id}:preambulo"


def test_old_html_decodes_windows_1252():
    """Accented text of the windows-1252 page comes out right."""
    art = next(d for d in load_file(OLD_HTML) if d.metadata["article_id"] == "art-3")
    assert art.page_content.startswith("1. El castellano es la lengua española oficial del Estado.")


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("empty.txt", b"", "empty file"),
        ("blank.md", b"  \n\n ", "empty file"),
        ("x.pdf", random.Random(0).randbytes(2048), "not a readable PDF (PdfStreamError)"),
        ("data.csv", b"a,b\n1,2\n", "unsupported file type .csv"),
        ("raw.xml", b"<root><item>hola</item></root>", 'XML without BOE precepts (<p class="articulo">)'),
    ],
)
def test_load_file_unreadable_raises_load_error(tmp_path, name, content, reason):
    """Unreadable files raise LoadError with a one-line reason."""
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(LoadError) as error:
        load_file(path)
    assert str(error.value) == reason


def test_plain_text_is_one_section(tmp_path):
    """A .txt file is not split at '#' lines: one document, no section."""
    path = tmp_path / "nota.txt"
    path.write_text("# no es un título\n\nUn párrafo.\n", encoding="utf-8")
    docs = load_file(path)
    assert [(d.page_content, d.metadata["section"]) for d in docs] == [
        ("# no es un título\n\nUn párrafo.", "")
    ]


@pytest.fixture
def messy_folder(tmp_path):
    """A folder with random bytes as PDF, an empty file, truncated HTML and good Markdown."""
    folder = tmp_path / "mixta"
    folder.mkdir()
    (folder / "x.pdf").write_bytes(random.Random(0).randbytes(4096))
    (folder / "empty.txt").write_bytes(b"")
    (folder / "guia.html").write_text(TRUNCATED_HTML, encoding="utf-8")
    (folder / "notas.md").write_text(GOOD_MARKDOWN, encoding="utf-8")
    return folder


def test_messy_folder_loads_readable_files_and_reports_the_rest(messy_folder, settings):
    """Readable files give documents; the PDF and the empty file are problems with a reason."""
    loaded = load_corpus(resolve_corpus(str(messy_folder), settings))
    assert loaded.files == 4
    assert loaded.problems == [("empty.txt", "empty file"), ("x.pdf", "not a readable PDF (PdfStreamError)")]
    assert sorted({d.metadata["source"] for d in loaded.documents}) == ["guia.html", "notas.md"]


def test_markdown_sections_carry_their_heading_path(messy_folder, settings):
    """Each Markdown section is a document with its heading breadcrumb."""
    loaded = load_corpus(resolve_corpus(str(messy_folder), settings))
    notas = [
        (d.page_content, d.metadata["section"])
        for d in loaded.documents
        if d.metadata["source"] == "notas.md"
    ]
    assert notas == [
        ("El plazo es de diez días.", "Plazos"),
        ("Cabe recurso de alzada.", "Plazos › Recursos"),
    ]


def test_truncated_html_keeps_text_before_the_cut(messy_folder, settings):
    """The cut page keeps its sections and paragraphs, without script or menu text."""
    loaded = load_corpus(resolve_corpus(str(messy_folder), settings))
    guia = [d for d in loaded.documents if d.metadata["source"] == "guia.html"]
    sections = {d.metadata["section"]: d.page_content for d in guia}
    assert sections["Registro"] == "El registro abre a las nueve."
    assert sections["Registro › Certificados"] == (
        "El certificado se pide en la sede electrónica.\n\nTarda dos días hábiles."
    )
    text = "\n".join(d.page_content for d in guia)
    assert "no indexar" not in text
    assert "Menú principal" not in text
    assert {d.metadata["title"] for d in guia} == {"Guía de trámites"}


def test_folder_is_registered_under_its_name(messy_folder, settings):
    """A folder ingested once is listed among the corpora and resolvable by name."""
    corpus = resolve_corpus(str(messy_folder), settings)
    assert corpus.name == "mixta"
    assert [c.name for c in list_corpora(settings)] == [
        "constitucion",
        "leyes",
        "normas",
        "biblioteca",
        "mixta",
    ]
    assert resolve_corpus("mixta", settings).path == messy_folder.resolve()
    assert (settings.data_dir / "corpora.json").exists()


def test_empty_folder_is_a_corpus_error(tmp_path, settings):
    """A folder without documents says so."""
    folder = tmp_path / "vacia"
    folder.mkdir()
    with pytest.raises(CorpusError) as error:
        load_corpus(resolve_corpus(str(folder), settings))
    assert str(error.value) == "corpus 'vacia' has nothing readable (no .html/.md/.txt/.pdf files)"


def test_folder_of_unreadable_files_names_them(tmp_path, settings):
    """A folder where nothing is readable names each file and why."""
    folder = tmp_path / "rota"
    folder.mkdir()
    (folder / "x.pdf").write_bytes(random.Random(0).randbytes(4096))
    (folder / "empty.txt").write_bytes(b"")
    with pytest.raises(CorpusError) as error:
        load_corpus(resolve_corpus(str(folder), settings))
    assert str(error.value) == (
        "corpus 'rota' has nothing readable "
        "(empty.txt: empty file; x.pdf: not a readable PDF (PdfStreamError))"
    )


BUNDLED_NAMES = "constitucion, leyes, normas, biblioteca"


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("/no/such/dir", f"unknown corpus '/no/such/dir': not a folder, nor one of: {BUNDLED_NAMES}"),
        ("constitucio", f"unknown corpus 'constitucio': not a folder, nor one of: {BUNDLED_NAMES}"),
    ],
)
def test_unknown_corpus_is_a_corpus_error(name, message, settings):
    """An unknown name or a missing folder lists the corpora that exist."""
    with pytest.raises(CorpusError) as error:
        resolve_corpus(name, settings)
    assert str(error.value) == message


def test_file_is_not_a_corpus(tmp_path, settings):
    """A file path is refused: a corpus is a folder."""
    path = tmp_path / "a.md"
    path.write_text("hola", encoding="utf-8")
    with pytest.raises(CorpusError, match="is not a folder"):
        resolve_corpus(str(path), settings)


def test_bundled_constitution_is_one_file_of_185_precepts(settings):
    """The default corpus loads its single Markdown file into 185 precept documents."""
    corpus = resolve_corpus("constitucion", settings)
    loaded = load_corpus(corpus)
    assert corpus.path == CONSTITUCION_DIR
    assert (loaded.files, len(loaded.documents), loaded.problems) == (1, 185, [])
    assert [d.metadata["order"] for d in loaded.documents] == list(range(185))
