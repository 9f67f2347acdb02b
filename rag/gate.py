"""The retrieval gate: refuse before generating when the corpus does not hold the answer.

Two signals, calibrated on ``data/eval/dev.jsonl`` (see README): the best dense similarity of any
chunk, and how many of the question's content words occur in the corpus at all.
"""

from __future__ import annotations

from rag.config import Settings
from rag.references import PreceptRef
from rag.retrieval import RetrievalResult


def _missing_message(missing: list[PreceptRef], result: RetrievalResult, corpus_title: str) -> str:
    labels = ", ".join(ref.label.lower().replace("artículo", "el artículo", 1) for ref in missing)
    counts = result.article_counts
    if len(counts) == 1:
        (total,) = counts.values()
        return f"No encuentro {labels}: {corpus_title} tiene {total} artículos."
    return f"No encuentro {labels} en {corpus_title}."


def refusal_reason(result: RetrievalResult, question: str, corpus_title: str, settings: Settings) -> str:
    """Why to refuse (a Spanish sentence for the user), or '' to answer."""
    if result.missing and not any(hit.lookup for hit in result.hits):
        return _missing_message(result.missing, result, corpus_title)
    if result.lookup:
        return ""
    if not result.hits:
        return f"No encuentro esto en {corpus_title}."
    weak = result.top_similarity < settings.refusal_similarity
    unknown_words = result.coverage < settings.refusal_coverage
    if weak or (unknown_words and result.top_similarity < settings.refusal_coverage_similarity):
        return f"No encuentro esto en {corpus_title}."
    return ""
