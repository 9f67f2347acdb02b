"""Assembly: from settings to a ready chain (index built on first use, retriever, optional LLM).

The CLI, the app and the evaluation harness all build their chain here, so they answer alike.
"""

from __future__ import annotations

from dataclasses import dataclass

from langchain_core.language_models import BaseChatModel

from rag.chain import RagChain
from rag.config import Settings
from rag.corpus import Corpus, resolve_corpus
from rag.index import Index, Progress, open_index
from rag.llm import build_chat_model
from rag.retrieval import RETRIEVERS, PreceptRetriever, PreceptSearch
from splitters import SplitterSpec

# Hybrid fusion weights (dense, BM25), tuned on data/eval/dev.jsonl (README, "Retrieval").
HYBRID_WEIGHTS = (1.0, 0.8)


@dataclass
class Pipeline:
    """A corpus indexed with a splitter, searchable, with the chain that answers over it."""

    corpus: Corpus
    spec: SplitterSpec
    search: PreceptSearch
    built_at: str

    def retriever(self, method: str, k: int) -> PreceptRetriever:
        """A retriever over this index (``hybrid``, ``dense`` or ``bm25``)."""
        if method not in RETRIEVERS:
            raise ValueError(f"unknown retriever '{method}'; valid retrievers: {', '.join(RETRIEVERS)}")
        return PreceptRetriever(search_engine=self.search, method=method, k=k)

    def chain(self, settings: Settings, llm: BaseChatModel | None, method: str, k: int) -> RagChain:
        """The answer chain with that retriever and model (``llm=None``: extractive)."""
        return RagChain(self.retriever(method, k), llm, settings, self.corpus.in_text)


def open_pipeline(
    index: Index, corpus: Corpus, spec: SplitterSpec, progress: Progress | None = None
) -> Pipeline:
    """Ingest if needed (an unchanged corpus costs a hash), then load the collection's search."""
    index.ingest(corpus, spec, progress=progress)
    collection = index.open(corpus, spec)
    if collection is None:
        raise RuntimeError(f"collection for {corpus.name} / {spec} is missing after ingest")
    built_at = str((collection.metadata or {}).get("built_at", ""))
    return Pipeline(corpus, spec, PreceptSearch(collection, index.embeddings, HYBRID_WEIGHTS), built_at)


def build_chain_from_settings(
    settings: Settings,
    corpus: str | None = None,
    spec: SplitterSpec | None = None,
    retriever: str | None = None,
    k: int | None = None,
    progress: Progress | None = None,
) -> RagChain:
    """Everything from settings: store, embeddings, collection, retriever and (if configured) LLM."""
    index = open_index(settings)
    resolved = resolve_corpus(corpus or settings.corpus, settings)
    spec = spec or SplitterSpec.parse(
        settings.splitter, settings.chunk_size, settings.chunk_overlap, settings.length_unit
    )
    pipeline = open_pipeline(index, resolved, spec, progress)
    return pipeline.chain(
        settings, build_chat_model(settings), retriever or settings.retriever, k or settings.k
    )
