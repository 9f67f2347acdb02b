"""The benchmark's larger corpora: the real laws plus renamed copies up to a chunk target, and
collections of synthetic vectors for scales too large to embed on 2 cores."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import numpy as np
from chromadb.api.models.Collection import Collection

from rag.core.errors import LoadError
from rag.ingest.build import Index
from rag.ingest.corpus import BUNDLED, Corpus, load_corpus
from rag.ingest.loaders import load_file
from rag.ingest.store import CollectionInfo
from rag.ingest.vectors import content_hash, embedding_input
from splitters import SplitterSpec

SYNTHETIC_SEED = 0
_IDENTIFIER_RE = re.compile(r'^(identifier:[ \t]*"?)([^"\n]+?)("?[ \t]*)$', re.MULTILINE)


def _file_chunks(path: Path, spec: SplitterSpec) -> int:
    try:
        documents = load_file(path, path.parent)
    except LoadError:
        return 0
    return len(list(spec.build().transform_documents(documents)))


def renamed_copy(text: str, copy: int) -> str:
    """The file's text with its norm id (front-matter ``identifier``) suffixed ``-copia-N``."""
    return _IDENTIFIER_RE.sub(lambda m: f"{m[1]}{m[2]}-copia-{copy}{m[3]}", text, count=1)


def build_scaled_folder(base: Corpus, spec: SplitterSpec, target_chunks: int, folder: Path) -> int:
    """Fill ``folder`` with the base corpus and the bundled laws, then renamed copies of them,
    until the chunk count reaches ``target_chunks``; returns the planned chunk count."""
    sources = list(base.files())
    sources += [p for p in sorted(BUNDLED["leyes"][1].glob("*.md")) if p not in sources]
    counts = {path: _file_chunks(path, spec) for path in sources}
    sources = [path for path in sources if counts[path] > 0]
    folder.mkdir(parents=True, exist_ok=True)
    total, copy = 0, 0
    while total < target_chunks and sources:
        for path in sources:
            if total >= target_chunks:
                break
            if copy == 0:
                shutil.copyfile(path, folder / path.name)
            elif path.suffix.lower() == ".md":
                text = renamed_copy(path.read_text(encoding="utf-8"), copy)
                (folder / f"{path.stem}-copia-{copy}{path.suffix}").write_text(text, encoding="utf-8")
            else:  # no front matter to rename: the loader gives repeated norms distinct ids
                shutil.copyfile(path, folder / f"{path.stem}-copia-{copy}{path.suffix}")
            total += counts[path]
        copy += 1
    return total


def write_synthetic_collection(
    index: Index, corpus: Corpus, spec: SplitterSpec
) -> tuple[Collection, int, int]:
    """The collection a real ingest would build (same name, chunks and metadata) but with seeded
    random unit vectors instead of embeddings; returns (collection, chunks, chunks needing a vector).

    Vectors have the embedder's dimension (384 for e5-small) so real query vectors can search them.
    """
    loaded = load_corpus(corpus)
    chunks = list(spec.build().transform_documents(loaded.documents))
    dimensions = len(index.embeddings.embed_query("dimensión"))
    vectors = np.random.default_rng(SYNTHETIC_SEED).standard_normal((len(chunks), dimensions))
    vectors = (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)
    for chunk in chunks:
        if chunk.metadata["embedded"]:
            chunk.metadata["content_hash"] = content_hash(embedding_input(chunk))
    info = CollectionInfo(
        index.fingerprint(corpus, spec),
        corpus.name,
        corpus.title,
        str(spec),
        index.embedding,
        len(chunks),
        loaded.problems,
        synthetic=True,
    )
    collection = index.store.publish(index.name_for(corpus, spec), chunks, vectors, info)
    embedded = sum(1 for c in chunks if c.metadata["embedded"])
    return collection, len(chunks), embedded
