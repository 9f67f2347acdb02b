"""The Chroma index: one collection per (corpus, splitter + options, embedding model).

Ingest is idempotent and safe to interrupt: a new or changed corpus is built into a staging
collection, reusing every vector whose input text is unchanged, and only a complete staging
collection replaces the live one. The record of what is indexed (fingerprint, counts, problems)
is the live collection's own metadata, so it lives with whichever store is in use.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from urllib.parse import urlparse

import chromadb
import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from chromadb.config import Settings as ChromaSettings
from langchain_core.documents import Document
from langchain_core.embeddings import Embeddings

from rag.config import ConfigError, Settings
from rag.corpus import Corpus, load_corpus
from rag.embeddings import embed_with_progress, embedding_name, mean_vector
from splitters import SplitterSpec

INDEX_VERSION = "2"  # bump when chunking or embedding inputs change, to rebuild every collection
Progress = Callable[[int, int, str], None]


class IndexBusy(RuntimeError):
    """Another ingest of the same collection holds the lock for too long."""


class StoreUnavailable(RuntimeError):
    """The Chroma server cannot be reached."""


@dataclass
class IngestReport:
    """What an ingest did."""

    collection: str
    corpus: str
    splitter: str
    embedding: str
    chunks: int = 0
    embedded: int = 0
    reused: int = 0
    unchanged: bool = False
    seconds: float = 0.0
    problems: list[tuple[str, str]] = field(default_factory=list)


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


def collection_name(corpus: str, spec: SplitterSpec, embedding: str) -> str:
    """A readable, valid Chroma name (3–63 chars) that is unique for the combination."""
    digest = hashlib.sha1(f"{corpus}|{spec}|{embedding}|{INDEX_VERSION}".encode()).hexdigest()[:10]
    return f"{corpus[:24]}-{spec.name[:12]}-{digest}"


def embedding_input(chunk: Document) -> str:
    """What is embedded for a chunk: its label ("Artículo 13.2"), then its text (kept apart from
    text). Adding the título/capítulo breadcrumb too was measured worse (dev set, articulos,
    dense: MRR@2 0.806 with it, 0.818 without)."""
    meta = chunk.metadata
    label = meta.get("article_label") or meta.get("section") or meta.get("title") or ""
    if meta.get("apartado"):
        label = f"{label}.{meta['apartado']}"
    return f"{label}\n{chunk.page_content}" if label else chunk.page_content


@contextlib.contextmanager
def _ingest_lock(settings: Settings, name: str) -> Iterator[None]:
    """One ingest per collection at a time (a second one waits, then fails clearly)."""
    lock_dir = settings.data_dir / "locks"
    lock_dir.mkdir(parents=True, exist_ok=True)
    with open(lock_dir / f"{name}.lock", "w") as handle:
        deadline = time.monotonic() + settings.ingest_lock_timeout_s
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise IndexBusy(f"another ingest of {name} is still running; try again later") from None
                time.sleep(0.2)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


LEASE_TTL_S = 60.0  # a shared-server ingest lease not renewed for this long belongs to a dead ingest


@contextlib.contextmanager
def _server_lease(client: ClientAPI, name: str, timeout_s: float) -> Iterator[None]:
    """One ingest per collection across every host sharing a Chroma server.

    The file lock only covers one machine. The lease is a ``<name>-lease`` collection that exists
    while an ingest runs (creating a collection that exists fails, so only one ingest gets it); its
    holder renews it every ``LEASE_TTL_S / 3`` seconds, and an expired lease (its holder was
    killed) is taken over. Renewing and removing go by the collection's id, never its name, so a
    host never touches a lease that another host has taken since.
    """
    lease = f"{name}-lease"
    owner = uuid.uuid4().hex
    host = socket.gethostname()

    def lease_metadata() -> dict[str, str | float]:
        return {"owner": owner, "host": host, "expires": time.time() + LEASE_TTL_S}

    deadline = time.monotonic() + timeout_s
    while True:
        try:
            mine = client.create_collection(lease, embedding_function=None, metadata=lease_metadata())
            break
        except Exception as error:  # it exists (the error's type differs between clients), or worse
            failure = error
        try:
            current: Collection | None = client.get_collection(lease, embedding_function=None)
        except Exception:
            current = None  # released meanwhile, or the server is failing: retry until the deadline
        held = (current.metadata or {}) if current is not None else None
        if current is not None and float(str((held or {}).get("expires", 0))) < time.time():
            _retire(client, current)  # its holder stopped renewing it
            continue
        if time.monotonic() > deadline:
            if held is None:
                raise StoreUnavailable(f"cannot take the ingest lease for {name}: {failure}") from None
            raise IndexBusy(
                f"another ingest of {name} (on {held.get('host', '?')}) is still running; try again later"
            ) from None
        time.sleep(0.5 if held is not None else 0.1)
    for leftover in client.list_collections():  # retired by an ingest killed before it deleted it
        if leftover.name.startswith(f"{lease}-"):
            with contextlib.suppress(Exception):
                client.delete_collection(leftover.name)
    stop = threading.Event()

    def renew() -> None:
        while not stop.wait(LEASE_TTL_S / 3):
            with contextlib.suppress(Exception):  # gone: taken over after this host stalled
                mine.modify(metadata=lease_metadata())

    renewer = threading.Thread(target=renew, name=f"lease-{name}", daemon=True)
    renewer.start()
    try:
        yield
    finally:
        stop.set()
        renewer.join()
        _retire(client, mine)


def _retire(client: ClientAPI, lease: Collection) -> None:
    """Delete exactly this lease collection, not one created since under the same name.

    Chroma deletes by name only, so the lease is first renamed by its id (which fails if another
    host retired it already), then deleted under its new, unique name.
    """
    retired = f"{lease.name}-{uuid.uuid4().hex[:6]}"
    try:
        lease.modify(name=retired)
    except Exception:
        return
    with contextlib.suppress(Exception):
        client.delete_collection(retired)


class Index:
    """Collections of one Chroma store, built and opened for a corpus and splitter."""

    def __init__(self, client: ClientAPI, embeddings: Embeddings, settings: Settings) -> None:
        self.client = client
        self.embeddings = embeddings
        self.settings = settings
        self.embedding = embedding_name(embeddings)

    def name_for(self, corpus: Corpus, spec: SplitterSpec) -> str:
        """The collection name for this corpus and splitter with this index's embeddings."""
        return collection_name(corpus.name, spec, self.embedding)

    def open(self, corpus: Corpus, spec: SplitterSpec) -> Collection | None:
        """The live collection, or None if it was never built (recovering an interrupted swap)."""
        name = self.name_for(corpus, spec)
        try:
            return self.client.get_collection(name, embedding_function=None)
        except Exception:  # NotFoundError's type differs between the local and HTTP clients
            pass
        staging = self._get(f"{name}-staging")
        if staging is not None and (staging.metadata or {}).get("complete"):
            staging.modify(name=name)  # a swap interrupted after the old one was deleted
            return self._get(name)
        return None

    def fingerprint(self, corpus: Corpus, spec: SplitterSpec) -> str:
        """Hash of everything that decides a collection's content."""
        key = f"{corpus.fingerprint()}|{spec}|{self.embedding}|{INDEX_VERSION}"
        return hashlib.sha256(key.encode()).hexdigest()

    def is_current(self, corpus: Corpus, spec: SplitterSpec) -> bool:
        """True when the live collection was built from exactly this corpus and splitter."""
        live = self.open(corpus, spec)
        return live is not None and (live.metadata or {}).get("fingerprint") == self.fingerprint(corpus, spec)

    def ingest(
        self, corpus: Corpus, spec: SplitterSpec, progress: Progress | None = None, force: bool = False
    ) -> IngestReport:
        """Build or update the collection; an unchanged corpus costs one hash of its files."""
        started = time.perf_counter()
        name = self.name_for(corpus, spec)
        report = IngestReport(name, corpus.name, str(spec), self.embedding)
        with contextlib.ExitStack() as locks:
            locks.enter_context(_ingest_lock(self.settings, name))
            if self.settings.chroma_url:
                locks.enter_context(_server_lease(self.client, name, self.settings.ingest_lock_timeout_s))
            live = self.open(corpus, spec)
            fingerprint = self.fingerprint(corpus, spec)
            live_meta = (live.metadata or {}) if live is not None else {}
            if live is not None and live_meta.get("fingerprint") == fingerprint and not force:
                report.unchanged = True
                report.chunks = int(live_meta.get("chunks", live.count()))
                stored_problems = json.loads(str(live_meta.get("problems", "[]")))
                report.problems = [(str(name), str(why)) for name, why in stored_problems]
                report.seconds = time.perf_counter() - started
                return report
            _notify(progress, 0, 1, f"Leyendo {corpus.name}")
            loaded = load_corpus(corpus)
            report.problems = loaded.problems
            chunks = list(spec.build().transform_documents(loaded.documents))
            vectors = self._vectors(chunks, live if not force else None, report, progress)
            self._publish(name, chunks, vectors, live, fingerprint, corpus, spec, report, progress)
        report.chunks = len(chunks)
        report.seconds = time.perf_counter() - started
        return report

    def _vectors(
        self, chunks: list[Document], live: Collection | None, report: IngestReport, progress: Progress | None
    ) -> dict[str, list[float]]:
        """Vectors for every chunk: reused by input hash, embedded when new, derived for parents."""
        known: dict[str, list[float]] = {}
        if live is not None:
            stored = read_all(live, ["embeddings", "metadatas"])
            for meta, vector in zip(stored["metadatas"], stored["embeddings"], strict=True):
                if meta and meta.get("embedded") and meta.get("content_hash"):
                    known[str(meta["content_hash"])] = list(map(float, vector))
        vectors: dict[str, list[float]] = {}
        todo: list[tuple[str, str]] = []
        for chunk in chunks:
            if not chunk.metadata["embedded"]:
                continue
            text = embedding_input(chunk)
            chunk.metadata["content_hash"] = hashlib.sha1(text.encode()).hexdigest()
            cached = known.get(chunk.metadata["content_hash"])
            if cached is not None:
                vectors[chunk.metadata["chunk_id"]] = cached
            else:
                todo.append((chunk.metadata["chunk_id"], text))
        report.reused, report.embedded = len(vectors), len(todo)

        def step(done: int, total: int) -> None:
            _notify(progress, done, total, f"Calculando vectores ({done}/{total})")

        new = embed_with_progress(self.embeddings, [text for _, text in todo], step)
        vectors.update({chunk_id: vector for (chunk_id, _), vector in zip(todo, new, strict=True)})
        children: dict[str, list[str]] = {}
        for chunk in chunks:
            if chunk.metadata.get("parent_id"):
                children.setdefault(chunk.metadata["parent_id"], []).append(chunk.metadata["chunk_id"])
        pending = [c.metadata["chunk_id"] for c in chunks if not c.metadata["embedded"]]
        while pending:  # parents after their parts, however deep
            ready = [cid for cid in pending if all(k in vectors for k in children.get(cid, []))]
            if not ready:
                raise RuntimeError(f"chunks without parts to derive a vector from: {pending[:3]}")
            for chunk_id in ready:
                vectors[chunk_id] = mean_vector([vectors[k] for k in children[chunk_id]])
            pending = [cid for cid in pending if cid not in vectors]
        return vectors

    def _publish(
        self,
        name: str,
        chunks: list[Document],
        vectors: dict[str, list[float]],
        live: Collection | None,
        fingerprint: str,
        corpus: Corpus,
        spec: SplitterSpec,
        report: IngestReport,
        progress: Progress | None,
    ) -> None:
        """Write a complete staging collection, then swap it in for the live one."""
        staging_name = f"{name}-staging"
        with contextlib.suppress(Exception):
            self.client.delete_collection(staging_name)  # leftovers of an interrupted ingest
        staging = self.client.create_collection(
            staging_name,
            embedding_function=None,
            configuration={"hnsw": {"space": "cosine"}},
            metadata={"complete": False},
        )
        batch = 500
        for start in range(0, len(chunks), batch):
            part = chunks[start : start + batch]
            staging.add(
                ids=[c.metadata["chunk_id"] for c in part],
                embeddings=np.asarray([vectors[c.metadata["chunk_id"]] for c in part], dtype=np.float32),
                documents=[c.page_content for c in part],
                metadatas=[storable(c.metadata) for c in part],
            )
            _notify(progress, min(start + batch, len(chunks)), len(chunks), "Guardando en Chroma")
        staging.modify(
            metadata={
                "complete": True,
                "fingerprint": fingerprint,
                "corpus": corpus.name,
                "corpus_title": corpus.title,
                "splitter": str(spec),
                "embedding": self.embedding,
                "chunks": len(chunks),
                "problems": json.dumps(report.problems, ensure_ascii=False),
                # Microseconds: every instance keys its in-process search on this, so two builds
                # within one second must differ or the second would never be picked up.
                "built_at": datetime.now().isoformat(timespec="microseconds"),
            }
        )
        if live is not None:
            self.client.delete_collection(name)
        staging.modify(name=name)

    def _get(self, name: str) -> Collection | None:
        try:
            return self.client.get_collection(name, embedding_function=None)
        except Exception:
            return None

    def delete_corpus(self, corpus_name: str) -> None:
        """Delete every collection built from that corpus (all splitters and models)."""
        for collection in self.client.list_collections():
            if (collection.metadata or {}).get("corpus") == corpus_name:
                self.client.delete_collection(collection.name)

    def chunks(
        self, corpus: Corpus, spec: SplitterSpec, where: dict[str, Any] | None = None
    ) -> list[Document]:
        """Stored chunks (text and metadata), in corpus order."""
        live = self.open(corpus, spec)
        if live is None:
            return []
        stored = live.get(where=where, include=["documents", "metadatas"])
        documents = [
            Document(page_content=text or "", metadata=dict(meta or {}))
            for text, meta in zip(stored["documents"] or [], stored["metadatas"] or [], strict=False)
        ]
        return sorted(documents, key=lambda d: (d.metadata.get("order", 0), d.metadata.get("start", 0)))


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


def storable(metadata: dict[str, Any]) -> dict[str, str | int | float | bool]:
    """Chroma takes only scalar metadata values; None becomes absent."""
    return {k: v for k, v in metadata.items() if isinstance(v, str | int | float | bool)}


def _notify(progress: Progress | None, done: int, total: int, message: str) -> None:
    if progress:
        progress(done, total, message)


def open_index(settings: Settings) -> Index:
    """The index the settings describe: store (disk or server) and embedding model."""
    from rag.embeddings import build_embeddings

    return Index(connect(settings), build_embeddings(settings), settings)
