"""Explorar (``ui.browser``): precepts shown verbatim under their headings, and the ones out of force
marked as such. Rendered by Streamlit (AppTest) from a real BOE file of the library."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def _browse_retail_distance_sales() -> None:
    """The page: Comercio minorista's articles 38 to 49, as the default splitter cuts the real file."""
    from rag.core.config import SHIPPED_DATA
    from rag.core.records import Chunk
    from rag.ingest.loaders import load_file
    from splitters import SplitterSpec
    from ui.browser import render_precepts

    (path,) = (SHIPPED_DATA / "biblioteca").glob("*/BOE-A-1996-1072.md")
    documents = SplitterSpec.parse("articulos").build().transform_documents(load_file(path))
    chunks = [Chunk.from_document(document) for document in documents]
    wanted = {f"art-{n}" for n in range(38, 50)}
    render_precepts(c for c in chunks if c.article_id in wanted and c.kind == "precepto")


def test_explorar_marks_a_superseded_article_and_shows_its_former_text() -> None:
    """Art. 44 (distance sales: "siete días hábiles") is printed under "Artículos 39 a 48.
    (Derogados)": Explorar shows it, marked as out of force with its former wording; art. 48 is
    only the repeal; art. 38, which points to the Ley de Consumidores, is in force."""
    at = AppTest.from_function(_browse_retail_distance_sales, default_timeout=60).run()
    assert not at.exception, [e.value for e in at.exception]
    superseded = next(e for e in at.expander if e.label.startswith("Artículo 44"))
    assert superseded.label.endswith("· sin vigor (derogado; se muestra su redacción anterior)")
    assert "siete días hábiles" in " ".join(m.value for m in superseded.markdown)
    repealed = next(e for e in at.expander if e.label.startswith("Artículo 48"))
    assert repealed.label.endswith("· sin vigor (derogado o sin contenido)")
    in_force = next(e for e in at.expander if e.label.startswith("Artículo 38"))
    assert "sin vigor" not in in_force.label
    assert len(at.expander) == 12  # one per article, 38 to 49
