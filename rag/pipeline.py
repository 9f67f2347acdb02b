"""Assembly: from settings to a ready chain (index built on first use, retriever, optional LLM).

The CLI, the app and the evaluation harness all build their chain here, so they answer alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from chromadb.api.models.Collection import Collection
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings
from langchain_core.language_models import BaseChatModel

from rag.answer.chain import RagChain
from rag.answer.llm import build_chat_model
from rag.core.config import Settings
from rag.core.records import Chunk, store_metadata
from rag.ingest.boe import norm_id_from
from rag.ingest.build import Index, IngestReport, open_index
from rag.ingest.corpus import BUNDLED, Corpus, bundled_corpus, resolve_corpus
from rag.ingest.store import CollectionInfo, Progress, read_chunks, stored_document
from rag.search.calibration import DEFAULT, Thresholds, calibrated, from_probes, read_probes
from rag.search.learned import adopt_profiles, built_profiles, is_learned, warm_in_background
from rag.search.learned import ready as learned_ready
from rag.search.rankers import PreceptSearch
from rag.search.retriever import PreceptRetriever
from rag.search.snapshot import load_snapshot, save_snapshot, snapshot_path
from rag.search.table import ChunkTable
from splitters import SplitterSpec


@dataclass
class Pipeline:
    """A corpus indexed with a splitter, searchable, with the chain that answers over it."""

    corpus: Corpus
    spec: SplitterSpec
    table: ChunkTable  # every stored chunk and unit, with its vector
    search: PreceptSearch  # the rankings over that table
    built_at: str
    thresholds: Thresholds = DEFAULT  # the refusal gate's for this corpus (rag.search.calibration)
    # the gate's for bundled corpora this one holds (the Constitution in the library), by their norms
    scoped: dict[frozenset[str], Thresholds] = field(default_factory=dict)

    def retriever(
        self,
        method: str,
        k: int,
        norms: frozenset[str] | None = None,
        settings: Settings | None = None,
    ) -> PreceptRetriever:
        """A retriever over this index (a registered ranking: ``learned``, ``hybrid``, ``dense``,
        ``bm25``…), gated with this corpus's thresholds (and any ``RAG_REFUSAL_*`` of ``settings``);
        ``norms``: search only those norms of the collection (None: all), gated with the thresholds
        calibrated for exactly those norms where a bundled corpus holds them."""

        def gate(thresholds: Thresholds) -> Thresholds:
            return thresholds.overridden(settings) if settings is not None else thresholds

        whole = PreceptRetriever(
            table=self.table,
            search_engine=self.search,
            method=method,
            k=k,
            corpus_title=self.corpus.in_text,
            thresholds=gate(self.thresholds),
            scoped_thresholds={norms: gate(thresholds) for norms, thresholds in self.scoped.items()},
        )
        return whole.within(norms)

    def chain(
        self,
        settings: Settings,
        llm: BaseChatModel | None,
        method: str,
        k: int,
        norms: frozenset[str] | None = None,
    ) -> RagChain:
        """The answer chain with that retriever and model (``llm=None``: extractive)."""
        return RagChain(self.retriever(method, k, norms, settings), llm, settings, self.corpus.in_text)

    def ranks_as(self, method: str) -> str:
        """The ranking ``method`` actually uses on this index: ``learned`` ranks as ``hybrid`` where
        the index keeps no comparison units (splitters other than ``articulos``) or no model ships."""
        return "hybrid" if is_learned(method) and not learned_ready(self.search) else method

    def norms(self) -> dict[str, str]:
        """The collection's norms (id → short name), in corpus order: what the law filter offers."""
        return self.table.norms()

    def ambitos(self) -> dict[str, list[str]]:
        """The collection's ámbitos (name → norm ids), in corpus order: what "Buscar en" offers."""
        return self.table.ambitos()

    def chunks(self) -> list[Chunk]:
        """Every indexed chunk, in corpus order."""
        return self.table.in_order()

    def article_ids(self) -> set[str]:
        """Every precept id in the index."""
        return self.table.article_ids()

    def precept_keys(self) -> set[str]:
        """Every precept, bare and as ``norm:article``, for checking evaluation rows."""
        return self.table.precept_keys()


def open_search(
    collection: Collection, embeddings: Embeddings, snapshots: Path | None = None
) -> tuple[ChunkTable, PreceptSearch, Path | None]:
    """The search structures of a collection: its table and the rankings over it, loaded from the
    snapshot in ``snapshots`` when there is one for this build (with the learned ranker's profiles
    when it holds them), else read whole from the store. Also returns where the snapshot should be
    written once the profiles are built: None when it already holds them (or ``snapshots`` is None)."""
    path = snapshot_path(snapshots, collection) if snapshots is not None else None
    loaded = load_snapshot(path) if path is not None else None
    if loaded is not None:
        table, profiles = loaded
        search = PreceptSearch(table, embeddings)
        if profiles is not None:
            adopt_profiles(search, profiles)
            return table, search, None
        return table, search, path
    chunks, vectors = read_chunks(collection)
    table = ChunkTable(chunks, vectors)
    return table, PreceptSearch(table, embeddings), path


def ingest(
    index: Index, corpus: Corpus, spec: SplitterSpec, progress: Progress | None = None, force: bool = False
) -> IngestReport:
    """``Index.ingest``, keeping the new build's search snapshot from the records in hand (its
    table; the learned ranker's profiles are added at the first opening), so even the first start
    after an ingest does not read the whole collection back from the store."""

    def keep(collection: Collection, documents: list[Document], vectors: dict[str, Any] | np.ndarray) -> None:
        path = snapshot_path(index.settings.snapshot_dir, collection)
        if path is None:
            return
        by_id = (
            vectors
            if isinstance(vectors, dict)
            else {d.metadata["chunk_id"]: row for d, row in zip(documents, vectors, strict=True)}
        )
        records = sorted(
            (
                Chunk.from_store(d.metadata["chunk_id"], stored_document(d) or "", store_metadata(d.metadata))
                for d in documents
            ),
            key=lambda chunk: chunk.chunk_id,
        )  # as ``read_chunks`` reads them: by id
        save_snapshot(path, ChunkTable(records, by_id), None)

    return index.ingest(corpus, spec, progress=progress, force=force, keep=keep)


def corpus_thresholds(corpus: Corpus, embedding: str, search: PreceptSearch) -> Thresholds:
    """The gate's thresholds for this corpus: calibrated on its dev set (bundled corpora), else
    derived from how close off-topic questions get to it (``rag.search.calibration``)."""
    known = calibrated(corpus.name, embedding)
    if known is not None:
        return known
    thresholds = from_probes([search.top_similarity(probe) for probe in read_probes()])
    search.forget_queries()
    return thresholds


def scoped_thresholds(corpus: Corpus, embedding: str, table: ChunkTable) -> dict[frozenset[str], Thresholds]:
    """The calibrated thresholds of every other bundled corpus whose norms this collection holds
    (the Constitution, the four laws and ``normas`` inside the library), keyed by those norms: a
    law filter narrowing the library to the Constitution gates like the Constitution's own corpus."""
    held = set(table.norms())
    scoped: dict[frozenset[str], Thresholds] = {}
    for name in BUNDLED:
        if name == corpus.name:
            continue
        norms = frozenset(norm_id_from(path.name) for path in bundled_corpus(name).files()) - {""}
        thresholds = calibrated(name, embedding)
        if norms and norms <= held and norms != held and thresholds is not None:
            scoped[norms] = thresholds
    return scoped


def keep_snapshot(path: Path, search: PreceptSearch) -> None:
    """Write the search's snapshot with the profiles built so far, unless the one at ``path`` (read
    at opening) is already all there is: no learned ranker here, so no profiles to add."""
    profiles = built_profiles(search)
    if profiles is not None or not path.exists():
        save_snapshot(path, search.table, profiles)


def load_pipeline(index: Index, corpus: Corpus, spec: SplitterSpec) -> Pipeline | None:
    """The live collection as it is (never re-ingested), or None when it was never built."""
    collection = index.open(corpus, spec)
    if collection is None:
        return None
    table, search, unsaved = open_search(collection, index.embeddings, index.settings.snapshot_dir)
    thresholds = corpus_thresholds(corpus, index.embedding, search)
    # the learned ranker's precept profiles while the first question is typed, then the snapshot
    # that spares the next start both the store's read and this warm-up
    if unsaved is not None:
        warm_in_background(search, then=lambda warmed: keep_snapshot(unsaved, warmed))
    elif built_profiles(search) is None:
        warm_in_background(search)
    scoped = scoped_thresholds(corpus, index.embedding, table) if corpus.bundled else {}
    return Pipeline(corpus, spec, table, search, CollectionInfo.of(collection).built_at, thresholds, scoped)


def open_pipeline(
    index: Index, corpus: Corpus, spec: SplitterSpec, progress: Progress | None = None
) -> Pipeline:
    """Ingest if needed (an unchanged corpus costs a hash), then load the collection's search."""
    ingest(index, corpus, spec, progress=progress)
    pipeline = load_pipeline(index, corpus, spec)
    if pipeline is None:
        raise RuntimeError(f"collection for {corpus.name} / {spec} is missing after ingest")
    return pipeline


def build_chain_from_settings(
    settings: Settings,
    corpus: str | None = None,
    spec: SplitterSpec | None = None,
    retriever: str | None = None,
    k: int | None = None,
    progress: Progress | None = None,
    llm: BaseChatModel | None = None,
) -> RagChain:
    """Everything from settings: store, embeddings, collection, retriever and the chat model, which
    is ``llm`` when given (any LangChain chat model of the caller's), else the configured one (none:
    extractive answers). The chain is a ``Runnable``; ``chain.retriever`` a ``BaseRetriever``."""
    index = open_index(settings)
    resolved = resolve_corpus(corpus or settings.corpus, settings)
    spec = spec or SplitterSpec.parse(
        settings.splitter, settings.chunk_size, settings.chunk_overlap, settings.length_unit
    )
    pipeline = open_pipeline(index, resolved, spec, progress)
    model = llm if llm is not None else build_chat_model(settings)
    return pipeline.chain(settings, model, retriever or settings.retriever, k or settings.k)
