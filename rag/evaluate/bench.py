"""Benchmark: ingest, retrieval and first-answer latency, cold start, memory, a larger corpus and a
LangChain-tutorial peer pipeline, all measured in this process on a fresh temporary store.

``run_bench`` returns a JSON-serialisable dict of figures; ``format_table`` renders it with the
project's targets. Nothing is printed: the CLI decides how to show the result.
"""

from __future__ import annotations

import json
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from chromadb.config import Settings as ChromaSettings
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings

from rag.core.config import PROJECT_ROOT, SHIPPED_DATA, Settings
from rag.core.results import Understood
from rag.evaluate.bench_app import measure_app
from rag.evaluate.bench_corpus import build_scaled_folder, write_synthetic_collection
from rag.evaluate.bench_table import target_figures, targets_for
from rag.evaluate.metrics import percentiles
from rag.ingest.build import EMBED_TEXTS_PER_S, Index, IngestReport, open_index
from rag.ingest.corpus import Corpus, load_corpus, register_corpus, resolve_corpus
from rag.ingest.store import Progress, connect
from rag.pipeline import Pipeline, ingest, open_pipeline, open_search
from rag.search.learned import settle
from splitters import SplitterSpec

QUESTIONS_FILE = SHIPPED_DATA / "eval" / "dev.jsonl"
RETRIEVAL_QUESTIONS = 40
FIRST_TOKEN_QUESTIONS = 10
# Not timed: the first query of a retriever pays one-off set-up (allocations, OpenMP threads).
WARM_UP_QUESTION = "¿Qué derechos tiene una persona detenida?"
BENCH_RETRIEVERS = ("dense", "bm25", "hybrid", "learned")
SYNTHETIC_FROM_SCALE = 50  # from here on, embedding the scaled corpus takes too long on a laptop
APP_IMPORT = "import ui.resources, ui.chat, ui.sidebar, ui.browser, rag.pipeline"
PEER_CHUNK_SIZE, PEER_CHUNK_OVERLAP, PEER_K = 1000, 200, 4  # the LangChain RAG tutorial's values
# Above this, the benchmark does not re-embed a corpus for the recursive splitter or the peer
# (the library's would take over an hour here); it says so and what the embedding would cost.
REEMBED_LIMIT_S = 600.0
STEPS = 12


class _Steps:
    """Outer progress (step n of STEPS) that also relays an ingest's own progress messages."""

    def __init__(self, progress: Progress | None) -> None:
        self.progress = progress
        self.done = 0

    def start(self, message: str) -> Progress:
        """Announce the next step; the returned callback reports inside it."""
        self.done += 1
        step = self.done

        def inner(done: int, total: int, detail: str) -> None:
            if self.progress:
                self.progress(step - 1, STEPS, f"{message}: {detail}")

        if self.progress:
            self.progress(step - 1, STEPS, message)
        return inner

    def finish(self) -> None:
        """Report completion."""
        if self.progress:
            self.progress(STEPS, STEPS, "Listo")


def load_questions(count: int, corpus_name: str = "constitucion") -> list[str]:
    """``count`` distinct questions spread evenly over the corpus' dev set (the Constitution's for a
    corpus without one): every kind of question."""
    own = SHIPPED_DATA / "eval" / f"{corpus_name}-dev.jsonl"
    source = own if own.exists() else QUESTIONS_FILE
    rows = [json.loads(line) for line in source.read_text(encoding="utf-8").splitlines() if line]
    distinct = list(dict.fromkeys(str(row["question"]) for row in rows))
    if len(distinct) <= count:
        return distinct
    stride = len(distinct) / count
    return [distinct[int(i * stride)] for i in range(count)]


def _ratio(ours: float, peer: float) -> float:
    return float(f"{ours / max(peer, 1e-9):.3g}")


def time_retrieval(pipeline: Pipeline, method: str, k: int, questions: list[str]) -> dict[str, float]:
    """Latency of ``PreceptRetriever.search`` (what the chain calls), query embedding included.

    The per-question caches of ``PreceptSearch`` are cleared before every question, so each
    one pays its embedding exactly as a new question from a user does.
    """
    retriever = pipeline.retriever(method, k)
    settle(pipeline.search)  # what the app does in the background on opening: not a question's cost
    pipeline.search.forget_queries()
    retriever.search(WARM_UP_QUESTION, k)
    samples = []
    for question in questions:
        pipeline.search.forget_queries()
        started = time.perf_counter()
        retriever.search(question, k)
        samples.append((time.perf_counter() - started) * 1000)
    return percentiles(samples, method="linear")


def time_reranker(pipeline: Pipeline, k: int, questions: list[str]) -> dict[str, float]:
    """The learned re-ranker's own cost per question: the learned ranking minus the hybrid ranking
    it re-ranks, both with the question already embedded (features, model and calibration only)."""
    search = pipeline.search
    understood = [Understood(q, q) for q in questions]
    search.rank("learned", understood[0], k)  # profiles of the first candidates, model loaded
    samples = []
    for question in understood:
        search.forget_queries()
        search.similarities(question.standalone)  # the embedding, not timed
        started = time.perf_counter()
        search.rank("hybrid", question, k)
        hybrid_ms = (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        search.rank("learned", question, k)
        samples.append(max((time.perf_counter() - started) * 1000 - hybrid_ms, 0.0))
    return percentiles(samples, method="linear")


def time_first_item(pipeline: Pipeline, settings: Settings, questions: list[str]) -> float:
    """p50 ms from asking the offline chain until it yields its first item (the Answer)."""
    chain = pipeline.chain(settings, None, settings.retriever, settings.k)
    samples = []
    for question in questions:
        pipeline.search.forget_queries()
        started = time.perf_counter()
        for _item in chain.answer_stream(question):
            samples.append((time.perf_counter() - started) * 1000)
            break
    return percentiles(samples, method="linear")["p50"]


def time_app_import(data_dir: Path) -> float:
    """Wall seconds for a fresh interpreter to import the app's modules (a cold-start proxy)."""
    env = {**os.environ, "RAG_DATA_DIR": str(data_dir)}
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", APP_IMPORT], cwd=PROJECT_ROOT, env=env, capture_output=True, text=True
    )
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        tail = done.stderr.strip().splitlines()[-1:] or ["no error output"]
        raise RuntimeError(f"importing the app failed: {tail[0]}")
    return seconds


def peer_splits(corpus: Corpus) -> list[Document]:
    """The chunks a LangChain tutorial's pipeline makes of the corpus (recursive 1000/200)."""
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    texts = [p for p in corpus.files() if p.suffix.lower() in (".md", ".txt")]
    documents = [
        Document(page_content=p.read_text(encoding="utf-8"), metadata={"source": p.name}) for p in texts
    ]
    if not documents:  # HTML/PDF corpora: start from our loader's text, as a tutorial's loader would
        documents = load_corpus(corpus).documents
    splitter = RecursiveCharacterTextSplitter(chunk_size=PEER_CHUNK_SIZE, chunk_overlap=PEER_CHUNK_OVERLAP)
    return splitter.split_documents(documents)


def run_peer(
    embeddings: Embeddings, splits: list[Document], questions: list[str], folder: Path, split_s: float = 0.0
) -> dict[str, Any]:
    """The pipeline a LangChain tutorial builds: its chunks (``peer_splits``, which took ``split_s``),
    Chroma, similarity_search."""
    from langchain_chroma import Chroma

    started = time.perf_counter()
    store = Chroma.from_documents(
        splits,
        embedding=embeddings,
        collection_name="peer",
        persist_directory=str(folder),
        client_settings=ChromaSettings(anonymized_telemetry=False),
    )
    stored_s = time.perf_counter() - started
    store.similarity_search(WARM_UP_QUESTION, k=PEER_K)
    samples = []
    for question in questions:
        started = time.perf_counter()
        store.similarity_search(question, k=PEER_K)
        samples.append((time.perf_counter() - started) * 1000)
    return {
        "chunks": len(splits),
        "ingest_cold_s": round(split_s + stored_s, 3),
        "retrieval_ms": percentiles(samples, method="linear"),
    }


def _store_settings(settings: Settings, data_dir: Path) -> Settings:
    """The settings with a fresh on-disk store under ``data_dir`` (never a server, never the user's)."""
    return settings.model_copy(update={"data_dir": data_dir, "index_dir": None, "chroma_url": ""})


def _timed_ingest(
    index: Index, corpus: Corpus, spec: SplitterSpec, progress: Progress
) -> tuple[float, IngestReport]:
    started = time.perf_counter()
    report = ingest(index, corpus, spec, progress=progress)
    return time.perf_counter() - started, report


def run_bench(
    settings: Settings,
    corpus_name: str = "constitucion",
    scale: int = 10,
    progress: Progress | None = None,
    app: bool = True,
) -> dict[str, Any]:
    """Measure everything on a fresh temporary store; ``scale`` sizes the larger corpus (×chunks,
    1: none); ``app`` also starts the app in a browser (``rag.evaluate.bench_app``). What would
    embed the corpus again for longer than ``REEMBED_LIMIT_S`` (the recursive splitter, the peer)
    is skipped with its estimate."""
    if scale < 1:
        raise ValueError(f"scale must be at least 1, not {scale}")
    steps = _Steps(progress)
    questions = load_questions(RETRIEVAL_QUESTIONS + FIRST_TOKEN_QUESTIONS, corpus_name)
    asked, first_asked = questions[:RETRIEVAL_QUESTIONS], questions[RETRIEVAL_QUESTIONS:]
    articulos, recursivo = SplitterSpec.parse("articulos"), SplitterSpec.parse("recursivo")
    result: dict[str, Any] = {"corpus": corpus_name, "k": settings.k, "skipped": {}}
    with tempfile.TemporaryDirectory(prefix="rag-bench-", ignore_cleanup_errors=True) as tmp:
        root = Path(tmp)
        main_settings = _store_settings(settings, root / "main")
        index = open_index(main_settings)
        corpus = resolve_corpus(corpus_name, main_settings)

        cold_s, cold = _timed_ingest(index, corpus, articulos, steps.start("Ingesta en frío (articulos)"))
        result["chunks"] = cold.chunks
        result["ingest_cold_s"] = {"articulos": round(cold_s, 3)}
        recursive_step = steps.start("Ingesta en frío (recursivo)")
        plan = index.plan(corpus, recursivo)
        if plan.estimate_s > REEMBED_LIMIT_S:
            result["skipped"]["recursivo"] = _too_long(plan.to_embed, plan.estimate_s)
        else:
            other_settings = _store_settings(settings, root / "recursivo")
            other = Index(connect(other_settings), index.embeddings, other_settings)
            recursivo_s, _ = _timed_ingest(other, corpus, recursivo, recursive_step)
            result["ingest_cold_s"]["recursivo"] = round(recursivo_s, 3)
        reingest_s, again = _timed_ingest(index, corpus, articulos, steps.start("Reingesta sin cambios"))
        result["reingest_s"] = round(reingest_s, 3)
        result["reingest_unchanged"] = again.unchanged

        steps.start("Recuperación")
        pipeline = open_pipeline(index, corpus, articulos)
        result["retrieval_ms"] = {m: time_retrieval(pipeline, m, settings.k, asked) for m in BENCH_RETRIEVERS}
        result["reranker_ms"] = time_reranker(pipeline, settings.k, asked)
        steps.start("Primer elemento de la respuesta")
        result["first_token_ms"] = time_first_item(pipeline, main_settings, first_asked)
        steps.start("Importación de la app")
        result["app_import_s"] = round(time_app_import(root / "app"), 3)
        steps.start("La app: de arrancar a la primera respuesta")
        if app:
            result["app"] = measure_app(root / "main", corpus_name, WARM_UP_QUESTION, root)
        else:
            result["app"] = {"skipped": "not asked (app=False)"}

        if scale > 1:
            seconds_per_chunk = cold_s / max(cold.embedded, 1)
            result["scale"] = _run_scale(index, corpus, articulos, scale, cold.chunks, root, asked, steps)
            _estimate_scale(result["scale"], seconds_per_chunk)
        else:
            steps.done += 2
            result["skipped"]["scale"] = "--scale 1: the corpus itself is the one measured"

        steps.start("Par: ingesta (tutorial de LangChain)")
        started = time.perf_counter()
        peer_chunks = peer_splits(corpus)
        split_s = time.perf_counter() - started
        peer_estimate = len(peer_chunks) / EMBED_TEXTS_PER_S
        if peer_estimate > REEMBED_LIMIT_S:
            result["skipped"]["peer"] = _too_long(len(peer_chunks), peer_estimate)
        else:
            result["peer"] = run_peer(index.embeddings, peer_chunks, asked, root / "peer", split_s)
        steps.done += 1  # the peer's retrieval ran inside run_peer
    if "peer" in result:
        result["ratios"] = {
            "ingest_cold": _ratio(cold_s, result["peer"]["ingest_cold_s"]),
            "retrieval_p50_hybrid": _ratio(
                result["retrieval_ms"]["hybrid"]["p50"], result["peer"]["retrieval_ms"]["p50"]
            ),
            "retrieval_p50_dense": _ratio(
                result["retrieval_ms"]["dense"]["p50"], result["peer"]["retrieval_ms"]["p50"]
            ),
        }
    result["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    result["targets"] = targets_for(corpus_name, "open_s" in result["app"], "scale" in result)
    measured = target_figures(result)
    result["met"] = {name: measured[name] <= limit for name, limit in result["targets"].items()}
    result["machine"] = {
        "cpus": os.cpu_count() or 0,
        "python": platform.python_version(),
        "platform": platform.platform(),
    }
    steps.finish()
    return result


def _estimate_scale(scale: dict[str, Any], seconds_per_chunk: float) -> None:
    """A synthetic scale's ingest time: its store writes plus embedding at the measured rate."""
    scale["seconds_per_embedded_chunk"] = round(seconds_per_chunk, 4)
    if scale["synthetic"]:
        todo = scale.pop("embedded_chunks")
        scale["ingest_cold_s"] = round(scale["store_write_s"] + todo * seconds_per_chunk, 3)
        minutes = todo * seconds_per_chunk / 60
        scale["note"] = (
            "retrieval measured on stored synthetic vectors; ingest_cold_s is an estimate: "
            f"embedding {todo} chunks would take ~{minutes:.1f} min on this machine"
        )


def _too_long(texts: int, seconds: float) -> str:
    return (
        f"would embed {texts} texts (~{seconds / 60:.0f} min on this machine, "
        f"over the benchmark's {REEMBED_LIMIT_S / 60:.0f} min)"
    )


def _run_scale(
    index: Index,
    base: Corpus,
    spec: SplitterSpec,
    scale: int,
    base_chunks: int,
    root: Path,
    questions: list[str],
    steps: _Steps,
) -> dict[str, Any]:
    """Figures for a corpus about ``scale`` times the base one, embedded or (large) synthetic."""
    steps.start(f"Corpus ×{scale}")
    scaled_settings = _store_settings(index.settings, root / "scale")
    scaled_index = Index(connect(scaled_settings), index.embeddings, scaled_settings)
    build_scaled_folder(base, spec, scale * base_chunks, root / "scale-corpus")
    corpus = register_corpus(root / "scale-corpus", scaled_settings, name=f"{base.name[:20]}-x{scale}")
    figures: dict[str, Any] = {"factor": scale, "synthetic": scale >= SYNTHETIC_FROM_SCALE}
    ingest_step = steps.start(f"Corpus ×{scale}: ingesta")
    if figures["synthetic"]:
        started = time.perf_counter()
        collection, chunks, embedded = write_synthetic_collection(scaled_index, corpus, spec)
        figures["store_write_s"] = round(time.perf_counter() - started, 3)
        figures["embedded_chunks"] = embedded
    else:
        seconds, report = _timed_ingest(scaled_index, corpus, spec, ingest_step)
        figures["ingest_cold_s"] = round(seconds, 3)
        chunks = report.chunks
        opened = scaled_index.open(corpus, spec)
        if opened is None:
            raise RuntimeError(f"collection for {corpus.name} / {spec} is missing after ingest")
        collection = opened
    started = time.perf_counter()
    table, search, _ = open_search(collection, index.embeddings)  # from the store, no snapshot
    figures["open_s"] = round(time.perf_counter() - started, 3)  # read every chunk, build BM25
    pipeline = Pipeline(corpus, spec, table, search, str((collection.metadata or {}).get("built_at", "")))
    figures["chunks"] = chunks
    steps.start(f"Corpus ×{scale}: recuperación")
    figures["retrieval_ms"] = {
        m: time_retrieval(pipeline, m, index.settings.k, questions) for m in BENCH_RETRIEVERS
    }
    return figures
