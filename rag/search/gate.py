"""Refusal, decided here and only here: before generating, when the corpus does not hold the answer
(or a named precept does not exist); after generating, when the model says the extracts do not
answer.

The gate reads two retrieval signals: the best dense similarity of any chunk, and how many of the
question's content words occur in the corpus; its thresholds are the corpus's own
(``rag.search.calibration``).
"""

from __future__ import annotations

import re

from rag.core.records import Context, PreceptRef, RetrievalResult
from rag.search.calibration import GateSignal, Thresholds, refuses

_DECLINED_RE = re.compile(
    r"no encuentro (esto|esta|informaci|nada)|los extractos no (permiten|contienen|dicen)", re.I
)


def _missing_message(missing: list[PreceptRef], result: RetrievalResult, corpus_title: str) -> str:
    labels = ", ".join(ref.label.lower().replace("artículo", "el artículo", 1) for ref in missing)
    counts = result.article_counts
    if len(counts) == 1:
        (total,) = counts.values()
        return f"No encuentro {labels}: {corpus_title} tiene {total} artículos."
    return f"No encuentro {labels} en {corpus_title}."


def refusal_reason(result: RetrievalResult, corpus_title: str, thresholds: Thresholds) -> str:
    """Why to refuse before generating (a Spanish sentence for the user), or '' to answer."""
    if result.missing and not any(hit.lookup for hit in result.hits):
        return _missing_message(result.missing, result, corpus_title)
    if result.lookup:
        return ""
    if not result.hits:
        return f"No encuentro esto en {corpus_title}."
    signal = GateSignal(result.top_similarity, result.coverage, answerable=True, agreement=result.agreement)
    if refuses(thresholds, signal):
        return f"No encuentro esto en {corpus_title}."
    return ""


def refusal_text(reason: str, contexts: list[Context], result: RetrievalResult) -> str:
    """What a refused answer says: the reason, then the closest precepts (none for a missing one)."""
    closest = ", ".join(f"{c.label} [{c.n}]" for c in contexts[:3] if not c.referenced)
    closest = "" if result.missing else closest
    return reason + (f" Lo más cercano que he encontrado: {closest}." if closest else "")


def model_declined(text: str) -> bool:
    """True when a generated answer says the extracts do not answer the question."""
    return bool(_DECLINED_RE.search(text))
