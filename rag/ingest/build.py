"""Building and opening collections: one per (corpus, splitter + options, embedding model).

Ingest is idempotent and safe to interrupt: a new or changed corpus is built into a staging
collection, reusing every vector whose input text is unchanged, and only a complete staging
collection replaces the live one (``rag.ingest.store``). ``Index`` is the face the app, the CLI and
the evaluation use: name, open, ingest, read.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings

from rag.core.config import Settings
from rag.core.records import Chunk
from rag.ingest.corpus import Corpus, load_corpus
from rag.ingest.embeddings import E5Embeddings, embed_with_progress, embedding_name
from rag.ingest.locks import ingest_lock, server_lease
from rag.ingest.shipped import load_shipped, regenerate, shipped_key, shipped_path
from rag.ingest.store import CollectionInfo, Progress, Store, connect, stored_vectors
from rag.ingest.units import is_unit, precept_units
from rag.ingest.vectors import chunk_vectors, content_hash, embedded_texts
from splitters import SplitterSpec

log = logging.getLogger(__name__)

# Texts a second the default local model embeds on 2 cores here (docs/library.md: 10–13 for chunks,
# 28 for the short comparison units): what an estimate of a re-index divides by.
EMBED_TEXTS_PER_S = 12.0
INDEX_VERSION = "9"  # bump when chunking or embedding inputs change, to rebuild every collection
# 3: apartados written "1.El …" (no space) are parsed, so the Estatuto's chunks changed.
# 4: the epígrafe of an article ("Movilidad geográfica.") is embedded with its label.
# 5: each precept's sentences and epígrafe are stored as comparison units for the learned ranker.
# 6: chunks carry their ámbito, Libro, epígrafe and whether the precept is repealed (#20).
# 7: Markdown norms numbering every article in words ("Artículo noveno.") are read as articles.
# 8: an article's old text printed under the grouped heading that repeals it is repealed too
#    (``superseded``: Comercio minorista's distance sales, the Código Penal's "faltas").


# What an ingest hands on after publishing: the live collection, its documents, their vectors
# (by chunk id, or in the documents' order).
Keeper = Callable[[Collection, list[Document], "dict[str, list[float]] | np.ndarray"], object]


@dataclass(frozen=True)
class IngestPlan:
    """What an ingest would do: chunks, texts it embeds, and how many of those need the model."""

    chunks: int
    texts: int
    to_embed: int
    per_second: float | None = EMBED_TEXTS_PER_S  # the model's speed here; None: not known

    @property
    def estimate_s(self) -> float:
        """Seconds the embedding would take on this kind of machine; 0 when the model's speed is
        not known (a remote model: the app then starts the re-index at once, as it always did)."""
        return self.to_embed / self.per_second if self.per_second else 0.0


def texts_per_second(embeddings: Embeddings) -> float | None:
    """How fast ``embeddings`` embeds here, for estimates: the local e5 model's measured rate, None
    for any other (a remote service's speed depends on it, not on this machine)."""
    return EMBED_TEXTS_PER_S if isinstance(embeddings, E5Embeddings) else None


@dataclass
class IngestReport:
    """What an ingest did."""

    collection: str
    corpus: str
    splitter: str
    embedding: str
    chunks: int = 0
    units: int = 0  # the precepts' sentences and epígrafes stored beside the chunks (learned ranker)
    embedded: int = 0  # texts embedded: chunks and units
    reused: int = 0
    shipped: int = 0  # vectors taken from data/vectors/ (bundled corpora)
    unchanged: bool = False
    seconds: float = 0.0
    problems: list[tuple[str, str]] = field(default_factory=list)


def collection_name(corpus: str, spec: SplitterSpec, embedding: str) -> str:
    """A readable, valid Chroma name (3–63 chars) that is unique for the combination."""
    digest = hashlib.sha1(f"{corpus}|{spec}|{embedding}|{INDEX_VERSION}".encode()).hexdigest()[:10]
    return f"{corpus[:24]}-{spec.name[:12]}-{digest}"


class Index:
    """Collections of one Chroma store, built and opened for a corpus and splitter."""

    def __init__(self, client: ClientAPI, embeddings: Embeddings, settings: Settings) -> None:
        self.client = client
        self.store = Store(client)
        self.embeddings = embeddings
        self.settings = settings
        self.embedding = embedding_name(embeddings)

    def name_for(self, corpus: Corpus, spec: SplitterSpec) -> str:
        """The collection name for this corpus and splitter with this index's embeddings."""
        return collection_name(corpus.name, spec, self.embedding)

    def open(self, corpus: Corpus, spec: SplitterSpec) -> Collection | None:
        """The live collection, or None if it was never built."""
        return self.store.open(self.name_for(corpus, spec))

    def fingerprint(self, corpus: Corpus, spec: SplitterSpec) -> str:
        """Hash of everything that decides a collection's content."""
        key = f"{corpus.fingerprint()}|{spec}|{self.embedding}|{INDEX_VERSION}"
        return hashlib.sha256(key.encode()).hexdigest()

    def is_current(self, corpus: Corpus, spec: SplitterSpec) -> bool:
        """True when the live collection was built from exactly this corpus and splitter."""
        live = self.open(corpus, spec)
        return live is not None and CollectionInfo.of(live).fingerprint == self.fingerprint(corpus, spec)

    def ingest(
        self,
        corpus: Corpus,
        spec: SplitterSpec,
        progress: Progress | None = None,
        force: bool = False,
        keep: Keeper | None = None,
    ) -> IngestReport:
        """Build or update the collection; an unchanged corpus costs one hash of its files.
        ``keep``: called with the new live collection and what was written to it, records and
        vectors in the same order (``rag.pipeline.ingest`` keeps the search snapshot from them)."""
        started = time.perf_counter()
        name = self.name_for(corpus, spec)
        report = IngestReport(name, corpus.name, str(spec), self.embedding)
        with contextlib.ExitStack() as locks:
            locks.enter_context(ingest_lock(self.settings, name))
            if self.settings.chroma_url:
                locks.enter_context(server_lease(self.client, name, self.settings.ingest_lock_timeout_s))
            live = self.open(corpus, spec)
            fingerprint = self.fingerprint(corpus, spec)
            if live is not None and CollectionInfo.of(live).fingerprint == fingerprint and not force:
                info = CollectionInfo.of(live)
                report.unchanged = True
                report.chunks = info.chunks or live.count()
                report.problems = info.problems
                report.seconds = time.perf_counter() - started
                return report
            if progress:
                progress(0, 1, f"Leyendo {corpus.name}")
            loaded = load_corpus(corpus)
            report.problems = loaded.problems
            splitter = spec.build()
            chunks = list(splitter.transform_documents(loaded.documents))
            units = precept_units(chunks)
            known = stored_vectors(live) if live is not None and not force else {}
            shipped = load_shipped(self.embedding)
            built = chunk_vectors(chunks + units, splitter, self.embeddings, known, progress, shipped)
            report.reused, report.embedded, report.shipped = built.reused, built.embedded, built.shipped
            if corpus.bundled and built.embedded and not shipped:
                log.warning(
                    "no shipped vectors for %s (%s): embedded %d texts; `rag vectors` ships them",
                    self.embedding,
                    shipped_path(self.embedding),
                    built.embedded,
                )
            info = CollectionInfo(
                fingerprint,
                corpus.name,
                corpus.title,
                str(spec),
                self.embedding,
                len(chunks),
                loaded.problems,
            )
            live = self.store.publish(name, chunks + units, built.vectors, info, progress)
            if keep is not None:
                keep(live, chunks + units, built.vectors)
        report.chunks, report.units = len(chunks), len(units)
        report.seconds = time.perf_counter() - started
        return report

    def plan(self, corpus: Corpus, spec: SplitterSpec) -> IngestPlan:
        """How much an ingest of ``corpus`` split by ``spec`` would embed (texts neither shipped nor
        already stored), read and split but nothing written: what the app says before a long re-index
        and what the benchmark skips."""
        chunks = list(spec.build().transform_documents(load_corpus(corpus).documents))
        texts = embedded_texts(chunks)
        shipped = load_shipped(self.embedding)
        live = self.open(corpus, spec)
        known = stored_vectors(live) if live is not None else {}
        missing = sum(
            1
            for text in texts
            if shipped_key(self.embedding, text) not in shipped and content_hash(text) not in known
        )
        return IngestPlan(len(chunks), len(texts), missing, texts_per_second(self.embeddings))

    def delete_corpus(self, corpus_name: str) -> None:
        """Delete every collection built from that corpus (all splitters and models)."""
        self.store.delete_corpus(corpus_name)

    def chunks(self, corpus: Corpus, spec: SplitterSpec, where: dict[str, Any] | None = None) -> list[Chunk]:
        """Stored chunks as records, in corpus order."""
        live = self.open(corpus, spec)
        if live is None:
            return []
        stored = live.get(where=where, include=["documents", "metadatas"])
        ids = stored["ids"]
        documents: list[str | None] = [*stored["documents"]] if stored["documents"] else [None] * len(ids)
        metadatas = stored["metadatas"] or [{}] * len(ids)
        records = [
            Chunk.from_store(chunk_id, text or "", meta or {})
            for chunk_id, text, meta in zip(ids, documents, metadatas, strict=True)
            if not is_unit(meta or {})
        ]
        return sorted(records, key=lambda c: (c.order, c.start))


def ship_vectors(
    index: Index,
    corpora: list[Corpus],
    spec: SplitterSpec,
    folder: Path | None = None,
    progress: Progress | None = None,
) -> tuple[Path, int, int]:
    """Regenerate the shipped vectors (``data/vectors/<model>.npz``) for ``corpora`` split by
    ``spec`` (texts shared by several corpora once): vectors already shipped are kept, the rest
    embedded, and those no corpus uses any more dropped. Returns (file, kept, embedded).

    Never copied from a live collection: Chroma hands back re-normalised vectors, which differ from
    the model's output in the last bit, and an ingest must store exactly what embedding would."""
    texts: dict[str, None] = {}
    for corpus in corpora:
        chunks = list(spec.build().transform_documents(load_corpus(corpus).documents))
        texts.update(dict.fromkeys(embedded_texts(chunks)))

    total = earlier = 0  # texts to embed; those embedded by the batches before this one

    def count(missing: int) -> None:
        nonlocal total
        total = missing

    def step(done: int, _batch: int) -> None:
        if progress:
            progress(earlier + done, total, f"Calculando vectores ({earlier + done}/{total})")

    def embed(missing: list[str]) -> list[list[float]]:
        nonlocal earlier
        vectors = embed_with_progress(index.embeddings, missing, step)
        earlier += len(missing)
        return vectors

    return regenerate(index.embedding, list(texts), embed, folder, missing_count=count)


def open_index(settings: Settings) -> Index:
    """The index the settings describe: store (disk or server) and embedding model."""
    from rag.ingest.embeddings import build_embeddings

    return Index(connect(settings), build_embeddings(settings), settings)
