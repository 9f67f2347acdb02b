"""Evaluation over a dataset: precept-level retrieval metrics per (splitter, retriever, k), and what
a user sees: the offline answer's first citation, whether it quotes the fact asked, refusals.

Deterministic and offline. Follow-up rows are evaluated as the chain would see them: rewritten
with their history (offline rewrite), so the numbers match what the app retrieves and answers.
Besides all rows, every measure is reported per law (rows naming several norms) and per kind of
dialogue turn (first question, follow-up, change of topic).
"""

from __future__ import annotations

import re
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from langchain_core.language_models import BaseChatModel

from rag.answer.methods import OFFLINE_METHOD
from rag.core.config import Settings
from rag.core.library import AMBITOS, ambito_of
from rag.core.results import Answer
from rag.core.text import fold
from rag.evaluate.dataset import EvalRow
from rag.evaluate.metrics import hit_rate, ndcg, percentiles, recall, reciprocal_rank
from rag.ingest.build import Index
from rag.ingest.corpus import Corpus
from rag.pipeline import Pipeline, open_pipeline
from rag.search.memory import NEAR_COPY
from splitters import SplitterSpec

RowProgress = Callable[[int, int], None]


@dataclass
class RowOutcome:
    """What retrieval returned for one row."""

    row: EvalRow
    ranked: list[str]
    apartados: list[str]
    refused: bool
    latency_ms: float
    first_citation: str = ""  # the offline answer's first citation, keyed like ``ranked``
    answer_refused: bool = False
    facts_found: float | None = None  # share of the row's facts quoted in the answer
    # the closest dev question the learned ranker knows (``rag.search.memory``), None without one
    known_similarity: float | None = None


@dataclass
class RunMetrics:
    """Metrics of one configuration at one k."""

    splitter: str
    retriever: str
    k: int
    n: int
    hit_rate: float
    recall: float
    mrr: float
    ndcg: float
    apartado_hit_rate: float | None
    refusal_accuracy: float | None
    answered_rate: float
    latency_ms_p50: float
    latency_ms_p95: float
    first_citation_rate: float | None = None  # answerable rows whose answer cites a right precept first
    fact_rate: float | None = None  # answerable rows whose answer quotes every fact asked
    segment: str = ""  # "" = every row; "ley: …" or "turno: …" for a breakdown
    unknown_ids: list[str] = field(default_factory=list)
    ranked_as: str = ""  # the ranking actually used, where it is not ``retriever`` (learned → hybrid)

    def as_dict(self) -> dict[str, Any]:
        """The JSON form (numbers rounded to 4 places)."""
        return {k: round(v, 4) if isinstance(v, float) else v for k, v in self.__dict__.items()}


def run_rows(
    pipeline: Pipeline,
    settings: Settings,
    rows: list[EvalRow],
    retriever: str,
    depth: int,
    progress: RowProgress | None = None,
    method: str = OFFLINE_METHOD,
    llm: BaseChatModel | None = None,
) -> list[RowOutcome]:
    """Retrieve for every row once, at the largest k needed (offline, so retrieval figures never
    depend on a model), and answer it as the app would over the default ``settings.k`` precepts: by
    ``method``, with ``llm`` when given (offline and extractive by default)."""
    chain = pipeline.chain(settings, None, retriever, settings.k)
    answerer = pipeline.chain(settings, llm, retriever, settings.k) if llm is not None else chain
    search = pipeline.search
    memory = search.known
    outcomes = []
    for done, row in enumerate(rows, start=1):
        history = chain.recall_precepts(row.history)
        understood = chain.understand(row.question, history)
        chain.forget_retrievals()  # time the retrieval itself, not a probe's remembered result
        started = time.perf_counter()
        result = chain.retrieve(understood, depth)
        latency = (time.perf_counter() - started) * 1000
        found = [h.chunk for h in result.hits if not h.referenced]
        # precepts keyed as the row names them: with their norm when the row names one
        ranked = [row_key(row, chunk.norm_id, chunk.article_id) for chunk in found]
        # aligned with ``ranked``: the apartado each ranked precept was found by ('' if none)
        apartados = [
            row_key(row, chunk.norm_id, f"{chunk.article_id}.{chunk.apartado}") if chunk.apartado else ""
            for chunk in found
        ]
        refused = bool(chain.retriever.refusal_reason(result, row.question))
        answer = answerer.ask(row.question, history, method=method)
        first = answer.citations[0] if answer.citations and not answer.refused else None
        outcomes.append(
            RowOutcome(
                row,
                ranked,
                apartados,
                refused,
                latency,
                first_citation=row_key(row, first.norm_id, first.article_id) if first else "",
                answer_refused=answer.refused,
                facts_found=facts_found(row.facts, answer) if row.facts else None,
                known_similarity=(
                    memory.closest(search.raw_vector(understood.standalone)) if memory is not None else None
                ),
            )
        )
        if progress:
            progress(done, len(rows))
    return outcomes


def plain_text(text: str) -> str:
    """Text compared for facts: folded, without Markdown emphasis or punctuation, spaces collapsed."""
    return " ".join(re.sub(r"[^\w%/]+", " ", fold(text).replace("**", "")).split())


def facts_found(facts: list[str], answer: Answer) -> float:
    """Share of ``facts`` (verbatim phrases of the law) that the answer quotes; a phrase cut by an
    ellipsis ("[…]") is not quoted."""
    pieces = [plain_text(piece) for piece in re.split(r"\[(?:…|\.\.\.)\]", answer.answer)]
    return sum(1 for fact in facts if any(plain_text(fact) in piece for piece in pieces)) / len(facts)


def row_key(row: EvalRow, norm_id: str, precept: str) -> str:
    """A retrieved precept keyed as ``row`` names precepts: a row naming its norm only counts that
    norm's precept; a row without one matches the article in any norm (single-norm corpora)."""
    return f"{norm_id}:{precept}" if row.norm else precept


def metrics_at(
    outcomes: list[RowOutcome],
    k: int,
    splitter: str,
    retriever: str,
    known_ids: set[str],
    segment: str = "",
) -> RunMetrics:
    """Aggregate the outcomes at cut-off k (answerable rows for retrieval metrics). The answer
    measures do not depend on k: the app answers from ``settings.k`` precepts."""
    answerable = [o for o in outcomes if o.row.answerable]
    unknown = sorted({a for o in answerable for a in o.row.gold if a not in known_ids})
    scored = [o for o in answerable if o.row.gold and o.row.gold <= known_ids]
    unanswerable = [o for o in outcomes if not o.row.answerable]

    def mean(values: list[float]) -> float:
        return statistics.fmean(values) if values else 0.0

    with_apartados = [o for o in scored if o.row.apartados]
    with_facts = [o for o in scored if o.facts_found is not None]
    latencies = [o.latency_ms for o in outcomes]
    return RunMetrics(
        splitter=splitter,
        retriever=retriever,
        k=k,
        n=len(scored),
        hit_rate=mean([hit_rate(o.ranked, o.row.gold, k) for o in scored]),
        recall=mean([recall(o.ranked, o.row.gold, k) for o in scored]),
        mrr=mean([reciprocal_rank(o.ranked, o.row.gold, k) for o in scored]),
        ndcg=mean([ndcg(o.ranked, o.row.gold, k) for o in scored]),
        apartado_hit_rate=(
            mean([hit_rate(o.apartados, o.row.gold_apartados, k) for o in with_apartados])
            if with_apartados
            else None
        ),
        refusal_accuracy=mean([1.0 if o.refused else 0.0 for o in unanswerable]) if unanswerable else None,
        answered_rate=mean([0.0 if o.refused else 1.0 for o in scored]),
        latency_ms_p50=percentiles(latencies)["p50"],
        latency_ms_p95=percentiles(latencies)["p95"],
        first_citation_rate=(
            mean([1.0 if o.first_citation in o.row.gold else 0.0 for o in scored]) if scored else None
        ),
        fact_rate=mean([1.0 if o.facts_found == 1.0 else 0.0 for o in with_facts]) if with_facts else None,
        segment=segment,
        unknown_ids=unknown,
    )


def segments(rows: list[EvalRow], short_names: dict[str, str]) -> dict[str, set[str]]:
    """Breakdowns worth reporting, as row ids: per law when the rows name several norms, per
    ámbito of the library when they span several, per kind of turn in dialogue sets (first
    question, follow-up, change of topic)."""
    groups: dict[str, set[str]] = {}
    norms = sorted({row.norm for row in rows if row.norm})
    if len(norms) > 1:
        for norm in norms:
            name = short_names.get(norm, norm)
            groups[f"ley: {name}"] = {row.id for row in rows if row.norm == norm}
    ambitos = {norm: ambito_of(norm) for norm in norms}
    if len({a for a in ambitos.values() if a}) > 1:
        for ambito in dict.fromkeys(a for a in AMBITOS if a in ambitos.values()):
            groups[f"ámbito: {ambito}"] = {row.id for row in rows if ambitos.get(row.norm) == ambito}
    if any(row.dialogue for row in rows):
        for kind in ("first", "follow", "switch"):
            ids = {row.id for row in rows if row.kind == kind}
            if ids:
                groups[f"turno: {kind}"] = ids
    return groups


def known_segments(outcomes: list[RowOutcome]) -> dict[str, set[str]]:
    """Rows that nearly copy a dev question the learned ranker knows (``NEAR_COPY``) and rows that
    do not, when the collection has known questions: a held-out set's rows of the second kind are
    what a stranger's questions test."""
    if all(o.known_similarity is None for o in outcomes):
        return {}
    copied = {o.row.id for o in outcomes if (o.known_similarity or 0.0) >= NEAR_COPY}
    return {
        "pregunta: casi copia de una de desarrollo": copied,
        "pregunta: nueva": {o.row.id for o in outcomes} - copied,
    }


# The grid of the published Constitution RAG thesis: article splitter vs character and recursive
# splitters of 200/300/400 characters with 10 % overlap, plain dense retrieval, k = 2.
THESIS_SPLITTERS = (
    "articulos",
    "caracteres:200:20",
    "caracteres:300:30",
    "caracteres:400:40",
    "recursivo:200:20",
    "recursivo:300:30",
    "recursivo:400:40",
)
THESIS_RETRIEVER = "dense"
THESIS_K = 2


@dataclass
class GridPlan:
    """Which configurations to run: (splitter spec, retriever) pairs and the cut-offs."""

    pairs: list[tuple[SplitterSpec, str]]
    ks: list[int]

    @classmethod
    def build(cls, splitters: list[str], retrievers: list[str], ks: list[int], preset: str = "") -> GridPlan:
        """A plan from lists; preset ``tesis`` adds the thesis grid (dense, k=2) to it."""
        pairs = [(SplitterSpec.parse(s), r) for s in splitters for r in retrievers]
        if preset == "tesis":
            thesis = [(SplitterSpec.parse(s), THESIS_RETRIEVER) for s in THESIS_SPLITTERS]
            pairs = thesis + [p for p in pairs if (str(p[0]), p[1]) not in {(str(s), r) for s, r in thesis}]
            ks = sorted(set(ks) | {THESIS_K})
        elif preset:
            raise ValueError(f"unknown preset '{preset}'; valid presets: tesis")
        return cls(pairs, sorted(set(ks)))


def run_grid(
    index: Index,
    corpus: Corpus,
    rows: list[EvalRow],
    plan: GridPlan,
    settings: Settings,
    progress: Callable[[int, int, str], None] | None = None,
    method: str = OFFLINE_METHOD,
    llm: BaseChatModel | None = None,
) -> list[RunMetrics]:
    """Every (splitter, retriever) over every row, measured at every k, answers by ``method`` (with
    ``llm`` when given). Indexes on first use."""
    total = len(plan.pairs) * len(rows)
    done = 0
    runs: list[RunMetrics] = []
    pipelines: dict[str, Pipeline] = {}
    for spec, retriever in plan.pairs:
        if str(spec) not in pipelines:

            def ingest_step(
                step: int, steps: int, message: str, spec: SplitterSpec = spec, offset: int = done
            ) -> None:
                if progress:
                    progress(offset, total, f"Indexando {spec}: {message}")

            pipelines[str(spec)] = open_pipeline(index, corpus, spec, ingest_step)
        pipeline = pipelines[str(spec)]
        known = pipeline.precept_keys()

        def row_step(
            step: int, steps: int, spec: SplitterSpec = spec, retriever: str = retriever, offset: int = done
        ) -> None:
            if progress:
                progress(offset + step, total, f"{spec} · {retriever}")

        outcomes = run_rows(pipeline, settings, rows, retriever, max(plan.ks), row_step, method, llm)
        done += len(rows)
        measured = [metrics_at(outcomes, k, str(spec), retriever, known) for k in plan.ks]
        for segment, ids in {**segments(rows, pipeline.norms()), **known_segments(outcomes)}.items():
            part = [o for o in outcomes if o.row.id in ids]
            if not any((o.row.gold and o.row.gold <= known) or not o.row.answerable for o in part):
                continue  # rows of norms this corpus does not hold: nothing to measure
            measured += [metrics_at(part, k, str(spec), retriever, known, segment) for k in plan.ks]
        used = pipeline.ranks_as(retriever)
        for run in measured:
            run.ranked_as = used if used != retriever else ""
        runs += measured
    return runs
