"""The Chroma store: connecting (disk or server), reading collections as chunk records, and
publishing a complete collection in place of the live one (staging, then swap).

What a collection holds is recorded once, in its own metadata (``CollectionInfo``), so it lives with
whichever store is in use.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from urllib.parse import urlparse

import chromadb
import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.collection_configuration import CreateHNSWConfiguration
from chromadb.api.models.Collection import Collection
from chromadb.config import Settings as ChromaSettings
from langchain_core.documents import Document

from rag.core.config import Settings
from rag.core.errors import ConfigError, StoreUnavailable
from rag.core.records import Chunk, packed_record, unpacked
from rag.ingest.units import is_unit

Progress = Callable[[int, int, str], None]
WRITE_BATCH = 2000  # records per write (the library: 69 s at 2,000, 79 s at 500)
# Chroma's approximate index is never searched here (dense search is exact over the chunk table,
# ``rag.search.table``), yet it is built on every write: a lighter graph than Chroma's default
# (16 neighbours, 100 explored) stores the library 7 s faster (docs/library.md).
HNSW: CreateHNSWConfiguration = {"space": "cosine", "max_neighbors": 8, "ef_construction": 32}


def stored_document(chunk: Document) -> str | None:
    """The text a record keeps: the chunk's; none for a comparison unit (a precept's sentence or
    epígrafe, ``rag.ingest.units``), whose id, precept and vector are all anyone reads back (their
    text in the store cost the library 13 s of its ingest)."""
    return None if is_unit(chunk.metadata) else chunk.page_content


def connect(settings: Settings) -> ClientAPI:
    """A Chroma client: the server at ``RAG_CHROMA_URL``, or the on-disk store. Telemetry off."""
    chroma_settings = ChromaSettings(anonymized_telemetry=False)
    if settings.chroma_url:
        url = urlparse(settings.chroma_url)
        if url.scheme not in ("http", "https") or not url.hostname:  # "host:8000" parses as a scheme
            raise ConfigError(f"RAG_CHROMA_URL must look like http://HOST:PORT, not {settings.chroma_url!r}")
        try:
            return chromadb.HttpClient(
                host=url.hostname or "localhost",
                port=url.port or (443 if url.scheme == "https" else 8000),
                ssl=url.scheme == "https",
                settings=chroma_settings,
            )
        except Exception as error:  # the client raises plain ValueError/ConnectError variants
            raise StoreUnavailable(
                f"Chroma server at {settings.chroma_url} is not reachable: {error}"
            ) from None
    settings.store_dir.mkdir(parents=True, exist_ok=True)
    # Opening a store creates Chroma's SQLite schema the first time; two processes doing that at
    # once made one fail with "database is locked" (4 runs in 12 here), so opening is serialised.
    lock_dir = settings.data_dir / "locks"
    lock_dir.mkdir(parents=True, exist_ok=True)
    with open(lock_dir / "store-open.lock", "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        return chromadb.PersistentClient(path=str(settings.store_dir), settings=chroma_settings)


@dataclass(frozen=True)
class CollectionInfo:
    """What a collection was built from, kept in its Chroma metadata (read and written only here)."""

    fingerprint: str
    corpus: str
    corpus_title: str
    splitter: str
    embedding: str
    chunks: int
    problems: list[tuple[str, str]] = field(default_factory=list)
    built_at: str = ""
    synthetic: bool = False

    def as_metadata(self) -> dict[str, str | int | bool]:
        """The collection metadata of a complete build."""
        metadata: dict[str, str | int | bool] = {
            "complete": True,
            "fingerprint": self.fingerprint,
            "corpus": self.corpus,
            "corpus_title": self.corpus_title,
            "splitter": self.splitter,
            "embedding": self.embedding,
            "chunks": self.chunks,
            "problems": json.dumps(self.problems, ensure_ascii=False),
            # Microseconds: every instance keys its in-process search on this, so two builds
            # within one second must differ or the second would never be picked up.
            "built_at": self.built_at or datetime.now().isoformat(timespec="microseconds"),
        }
        if self.synthetic:
            metadata["synthetic"] = True
        return metadata

    @classmethod
    def of(cls, collection: Collection) -> CollectionInfo:
        """The record of a built collection (empty fields for one built by an older version)."""
        meta = collection.metadata or {}
        problems = json.loads(str(meta.get("problems", "[]")))
        return cls(
            fingerprint=str(meta.get("fingerprint", "")),
            corpus=str(meta.get("corpus", "")),
            corpus_title=str(meta.get("corpus_title", "")),
            splitter=str(meta.get("splitter", "")),
            embedding=str(meta.get("embedding", "")),
            chunks=int(str(meta.get("chunks", 0))),
            problems=[(str(name), str(why)) for name, why in problems],
            built_at=str(meta.get("built_at", "")),
            synthetic=bool(meta.get("synthetic", False)),
        )


def read_all(collection: Collection, include: list[str], page: int = 10_000) -> dict[str, list[Any]]:
    """Every record's id and the ``include``d fields, read in pages and sorted by id.

    One ``get`` of more than ~32k records fails in Chroma's local store ("too many SQL
    variables"); a fixed order (by id) makes BM25 ties and every ranking independent of the
    store's order.
    """
    merged: dict[str, list[Any]] = {"ids": [], **{key: [] for key in include}}
    offset = 0
    while True:
        batch = collection.get(include=include, limit=page, offset=offset)  # type: ignore[arg-type]
        merged["ids"].extend(batch["ids"])
        for key in include:
            values = batch[key]  # type: ignore[literal-required]
            merged[key].extend(list(values) if values is not None else [])
        if len(batch["ids"]) < page:
            break
        offset += page
    order = sorted(range(len(merged["ids"])), key=merged["ids"].__getitem__)
    return {key: [values[i] for i in order] for key, values in merged.items()}


def read_chunks(collection: Collection) -> tuple[list[Chunk], list[Any]]:
    """Every chunk of a collection as a record, in id order, with its stored vector."""
    stored = read_all(collection, ["documents", "metadatas", "embeddings"])
    chunks = [
        Chunk.from_store(chunk_id, text or "", meta or {})
        for chunk_id, text, meta in zip(stored["ids"], stored["documents"], stored["metadatas"], strict=True)
    ]
    return chunks, stored["embeddings"]


def stored_vectors(collection: Collection) -> dict[str, list[float]]:
    """Vectors of the embedded chunks by content hash, to reuse them in the next build."""
    stored = read_all(collection, ["embeddings", "metadatas"])
    known: dict[str, list[float]] = {}
    for stored_meta, vector in zip(stored["metadatas"], stored["embeddings"], strict=True):
        meta, _ = unpacked(stored_meta or {})
        if meta.get("embedded") and meta.get("content_hash"):
            known[str(meta["content_hash"])] = list(map(float, vector))
    return known


class Store:
    """The collections of one Chroma client."""

    def __init__(self, client: ClientAPI) -> None:
        self.client = client

    def get(self, name: str) -> Collection | None:
        """The collection ``name``, or None."""
        try:
            return self.client.get_collection(name, embedding_function=None)
        except Exception:  # NotFoundError's type differs between the local and HTTP clients
            return None

    def open(self, name: str) -> Collection | None:
        """The live collection, or None if it was never built (recovering an interrupted swap)."""
        live = self.get(name)
        if live is not None:
            return live
        staging = self.get(f"{name}-staging")
        if staging is not None and (staging.metadata or {}).get("complete"):
            staging.modify(name=name)  # a swap interrupted after the old one was deleted
            return self.get(name)
        return None

    def publish(
        self,
        name: str,
        chunks: Sequence[Document],
        vectors: dict[str, list[float]] | np.ndarray,
        info: CollectionInfo,
        progress: Progress | None = None,
    ) -> Collection:
        """Write a complete staging collection, then swap it in for the live one.

        ``vectors``: every chunk's vector, by chunk id or in the order of ``chunks``.
        """
        staging_name = f"{name}-staging"
        with contextlib.suppress(Exception):
            self.client.delete_collection(staging_name)  # leftovers of an interrupted ingest
        staging = self.client.create_collection(
            staging_name,
            embedding_function=None,
            configuration={"hnsw": HNSW},
            metadata={"complete": False},
        )
        batch = min(WRITE_BATCH, self.client.get_max_batch_size())
        for start in range(0, len(chunks), batch):
            part = chunks[start : start + batch]
            if isinstance(vectors, dict):
                rows = np.asarray([vectors[c.metadata["chunk_id"]] for c in part], dtype=np.float32)
            else:
                rows = np.asarray(vectors[start : start + batch], dtype=np.float32)
            staging.add(  # the text packed in the metadata, not as Chroma's (word-indexed) document
                ids=[c.metadata["chunk_id"] for c in part],
                embeddings=rows,
                metadatas=[packed_record(c.metadata, stored_document(c)) for c in part],
            )
            if progress:
                progress(min(start + batch, len(chunks)), len(chunks), "Guardando en Chroma")
        staging.modify(metadata=info.as_metadata())
        if self.get(name) is not None:
            self.client.delete_collection(name)
        staging.modify(name=name)
        live = self.get(name)
        if live is None:
            raise StoreUnavailable(f"collection {name} vanished right after it was published")
        return live

    def delete_corpus(self, corpus_name: str) -> None:
        """Delete every collection built from that corpus (all splitters and models)."""
        for collection in self.client.list_collections():
            if (collection.metadata or {}).get("corpus") == corpus_name:
                self.client.delete_collection(collection.name)
