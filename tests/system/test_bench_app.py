"""`rag bench`'s app figures, for real: ``streamlit run app.py`` on an index built by ``rag ingest``
(real embeddings, shipped vectors), a question typed in Chromium, the time to the first answer and
the app's resident memory read from /proc. Values are only checked to be measured and plausible:
the targets are the benchmark's to report, never a timed assert."""

from __future__ import annotations

from pathlib import Path

from servers import find_chromium

from rag.core.config import Settings
from rag.evaluate.bench import WARM_UP_QUESTION
from rag.evaluate.bench_app import measure_app
from rag.ingest.build import open_index
from rag.ingest.corpus import resolve_corpus
from splitters import SplitterSpec


def test_measure_app_times_start_to_first_answer_and_reads_its_memory(tmp_path: Path) -> None:
    """The app started on a built index answers the bench's question in the browser; open_s and the
    resident memory are measured; the process is gone afterwards."""
    find_chromium()  # installs Playwright and Chromium when missing, as the browser tests do
    settings = Settings(data_dir=tmp_path / "rag", index_dir=None, chroma_url="")
    index = open_index(settings)
    report = index.ingest(resolve_corpus("constitucion", settings), SplitterSpec.parse("articulos"))
    assert report.embedded == 0  # shipped vectors: the app's start is not an embedding run
    figures = measure_app(tmp_path / "rag", "constitucion", WARM_UP_QUESTION, tmp_path)
    assert "skipped" not in figures, figures
    assert 0 < figures["open_s"] < 300
    assert 100 < figures["rss_mb"] <= figures["peak_rss_mb"]  # the model and index are loaded
    assert "17" in figures["answer_start"], figures  # the detainee's rights: art. 17 quoted
    log = (tmp_path / "streamlit.log").read_text()
    assert "Traceback" not in log
