"""Answer metrics for ``rag eval --judge``: answer each row with the LLM chain, then judge it."""

from __future__ import annotations

from typing import Any

from rag.answer.llm import BATCH_RETRIES, build_chat_model
from rag.core.config import Settings
from rag.core.errors import LLMError
from rag.evaluate.dataset import EvalRow
from rag.evaluate.judge import CACHE_FILE, Judge, JudgeResult, aggregate, citation_precision
from rag.evaluate.runner import GridPlan
from rag.ingest.build import Index
from rag.ingest.corpus import Corpus
from rag.ingest.store import Progress
from rag.pipeline import open_pipeline


def judge_runs(
    runs: list[dict[str, Any]],
    rows: list[EvalRow],
    plan: GridPlan,
    index: Index,
    corpus: Corpus,
    settings: Settings,
    progress: Progress | None = None,
    method: str = "rag",
) -> None:
    """Add judge metrics to the runs at the chain's k (``RAG_K``), one pass per configuration
    (``progress``: a step per configuration, a count of its answerable rows), the answers written by
    ``method``."""
    llm = build_chat_model(settings, retries=BATCH_RETRIES)
    if llm is None:
        raise LLMError("--judge necesita un modelo de lenguaje: configure OPENAI_API_KEY (o AZURE_OPENAI_*).")
    judge = Judge(llm, settings.data_dir / "eval" / CACHE_FILE)
    answerable = [row for row in rows if row.answerable and row.answer]
    for spec, retriever in plan.pairs:
        chain = open_pipeline(index, corpus, spec).chain(settings, llm, retriever, settings.k)
        results: list[JudgeResult] = []
        refused: list[bool] = []
        precisions: list[float | None] = []
        step = f"juez {spec} · {retriever}"
        for done, row in enumerate(answerable):
            if progress:
                progress(done, len(answerable), step)
            answer = chain.ask(row.question, history=row.history, method=method)
            contexts = [c.as_dict() for c in answer.contexts]
            results.append(
                judge.judge(row.question, row.answer, answer.answer, [c["text"] for c in contexts])
            )
            refused.append(answer.refused)
            precisions.append(
                citation_precision(answer.answer, [c.as_dict() for c in answer.citations], contexts)
            )
        if progress:
            progress(len(answerable), len(answerable), step)
        metrics = aggregate(results, refused, precisions)
        targets = [
            r
            for r in runs
            if (r["splitter"], r["retriever"]) == (str(spec), retriever) and not r.get("segment")
        ]
        at_k = [r for r in targets if r["k"] == settings.k] or targets[:1]
        for run in at_k:
            run.update(metrics)
            run["judge_k"] = settings.k
